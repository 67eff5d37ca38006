"""First launch to an exported bundle with the default inputs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dlconfig.ui.application import AppParts
from tests.gui.conftest import WAIT_MS
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


def test_the_lock_checkbox_writes_requirements_lock(
    qtbot, parts: AppParts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    import dlconfig.export.lock as lock

    stdout = (Path(__file__).parents[1] / "data" / "uv" / "compile_numpy.stdout").read_text()
    monkeypatch.setattr(lock, "_run", lambda command, env=None: lock.Completed(0, stdout, ""))
    monkeypatch.setattr(lock, "uv_executable", lambda: "uv")
    parts.window.show_page("plan")
    summary = plan_page(parts).steps[5]
    assert not summary.lock_box.isChecked()  # off by default: it needs the network
    summary.lock_box.setChecked(True)
    out = tmp_path / "bundle"
    summary.folder_edit.setText(str(out))
    with qtbot.waitSignal(parts.plan.export_finished, timeout=30_000):
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    assert "numpy==2.3.5" in (out / "requirements.lock").read_text(encoding="utf-8")


def test_entry_points_are_exported_with_the_scripts() -> None:
    from dlconfig.ui.export_task import group_of

    for name in ("train.py", "serve.sh", "ds_config.json", "accelerate_config.yaml"):
        assert group_of(name) == "scripts", name
    assert group_of("requirements.lock") == "locks"


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
    qtbot.waitUntil(lambda: page.is_settled, timeout=WAIT_MS)
    assert "Exported to" not in summary.result_label.text()
    assert "export again" in summary.result_label.text()
    assert summary.progress_bar.value() == 0


@pytest.mark.allow_log_warnings  # the worker logs every failed task
def test_exporting_over_the_users_readme_names_it_and_keeps_it(
    qtbot, parts: AppParts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    parts.window.show_page("plan")
    summary = plan_page(parts).steps[5]
    out = tmp_path / "project"
    out.mkdir()
    (out / "README.md").write_text("# my project\n")
    monkeypatch.setattr(summary, "confirm_overwrite", lambda _folder: True)  # "Yes"
    summary.folder_edit.setText(str(out))
    with qtbot.waitSignal(parts.plan.export_failed, timeout=30_000) as failed:
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    assert "README.md" in failed.args[0] and "nothing was changed" in failed.args[0]
    assert "README.md" in summary.result_label.text()
    assert [p.name for p in out.iterdir()] == ["README.md"]
    assert (out / "README.md").read_text() == "# my project\n"
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".project")]


def test_file_new_forgets_the_previous_export_and_open_says_when_nothing_opens_it(
    qtbot, parts: AppParts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    from PySide6.QtGui import QDesktopServices

    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(5)
    summary = page.steps[5]
    summary.folder_edit.setText(str(tmp_path / "bundle"))
    with qtbot.waitSignal(parts.plan.export_finished, timeout=30_000):
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda _url: False)  # no viewer here
    qtbot.mouseClick(summary.open_pdf_button, Qt.MouseButton.LeftButton)
    assert "No program on this system opens report.pdf" in summary.result_label.text()
    assert str(tmp_path / "bundle" / "report.pdf") in summary.result_label.text()

    parts.window.new_action.trigger()
    qtbot.waitUntil(lambda: page.is_settled, timeout=WAIT_MS)
    assert not summary.open_folder_button.isEnabled()
    assert not summary.open_pdf_button.isEnabled()
    assert not summary.apply_panel.apply_button.isEnabled()
    assert summary.last_folder is None and summary.result_label.text() == ""
