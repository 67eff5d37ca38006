"""Figures measured on whole processes: start-up, monitor CPU, peak memory per page."""

from __future__ import annotations

import statistics
from pathlib import Path

from benchmarks.measure import (
    Figure,
    app_command,
    child_env,
    cpu_seconds_between,
    floor_command,
    peak_rss_mb,
    wall_s,
)

STARTUP_RATIO = 2.0  # the window on screen, against a bare PySide6 window
PLAN_SHOWN_RATIO = 2.5  # the same when the last session ended on the Plan page
FIRST_RESULTS_RATIO = 4.0  # until the probe's first results are shown
MONITOR_RATIO = 1.5
PAGE_RSS_MB = 250.0
PAGES = ("machine", "monitor", "plan", "doctor", "settings")


def alternate(commands: list[list[str]], env: dict[str, str], runs: int) -> list[float]:
    """Median wall time (ms) of each command, run in turns after one warm-up each."""
    for command in commands:
        wall_s(command, env)  # warm the file cache and settings
    times: list[list[float]] = [[] for _ in commands]
    for _ in range(runs):
        for command, kept in zip(commands, times, strict=True):
            kept.append(wall_s(command, env) * 1000)
    return [statistics.median(kept) for kept in times]


def startup(home: Path, runs: int) -> list[Figure]:
    """The app against bare_qt.py, in turns: until its window is painted
    (``--quit-when-shown``, what the floor does) and until the probe's first results are
    shown (``--quit-when-ready``)."""
    env = child_env(home)
    shown_ms, ready_ms, floor_ms = alternate(
        [
            app_command("--quit-when-shown"),
            app_command("--quit-when-ready"),
            floor_command("bare_qt.py"),
        ],
        env,
        runs,
    )
    note = f"floor bare_qt.py {floor_ms:.0f} ms"
    return [
        Figure("start-up: window on screen", shown_ms, "ms", STARTUP_RATIO, floor_ms, runs, note),
        Figure(
            "start-up: first probe results shown",
            ready_ms,
            "ms",
            FIRST_RESULTS_RATIO,
            floor_ms,
            runs,
            note,
        ),
    ]


def monitor_cpu(home: Path, window_s: float, settle_s: float = 8.0) -> Figure:
    """CPU seconds of the monitor page over ``window_s`` at 1 s against floor_monitor.py.

    Both run at once, for the same wall-clock window, which starts ``settle_s`` after
    launch so that start-up (and the app's first probe) is not counted.
    """
    env = child_env(home)
    total = settle_s + window_s + 3
    app, app_measure = cpu_seconds_between(
        app_command("--page", "monitor", "--quit-after", f"{total:.0f}"),
        env,
        settle_s,
        settle_s + window_s,
    )
    floor, floor_measure = cpu_seconds_between(
        floor_command("floor_monitor.py", f"{total:.0f}", with_workaround=True),
        env,
        settle_s,
        settle_s + window_s,
    )
    try:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(2) as pool:
            app_f, floor_f = pool.submit(app_measure), pool.submit(floor_measure)
            app_cpu, floor_cpu = app_f.result(), floor_f.result()
    finally:
        for proc in (app, floor):
            try:
                proc.wait(timeout=30)
            except Exception:  # noqa: BLE001 - any failure to stop a child process ends in kill
                proc.kill()
    notes = [f"floor floor_monitor.py {floor_cpu:.2f} s"]
    for proc, what in ((app, "dlconfig --page monitor"), (floor, "floor_monitor.py")):
        if proc.returncode is not None and proc.returncode < 0:
            # Killed by a signal while shutting down, after the measured window (PySide6
            # can abort in interpreter finalisation); the CPU figure is already taken.
            notes.append(f"{what} ended by signal {-proc.returncode} at exit")
        elif proc.returncode not in (0, None):
            err = (proc.stderr.read() if proc.stderr else b"").decode(errors="replace")
            raise RuntimeError(f"{what} exited {proc.returncode}: {err.strip()[-200:]}")
    for proc in (app, floor):
        if proc.stderr is not None:
            proc.stderr.close()
    name = f"monitor: CPU s over {window_s:.0f} s at 1 s"
    return Figure(name, app_cpu, "s", MONITOR_RATIO, floor_cpu, 1, note="; ".join(notes))


def page_memory(home: Path, seconds: float) -> list[Figure]:
    """Peak RSS of the app opened on each page for ``seconds``."""
    env = child_env(home)
    figures = []
    for page in PAGES:
        mb = peak_rss_mb(app_command("--page", page, "--quit-after", f"{seconds:g}"), env)
        figures.append(Figure(f"memory: peak RSS, {page} page", mb, "MB", PAGE_RSS_MB, runs=1))
    return figures
