"""Sessions: save and reopen; a damaged or hostile file changes nothing and says why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.ui import main_window
from dlconfig.ui.application import AppParts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(
        main_window.QMessageBox, "warning", lambda parent, title, text: shown.append(text)
    )
    return shown


def test_save_then_open_restores_the_workload(qtbot, parts: AppParts, tmp_path: Path):
    parts.plan.set_fields({"batch_size": 3, "name": "vision"})
    assert parts.plan.state.is_dirty
    assert parts.window.save_session(tmp_path / "mine")
    saved = tmp_path / "mine.dlconfig.json"
    assert saved.is_file()
    assert not parts.plan.state.is_dirty
    assert "mine.dlconfig.json" in parts.window.windowTitle()
    parts.plan.new_session()
    assert parts.plan.state.workload.batch_size != 3
    assert parts.window.open_session(saved)
    assert parts.plan.state.workload.batch_size == 3
    assert parts.plan.state.workload.name == "vision"
    assert str(saved.resolve()) in parts.settings.state.recent_files


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00garbage",
        json.dumps({"schema": "something/9", "workload": {}}).encode(),
        json.dumps({"schema": "dlconfig.session/1", "workload": {"batch_size": -5}}).encode(),
        json.dumps({"schema": "dlconfig.session/1", "workload": {"name": "x", "evil": 1}}).encode(),
        b"[" * 100_000,
    ],
    ids=["not-json", "binary", "other-schema", "out-of-bounds", "unknown-key", "deep-nesting"],
)
def test_damaged_file_shows_a_message_and_changes_nothing(
    qtbot, parts: AppParts, tmp_path: Path, warnings: list[str], content: bytes
):
    parts.plan.set_fields({"batch_size": 7})
    before = parts.plan.state
    path = tmp_path / "broken.dlconfig.json"
    path.write_bytes(content)
    assert parts.window.open_session(path) is False
    assert len(warnings) == 1
    assert "broken.dlconfig.json" in warnings[0]
    assert "Nothing was changed" in warnings[0]
    assert parts.plan.state.workload == before.workload
    assert parts.plan.state.session_path == before.session_path
    assert path.read_bytes() == content


def test_unsaved_changes_prompt_on_close(qtbot, parts: AppParts, monkeypatch):
    answers = [main_window.QMessageBox.StandardButton.Cancel]
    monkeypatch.setattr(main_window.QMessageBox, "question", lambda *args: answers.pop(0))
    window = parts.window
    del window.confirm_discard  # the real prompt, not the fixture's shortcut
    parts.plan.set_fields({"batch_size": 5})
    assert window.isWindowModified()
    assert window.close() is False  # Cancel keeps the window and the edits
    assert window.isVisible() and parts.plan.state.workload.batch_size == 5
    answers.append(main_window.QMessageBox.StandardButton.Discard)
    assert window.close() is True
