"""Knowledge-base queries the resolver and the doctor use."""

from __future__ import annotations

from packaging.version import Version

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.queries import (
    build_supports,
    min_driver,
    min_driver_text,
    python_versions,
    sass_runs_on,
    torch_index,
)
from dlconfig.kb.software import CudaCatalog, PythonRange, PytorchCatalog

KB = KnowledgeBase()
TORCH = KB.dataset("pytorch", PytorchCatalog)
CUDA = KB.dataset("cuda", CudaCatalog)


def test_min_driver_per_platform() -> None:
    assert min_driver(CUDA, Version("12.8"), "linux") == Version("525.60.13")
    assert min_driver_text(CUDA, Version("11.8"), "linux") == "450.80.02"
    assert min_driver_text(CUDA, Version("12.4"), "windows") == "527.41"
    assert min_driver(CUDA, Version("99.0"), "linux") is None


def test_binary_compatibility_rule() -> None:
    assert sass_runs_on(Version("8.0"), Version("8.9"))
    assert not sass_runs_on(Version("8.6"), Version("8.0"))
    assert not sass_runs_on(Version("9.0"), Version("10.0"))


def test_python_versions_skip_experimental() -> None:
    rng = PythonRange(min="3.9", max="3.13", experimental=["3.13", "3.13t"])
    assert [str(v) for v in python_versions(rng)] == ["3.12", "3.11", "3.10", "3.9"]


def test_build_supports_its_architectures() -> None:
    build = next(
        b
        for b in torch_index(TORCH).builds
        if str(b.version) == "2.9.1" and b.variant.id == "cu128"
    )
    assert build_supports(build, Version("12.0"), CUDA).is_supported
    assert not build_supports(build, Version("6.1"), CUDA).is_supported
