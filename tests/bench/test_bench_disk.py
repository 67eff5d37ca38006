"""Disk benchmark: tiny sizes, the temporary file always goes away."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from dlconfig.bench import disk
from dlconfig.bench.control import BenchCancelledError, Control
from dlconfig.bench.results import BenchStatus

TINY = disk.DiskSettings(file_bytes=4 * 1024 * 1024, block_bytes=256 * 1024, phase_limit_s=0.2)


def test_measures_four_figures_and_leaves_no_file(tmp_path: Path) -> None:
    results = disk.run_disk(tmp_path, TINY, Control())
    assert [r.code for r in results] == list(disk.CODES)
    assert all(r.status is BenchStatus.OK for r in results), [r.reason for r in results]
    assert all(r.value is not None and r.value > 0 for r in results)
    assert results[0].unit == "MB/s" and results[2].unit == "IOPS"
    assert results[0].params["bytes"] == 4 * 1024 * 1024
    assert list(tmp_path.iterdir()) == []


def test_cancel_mid_run_removes_the_file(tmp_path: Path) -> None:
    cancel = threading.Event()
    seen: list[Path] = []

    def progress(p: object) -> None:
        seen.extend(disk.temp_files_in(tmp_path))
        if seen:
            cancel.set()

    with pytest.raises(BenchCancelledError):
        disk.run_disk(tmp_path, TINY, Control(progress, cancel))
    assert seen, "the test file existed while the benchmark ran"
    assert list(tmp_path.iterdir()) == []


def test_io_error_is_reported_and_file_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(disk.os, "fsync", broken_fsync)
    results = disk.run_disk(tmp_path, TINY, Control())
    assert {r.status for r in results} == {BenchStatus.FAILED}
    assert "Input/output error" in (results[0].reason or "")
    assert list(tmp_path.iterdir()) == []


def test_keyboard_interrupt_removes_the_file(tmp_path: Path) -> None:
    def progress(p: object) -> None:
        if disk.temp_files_in(tmp_path):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        disk.run_disk(tmp_path, TINY, Control(progress))
    assert list(tmp_path.iterdir()) == []


def test_without_direct_io_says_the_page_cache_may_inflate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(disk.os, "O_DIRECT", 0, raising=False)
    results = disk.run_disk(tmp_path, TINY, Control())
    read = results[1]
    assert read.params["is_direct_io"] is False
    assert any("page cache" in n for n in read.notes)


def test_missing_or_readonly_folder_is_skipped_with_reason(tmp_path: Path) -> None:
    results = disk.run_disk(tmp_path / "nope", TINY, Control())
    assert {r.status for r in results} == {BenchStatus.SKIPPED}
    assert results[0].reason_code == "not_a_folder"
    assert results[0].reason_params == {"folder": str(tmp_path / "nope")}
    if os.geteuid() != 0:  # root may write anywhere
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        assert disk.run_disk(ro, TINY, Control())[0].reason_code == "not_writable"


def test_not_enough_free_space_is_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    class Usage:
        free = disk.HEADROOM_BYTES + 1024

    monkeypatch.setattr(disk.shutil, "disk_usage", lambda p: Usage())
    results = disk.run_disk(tmp_path, TINY, Control())
    assert (results[0].reason_code, results[0].reason_params) == (
        "no_free_space",
        {"folder": str(tmp_path)},
    )
    assert list(tmp_path.iterdir()) == []


def test_stale_files_of_dead_processes_are_removed(tmp_path: Path) -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    stale = tmp_path / f"{disk.TEMP_PREFIX}{dead.stdout.strip()}-abcd1234{disk.TEMP_SUFFIX}"
    stale.write_bytes(b"x")
    mine = tmp_path / f"{disk.TEMP_PREFIX}{os.getpid()}-abcd1234{disk.TEMP_SUFFIX}"
    mine.write_bytes(b"x")
    unrelated = tmp_path / ".dlconfig-bench-notes.txt"
    unrelated.write_bytes(b"keep")
    assert disk.remove_stale_temp_files(tmp_path) == [stale]
    assert not stale.exists() and mine.exists() and unrelated.exists()


def test_direct_io_refused_at_io_time_falls_back_to_the_page_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = disk._measure

    def picky(raw: object, **kw: object) -> object:
        if kw["is_direct"]:
            raise OSError(disk.errno.EINVAL, "Invalid argument")
        return real(raw, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(disk, "_measure", picky)
    results = disk.run_disk(tmp_path, TINY, Control())
    assert all(r.status is BenchStatus.OK for r in results)
    assert results[1].params["is_direct_io"] is False
    assert any("page cache" in n for n in results[1].notes)
    assert list(tmp_path.iterdir()) == []
