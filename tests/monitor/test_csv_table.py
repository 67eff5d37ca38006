"""The one monitor CSV format: streamed snapshots and a stored history write the same text."""

from __future__ import annotations

import io
import math

from dlconfig.monitor import GpuSample, History, Snapshot
from dlconfig.monitor.csv_table import SnapshotCsvWriter, csv_cell, history_csv

NAN = float("nan")


def snap(t: float) -> Snapshot:
    gpu = GpuSample(0, "g", util_pct=50.0, mem_used_bytes=2e9, mem_total_bytes=8e9)
    return Snapshot(
        t_s=100.0 + t, cpu_pct=12.345, cpu_core_pct=(10.0, NAN), mem_used_bytes=1e9,
        mem_total_bytes=8e9, mem_pct=12.5, swap_used_bytes=0.0, swap_pct=0.0,
        disk_read_bps=NAN, disk_write_bps=5.5, net_rx_bps=1.0, net_tx_bps=2.0, gpus=(gpu,),
    )  # fmt: skip


def test_streamed_and_stored_rows_are_the_same_text() -> None:
    snaps = [snap(t) for t in (0.0, 0.5, 1.0)]
    streamed = io.StringIO()
    writer = SnapshotCsvWriter(streamed, cpu_cores=2, gpu_count=1, offset_s=1_796_000_000.0)
    history = History(capacity=10, cpu_cores=2, gpu_count=1)
    for s in snaps:
        writer.write(s)
        history.append(s)
    assert streamed.getvalue() == history_csv(history, offset_s=1_796_000_000.0)
    lines = streamed.getvalue().splitlines()
    assert lines[0].split(",")[:4] == ["time_utc", "t_s", "cpu_pct", "mem_used_bytes"]
    assert "cpu_core0_pct,cpu_core1_pct" in lines[0] and "gpu0.mem_pct" in lines[0]
    # 1_796_000_100.5 s after the epoch, in UTC with milliseconds
    assert lines[2].startswith("2026-11-30T00:55:00.500Z,0.5,12.345,1000000000,")


def test_cells() -> None:
    assert [csv_cell(v) for v in (NAN, float("inf"), 3.0, 2.5, 1 / 3, 1e12)] == [
        "",
        "",
        "3",
        "2.5",
        "0.333",
        "1000000000000",
    ]
    assert GpuSample(0, "g", mem_used_bytes=2e9, mem_total_bytes=8e9).mem_pct == 25.0
    assert math.isnan(GpuSample(0, "g", mem_used_bytes=2e9).mem_pct)  # no total: not available
