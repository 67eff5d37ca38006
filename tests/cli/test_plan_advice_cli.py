"""``dlconfig-cli plan --json``: what a GPU is sold as, what the ranking ranks by, and
which cost step 5 ranks by."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.plan_json import plan_json as _plan, workload_file as _workload

SERVER_PARTS = {"b200": "HGX B200", "h100-sxm": "HGX H100", "h200-sxm": "HGX H200"}


def _options(plan: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {o["gpu"]: o for o in plan["hardware"]["options"]}


def test_hgx_parts_are_offered_as_whole_servers_never_as_one_card(
    capsys: pytest.CaptureFixture[str],
) -> None:
    options = _options(_plan(capsys))  # the default workload asks for one GPU
    for gpu, system in SERVER_PARTS.items():
        option = options[gpu]
        if not option["is_chosen"]:  # the chosen row shows the decision's layout
            assert option["count"] * option["nodes"] % 8 == 0, gpu
        best = option["best"]
        if best and best["kind"] in ("onprem", "colocation"):
            assert best["gpus_paid"] % 8 == 0, gpu
        assert option["system"] == system
        sold = [r for r in option["reasons"] if r["code"] == "hardware.option.sold_as_system"]
        assert sold and sold[0]["params"]["system"] == system, gpu


def test_server_and_rack_systems_are_not_planned_for_a_windows_desktop(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _workload(
        tmp_path, "task: llm\nmode: lora\nmodel: {preset: llama-3.1-8b}\ntarget: wsl2\n"
    )
    plan = _plan(capsys, path)
    options = _options(plan)
    for gpu in (*SERVER_PARTS, "gb200"):
        assert options[gpu]["excluded_because"], gpu
    assert plan["hardware"]["choice"]["gpu"] not in (*SERVER_PARTS, "gb200")


def test_serving_is_ranked_by_decode_speed_not_by_tensor_parallel_over_pcie(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = _plan(capsys, "--example", "llama-3.1-70b-serving")
    options = plan["hardware"]["options"]
    chosen = next(o for o in options if o["is_chosen"])
    assert chosen["rank_basis"] == "decode_tokens_per_dollar"
    assert chosen["decode_tokens_per_s"]
    # 8 consumer cards joined by PCIe are not the plan for a 70B model
    assert chosen["gpu"] != "rtx-5090"
    assert "hardware.option.tp_over_pcie" not in {r["code"] for r in chosen["reasons"]}
    rtx = next(o for o in options if o["gpu"] == "rtx-5090")
    assert rtx["tokens_per_s_per_1000_usd"] is not None  # priced: per dollar shown
    unpriced = [o for o in options if o["fits"] and o["est_cost_usd"] is None]
    assert unpriced and all(o["tokens_per_s_per_1000_usd"] is None for o in unpriced)


def test_step5_ranks_a_training_job_by_the_cost_of_its_run(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = _plan(capsys)  # the default workload trains once
    cloud = [o for o in plan["infra"]["options"] if o["kind"] == "cloud" and not o["is_excluded"]]
    assert cloud and all(o["cost_basis"] == "run" for o in cloud)
    runs = [o["run_cost_usd"] for o in cloud]
    assert runs == [o["train_cost_usd"] for o in cloud]
    # no location is set, so latency does not reorder: the cheapest run ranks first
    assert runs[0] == min(runs)


def test_step5_ranks_a_serving_plan_by_its_monthly_cost(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = _plan(capsys, "--example", "llama-3.1-70b-serving")
    priced = [o for o in plan["infra"]["options"] if o["run_cost_usd"] is not None]
    assert priced and all(o["cost_basis"] == "month" for o in priced)
    assert all(o["run_cost_usd"] == o["monthly_cost_usd"] for o in priced)


FINANCIAL_NLP = """\
name: financial-nlp
task: text_classification
mode: inference
model: {preset: bert-base}
framework: tensorflow
precision: fp16
seq_len: 512
concurrent_requests: 64
compliance: [pci_dss]
location: {data: Hong Kong, users: Hong Kong, owns_hardware: true}
"""


def test_regulated_serving_gets_a_datacenter_gpu_and_geforce_carries_the_licence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(capsys, _workload(tmp_path, FINANCIAL_NLP))
    options = _options(plan)
    chosen = plan["hardware"]["choice"]["gpu"]
    assert not chosen.startswith(("rtx-4", "rtx-5", "rtx-3", "gtx"))  # no GeForce card
    geforce = options["rtx-4090"]
    licence = next(r for r in geforce["reasons"] if r["code"] == "hardware.option.licence")
    assert licence["source"] == "https://www.nvidia.com/en-us/drivers/geforce-license/"
    assert "2.1.3" in licence["text"] and "datacenter deployment" in licence["text"]
    assert not any(r["code"] == "hardware.option.licence" for r in options[chosen]["reasons"])


def test_a_training_job_at_home_carries_no_licence_reason(
    capsys: pytest.CaptureFixture[str],
) -> None:
    options = _options(_plan(capsys))
    assert not any(r["code"] == "hardware.option.licence" for r in options["rtx-5090"]["reasons"])
