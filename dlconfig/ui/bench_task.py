"""The quick machine benchmark as a worker function (Qt-free; runs on the pool)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dlconfig.kb.base import KnowledgeBase
    from dlconfig.models.hardware import HardwareProfile


def run_quick_bench(
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
    cancel: threading.Event,
    progress: Callable[[int, str], None],
) -> Any:
    """Disk (home folder), memory, CPU and GPU in about ten seconds; returns a BenchReport.

    Each figure is set beside the knowledge base's expectation, with the doctor's
    findings about them. ``cancel`` stops the run
    between steps; temporary files are always removed by the benchmarks themselves.
    """
    from dlconfig.bench import BenchOptions, BenchProgress, bench_findings, run_benchmarks
    from dlconfig.bench.disk import default_folder
    from dlconfig.cli.bench_cmd import expectations_for

    def report(step: BenchProgress) -> None:
        progress(int(step.fraction * 100), step.label)

    options = BenchOptions(is_quick=True, groups=frozenset({"disk", "memory", "cpu", "gpu"}))
    expectations = expectations_for(default_folder(), kb, profile)
    measured = run_benchmarks(options, report, cancel, expectations)
    return measured.model_copy(update={"findings": bench_findings(measured, expectations)})
