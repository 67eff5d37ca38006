"""PySide6's per-import source scan gives the same answers when it reads the file itself."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from dlconfig.ui import application, folders, pyside_workarounds, theme

PYSIDE_FEATURE = "shibokensupport.feature"


@pytest.fixture
def feature() -> types.ModuleType:
    pyside_workarounds.speed_up_feature_scan()
    module = sys.modules.get(PYSIDE_FEATURE)
    if module is None:
        pytest.skip("this PySide6 has no per-import feature scan")
    return module


def test_scan_is_replaced_once(feature: types.ModuleType) -> None:
    assert getattr(feature._mod_uses_pyside, "dlconfig_fast_scan", False)
    assert pyside_workarounds.speed_up_feature_scan() is False  # already applied


def test_same_answers_as_reading_the_source(feature: types.ModuleType) -> None:
    scan = feature._mod_uses_pyside
    assert scan(theme) is True  # imports PySide6
    assert scan(application) is True
    assert scan(folders) is False  # Qt-free
    assert scan(sys) is False  # builtin: no file


def test_unreadable_file_falls_back_to_pysides_own_answer(
    feature: types.ModuleType, tmp_path: Path
) -> None:
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")  # never written
    assert feature._mod_uses_pyside(gone) is False
