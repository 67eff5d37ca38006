"""Nothing on screen outlives the state it described."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlconfig.ui.application import AppParts
from dlconfig.ui.doctor_page import DoctorPage
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_the_knowledge_base_stays_named_while_an_input_is_rejected(qtbot, parts: AppParts):
    label = parts.window.kb_label
    qtbot.waitUntil(lambda: "facts as of" in label.text(), timeout=WAIT_MS)
    parts.plan.set_fields({"model.preset": "no-such-model"})
    qtbot.waitUntil(lambda: parts.plan.is_idle, timeout=WAIT_MS)
    assert parts.plan.state.plan is None
    assert "loading" not in label.text()
    assert "facts as of" in label.text()


def test_check_again_says_when_it_checked(qtbot, parts: AppParts):
    parts.window.show_page("doctor")
    doctor = parts.window.page("doctor")
    assert isinstance(doctor, DoctorPage)
    qtbot.waitUntil(lambda: doctor.has_run and not doctor.is_running, timeout=WAIT_MS)
    doctor.checked_at = None
    qtbot.mouseClick(doctor.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not doctor.is_running, timeout=WAIT_MS)
    assert doctor.checked_at is not None
    assert doctor.checked_at in doctor.status_label.text()


def test_the_plan_timing_follows_a_language_switch(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = parts.window.page("plan")
    settings_page = parts.window.page("settings")
    assert isinstance(page, PlanPage) and isinstance(settings_page, SettingsPage)
    parts.plan.set_fields({"batch_size": 2})
    qtbot.waitUntil(lambda: "updated" in page.plan_status_label.text(), timeout=WAIT_MS)
    try:
        settings_page.select_language("zh_CN")
        qtbot.waitUntil(lambda: "updated" not in page.plan_status_label.text(), timeout=WAIT_MS)
        assert page.plan_status_label.text()
    finally:
        settings_page.select_language("en")
