"""Short micro-benchmarks of this machine (disk, memory, CPU, GPU, network).

Entry point: ``run_benchmarks(BenchOptions(...), progress, cancel, expectations)`` from a
worker thread. Results are set beside the knowledge base's expected figures with
``compare`` and turned into doctor findings with ``bench_findings``. No Qt here.
"""

from dlconfig.bench.control import BenchCancelledError, BenchProgress
from dlconfig.bench.expected import (
    Expectations,
    GpuPeak,
    bench_findings,
    compare,
)
from dlconfig.bench.results import BenchReport, BenchResult, BenchStatus, Comparison
from dlconfig.bench.runner import BENCH_GROUPS, BenchOptions, run_benchmarks
from dlconfig.kb.storage_perf import StoragePerfTable

__all__ = [
    "BENCH_GROUPS",
    "BenchCancelledError",
    "BenchOptions",
    "BenchProgress",
    "BenchReport",
    "BenchResult",
    "BenchStatus",
    "Comparison",
    "Expectations",
    "GpuPeak",
    "StoragePerfTable",
    "bench_findings",
    "compare",
    "run_benchmarks",
]
