"""The runner: progress, cancel, groups, expectations."""

from __future__ import annotations

import threading
from pathlib import Path

from dlconfig.bench import BenchOptions, BenchProgress, BenchStatus, run_benchmarks
from dlconfig.bench.compute import ComputeSettings
from dlconfig.bench.disk import DiskSettings, temp_files_in

TINY = BenchOptions(
    is_quick=True,
    disk_sizes=DiskSettings(file_bytes=4 * 1024 * 1024, block_bytes=256 * 1024, phase_limit_s=0.1),
    compute_sizes=ComputeSettings(array_bytes=256 * 1024, matrix_n=32, limit_s=0.02),
    groups=frozenset({"disk", "memory", "cpu", "network"}),
)


def _with_folder(folder: Path, **kw: object) -> BenchOptions:
    from dataclasses import replace

    return replace(TINY, folder=folder, **kw)  # type: ignore[arg-type]


def test_progress_rises_to_one_and_every_figure_is_reported(tmp_path: Path) -> None:
    seen: list[BenchProgress] = []
    report = run_benchmarks(_with_folder(tmp_path), progress=seen.append)
    fractions = [p.fraction for p in seen]
    assert fractions == sorted(fractions)
    assert fractions[-1] == 1.0
    assert {p.code for p in seen} >= {"disk", "memory", "cpu", "network"}
    codes = [r.code for r in report.results]
    assert codes[:4] == [
        "disk.seq_write",
        "disk.seq_read",
        "disk.rand_read_4k",
        "disk.rand_write_4k",
    ]
    assert "memory.triad" in codes and "cpu.matmul_fp64" in codes
    assert report.result("network.iperf3").status is BenchStatus.SKIPPED  # type: ignore[union-attr]
    assert not report.is_cancelled
    assert report.folder == str(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_cancel_stops_the_run_and_marks_the_rest(tmp_path: Path) -> None:
    cancel = threading.Event()

    def progress(p: BenchProgress) -> None:
        if p.code == "memory":
            cancel.set()

    report = run_benchmarks(_with_folder(tmp_path), progress=progress, cancel=cancel)
    assert report.is_cancelled
    assert report.result("disk.seq_read").status is BenchStatus.OK  # type: ignore[union-attr]
    assert report.result("memory.copy").status is BenchStatus.CANCELLED  # type: ignore[union-attr]
    assert report.result("cpu.matmul_fp32").status is BenchStatus.CANCELLED  # type: ignore[union-attr]
    assert temp_files_in(tmp_path) == []


def test_groups_choose_what_runs(tmp_path: Path) -> None:
    report = run_benchmarks(_with_folder(tmp_path, groups=frozenset({"memory"})))
    assert {r.code for r in report.results} == {"memory.copy", "memory.triad"}
    assert report.folder is None


def test_report_round_trips_as_json(tmp_path: Path) -> None:
    from dlconfig.bench import BenchReport

    report = run_benchmarks(_with_folder(tmp_path, groups=frozenset({"cpu"})))
    again = BenchReport.model_validate_json(report.model_dump_json(by_alias=True))
    assert again == report
    assert report.model_dump(by_alias=True)["schema"] == "dlconfig.bench/1"


def test_cancel_before_the_run_starts_cancels_everything(tmp_path: Path) -> None:
    cancel = threading.Event()
    cancel.set()
    report = run_benchmarks(_with_folder(tmp_path), cancel=cancel)
    assert report.is_cancelled
    assert {r.status for r in report.results} == {BenchStatus.CANCELLED}
    assert list(tmp_path.iterdir()) == []
