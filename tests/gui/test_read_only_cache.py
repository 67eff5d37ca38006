"""The app starts in Chinese when the cache folder cannot be written: the catalogue is
compiled in a temporary folder and loaded from memory."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.ui.i18n import LanguageSwitcher, lrelease_program
from tests.app_process import run_python

pytestmark = pytest.mark.skipif(lrelease_program() is None, reason="needs pyside6-lrelease")


def unwritable_cache(tmp_path: Path) -> Path:
    """A cache folder no one can create (its parent is a file; chmod does not stop root)."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", "utf-8")
    return blocker / "cache"


def test_chinese_loads_from_memory_when_the_cache_is_unwritable(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QCoreApplication

    monkeypatch.setenv("DLCONFIG_CACHE_DIR", str(unwritable_cache(tmp_path)))
    switcher = LanguageSwitcher(qapp)
    try:
        assert switcher.apply("zh_CN")
        assert QCoreApplication.translate("SettingsPage", "Settings") == "设置"
    finally:
        switcher.apply("en")
    assert QCoreApplication.translate("SettingsPage", "Settings") == "Settings"


def test_the_app_starts_in_chinese_with_an_unwritable_cache(tmp_path: Path) -> None:
    env = {"DLCONFIG_CACHE_DIR": str(unwritable_cache(tmp_path))}
    done = run_python(["-m", "dlconfig", "--lang", "zh_CN", "--quit-when-ready"], env)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
