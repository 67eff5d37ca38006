"""``dlconfig-cli monitor`` takes its interval from the settings: file, then
``DLCONFIG_SAMPLE_INTERVAL_MS``, then ``--sample-interval-ms``; ``--config-dir`` picks the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.cli import main, monitor_cmd
from dlconfig.settings.model import Settings, save_settings


def first_wait_s(monkeypatch: pytest.MonkeyPatch, *args: str, option: str = "--csv") -> float:
    """How long the monitor waits before its first sample (sleep is recorded, not done)."""
    waits: list[float] = []
    monkeypatch.setattr(monitor_cmd.time, "sleep", waits.append)
    assert main([*args, "monitor", "--count", "1", "--no-gpu", option]) == 0
    return waits[0]


def test_interval_from_file_environment_and_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    portable = tmp_path / "portable"
    save_settings(Settings(sample_interval_ms=2000), portable / "settings.json")
    folder = ["--config-dir", str(portable)]
    assert first_wait_s(monkeypatch, *folder) == pytest.approx(2.0, abs=0.05)
    monkeypatch.setenv("DLCONFIG_SAMPLE_INTERVAL_MS", "500")
    assert first_wait_s(monkeypatch, *folder) == pytest.approx(0.5, abs=0.05)
    wait = first_wait_s(monkeypatch, *folder, option="--sample-interval-ms=250")
    assert wait == pytest.approx(0.25, abs=0.05)
    out = capsys.readouterr()
    assert out.out.splitlines()[0].startswith("time_utc,t_s,cpu_pct,")  # the --csv runs' header


def test_invalid_environment_value_is_ignored_with_a_notice(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DLCONFIG_SAMPLE_INTERVAL_MS", "fast")
    assert first_wait_s(monkeypatch) == pytest.approx(1.0, abs=0.05)
    assert "DLCONFIG_SAMPLE_INTERVAL_MS='fast' ignored" in capsys.readouterr().err
