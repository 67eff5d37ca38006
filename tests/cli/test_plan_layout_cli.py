"""``dlconfig-cli plan --json``: the nodes and GPUs per node a workload sets are kept,
and a node larger than any server the GPU catalog knows is named with the layout that
would work."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.plan_json import plan_json as _plan, workload_file as _workload

LLAMA_70B_FULL = (
    "task: llm\nmode: finetune\nmodel: {preset: llama-3.1-70b}\nprecision: bf16\n"
    "batch_size: 1\nseq_len: 4096\ngradient_checkpointing: true\ntokens_b: 0.5\n"
)


def _reason(plan: dict[str, Any], code: str) -> dict[str, Any] | None:
    return next((r for r in plan["hardware"]["reasons"] if r["code"] == code), None)


def test_nine_gb200_nodes_stay_nine_nodes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 8 GPUs x 9 nodes = the 72 GPUs of one GB200 NVL72 rack; DDP does not hold a 70B
    # model, so sharding is added, but the user's nine nodes are kept (not 16)
    path = _workload(tmp_path, LLAMA_70B_FULL + "gpu: gb200\ngpus: 8\nnodes: 9\n")
    plan = _plan(capsys, path)
    choice = plan["hardware"]["choice"]
    assert (choice["gpu"], choice["count"], choice["nodes"]) == ("gb200", 8, 9)
    changed = _reason(plan, "hardware.request.layout_changed")
    assert changed is not None
    assert (changed["params"]["count"], changed["params"]["nodes"]) == (8, 9)


def test_sixteen_gpus_per_node_rule_out_hgx_servers_and_say_what_would_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _workload(tmp_path, LLAMA_70B_FULL + "sharding: fsdp\ngpus: 16\nnodes: 2\n")
    plan = _plan(capsys, path)
    options = {o["gpu"]: o for o in plan["hardware"]["options"]}
    for gpu in ("b200", "h100-sxm", "h200-sxm"):
        why = next(r for r in options[gpu]["reasons"] if r["code"] == "hardware.option.node_size")
        said = why["params"]
        assert (said["unit_gpus"], said["fix_gpus"], said["fix_nodes"]) == (8, 8, 4), gpu
        assert options[gpu]["excluded_because"] == why["text"]
    choice = plan["hardware"]["choice"]
    assert choice["gpu"] not in ("b200", "h100-sxm", "h200-sxm")
    assert (choice["count"], choice["nodes"]) == (16, 2)  # kept as asked, with a remark
    remark = _reason(plan, "hardware.request.node_size")
    assert remark is not None
    said = remark["params"]
    assert (said["unit_gpus"], said["asked_gpus"], said["fix_gpus"], said["fix_nodes"]) == (
        8,
        16,
        8,
        4,
    )
    assert remark["source"]


def _mistral_fsdp(precision: str) -> str:
    return (
        f"task: llm\nmode: finetune\nmodel: {{preset: mistral-7b}}\nprecision: {precision}\n"
        "batch_size: 2\nseq_len: 4096\ngradient_checkpointing: true\nsharding: fsdp\n"
        "recipe: torchtune\ngpus: 8\ntokens_b: 2\n"
    )


RESNET_FP16 = (
    "task: image_classification\nmode: train\nmodel: {preset: resnet-50}\n"
    "precision: fp16\nbatch_size: 64\nsamples: 1281167\nepochs: 1\n"
)


@pytest.mark.parametrize(
    ("text", "gpu", "other", "ratio"),
    [
        # 503.8 dense BF16 TFLOPS against the L40S's 362.05
        (_mistral_fsdp("bf16"), "rtx-pro-6000-blackwell", "l40s", 362.05 / 503.8),
        # dense FP8: 1,513 TFLOPS on the PCIe card against 1,978.9 on the SXM module
        (_mistral_fsdp("fp8"), "h100-pcie", "h100-sxm", 1978.9 / 1513),
        # the B300 shares the B200's dense BF16 figure
        (_mistral_fsdp("bf16"), "b300", "b200", 1.0),
        # 53.8 dense FP16 TFLOPS (FP32 accumulate) against the RTX 3090's 71
        (RESNET_FP16, "rtx-2080-ti", "rtx-3090", 71 / 53.8),
    ],
)
def test_a_gpu_is_timed_on_its_tensor_figure_at_the_plans_precision(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    text: str,
    gpu: str,
    other: str,
    ratio: float,
) -> None:
    options = {o["gpu"]: o for o in _plan(capsys, _workload(tmp_path, text))["hardware"]["options"]}
    assert "hardware.option.time_unknown" not in {r["code"] for r in options[gpu]["reasons"]}
    # GPU-hours for the same work: the inverse ratio of the two peaks
    gpu_hours = {
        g: options[g]["est_hours"] * options[g]["count"] * options[g]["nodes"] for g in (gpu, other)
    }
    assert gpu_hours[gpu] / gpu_hours[other] == pytest.approx(ratio, rel=0.02)
