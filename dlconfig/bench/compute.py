"""Memory bandwidth (numpy copy and triad, STREAM-style) and CPU matrix multiply.

Each benchmark repeats its kernel until its time limit and reports the best repetition,
as STREAM does. Bytes are counted the STREAM way (copy: 2 arrays, triad: 3 arrays); numpy
evaluates the triad in two passes, so the true memory traffic is higher than counted and
the triad figure is a lower bound.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from dlconfig.bench.control import Control, Deadline
from dlconfig.bench.results import BenchResult, BenchStatus, result_label


@dataclass(frozen=True)
class ComputeSettings:
    """Array size for memory (bytes per array), matrix size for the CPU, time limits (s)."""

    array_bytes: int = 128 * 1024 * 1024
    matrix_n: int = 2048
    limit_s: float = 2.0
    min_repeats: int = 2
    # what each kernel is timed with (a test gives a counter, so no real time is asserted)
    clock: Callable[[], float] = time.perf_counter


def run_memory(settings: ComputeSettings, control: Control) -> list[BenchResult]:
    """``memory.copy`` and ``memory.triad`` in GB/s."""
    n = max(settings.array_bytes // 8, 1024)
    a = np.ones(n, dtype=np.float64)
    b = np.full(n, 2.0)
    c = np.full(n, 0.5)
    scalar = 3.0
    nbytes = a.nbytes

    def copy() -> None:
        np.copyto(b, a)

    def triad() -> None:
        np.multiply(c, scalar, out=a)
        np.add(a, b, out=a)

    results = []
    for i, (code, label, kernel, arrays) in enumerate(
        (
            ("memory.copy", result_label("memory.copy"), copy, 2),
            ("memory.triad", result_label("memory.triad"), triad, 3),
        )
    ):
        best_s, repeats, total_s = _best_time(kernel, settings, control, i / 2, 0.5)
        results.append(
            BenchResult(
                code=code,
                label=label,
                status=BenchStatus.OK,
                value=round(arrays * nbytes / best_s / 1e9, 2),
                unit="GB/s",
                params={"array_bytes": nbytes, "repeats": repeats},
                notes=["best of the repetitions, bytes counted as STREAM counts them"],
                duration_s=round(total_s, 3),
            )
        )
    return results


def run_cpu_matmul(settings: ComputeSettings, control: Control) -> list[BenchResult]:
    """``cpu.matmul_fp32`` and ``cpu.matmul_fp64`` in GFLOP/s (2·n³ per product)."""
    n = settings.matrix_n
    results = []
    for i, (code, dtype) in enumerate(
        (("cpu.matmul_fp32", np.float32), ("cpu.matmul_fp64", np.float64))
    ):
        rng = np.random.default_rng(0)
        x = rng.standard_normal((n, n)).astype(dtype)
        y = rng.standard_normal((n, n)).astype(dtype)
        out = np.empty((n, n), dtype=dtype)

        def product(x: np.ndarray = x, y: np.ndarray = y, out: np.ndarray = out) -> None:
            np.matmul(x, y, out=out)

        best_s, repeats, total_s = _best_time(product, settings, control, i / 2, 0.5)
        results.append(
            BenchResult(
                code=code,
                label=result_label(code),
                status=BenchStatus.OK,
                value=round(2 * n**3 / best_s / 1e9, 1),
                unit="GFLOP/s",
                params={"n": n, "repeats": repeats},
                notes=["numpy's BLAS, all the threads it chooses to use"],
                duration_s=round(total_s, 3),
            )
        )
    return results


def _best_time(
    kernel: object, settings: ComputeSettings, control: Control, start: float, span: float
) -> tuple[float, int, float]:
    """Run ``kernel`` (a callable) at least ``min_repeats`` times and until the limit.

    Returns (best seconds, repeats, total seconds).
    """
    assert callable(kernel)
    kernel()  # warm-up: page faults and BLAS thread start-up are not what we measure
    deadline = Deadline(settings.limit_s)
    best = float("inf")
    repeats = 0
    while repeats < settings.min_repeats or not deadline.expired():
        t0 = settings.clock()
        kernel()
        best = min(best, settings.clock() - t0)
        repeats += 1
        control.report(start + span * deadline.fraction)
    return max(best, 1e-9), repeats, deadline.elapsed_s
