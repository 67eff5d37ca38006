"""Benchmark reports for the tests: a disk read figure in a folder, plus any other results.

Usage: ``from tests.bench_reports import bench_report, disk_read``.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from dlconfig.bench import BenchReport, BenchResult, BenchStatus


def disk_read(read_mb_s: float, notes: list[str] | None = None) -> BenchResult:
    """A measured sequential read speed (MB/s)."""
    return BenchResult(
        code="disk.seq_read",
        label="Disk sequential read",
        status=BenchStatus.OK,
        value=read_mb_s,
        unit="MB/s",
        notes=notes or [],
    )


def bench_report(folder: Path, *results: BenchResult) -> BenchReport:
    """A quick benchmark run in ``folder`` on 2026-12-02 with ``results``."""
    return BenchReport(
        started_at=datetime(2026, 12, 2, tzinfo=timezone.utc),
        is_quick=True,
        folder=str(folder),
        results=list(results),
    )
