"""Settings' refresh from the package index (progress, Cancel, never blocking) and the
hardware step's "Other GPU" entry given by a compute capability."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

import dlconfig.kb.refresh as refresh_module
import dlconfig.services.session as session
from dlconfig.kb.refresh import PipOutput
from dlconfig.kb.release_overlay import release_overlay_dir
from dlconfig.ui.application import AppParts
from dlconfig.ui.kb_refresh_panel import KbRefreshPanel
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.hardware_step import OTHER_GPU
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS
from tests.kb.test_kb_refresh import RecordedPip, _kb_without_newest

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def refresh_panel(parts: AppParts) -> KbRefreshPanel:
    page = parts.window.page("settings")
    assert isinstance(page, SettingsPage)
    parts.window.show_page("settings")
    return page.kb_refresh


class HeldPip(RecordedPip):
    """Recorded pip that holds its ``hold_at``-th call until the test lets it go."""

    def __init__(self, hold_at: int) -> None:
        super().__init__()
        self.hold_at = hold_at
        self.held = threading.Event()
        self.go = threading.Event()

    def __call__(self, args: list[str]) -> PipOutput:
        if len(self.calls) + 1 == self.hold_at:
            self.held.set()
            self.go.wait(10)
        return super().__call__(args)


def start_held(
    qtbot, parts: AppParts, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, hold_at: int
) -> tuple[KbRefreshPanel, HeldPip]:
    """Click Refresh over a knowledge base without the newest releases; wait until pip is
    held at its ``hold_at``-th call."""
    monkeypatch.setattr(session, "open_kb", lambda: _kb_without_newest(tmp_path))
    pip = HeldPip(hold_at)
    monkeypatch.setattr(refresh_module, "run_pip", pip)
    panel = refresh_panel(parts)
    panel.refresh_button.click()
    qtbot.waitUntil(pip.held.is_set, timeout=WAIT_MS)
    return panel, pip


def test_refresh_shows_progress_and_what_it_added(
    qtbot, parts: AppParts, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    panel, pip = start_held(qtbot, parts, monkeypatch, tmp_path, hold_at=5)
    # pip is busy on a worker: the window still answers, with the bar and Cancel shown
    assert panel.is_running and not panel.refresh_button.isEnabled()
    assert panel.progress_bar.isVisible() and panel.cancel_button.isVisible()
    assert panel.status_label.text().startswith("Reading")
    pip.go.set()
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    assert panel.status_label.text().startswith("Added torch 2.15.0, tensorflow 2.21.0.")
    assert not panel.progress_bar.isVisible()
    assert len(list(release_overlay_dir().glob("releases-*.yaml"))) == 1


def test_cancel_midway_leaves_the_knowledge_base_unchanged(
    qtbot, parts: AppParts, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    panel, pip = start_held(qtbot, parts, monkeypatch, tmp_path, hold_at=6)
    panel.cancel_button.click()
    pip.go.set()
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    assert panel.status_label.text() == "Cancelled; the knowledge base is unchanged."
    assert len(pip.calls) == 6  # no pip call after Cancel
    assert not release_overlay_dir().exists()
    assert panel.refresh_button.isEnabled()


def test_offline_says_so_in_one_line(
    qtbot, parts: AppParts, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip(offline=True))
    panel = refresh_panel(parts)
    panel.refresh_button.click()
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    assert panel.status_label.text() == (
        "The package index could not be read through pip (ERROR: No matching distribution"
        " found for torch); nothing changed."
    )
    assert not release_overlay_dir().exists()


def test_other_gpu_by_compute_capability_plans_from_it(qtbot, parts: AppParts) -> None:
    page = parts.window.page("plan")
    assert isinstance(page, PlanPage)
    parts.window.show_page("plan")
    page.go_to(1)
    hardware = page.steps[1]
    assert not hardware.capability_edit.isVisible()
    hardware.gpu_combo.setCurrentIndex(hardware.gpu_combo.findData(OTHER_GPU))
    assert hardware.capability_edit.isVisible()
    hardware.capability_edit.setText("9.x")
    hardware.capability_edit.editingFinished.emit()
    qtbot.waitUntil(hardware.error_label.isVisible, timeout=WAIT_MS)
    assert "Compute capability: '9.x' is not a compute capability" in hardware.error_label.text()
    hardware.capability_edit.setText("8.6")
    hardware.capability_edit.editingFinished.emit()
    qtbot.waitUntil(
        lambda: (
            parts.plan.state.plan is not None
            and parts.plan.state.plan.workload.gpu == "sm_86"
            and not parts.plan.state.is_planning
        ),
        timeout=WAIT_MS,
    )
    stack = parts.plan.state.plan.stack
    assert stack is not None
    assert "stack.gpu.capability_only" in {r.code for r in stack.reasons}
    assert not hardware.error_label.isVisible()
    page.go_to(2)
    assert "compute capability 8.6 alone" in page.steps[2].result_view.toPlainText()
