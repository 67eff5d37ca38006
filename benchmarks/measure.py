"""Measuring tools: figures, medians, whole-process runs, CPU time and peak memory."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parent.parent
FLOORS = Path(__file__).resolve().parent / "floors"


@dataclass
class Figure:
    """One row of the table.

    ``floor`` is a measured alternative (the ratio is value/floor, passing when it is at
    most ``limit``); without a floor, ``limit`` is the budget in the figure's unit.
    """

    name: str
    value: float | None
    unit: str
    limit: float | None = None
    floor: float | None = None
    runs: int = 0
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.value is None:
            return None
        if self.floor:
            return self.value / self.floor
        if self.limit:
            return self.value / self.limit
        return None

    @property
    def passed(self) -> bool | None:
        if self.value is None or self.ratio is None:
            return None
        return self.ratio <= (self.limit if self.floor else 1.0)  # type: ignore[operator]

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "ratio": self.ratio, "passed": self.passed}


def not_available(name: str, unit: str, reason: str, limit: float | None = None) -> Figure:
    return Figure(name, None, unit, limit=limit, note=f"n/a (not available: {reason})")


def median_ms(
    func: Callable[[], object],
    runs: int,
    warmup: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> float:
    """Median wall time of ``func`` in milliseconds (by ``clock``), after ``warmup`` calls."""
    for _ in range(warmup):
        func()
    times = []
    for _ in range(runs):
        t0 = clock()
        func()
        times.append((clock() - t0) * 1000)
    return statistics.median(times)


def child_env(home: Path) -> dict[str, str]:
    """Environment for the app under test: offscreen, private folders under ``home``."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    for name in ("CONFIG", "CACHE", "DATA", "LOG"):
        env[f"DLCONFIG_{name}_DIR"] = str(home / name.lower())
    env["DLCONFIG_SAMPLE_INTERVAL_MS"] = "1000"
    # Measure as installed: pip compiles bytecode at install time, so a user's start does
    # not recompile the sources. A shell with PYTHONDONTWRITEBYTECODE would make every run
    # recompile them; cache bytecode in a private folder instead (floors get the same).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    return env


def app_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "dlconfig", *args]


def floor_command(name: str, *args: str, with_workaround: bool = False) -> list[str]:
    """A floor program: ../shared/bench when present (where the budgets were set), else
    the copy kept in benchmarks/floors. ``with_workaround`` runs it through
    benchmarks.run_floor, which applies the app's PySide6 refcount workaround first (a
    long-running pyqtgraph floor otherwise aborts part-way on CPython 3.11)."""
    shared = REPO.parent / "shared" / "bench" / name
    path = shared if shared.is_file() else FLOORS / name
    if with_workaround:
        return [sys.executable, "-m", "benchmarks.run_floor", str(path), *args]
    return [sys.executable, str(path), *args]


def wall_s(command: list[str], env: dict[str, str], timeout_s: float = 60) -> float:
    """Wall time of one whole-process run; raises if it fails."""
    t0 = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, timeout=timeout_s, check=False)
    elapsed = time.perf_counter() - t0
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:]
        raise RuntimeError(f"{' '.join(command[1:3])} exited {done.returncode}: {tail}")
    return elapsed


def cpu_seconds_between(
    command: list[str], env: dict[str, str], start_s: float, end_s: float
) -> tuple[subprocess.Popen[bytes], Callable[[], float]]:
    """Start ``command``; the returned callable blocks until ``end_s`` and gives the CPU
    seconds (user + system, all threads) it used between ``start_s`` and ``end_s``."""
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    started = time.monotonic()
    handle = psutil.Process(proc.pid)

    def cpu() -> float:
        times = handle.cpu_times()
        return float(times.user + times.system)

    def measure() -> float:
        time.sleep(max(0.0, started + start_s - time.monotonic()))
        first = cpu()
        time.sleep(max(0.0, started + end_s - time.monotonic()))
        if proc.poll() is not None:
            # A process that died inside the window used less CPU than it would have:
            # its figure would flatter whichever side it is on, so refuse it.
            raise RuntimeError(
                f"{' '.join(command[1:4])} ended (exit {proc.returncode}) before the "
                "measuring window closed"
            )
        last = cpu()
        return last - first

    return proc, measure


def _high_water_bytes(pid: int) -> int | None:
    """Linux: the process's peak RSS so far (VmHWM), counted from its exec only."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return None


def peak_rss_mb(command: list[str], env: dict[str, str], timeout_s: float = 60) -> float:
    """Peak resident memory of one whole-process run, in MB (10^6 bytes).

    Polled every 20 ms: VmHWM on Linux (the kernel's own high-water mark), RSS elsewhere.
    (``ru_maxrss`` from wait4 would also count the forked copy of this process.)
    """
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    handle = psutil.Process(proc.pid)
    deadline = time.monotonic() + timeout_s
    peak = 0
    while proc.poll() is None:
        if time.monotonic() > deadline:
            proc.kill()
            proc.wait()
            raise RuntimeError("timed out")
        hwm = _high_water_bytes(proc.pid)
        if hwm is None:
            try:
                hwm = handle.memory_info().rss
            except psutil.Error:
                hwm = 0
        peak = max(peak, hwm)
        time.sleep(0.02)
    err = b""
    if proc.stderr is not None:
        err = proc.stderr.read()
        proc.stderr.close()
    if proc.returncode != 0:
        text = err.decode(errors="replace").strip()
        raise RuntimeError(f"exited {proc.returncode}: {text.splitlines()[-1:] if text else ''}")
    return peak / 1e6


def private_home() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="dlconfig-bench-home-")
