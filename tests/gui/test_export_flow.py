"""First launch to an exported bundle with the default inputs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dlconfig.ui.application import AppParts
from tests.gui.test_wizard import plan_page

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_next_five_times_then_export_writes_the_bundle(qtbot, parts: AppParts, tmp_path: Path):
    parts.window.show_page("plan")
    page = plan_page(parts)
    assert page.current_step == 0
    for expected in range(1, 6):
        assert page.next_button.isEnabled(), page.blocked_label.text()
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
        assert page.current_step == expected
    summary = page.steps[5]
    assert not page.next_button.isVisible()
    assert "Summary" in summary.summary_view.toPlainText()
    out = tmp_path / "bundle"
    summary.folder_edit.setText(str(out))
    with qtbot.waitSignal(parts.plan.export_finished, timeout=30_000) as finished:
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    assert Path(finished.args[0]) == out
    names = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert {"Dockerfile", "compose.yaml", "recommendation.json", "report.pdf"} <= names
    assert summary.open_folder_button.isEnabled()
    assert summary.open_pdf_button.isEnabled()
    assert "Exported to" in summary.result_label.text()
    assert parts.settings.state.export_dir == str(out)  # the next export starts there


def test_the_export_message_goes_once_the_plan_changes(qtbot, parts: AppParts, tmp_path: Path):
    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(5)
    summary = page.steps[5]
    summary.folder_edit.setText(str(tmp_path / "bundle"))
    with qtbot.waitSignal(parts.plan.export_finished, timeout=30_000):
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    assert summary.progress_bar.value() == 100
    parts.plan.set_fields({"batch_size": 3})
    qtbot.waitUntil(lambda: page.is_settled, timeout=5000)
    assert "Exported to" not in summary.result_label.text()
    assert "export again" in summary.result_label.text()
    assert summary.progress_bar.value() == 0
