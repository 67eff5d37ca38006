"""``dlconfig-cli probe`` and ``monitor`` on this machine, as a user runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import psutil
import pytest

from dlconfig.cli import main
from dlconfig.models import HardwareProfile


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dlconfig.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**os.environ, "CUDA_VISIBLE_DEVICES": os.environ.get("CUDA_VISIBLE_DEVICES", "")},
    )


def test_probe_json_describes_this_machine() -> None:
    done = cli("probe", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["schema"] == "dlconfig.hardware/1"
    profile = HardwareProfile.model_validate(data)
    assert profile.cpu.logical_cores == os.cpu_count()
    total = psutil.virtual_memory().total
    assert profile.memory.total_bytes is not None
    assert abs(profile.memory.total_bytes - total) <= 0.01 * total
    root = next(d for d in profile.disks if d.mountpoint in {"/", "C:\\"})
    assert root.kind and root.kind_basis and root.total_bytes
    if not profile.gpus:  # this machine has no NVIDIA GPU (CI): the profile says why
        assert profile.gpus_unavailable_reason and profile.gpus_unavailable_code


def test_probe_summary_is_readable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["probe", "--fast"]) == 0
    out = capsys.readouterr().out
    for label in ("Machine", "CPU", "Memory", "Disks", "GPUs", "Python"):
        assert f"\n{label}" in f"\n{out}"
    assert "{" not in out.splitlines()[0]


def test_require_gpu_exit_code(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pynvml", None)  # no NVML at all
    assert main(["probe", "--fast", "--json", "--require-gpu"]) == 3


def test_monitor_json_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["monitor", "--sample-interval-ms", "100", "--count", "3", "--json", "--no-gpu"]) == 0
    )
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 3
    samples = [json.loads(line) for line in lines]
    assert all(0 <= s["cpu_pct"] <= 100 for s in samples)
    assert all(s["disk_read_bps"] is not None for s in samples)  # rates from the first line on
    assert samples[0]["elapsed_s"] < samples[2]["elapsed_s"]


def test_monitor_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["monitor", "--sample-interval-ms", "100", "--count", "2", "--no-gpu"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2 and "cpu" in lines[0] and "net rx" in lines[0]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--sample-interval-ms", "0"], "between 100 and 60000 ms"),
        (["--sample-interval-ms", "fast"], "not a whole number of ms"),
        (["--sample-interval-ms", "0.5"], "not a whole number"),
        (["--count", "0"], "between 1 and"),
        (["--count", "2.5"], "not a whole number"),
    ],
)
def test_monitor_rejects_bad_arguments(args: list[str], message: str) -> None:
    done = cli("monitor", *args)
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr
