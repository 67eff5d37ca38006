"""Ring buffers and History: order, wrap-around, views without copies, CSV export."""

from __future__ import annotations

import csv
import dataclasses
import io
import math

import numpy as np
import pytest

from dlconfig.monitor import GpuSample, History, RingBuffer, Snapshot, gpu_series
from dlconfig.monitor.csv_table import history_csv

NAN = float("nan")


def snap(
    t: float, cores: tuple[float, ...] = (10.0, 30.0), gpus: tuple[GpuSample, ...] = ()
) -> Snapshot:
    return Snapshot(
        t_s=t, cpu_pct=sum(cores) / len(cores), cpu_core_pct=cores, mem_used_bytes=1e9,
        mem_total_bytes=8e9, mem_pct=12.5, swap_used_bytes=0.0, swap_pct=0.0,
        disk_read_bps=NAN if t == 0 else 1000.0, disk_write_bps=5.5, net_rx_bps=1.0,
        net_tx_bps=2.0, gpus=gpus,
    )  # fmt: skip


def test_ring_keeps_the_newest_in_order() -> None:
    ring = RingBuffer(4)
    assert len(ring.view()) == 0 and math.isnan(ring.last())
    for v in range(10):
        ring.append(v)
    assert ring.view().tolist() == [6, 7, 8, 9]
    assert ring.last() == 9 and len(ring) == 4


def test_ring_view_is_a_readonly_view_not_a_copy() -> None:
    ring = RingBuffer(3)
    for v in range(5):
        ring.append(v)
    view = ring.view()
    assert np.shares_memory(view, ring._data)
    with pytest.raises(ValueError):
        view[0] = 1


def test_ring_rejects_bad_sizes() -> None:
    with pytest.raises(ValueError, match="capacity"):
        RingBuffer(0)


def test_two_dimensional_rows() -> None:
    ring = RingBuffer(2, width=3)
    for i in range(3):
        ring.append([i, i + 1, i + 2])
    assert ring.view().tolist() == [[1, 2, 3], [2, 3, 4]]


def test_history_series_and_gpu_gaps() -> None:
    h = History(capacity=3, cpu_cores=2, gpu_count=2)
    g0 = GpuSample(index=0, name="NVIDIA H100", util_pct=50.0, temp_c=60.0)
    for t in range(5):
        h.append(snap(float(t), gpus=(g0,)))
    assert h.series("t_s").tolist() == [2.0, 3.0, 4.0]
    assert h.series("cpu_core_pct").shape == (3, 2)
    assert h.series(gpu_series(0, "util_pct")).tolist() == [50.0] * 3
    assert np.isnan(h.series(gpu_series(1, "util_pct"))).all()  # GPU 1 vanished
    assert h.gpu_names[0] == "NVIDIA H100"
    with pytest.raises(KeyError, match="known: t_s"):
        h.series("gpu7.util_pct")


def test_history_handles_more_cores_than_expected() -> None:
    h = History(capacity=2, cpu_cores=2)
    h.append(snap(0.0, cores=(1.0, 2.0, 3.0)))
    h.append(snap(1.0, cores=(5.0,)))
    rows = h.series("cpu_core_pct").tolist()
    assert rows[0] == [1.0, 2.0] and rows[1][0] == 5.0 and math.isnan(rows[1][1])


def test_csv_export() -> None:
    h = History(capacity=10, cpu_cores=2, gpu_count=1)
    for t in range(3):
        h.append(snap(float(t), gpus=(GpuSample(index=0, name="g", power_w=123.5),)))
    rows = list(csv.DictReader(io.StringIO(history_csv(h))))
    assert len(rows) == 3
    assert rows[0]["t_s"] == "0" and rows[0]["disk_read_bps"] == ""  # NaN -> empty
    assert rows[2]["cpu_core1_pct"] == "30" and rows[1]["gpu0.power_w"] == "123.5"


def test_snapshot_is_immutable() -> None:
    s = snap(0.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.cpu_pct = 1.0  # type: ignore[misc]
    assert s.as_dict()["disk_read_bps"] is None
