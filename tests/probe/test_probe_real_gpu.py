"""Real NVML, where an NVIDIA GPU and driver exist (marker ``hardware``; skipped elsewhere)."""

from __future__ import annotations

import math

import pytest

from dlconfig.monitor import NvmlSource, Sampler
from dlconfig.probe import Nvml, ProbeUnavailable, probe_gpus

pytestmark = pytest.mark.hardware


@pytest.fixture
def real_gpu() -> None:
    try:
        with Nvml() as nvml:
            if not nvml.call("nvmlDeviceGetCount"):
                pytest.skip("NVML works but reports no GPU")
    except ProbeUnavailable as exc:
        pytest.skip(f"no usable NVIDIA GPU: {exc.reason}")


@pytest.mark.usefixtures("real_gpu")
def test_real_gpus_are_described() -> None:
    report = probe_gpus()
    assert report.gpus and report.driver_version and report.cuda_driver_version
    for gpu in report.gpus:
        assert gpu.uuid and gpu.uuid.startswith("GPU-")
        assert gpu.vram_total_bytes and gpu.vram_total_bytes > 1024**3
        assert gpu.compute_capability and "." in gpu.compute_capability


@pytest.mark.usefixtures("real_gpu")
def test_real_gpus_are_sampled() -> None:
    sampler = Sampler(nvml=NvmlSource(Nvml()))
    try:
        sampler.sample(0.0)
        snap = sampler.sample(1.0)
    finally:
        sampler.close()
    assert snap.gpus and not math.isnan(snap.gpus[0].mem_used_bytes)
