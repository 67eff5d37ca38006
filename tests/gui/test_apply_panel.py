"""The summary page's "Set up on this machine": after an export, a fake runner stands in
for uv; the log shows each step and the PASS/FAIL lines, the system commands are shown and
never run, and Cancel removes the half-made environment."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.summary_step import SummaryStepPage
from tests.apply.bundles import PACKAGE, FakeRunner, tree
from tests.gui.conftest import WAIT_MS
from tests.gui.test_wizard import plan_page

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def exported_summary(qtbot, parts: AppParts, out: Path) -> SummaryStepPage:  # type: ignore[no-untyped-def]
    parts.window.show_page("plan")
    summary = plan_page(parts).steps[5]
    assert isinstance(summary, SummaryStepPage)
    assert not summary.apply_panel.apply_button.isEnabled()  # nothing exported yet
    summary.folder_edit.setText(str(out))
    with qtbot.waitSignal(parts.plan.export_finished, timeout=30_000):
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    assert summary.apply_panel.apply_button.isEnabled()
    return summary


def confirm(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    """Set-up first says what it will install; nothing runs before "Install"."""
    assert panel.confirm_label.isVisibleTo(panel)
    assert "will create" in panel.confirm_label.text()
    assert not panel.is_running
    qtbot.mouseClick(panel.install_button, Qt.MouseButton.LeftButton)


def test_set_up_shows_steps_checks_and_the_system_commands_it_does_not_run(
    qtbot, parts: AppParts, tmp_path: Path
) -> None:
    out = tmp_path / "bundle"
    panel = exported_summary(qtbot, parts, out).apply_panel
    runner = FakeRunner(
        uv_lines=["Downloading torch (2.0MiB)", "Downloaded torch"],
        verify_lines=["PASS  python  Python 3.11 (plan: 3.11)", f"PASS  {PACKAGE}  ok"],
    )
    panel.runner = runner
    assert panel.apply_button.text() == "Set up on this machine"
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    confirm(qtbot, panel)
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    log = panel.log_view.toPlainText().splitlines()
    assert log[0].startswith("[1/3] uv venv --python 3.11 ")
    assert any(line.startswith("[2/3] uv pip install") for line in log)
    assert "PASS  python  Python 3.11 (plan: 3.11)" in log
    assert panel.status_label.text() == "Set up: 2 check(s) pass."
    assert panel.progress_bar.value() == 100
    shown = panel.system_view.toPlainText().splitlines()
    assert "sudo ubuntu-drivers install" in shown
    assert panel.system_view.isVisibleTo(panel)
    ran = [" ".join(command) for command in runner.commands]
    assert not any("sudo" in command or "setup_linux.sh" in command for command in ran)


def test_cancel_removes_the_half_made_environment_and_nothing_else(
    qtbot, parts: AppParts, tmp_path: Path
) -> None:
    out = tmp_path / "bundle"
    panel = exported_summary(qtbot, parts, out).apply_panel
    before = tree(out)
    runner = FakeRunner(hold_install=True)
    panel.runner = runner
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    confirm(qtbot, panel)
    qtbot.waitUntil(runner.holding.is_set, timeout=WAIT_MS)
    assert (out / ".venv").is_dir() and panel.cancel_button.isVisibleTo(panel)
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    assert panel.status_label.text().startswith("Cancelled; the half-made environment")
    assert not (out / ".venv").exists()
    assert tree(out) == before


def test_a_failing_check_is_named_under_the_log(qtbot, parts: AppParts, tmp_path: Path) -> None:
    panel = exported_summary(qtbot, parts, tmp_path / "bundle").apply_panel
    panel.runner = FakeRunner(
        verify_lines=["PASS  python  Python 3.11 (plan: 3.11)", "FAIL  framework  no torch"]
    )
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    confirm(qtbot, panel)
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    assert "FAIL  framework  no torch" in panel.log_view.toPlainText().splitlines()
    assert panel.status_label.text() == "Check failed: FAIL  framework  no torch"


def test_without_an_nvidia_gpu_the_cpu_build_is_offered_and_installed_from_its_own_list(
    qtbot, parts: AppParts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dlconfig.services.applying as applying

    monkeypatch.setattr(applying, "has_nvidia_gpu", lambda: False)
    out = tmp_path / "bundle"
    panel = exported_summary(qtbot, parts, out).apply_panel
    before = tree(out)
    runner = FakeRunner(verify_lines=["PASS  python  Python 3.11 (plan: 3.11)"])
    panel.runner = runner
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert not runner.commands  # nothing runs before the answer
    if not panel.cpu_button.isVisibleTo(panel):
        pytest.skip("the exported plan installs no CUDA build")
    assert "no NVIDIA GPU" in panel.confirm_label.text()
    qtbot.mouseClick(panel.cpu_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    installs = [c for c in runner.commands if "pip" in c]
    assert len(installs) == 1 and installs[0][-1].endswith("dlconfig-cpu-requirements.txt")
    listing = (out / ".venv" / "dlconfig-cpu-requirements.txt").read_text(encoding="utf-8")
    assert "/whl/cpu" in listing
    assert tree(out) == before
