"""``dlconfig-cli bench``: JSON output, usage errors, and no temp files after Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dlconfig.bench.disk import temp_files_in
from dlconfig.cli import main
from tests.app_process import interruptible


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_quick_json_reports_disk_memory_cpu_and_skips_gpu(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        ["bench", "--quick", "--json", "--folder", str(tmp_path), "--only", "disk,memory,gpu"]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema"] == "dlconfig.bench/1"
    by_code = {r["code"]: r for r in data["results"]}
    assert by_code["disk.seq_read"]["status"] == "ok"
    assert by_code["disk.seq_read"]["value"] > 0
    assert by_code["memory.copy"]["unit"] == "GB/s"
    gpu = by_code["gpu.matmul_fp16"]
    if gpu["status"] == "skipped":
        assert gpu["reason"]
    assert isinstance(data["findings"], list)
    assert list(tmp_path.iterdir()) == []


def test_text_table_names_each_figure(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--quick", "--folder", str(tmp_path), "--only", "cpu"]) == 0
    out = capsys.readouterr().out
    assert "CPU matrix multiply (FP32)" in out and "GFLOP/s" in out


def test_bad_arguments_are_one_line_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "--only", "disk,gpux"]) == 2
    assert "unknown group gpux" in capsys.readouterr().err
    assert main(["bench", "--folder", str(tmp_path / "nope")]) == 2
    assert "no such folder" in capsys.readouterr().err


@pytest.mark.skipif(os.name == "nt", reason="SIGINT to a child process is POSIX")
def test_ctrl_c_leaves_no_temporary_file(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dlconfig.cli",
            "bench",
            "--folder",
            str(tmp_path),
            "--only",
            "disk",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        preexec_fn=interruptible,  # noqa: PLW1509 - only a signal disposition, before exec
    )
    try:
        deadline = time.monotonic() + 20
        while not temp_files_in(tmp_path):
            assert proc.poll() is None, "bench ended before the test file appeared"
            assert time.monotonic() < deadline, "the test file never appeared"
            time.sleep(0.005)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130
    assert b"interrupted" in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.name == "nt", reason="SIGTERM semantics are POSIX")
def test_sigterm_also_cleans_up(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dlconfig.cli",
            "bench",
            "--folder",
            str(tmp_path),
            "--only",
            "disk",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 20
        while not temp_files_in(tmp_path):
            assert proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.005)
        proc.terminate()
        proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert list(tmp_path.iterdir()) == []


def test_measured_gpu_is_compared_with_its_catalog_peak(tmp_path: Path) -> None:
    from datetime import datetime, timezone

    from dlconfig.bench import BenchReport, BenchResult, BenchStatus, compare
    from dlconfig.bench.judge import expectations_for
    from dlconfig.kb import KnowledgeBase

    report = BenchReport(
        started_at=datetime(2026, 12, 2, tzinfo=timezone.utc),
        is_quick=True,
        results=[
            BenchResult(
                code="gpu.matmul_bf16",
                label="bf16",
                status=BenchStatus.OK,
                value=400.0,
                unit="TFLOP/s",
                params={"device": "NVIDIA H100 80GB HBM3"},
            ),
        ],
    )
    kb = KnowledgeBase()
    exp = expectations_for(tmp_path, kb, None, "NVIDIA H100 80GB HBM3")
    assert exp.gpu is not None and "H100" in exp.gpu.name
    (comp,) = compare(report, exp)
    assert comp.expected == exp.gpu.tflops["bf16"]
    assert comp.percent == round(100 * 400.0 / comp.expected, 1)
    assert comp.source and comp.source.startswith("https://")
