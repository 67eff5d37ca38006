"""Benchmarks of this machine for the faces: the quick run and the judged report."""

from __future__ import annotations

import threading
from collections.abc import Callable

from dlconfig.bench import BenchOptions, BenchProgress, BenchReport, bench_findings, run_benchmarks
from dlconfig.bench.disk import default_folder
from dlconfig.bench.judge import expectations_for
from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.hardware import HardwareProfile

QUICK_GROUPS = frozenset({"disk", "memory", "cpu", "gpu"})


def run_quick_bench(
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
    cancel: threading.Event,
    progress: Callable[[int, str], None],
) -> BenchReport:
    """Disk (home folder), memory, CPU and GPU in about ten seconds.

    Each figure is set beside the knowledge base's expectation, with the doctor's
    findings about them. ``cancel`` stops the run between steps; temporary files are
    always removed by the benchmarks themselves. Blocking: call it from a worker.
    """

    def report(step: BenchProgress) -> None:
        progress(int(step.fraction * 100), step.label)

    options = BenchOptions(is_quick=True, groups=QUICK_GROUPS)
    expectations = expectations_for(default_folder(), kb, profile)
    measured = run_benchmarks(options, report, cancel, expectations)
    return measured.model_copy(update={"findings": bench_findings(measured, expectations)})
