"""The GUI's folders are the ones dlconfig.settings.files names, and writes are atomic."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.ui import folders


def test_home_in_an_override_is_expanded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DLCONFIG_LOG_DIR", "~/dl-logs")
    assert folders.log_dir() == Path.home() / "dl-logs"


def test_atomic_write_replaces_the_file(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "notes.txt"
    folders.write_text_atomically(target, "first")
    folders.write_text_atomically(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert [p.name for p in target.parent.iterdir()] == ["notes.txt"]
