"""The sampler survives a broken NVML: bad values are empty, hung GPUs are skipped."""

from __future__ import annotations

import math
import threading

from dlconfig.monitor import NvmlSource, Sampler
from dlconfig.probe.nvml import Nvml
from tests.fakes.fake_pynvml import FakeGpu, FakeNvml, FakeUtil


def test_a_non_numeric_utilisation_empties_that_field_only() -> None:
    gpus = [FakeGpu.h100(0), FakeGpu.h100(1)]
    gpus[1].answers["nvmlDeviceGetUtilizationRates"] = FakeUtil("busy", 0)  # type: ignore[arg-type]
    sampler = Sampler(nvml=NvmlSource(Nvml(FakeNvml(gpus).module)))
    try:
        snap = sampler.sample(1.0)
    finally:
        sampler.close()
    assert snap.mem_total_bytes > 0 and snap.cpu_core_pct  # CPU and RAM still sampled
    good, bad = snap.gpus
    assert good.util_pct == 3.0 and good.is_ok
    assert math.isnan(bad.util_pct) and not bad.is_ok
    assert bad.temp_c == 41.0 and bad.mem_used_bytes > 0  # the rest of that GPU
    assert any("GPU 1" in m and "'busy'" in m for m in snap.status)


def test_a_hung_gpu_is_skipped_after_one_deadline() -> None:
    gpus = [FakeGpu.h100(0), FakeGpu.h100(1)]
    gpus[0].hang.add("nvmlDeviceGetPowerUsage")
    fake = FakeNvml(gpus)
    sampler = Sampler(nvml=NvmlSource(Nvml(fake.module, call_timeout_s=0.2)))
    threading.Timer(5.0, fake.release).start()  # code without deadlines ends too
    try:
        first = sampler.sample(1.0)
        second = sampler.sample(2.0)
        is_before_release = not fake.released.is_set()
    finally:
        fake.release()
        sampler.close()
    assert is_before_release  # the deadline cut the hang, not the release
    assert any("GPU 0" in m and "stopped answering" in m for m in first.status)
    assert not first.gpus[0].is_ok and first.gpus[0].util_pct == 3.0  # read before the hang
    assert math.isnan(second.gpus[0].util_pct)  # skipped from then on
    assert second.gpus[1].is_ok and second.gpus[1].power_w == 35.0
