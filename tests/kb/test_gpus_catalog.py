"""Integrity of the shipped GPU catalog (dlconfig/resources/kb/gpus.yaml)."""

from __future__ import annotations

from collections import Counter

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord


@pytest.fixture(scope="module")
def catalog() -> GpuCatalog:
    return KnowledgeBase().dataset("gpus", GpuCatalog)


def test_catalog_has_at_least_forty_gpus_across_segments(catalog: GpuCatalog) -> None:
    assert len(catalog.gpus) >= 40
    segments = Counter(g.segment for g in catalog.gpus)
    assert segments["consumer"] >= 15
    assert segments["workstation"] >= 4
    assert segments["datacenter"] >= 15
    assert segments["apple"] >= 1


def test_ids_are_unique(catalog: GpuCatalog) -> None:
    ids = [g.id for g in catalog.gpus]
    assert len(ids) == len(set(ids))


def test_every_gpu_architecture_is_known(catalog: GpuCatalog) -> None:
    arch_ids = {a.id for a in catalog.architectures}
    assert {g.architecture for g in catalog.gpus} <= arch_ids


def test_compute_capability_belongs_to_its_architecture(catalog: GpuCatalog) -> None:
    arches = {a.id: a for a in catalog.architectures}
    for gpu in catalog.gpus:
        arch = arches[gpu.architecture]
        if gpu.vendor == "nvidia":
            assert gpu.compute_capability in arch.compute_capabilities, gpu.id
        else:
            assert gpu.compute_capability is None, gpu.id


def test_architectures_cover_pascal_to_blackwell_with_nvidia_numbering(
    catalog: GpuCatalog,
) -> None:
    arches = {a.id: set(a.compute_capabilities) for a in catalog.architectures}
    assert {"6.0", "6.1"} <= arches["pascal"]
    assert "7.0" in arches["volta"]
    assert arches["turing"] == {"7.5"}
    assert {"8.0", "8.6"} <= arches["ampere"]
    assert arches["ada_lovelace"] == {"8.9"}
    assert arches["hopper"] == {"9.0"}
    assert {"10.0", "12.0"} <= arches["blackwell"]
    every = [cc for a in catalog.architectures for cc in a.compute_capabilities]
    assert len(every) == len(set(every)), "a compute capability listed under two architectures"


def _all_records(catalog: GpuCatalog) -> list[tuple[str, str, object]]:
    out: list[tuple[str, str, object]] = []
    for arch in catalog.architectures:
        out.append((arch.id, arch.source, arch.as_of))
    for gpu in catalog.gpus:
        out.append((gpu.id, gpu.source, gpu.as_of))
        if gpu.price is not None:
            out.append((f"{gpu.id} price", gpu.price.source, gpu.price.as_of))
    return out


def test_every_record_has_https_source_and_date(catalog: GpuCatalog) -> None:
    for name, source, as_of in _all_records(catalog):
        assert source.startswith("https://"), name
        assert as_of is not None, name


def test_dense_tensor_figures_are_consistent(catalog: GpuCatalog) -> None:
    """Dense FP8 is twice dense FP16 (within 2 %: NVIDIA rounds the L40S figures apart)."""
    for gpu in catalog.gpus:
        if gpu.fp8_tensor_tflops and gpu.fp16_tensor_tflops:
            assert gpu.fp8_tensor_tflops == pytest.approx(2 * gpu.fp16_tensor_tflops, rel=0.02)
        if gpu.bf16_tensor_tflops and gpu.fp16_tensor_tflops:
            assert gpu.bf16_tensor_tflops <= gpu.fp16_tensor_tflops


def test_no_fp8_before_ada_and_no_bf16_before_ampere(catalog: GpuCatalog) -> None:
    for gpu in catalog.gpus:
        if gpu.architecture in {"pascal", "volta", "turing", "ampere"}:
            assert gpu.fp8_tensor_tflops is None, gpu.id
        if gpu.architecture in {"pascal", "volta", "turing"}:
            assert gpu.bf16_tensor_tflops is None, gpu.id


def test_figures_that_matter_to_planning(catalog: GpuCatalog) -> None:
    by_id = {g.id: g for g in catalog.gpus}
    h100: GpuRecord = by_id["h100-sxm"]
    assert (h100.vram_gib, h100.compute_capability, h100.bf16_tensor_tflops) == (80, "9.0", 989.4)
    assert by_id["rtx-4090"].vram_gib == 24
    assert by_id["rtx-5090"].compute_capability == "12.0"
    assert by_id["gtx-1080-ti"].compute_capability == "6.1"
    assert by_id["apple-m2"].vendor == "apple"


def test_the_only_product_label_is_the_one_nvidia_documents(catalog: GpuCatalog) -> None:
    labels = {g.id: g.k8s_product_label for g in catalog.gpus if g.k8s_product_label}
    assert labels == {"a100-sxm4-40gb": "A100-SXM4-40GB"}
