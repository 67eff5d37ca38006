"""``ui.ini`` passes the untrusted reader's size limit before Qt reads it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dlconfig.settings.files import MAX_SETTINGS_BYTES, screen_ui_state


def test_a_small_ui_ini_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "ui.ini"
    path.write_text("[window]\nlast_page=plan\n", "utf-8")
    assert screen_ui_state(path) is None
    assert screen_ui_state(tmp_path / "missing.ini") is None
    assert path.read_text("utf-8").startswith("[window]")


def test_an_oversize_ui_ini_is_kept_aside_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "ui.ini"
    path.write_bytes(b"x" * (MAX_SETTINGS_BYTES + 1))
    notice = screen_ui_state(path)
    assert notice and "larger than" in notice and "ui.ini.broken-" in notice
    assert not path.exists() and len(list(tmp_path.glob("ui.ini.broken-*"))) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_kept_aside_instead_of_hanging_qt(tmp_path: Path) -> None:
    path = tmp_path / "ui.ini"
    os.mkfifo(path)
    notice = screen_ui_state(path)
    assert notice and path.name in notice
    assert not path.exists()
