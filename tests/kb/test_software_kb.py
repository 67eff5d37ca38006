"""Integrity of the packaged software knowledge base."""

from __future__ import annotations

import pytest
from packaging.version import Version

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.base import packaged_kb_root
from dlconfig.kb.catalog import DATASETS
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.queries import build_supports, torch_index
from dlconfig.kb.software import (
    CudaCatalog,
    OsCatalog,
    PythonCatalog,
    PytorchCatalog,
    TensorflowCatalog,
)
from dlconfig.kb.store import check_kb
from dlconfig.models.common import Sourced

KB = KnowledgeBase()


def test_packaged_kb_is_valid_and_consistent() -> None:
    check = check_kb(packaged_kb_root())
    assert check.problems == []
    assert set(check.datasets) == set(DATASETS)


def _records(model: object) -> list[Sourced]:
    found: list[Sourced] = []
    if isinstance(model, Sourced):
        found.append(model)
    if hasattr(model, "__pydantic_fields__"):
        for name in type(model).model_fields:
            found.extend(_records(getattr(model, name)))
    elif isinstance(model, list):
        for item in model:
            found.extend(_records(item))
    return found


@pytest.mark.parametrize("name", ["pytorch", "tensorflow", "cuda", "cudnn", "os", "python"])
def test_every_record_has_source_and_date(name: str) -> None:
    records = _records(KB.dataset(name, DATASETS[name]))
    assert records, f"{name} has no sourced records"
    for record in records:
        assert record.source.startswith(("https://", "package index metadata: "))
        assert record.as_of <= KB.as_of


def test_every_variant_names_what_exists() -> None:
    catalog = KB.dataset("pytorch", PytorchCatalog)
    cuda = KB.dataset("cuda", CudaCatalog)
    arch_ids = {a.id for a in catalog.arch_lists}
    majors = {m.major for m in cuda.majors}
    for rel in catalog.releases:
        for variant in rel.variants:
            if variant.arch_list:
                assert variant.arch_list in arch_ids
            if variant.cuda:
                assert Version(variant.cuda).major in majors
            assert variant.platforms


def test_version_ranges_are_ordered() -> None:
    python = {r.version: r for r in KB.dataset("python", PythonCatalog).releases}
    for rel in KB.dataset("pytorch", PytorchCatalog).releases:
        assert Version(rel.python.min) <= Version(rel.python.max)
        assert rel.python.min in python and rel.python.max in python
    for tf in KB.dataset("tensorflow", TensorflowCatalog).releases:
        assert Version(tf.python.min) <= Version(tf.python.max)
    for record in python.values():
        assert record.first_release < record.end_of_life


def test_every_gpu_architecture_is_known() -> None:
    catalog = KB.dataset("gpus", GpuCatalog)
    known = {a.id for a in catalog.architectures}
    assert all(g.architecture in known for g in catalog.gpus)


def test_ubuntu_2004_is_past_standard_support() -> None:
    focal = next(r for r in KB.dataset("os", OsCatalog).releases if r.id == "ubuntu-20.04")
    assert focal.end_of_standard_support is not None and focal.end_of_standard_support < KB.as_of


def test_blackwell_needs_cu128_or_newer_and_pascal_left_out() -> None:
    cuda = KB.dataset("cuda", CudaCatalog)
    builds = torch_index(KB.dataset("pytorch", PytorchCatalog)).builds
    blackwell, pascal = Version("12.0"), Version("6.1")
    for build in builds:
        if build.cuda is None:
            continue
        if build_supports(build, blackwell, cuda).is_supported:
            assert build.cuda >= Version("12.8"), build.variant.id
        if build.cuda.major >= 13:
            assert not build_supports(build, pascal, cuda).is_supported


def test_windows_native_gpu_ends_at_tf_210() -> None:
    releases = KB.dataset("tensorflow", TensorflowCatalog).releases
    with_gpu = [Version(r.version) for r in releases if r.windows_native_gpu]
    assert with_gpu == [Version("2.10.1"), Version("2.10.0")]  # 2.10.x, newest first
    assert all(r.and_cuda_extra for r in releases if Version(r.version) >= Version("2.14"))
