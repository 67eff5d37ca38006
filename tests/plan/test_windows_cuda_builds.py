"""On native Windows a CUDA build of torch comes from PyTorch's own index: the package
index's Windows wheels are CPU builds (they require no NVIDIA package; their Linux
counterparts do). The solver never names the package index's Windows wheel a CUDA build."""

from __future__ import annotations

import json

import pytest

from dlconfig.cli import main
from dlconfig.kb import KnowledgeBase
from dlconfig.kb.software import PytorchCatalog


def _stack(capsys: pytest.CaptureFixture[str], gpu: str) -> dict:
    assert (
        main(["stack", "--gpu", gpu, "--target", "windows", "--framework", "pytorch", "--json"])
        == 0
    )
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("gpu", "cuda_at_least"), [("RTX 4090", (12, 0)), ("RTX 5090", (12, 8))])
def test_a_windows_gpu_gets_a_cuda_build_from_pytorchs_index(
    capsys: pytest.CaptureFixture[str], gpu: str, cuda_at_least: tuple[int, int]
) -> None:
    stack = _stack(capsys, gpu)
    variant = stack["framework"]["variant"]
    assert variant.startswith("cu"), variant
    major, minor = (int(x) for x in stack["cuda"].split(".")[:2])
    assert (major, minor) >= cuda_at_least  # 12.8 first covers compute capability 12.0
    index = f"https://download.pytorch.org/whl/{variant}"
    assert index in (stack["index_url"], *stack["extra_index_urls"])
    assert f"--extra-index-url {index}" in stack["requirement_lines"] or (
        f"--index-url {index}" in stack["requirement_lines"]
    )
    assert any("download.pytorch.org" in json.dumps(r) for r in stack["reasons"])


def test_no_recorded_windows_build_on_the_package_index_is_a_cuda_build() -> None:
    catalog = KnowledgeBase().dataset("pytorch", PytorchCatalog)
    for release in catalog.releases:
        for variant in release.variants:
            if variant.on_pypi and "windows" in variant.platforms:
                assert variant.id == "cpu", (release.version, variant.id)
