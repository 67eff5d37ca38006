"""Files the app writes for the user (sessions, CSV exports, settings) are created with
the user's umask, not mkstemp's 0o600, and a replaced file keeps its mode."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from dlconfig.plan.workload_file import default_workload
from dlconfig.settings.files import atomic_write_text
from dlconfig.settings.sessions import save_session

pytestmark = pytest.mark.usefixtures("umask_022")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_session_file_is_readable_by_the_group_like_any_file(tmp_path: Path) -> None:
    saved = save_session(tmp_path / "run", default_workload())
    assert _mode(saved) == 0o644


def test_a_csv_export_follows_the_umask(tmp_path: Path) -> None:
    path = tmp_path / "monitor.csv"
    atomic_write_text(path, "time_s,cpu_pct\n")
    assert _mode(path) == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["monitor.csv"]


def test_a_replaced_file_keeps_the_mode_the_user_gave_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    atomic_write_text(path, "{}")
    path.chmod(0o640)
    atomic_write_text(path, '{"a": 1}')
    assert _mode(path) == 0o640
    assert path.read_text() == '{"a": 1}'


def test_settings_are_readable_by_the_owner_only(tmp_path: Path) -> None:
    """Index URLs in the settings may carry credentials: 0o600 like git's and pip's
    credential files, even when the file was wider before."""
    from dlconfig.settings.model import Settings, save_settings

    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    assert _mode(path) == 0o600
    path.chmod(0o644)
    save_settings(Settings(), path)
    assert _mode(path) == 0o600
