"""Forgiving GPU name matching: what users type and what drivers report."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, find_gpu, gpu_for_profile, match_gpus
from dlconfig.models.hardware import GpuInfo, OtherGpu
from tests.profiles import load_profile

CATALOG = KnowledgeBase().dataset("gpus", GpuCatalog)


@pytest.mark.parametrize(
    ("query", "gpu_id"),
    [
        ("RTX 4090", "rtx-4090"),
        ("GeForce RTX 4090", "rtx-4090"),
        ("NVIDIA GeForce RTX 4090", "rtx-4090"),
        ("4090", "rtx-4090"),
        ("rtx4090", "rtx-4090"),
        ("  nvidia   geforce rtx-4090 ", "rtx-4090"),
        ("h100", "h100-sxm"),
        ("H100 80GB HBM3", "h100-sxm"),
        ("NVIDIA H100 80GB HBM3", "h100-sxm"),
        ("NVIDIA H100 PCIe", "h100-pcie"),
        ("NVIDIA A100-SXM4-40GB", "a100-sxm4-40gb"),
        ("NVIDIA A100-SXM4-80GB", "a100-sxm4-80gb"),
        ("Tesla T4", "t4"),
        ("Apple M2", "apple-m2"),
        ("m1", "apple-m1"),
        ("GTX 1080 Ti", "gtx-1080-ti"),
        ("l40s", "l40s"),
        ("L40", "l40"),
        ("rtx-pro-6000-blackwell", "rtx-pro-6000-blackwell"),
        ("Quadro RTX 6000", "quadro-rtx-6000"),
        ("NVIDIA RTX 6000 Ada Generation", "rtx-6000-ada"),
    ],
)
def test_find_gpu_matches_forgiving_names(query: str, gpu_id: str) -> None:
    found = find_gpu(CATALOG, query)
    assert found is not None, query
    assert found.id == gpu_id


@pytest.mark.parametrize("query", ["none", "cpu", "", "   ", "GeForce RTX 3080 Ti", "Apple M2 Pro"])
def test_unknown_or_non_gpu_names_find_nothing(query: str) -> None:
    assert find_gpu(CATALOG, query) is None


def test_ambiguous_name_returns_none_but_lists_the_candidates() -> None:
    assert find_gpu(CATALOG, "RTX 6000") is None
    ids = {g.id for g in match_gpus(CATALOG, "RTX 6000")}
    assert {"quadro-rtx-6000", "rtx-6000-ada", "rtx-pro-6000-blackwell"} <= ids


def test_memory_size_the_catalog_lacks_still_finds_the_model() -> None:
    found = find_gpu(CATALOG, "Tesla V100-SXM2-32GB")
    assert found is not None and found.id == "v100-sxm2-16gb"


@pytest.mark.parametrize(
    ("profile", "gpu_id"),
    [
        ("consumer_gpu", "rtx-4090"),
        ("datacenter_8x", "h100-sxm"),
        ("mig", "a100-sxm4-40gb"),
        ("wsl2", "rtx-3080"),
        ("windows", "rtx-4070"),
    ],
)
def test_recorded_profiles_map_to_catalog(profile: str, gpu_id: str) -> None:
    gpus = load_profile(profile).gpus
    found = gpu_for_profile(CATALOG, gpus[0])
    assert found is not None and found.id == gpu_id


def test_apple_gpu_from_other_gpus_on_macos() -> None:
    other = load_profile("macos").other_gpus[0]
    found = gpu_for_profile(CATALOG, other)
    assert found is not None and found.id == "apple-m2"


@pytest.mark.parametrize(("vram_gib", "gpu_id"), [(8, "rtx-4060-ti-8gb"), (16, "rtx-4060-ti-16gb")])
def test_memory_size_tells_apart_models_with_the_same_driver_name(
    vram_gib: int, gpu_id: str
) -> None:
    info = GpuInfo(
        nvml_index=0,
        name="NVIDIA GeForce RTX 4060 Ti",
        vram_total_bytes=vram_gib * 2**30 - 300 * 2**20,
    )
    found = gpu_for_profile(CATALOG, info)
    assert found is not None and found.id == gpu_id


def test_unknown_probed_gpu_is_none() -> None:
    assert gpu_for_profile(CATALOG, OtherGpu(name="Intel Arc A380")) is None  # not catalogued


@given(st.text(max_size=60))
def test_matching_never_raises_on_any_text(text: str) -> None:
    result = find_gpu(CATALOG, text)
    assert result is None or result in CATALOG.gpus


def test_the_one_gpu_lookup_takes_ids_and_refuses_ambiguity_and_no_catalog() -> None:
    """Price lists, the steps and the importer share it: an id is found as it is, a name
    that fits several GPUs finds none (never the first by chance), no catalog finds none."""
    gpu = CATALOG.gpus[0]
    assert find_gpu(CATALOG, gpu.id) is gpu
    assert find_gpu(CATALOG, "RTX 6000") is None
    assert find_gpu(None, gpu.id) is None
