"""The sampler on this machine's psutil and a fake NVML: rates, failures, endurance."""

from __future__ import annotations

import gc
import math
from collections import namedtuple

import numpy as np
import psutil
import pytest

from dlconfig.models.probe_errors import unavailable_text
from dlconfig.monitor import NvmlSource, Sampler, gpu_series
from dlconfig.probe.nvml import Nvml
from dlconfig.ui.collector import collect_due
from tests.fakes import fake_pynvml as fk
from tests.fakes.fake_pynvml import FakeGpu, FakeNvml

Disk = namedtuple("Disk", "read_bytes write_bytes")
Net = namedtuple("Net", "bytes_recv bytes_sent")


def source(fake: FakeNvml) -> NvmlSource:
    return NvmlSource(Nvml(fake.module))


def test_snapshot_of_this_machine() -> None:
    sampler = Sampler()
    first = sampler.sample(0.0)
    second = sampler.sample(1.0)
    assert len(second.cpu_core_pct) == sampler.cpu_count
    assert 0 <= second.cpu_pct <= 100
    assert second.mem_total_bytes > second.mem_used_bytes > 0
    assert math.isnan(first.disk_read_bps)  # no earlier counters yet
    assert second.disk_read_bps >= 0 and second.net_rx_bps >= 0
    assert second.gpus == ()


def test_rates_are_bytes_per_second(monkeypatch: pytest.MonkeyPatch) -> None:
    disks = iter([Disk(1000, 0), Disk(3000, 500), Disk(100, 600)])  # last: counters reset
    nets = iter([Net(0, 0), Net(4000, 8000), Net(4000, 8000)])
    monkeypatch.setattr("psutil.disk_io_counters", lambda: next(disks))
    monkeypatch.setattr("psutil.net_io_counters", lambda: next(nets))
    sampler = Sampler()
    sampler.sample(10.0)
    s = sampler.sample(12.0)
    assert (s.disk_read_bps, s.disk_write_bps, s.net_rx_bps, s.net_tx_bps) == (
        1000,
        250,
        2000,
        4000,
    )
    reset = sampler.sample(13.0)
    assert math.isnan(reset.disk_read_bps) and reset.disk_write_bps == 100


def test_missing_counters_say_so_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("psutil.disk_io_counters", lambda: None)
    sampler = Sampler()
    assert any("no counters" in m for m in sampler.sample(0.0).status)
    assert sampler.sample(1.0).status == ()
    assert math.isnan(sampler.sample(2.0).disk_read_bps)


def test_gpu_values_and_history() -> None:
    sampler = Sampler(nvml=source(FakeNvml([FakeGpu.h100(0), FakeGpu.rtx_4090()])), capacity=5)
    history = sampler.make_history()
    for t in range(3):
        history.append(sampler.sample(float(t)))
    g = sampler.sample(3.0).gpus
    assert [x.name for x in g] == ["NVIDIA H100 80GB HBM3", "NVIDIA GeForce RTX 4090"]
    assert (g[1].util_pct, g[1].temp_c, g[1].power_w, g[1].sm_clock_mhz) == (3, 41, 35.0, 210)
    assert g[1].mem_used_bytes == 484 * 1024**2
    assert history.series(gpu_series(1, "power_w")).tolist() == [35.0] * 3
    sampler.close()


def test_gpu_disappearing_keeps_sampling() -> None:
    fake = FakeNvml([FakeGpu.h100(0), FakeGpu.h100(1)])
    sampler = Sampler(nvml=source(fake))
    history = sampler.make_history()
    history.append(sampler.sample(0.0))
    fake.gpus[1].lost = True
    s = sampler.sample(1.0)
    history.append(s)
    assert s.gpus[0].is_ok and not s.gpus[1].is_ok
    assert math.isnan(s.gpus[1].util_pct)
    assert any("GPU 1" in m and "gone" in m for m in s.status)
    assert math.isnan(history.series(gpu_series(1, "temp_c"))[-1])


def test_nvml_unavailable_is_reported_once() -> None:
    sampler = Sampler(nvml=source(FakeNvml([], init_error=fk.NVML_ERROR_DRIVER_NOT_LOADED)))
    first, second = sampler.sample(0.0), sampler.sample(1.0)
    why = unavailable_text("nvml.driver_not_loaded", {})
    assert first.gpus == () and any(why in m for m in first.status)
    assert second.status == ()


@pytest.mark.slow
def test_ten_thousand_ticks_with_nvml_failing_every_seventh_call() -> None:
    fake = FakeNvml([FakeGpu.rtx_4090(), FakeGpu.h100(1)], fail_every=7)
    sampler = Sampler(nvml=source(fake), capacity=600)
    history = sampler.make_history()
    process = psutil.Process()
    failed = 0
    for t in range(1000):  # warm up: the ring buffers and caches reach steady state
        history.append(sampler.sample(float(t)))
        collect_due()
    gc.collect()
    rss_before = process.memory_info().rss
    for t in range(1000, 10_000):
        snap = sampler.sample(float(t))
        history.append(snap)
        failed += sum(not g.is_ok for g in snap.gpus)
        collect_due()  # the app's GUI thread collects by the thresholds (its timer)
    gc.collect()
    grown = process.memory_info().rss - rss_before
    assert failed > 1000  # failures did happen, and were absorbed
    assert len(history) == 600 and history.series("t_s")[-1] == 9999
    # Keeping every snapshot would take megabytes; a bounded sampler stays flat.
    assert grown < 1024 * 1024, f"memory grew by {grown} bytes"
    util = history.series(gpu_series(0, "util_pct"))
    read = util[~np.isnan(util)]
    assert 0 < len(read) < 600 and (read == 3).all()  # some values failed, the rest are right
    sampler.close()


def test_cpu_usage_is_per_sampler(monkeypatch: pytest.MonkeyPatch) -> None:
    Times = namedtuple("Times", "user system idle iowait")
    ticks = iter(
        [
            [Times(0, 0, 0, 0), Times(0, 0, 0, 0)],  # sampler a baseline
            [Times(0, 0, 0, 0), Times(0, 0, 0, 0)],  # sampler b baseline
            [Times(3, 1, 4, 0), Times(0, 0, 6, 2)],  # a: 50 % and 0 %
            [Times(6, 2, 8, 0), Times(8, 0, 6, 2)],  # b: 50 % and 50 %
        ]
    )
    monkeypatch.setattr("psutil.cpu_times", lambda percpu: next(ticks))
    a, b = Sampler(), Sampler()
    assert a.sample(1.0).cpu_core_pct == (50.0, 0.0)
    s = b.sample(1.0)
    assert s.cpu_core_pct == (50.0, 50.0) and s.cpu_pct == 50.0
