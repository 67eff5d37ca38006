"""Runs the machine benchmarks in order, within their time limits, into a BenchReport.

Thread use: call ``run_benchmarks`` from a worker thread (never the GUI thread). The
``progress`` callback is called from that thread; setting the ``cancel`` event ends the
run within a fraction of a second, and the report then lists what did not run as
cancelled. A KeyboardInterrupt (Ctrl-C) propagates after the disk test file is removed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from dlconfig.bench import compute, disk, gpu, network
from dlconfig.bench.compute import ComputeSettings
from dlconfig.bench.control import BenchCancelledError, BenchProgress, Control, ProgressFn
from dlconfig.bench.disk import DiskSettings
from dlconfig.bench.expected import Expectations, compare
from dlconfig.bench.gpu import GpuSettings
from dlconfig.bench.results import BenchReport, BenchResult, BenchStatus

BENCH_GROUPS = ("disk", "memory", "cpu", "gpu", "network")
_WEIGHTS = {"disk": 0.4, "memory": 0.15, "cpu": 0.2, "gpu": 0.2, "network": 0.05}
_LABELS = {
    "disk": "Disk",
    "memory": "Memory bandwidth",
    "cpu": "CPU matrix multiply",
    "gpu": "GPU",
    "network": "Network",
}
_CODES: dict[str, tuple[str, ...]] = {
    "disk": disk.CODES,
    "memory": ("memory.copy", "memory.triad"),
    "cpu": ("cpu.matmul_fp32", "cpu.matmul_fp64"),
    "gpu": gpu.CODES,
    "network": (network.CODE,),
}


@dataclass(frozen=True)
class BenchOptions:
    """What to measure. ``is_quick`` shrinks sizes and limits (whole run under ~10 s)."""

    folder: Path | None = None
    is_quick: bool = False
    iperf_host: str | None = None
    iperf_seconds: int = 5
    groups: frozenset[str] = field(default_factory=lambda: frozenset(BENCH_GROUPS))
    disk_sizes: DiskSettings | None = None
    compute_sizes: ComputeSettings | None = None
    gpu_sizes: GpuSettings | None = None

    def disk_settings(self) -> DiskSettings:
        if self.disk_sizes is not None:
            return self.disk_sizes
        if self.is_quick:
            return DiskSettings(file_bytes=64 * 1024 * 1024, phase_limit_s=1.0)
        return DiskSettings()

    def compute_settings(self) -> ComputeSettings:
        if self.compute_sizes is not None:
            return self.compute_sizes
        if self.is_quick:
            return ComputeSettings(array_bytes=32 * 1024 * 1024, matrix_n=1024, limit_s=0.5)
        return ComputeSettings()

    def gpu_settings(self) -> GpuSettings:
        if self.gpu_sizes is not None:
            return self.gpu_sizes
        if self.is_quick:
            return GpuSettings(matrix_n=4096, h2d_bytes=64 * 1024 * 1024, limit_s=0.5)
        return GpuSettings(limit_s=1.5)


def _cancelled(group: str) -> list[BenchResult]:
    return [
        BenchResult(code=c, label=c, status=BenchStatus.CANCELLED, reason_code="cancelled")
        for c in _CODES[group]
    ]


def run_benchmarks(
    options: BenchOptions,
    progress: ProgressFn | None = None,
    cancel: threading.Event | None = None,
    expectations: Expectations | None = None,
) -> BenchReport:
    """Run the chosen groups; never raises for a benchmark that cannot run (it says why)."""
    control = Control(progress, cancel)
    folder = (options.folder or disk.default_folder()).expanduser()
    started = datetime.now(timezone.utc)
    groups = [g for g in BENCH_GROUPS if g in options.groups]
    total = sum(_WEIGHTS[g] for g in groups) or 1.0
    results: list[BenchResult] = []
    is_cancelled = False
    position = 0.0
    steps: dict[str, Callable[[], list[BenchResult]]] = {
        "disk": lambda: disk.run_disk(folder, options.disk_settings(), control),
        "memory": lambda: compute.run_memory(options.compute_settings(), control),
        "cpu": lambda: compute.run_cpu_matmul(options.compute_settings(), control),
        "gpu": lambda: gpu.run_gpu(options.gpu_settings(), control),
        "network": lambda: _network(options, control),
    }
    for group in groups:
        share = _WEIGHTS[group] / total
        if is_cancelled:
            results.extend(_cancelled(group))
            continue
        try:
            control.begin(group, _LABELS[group], position, position + share)
            results.extend(steps[group]())
        except BenchCancelledError:
            is_cancelled = True
            results.extend(_cancelled(group))
        position += share
    report = BenchReport(
        started_at=started,
        is_quick=options.is_quick,
        folder=str(folder) if "disk" in groups else None,
        is_cancelled=is_cancelled,
        results=results,
    )
    if expectations is not None:
        report = report.model_copy(update={"comparisons": compare(report, expectations)})
    if progress is not None and not is_cancelled:
        progress(BenchProgress("done", "done", 1.0))
    return report


def _network(options: BenchOptions, control: Control) -> list[BenchResult]:
    if not options.iperf_host:
        return [
            BenchResult(
                code=network.CODE,
                label=network.LABEL,
                status=BenchStatus.SKIPPED,
                reason_code="no_server",
            )
        ]
    return [network.run_iperf3(options.iperf_host, options.iperf_seconds, control)]
