"""The app's speed suite (benchmarks/): figures, ratios, n/a rows and process measures."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from benchmarks import __main__ as suite
from benchmarks.measure import Figure, cpu_seconds_between, median_ms, peak_rss_mb
from benchmarks.report import format_table, machine_description


def test_ratio_against_a_floor_and_against_a_budget() -> None:
    startup = Figure("start-up", 600.0, "ms", limit=3.0, floor=250.0)
    assert startup.ratio == 2.4 and startup.passed is True
    slow = Figure("start-up", 900.0, "ms", limit=3.0, floor=250.0)
    assert slow.passed is False
    plan = Figure("plan", 60.0, "ms", limit=50.0)
    assert plan.ratio == 1.2 and plan.passed is False
    info = Figure("probe: full", 15.0, "ms")
    assert info.ratio is None and info.passed is None


def test_missing_code_is_na_and_a_crash_is_an_error() -> None:
    def missing() -> list[Figure]:
        raise ImportError("No module named 'dlconfig.export.pdf'")

    def crash() -> list[Figure]:
        raise ValueError("bad plan")

    (na,) = suite._guarded("export: PDF", "ms", 1500.0, missing)
    assert na.value is None and na.note.startswith("n/a (not available: ImportError")
    (err,) = suite._guarded("export: PDF", "ms", 1500.0, crash)
    assert err.note == "error: ValueError: bad plan"
    table = format_table([na, err, Figure("plan", 10.0, "ms", limit=50.0)])
    lines = table.splitlines()
    assert lines[0].split() == ["figure", "value", "floor", "or", "budget", "ratio", "pass", "note"]
    assert "n/a (not available: ImportError" in lines[2]
    assert "error" in lines[3] and "FAIL" in lines[3]
    assert "10.0 ms" in lines[4] and "0.20" in lines[4] and "pass" in lines[4]


def test_median_ms_is_the_median() -> None:
    times = iter([0.0, 0.001, 0.001, 0.004, 0.004, 0.005])  # 1 ms, 3 ms, 1 ms
    assert median_ms(lambda: None, runs=3, warmup=0, clock=lambda: next(times)) == 1.0


def test_peak_rss_of_a_child_that_allocates() -> None:
    code = (
        "import time; b = bytearray(80 * 1000 * 1000); b[::4096] = b'x' * len(b[::4096]); "
        "time.sleep(0.3)"
    )
    small = peak_rss_mb([sys.executable, "-c", "pass"], {})
    big = peak_rss_mb([sys.executable, "-c", code], {})
    assert small < 40, "the parent process must not be counted"
    assert big - small > 60


def test_cpu_seconds_of_a_busy_child() -> None:
    code = "while True: pass"
    # The measure reads the CPU the child used in the window; how much depends on the
    # machine's load, so the test asserts the reading, not an amount (the benchmarks time).
    proc, measure = cpu_seconds_between([sys.executable, "-c", code], {}, 0.2, 1.0)
    try:
        busy = measure()
    finally:
        proc.kill()
        proc.wait(timeout=10)
        assert proc.stderr is not None
        proc.stderr.close()
    assert isinstance(busy, float) and busy >= 0


def test_machine_is_described() -> None:
    text = machine_description()
    assert "-core" in text and "GiB RAM" in text


def test_floors_are_kept_with_the_suite() -> None:
    floors = Path(suite.__file__).parent / "floors"
    assert (floors / "bare_qt.py").is_file() and (floors / "floor_monitor.py").is_file()


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_suite_runs_a_group_and_writes_json(tmp_path: Path) -> None:
    import json
    import subprocess

    out = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--quick", "--only", "plan", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=Path(suite.__file__).parent.parent,
    )
    data = json.loads(out.read_text(encoding="utf-8"))
    names = [f["name"] for f in data["figures"]]
    assert names[:2] == ["plan: default", "plan: llm-qlora-70b"]
    assert "plan: stack solve" in names and "plan: decision over every candidate" in names
    assert data["schema"] == "dlconfig.benchmarks/1" and "-core" in data["machine"]
    for figure in data["figures"]:
        assert figure["value"] is None or figure["value"] > 0
    failed = any(f["passed"] is False or f["note"].startswith("error") for f in data["figures"])
    assert done.returncode == (1 if failed else 0)
    assert "figure" in done.stdout and "floor or budget" in done.stdout


def test_unknown_group_is_a_usage_error() -> None:
    import pytest

    with pytest.raises(SystemExit) as exc:
        suite.main(["--only", "plans"])
    assert exc.value.code == 2
