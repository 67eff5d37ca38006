"""AMD GPUs: catalogued from ROCm's specifications table, planned on PyTorch's ROCm builds
(from PyTorch's own index), and refused a build older than their architecture's first
ROCm release."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from packaging.version import Version

from dlconfig.cli import main
from dlconfig.kb import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, find_gpu
from dlconfig.models.workload import Framework, Target
from dlconfig.plan.stack import StackRequest, resolve_stack
from tests.kb_copies import copy_packaged_kb


def _stack(capsys: pytest.CaptureFixture[str], gpu: str) -> dict:
    argv = ["stack", "--gpu", gpu, "--target", "linux", "--framework", "pytorch", "--json"]
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("name", "vram", "arch"),
    [
        ("MI300X", 192, "cdna3"),
        ("MI325X", 256, "cdna3"),
        ("MI355X", 288, "cdna4"),
        ("RX 7900 XTX", 24, "rdna3"),
        ("Radeon PRO W7900", 48, "rdna3"),
    ],
)
def test_amd_gpus_are_catalogued_with_rocms_figures(name: str, vram: float, arch: str) -> None:
    gpu = find_gpu(KnowledgeBase().dataset("gpus", GpuCatalog), name)
    assert gpu is not None and gpu.vendor == "amd"
    assert (gpu.vram_gib, gpu.architecture) == (vram, arch)
    assert gpu.source == "https://rocm.docs.amd.com/en/latest/reference/gpu-specs.html"


def test_mi300x_gets_a_rocm_build_from_pytorchs_index_with_reasons(
    capsys: pytest.CaptureFixture[str],
) -> None:
    stack = _stack(capsys, "MI300X")
    variant = stack["framework"]["variant"]
    assert variant.startswith("rocm"), variant
    index = f"https://download.pytorch.org/whl/{variant}"
    assert index in (stack["index_url"], *stack["extra_index_urls"])
    assert stack["cuda"] is None
    said = {r["code"]: r["params"] for r in stack["reasons"]}
    assert said["stack.framework.variant"] == {
        "variant": variant,
        "index_url": index,
        "kind": "rocm",
    }
    assert said["stack.target"]["runs_on"] == "rocm" and said["stack.cuda"]["runs_on"] == "rocm"
    assert not {"stack.driver_min", "stack.cudnn"} & set(said)  # nothing of NVIDIA's


def test_mi355x_gets_a_build_made_with_rocm_7_or_newer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    variant = _stack(capsys, "MI355X")["framework"]["variant"]
    assert variant.startswith("rocm") and Version(variant.removeprefix("rocm")) >= Version("7.0")


def test_a_build_older_than_the_architectures_first_rocm_is_refused(tmp_path: Path) -> None:
    """With the floor moved past every recorded ROCm build, no build runs the GPU: the
    conflict names the ROCm the GPU needs."""
    root = copy_packaged_kb(tmp_path / "kb")
    gpus = root / "gpus.yaml"
    gpus.write_text(
        gpus.read_text(encoding="utf-8").replace('rocm_min: "7.0"', 'rocm_min: "99.0"'),
        encoding="utf-8",
    )
    kb = KnowledgeBase(root)
    gpu = find_gpu(kb.dataset("gpus", GpuCatalog), "MI355X")
    result = resolve_stack(
        StackRequest(target=Target.LINUX, framework=Framework.PYTORCH, gpu=gpu), kb
    )
    assert result.stack is None and result.conflict is not None
    too_old = [d for d in result.conflict.details if d.code == "stack.violation.rocm_too_old"]
    assert too_old and {(d.params["rocm"], d.params["gpu"]) for d in too_old} == {
        ("99.0", "AMD Instinct MI355X")
    }
