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


@pytest.mark.parametrize("target", ["windows", "wsl2"])
def test_flash_attention_on_native_windows_names_its_blocker(
    tmp_path, capsys: pytest.CaptureFixture[str], target: str
) -> None:
    """FlashAttention asked for on native Windows: flash-attn (built for Linux, no Windows
    wheel) is left out with a reason naming it and the WSL2 route; in WSL2 it is pinned."""
    workload = tmp_path / "w.yaml"
    workload.write_text(
        f"task: llm\nmode: lora\ntarget: {target}\nattention_impl: flash\n", encoding="utf-8"
    )
    assert main(["plan", str(workload), "--no-probe", "--json"]) == 0
    stack = json.loads(capsys.readouterr().out)["stack"]
    names = {p["name"] for p in stack["packages"]}
    skipped = [r for r in stack["reasons"] if r["code"] == "stack.library.skipped"]
    if target == "windows":
        assert "flash-attn" not in names
        (reason,) = skipped
        assert (reason["params"]["name"], reason["params"]["why"]) == ("flash-attn", "platform")
        assert "WSL2" in reason["text"]
    else:
        assert "flash-attn" in names and not skipped
