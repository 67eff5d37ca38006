"""Intel GPUs: catalogued with their sourced memory and bandwidth, planned on PyTorch's XPU
builds (from PyTorch's own index) on the platforms PyTorch's Intel GPU guide lists, and
refused elsewhere (macOS; the Data Center GPU Max Series off Linux) with a reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.kb import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, find_gpu
from dlconfig.kb.software import PytorchCatalog
from dlconfig.models.workload import Framework, Target
from dlconfig.plan.stack import StackRequest, resolve_stack


def _stack(capsys: pytest.CaptureFixture[str], gpu: str, target: str = "linux") -> dict:
    argv = ["stack", "--gpu", gpu, "--target", target, "--framework", "pytorch", "--json"]
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("name", "gpu_id", "vram", "bandwidth", "arch"),
    [
        ("Max 1550", "max-1550", 128, 3276.8, "xe_hpc"),
        ("Intel(R) Data Center GPU Max 1550", "max-1550", 128, 3276.8, "xe_hpc"),
        ("Max 1100", "max-1100", 48, None, "xe_hpc"),  # bandwidth not read: unknown
        ("Arc A770", "arc-a770", 16, 560, "xe_hpg"),
        ("Intel(R) Arc(TM) A770 Graphics", "arc-a770", 16, 560, "xe_hpg"),
        ("Arc B580", "arc-b580", 12, 456, "xe2_hpg"),
    ],
)
def test_intel_gpus_are_catalogued_with_their_sourced_figures(
    name: str, gpu_id: str, vram: float, bandwidth: float | None, arch: str
) -> None:
    catalog = KnowledgeBase().dataset("gpus", GpuCatalog)
    gpu = find_gpu(catalog, name)
    assert gpu is not None and (gpu.id, gpu.vendor) == (gpu_id, "intel")
    assert (gpu.vram_gib, gpu.mem_bandwidth_gbs, gpu.architecture) == (vram, bandwidth, arch)
    assert gpu.source.startswith("https://") and str(gpu.as_of) == "2026-12-04"
    assert gpu.note  # every Intel record says where its figures were read
    (record,) = [a for a in catalog.architectures if a.id == arch]
    assert record.vendor == "intel"


def test_xpu_builds_are_recorded_with_pytorchs_intel_gpu_guide() -> None:
    catalog = KnowledgeBase().dataset("pytorch", PytorchCatalog)
    xpu = {r.version: v for r in catalog.releases for v in r.variants if v.id == "xpu"}
    assert {"2.5.1", "2.6.0", "2.7.0", "2.12.0", "2.12.1"} <= set(xpu)
    assert xpu["2.5.1"].platforms == ["linux"]  # 2.5's Windows wheels: torch alone
    assert xpu["2.12.1"].platforms == ["linux", "windows"]
    for version, variant in xpu.items():
        minor = ".".join(version.split(".")[:2])
        assert variant.source == f"https://docs.pytorch.org/docs/{minor}/notes/get_start_xpu.html"
        assert variant.as_of is not None and variant.kind == "xpu"


def test_max_1550_gets_the_xpu_build_from_pytorchs_index_with_reasons(
    capsys: pytest.CaptureFixture[str],
) -> None:
    stack = _stack(capsys, "Max 1550")
    assert stack["framework"]["variant"] == "xpu"
    assert "https://download.pytorch.org/whl/xpu" in (
        stack["index_url"],
        *stack["extra_index_urls"],
    )
    assert stack["cuda"] is None and stack["cudnn"] is None
    by_code = {r["code"]: r for r in stack["reasons"]}
    assert by_code["stack.framework.variant"]["params"]["kind"] == "xpu"
    assert by_code["stack.target"]["params"] == {"target": "linux", "runs_on": "xpu"}
    assert not {"stack.driver_min", "stack.cudnn"} & set(by_code)  # nothing of NVIDIA's
    for code in ("stack.framework.variant", "stack.target", "stack.cuda"):
        assert by_code[code]["source"].endswith("/notes/get_start_xpu.html")
        assert by_code[code]["as_of"] == "2026-12-04"


def test_an_arc_card_gets_the_xpu_build_on_windows(capsys: pytest.CaptureFixture[str]) -> None:
    stack = _stack(capsys, "Arc A770", target="windows")
    assert stack["framework"]["variant"] == "xpu"
    by_code = {r["code"]: r["params"] for r in stack["reasons"]}
    assert by_code["stack.target"] == {"target": "windows", "runs_on": "xpu"}
    assert not {"stack.driver_min", "stack.cudnn"} & set(by_code)


def _resolve(gpu_name: str, target: Target) -> dict[str, dict[str, object]]:
    """The refusal's violations by code (the closest candidates' first ones win)."""
    kb = KnowledgeBase()
    gpu = find_gpu(kb.dataset("gpus", GpuCatalog), gpu_name)
    result = resolve_stack(StackRequest(target=target, framework=Framework.PYTORCH, gpu=gpu), kb)
    assert result.stack is None and result.conflict is not None
    said: dict[str, dict[str, object]] = {}
    for detail in result.conflict.details:
        said.setdefault(detail.code, dict(detail.params))
    return said


def test_macos_has_no_build_for_an_intel_gpu() -> None:
    said = _resolve("Arc B580", Target.MACOS)
    assert said["stack.violation.no_wheels"]["platform"] == "macos"
    assert "stack.violation.not_intel" in said  # the Mac's own build cannot use it either


@pytest.mark.parametrize("target", [Target.WINDOWS, Target.WSL2])
def test_the_max_series_is_refused_off_linux(target: Target) -> None:
    said = _resolve("Max 1550", target)
    assert said["stack.violation.xpu_host_os"] == {
        "gpu": "Intel Data Center GPU Max 1550",
        "target": target.value,
        "targets": "Linux",
    }


def test_tensorflow_has_no_build_for_an_intel_gpu() -> None:
    kb = KnowledgeBase()
    gpu = find_gpu(kb.dataset("gpus", GpuCatalog), "Arc B580")
    result = resolve_stack(
        StackRequest(target=Target.LINUX, framework=Framework.TENSORFLOW, gpu=gpu), kb
    )
    assert result.stack is None and result.conflict is not None


def test_a_plan_that_names_an_intel_gpu_says_why_another_is_planned(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    workload = tmp_path / "intel.yaml"
    workload.write_text(
        "name: intel\nmode: lora\nmodel: {preset: llama-3.2-1b}\ngpu: Max 1550\n", "utf-8"
    )
    argv = ["plan", "--no-probe", str(workload)]
    assert main([*argv, "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    asked = next(
        r for r in plan["hardware"]["reasons"] if r["code"] == "hardware.request.gpu_not_planned"
    )
    assert asked["params"]["cause"] == "vendor" and asked["params"]["vendor"] == "Intel"
    option = next(o for o in plan["hardware"]["options"] if o["gpu"] == "max-1550")
    assert [r["params"] for r in option["reasons"] if r["code"] == "hardware.excluded.vendor"] == [
        {"vendor": "Intel"}
    ]
    # the short summary says it too, on the line after the GPUs planned
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Hardware "))
    assert lines[at + 1].startswith("Asked ") and asked["text"] in lines[at + 1]
