"""The plan's reasons and the doctor's findings read in Chinese when the app does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlconfig.i18n import reason_text as _reason_text
from dlconfig.models.common import Reason as _Reason
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.messages import FIELD
from dlconfig.plan.errors import PlanInputError
from dlconfig.ui.application import AppParts
from dlconfig.ui.doctor_page import DoctorPage
from dlconfig.ui.reason_text import translate_code as _translate_code
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS
from tests.profiles import load_profile

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

OVERHEAD_EN = "Overhead: about 0.75 GiB of CUDA context"
OVERHEAD_CN = "额外开销：约 0.75 GiB 的 CUDA 上下文和库工作区"


def test_reasons_panel_follows_the_language(qtbot, parts: AppParts):
    settings_page = parts.window.page("settings")
    plan_page = parts.window.page("plan")
    assert isinstance(settings_page, SettingsPage) and isinstance(plan_page, PlanPage)
    reasons = plan_page.steps[0].reasons_view
    qtbot.waitUntil(lambda: OVERHEAD_EN in reasons.toPlainText(), timeout=WAIT_MS)
    try:
        settings_page.select_language("zh_CN")
        qtbot.waitUntil(lambda: OVERHEAD_CN in reasons.toPlainText(), timeout=WAIT_MS)
        text = reasons.toPlainText()
        assert OVERHEAD_EN not in text
        assert "结构取自其官方配置" in text  # workload.model.preset
        settings_page.select_language("zh_TW")
        qtbot.waitUntil(lambda: "額外開銷" in reasons.toPlainText(), timeout=WAIT_MS)
    finally:
        settings_page.select_language("en")
    qtbot.waitUntil(lambda: OVERHEAD_EN in reasons.toPlainText(), timeout=WAIT_MS)


@pytest.fixture
def profile() -> HardwareProfile:
    """A WSL2 machine with less memory than the default plan needs: the doctor finds it."""
    return load_profile("wsl2")


def test_doctor_findings_translate_message_and_fix(qtbot, parts: AppParts):
    settings_page = parts.window.page("settings")
    doctor = parts.window.page("doctor")
    assert isinstance(settings_page, SettingsPage) and isinstance(doctor, DoctorPage)
    try:
        settings_page.select_language("zh_CN")
        qtbot.waitUntil(lambda: parts.window.sidebar.item(0).text() == "本机", timeout=WAIT_MS)
        parts.window.show_page("doctor")
        qtbot.mouseClick(doctor.run_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: doctor.has_run and not doctor.is_running, timeout=WAIT_MS)
        cap = next(f for f in doctor.findings if f.code == "wsl.memory_cap")
        items = [doctor.list_widget.item(i).text() for i in range(doctor.list_widget.count())]
        memory = next(t for t in items if "WSL2 只给 Linux" in t)
        assert "但方案需要约" in memory and "解决办法：在 %UserProfile%" in memory
        assert not any(cap.message in t or cap.fix in t for t in items)  # no English left
    finally:
        settings_page.select_language("en")


def test_reasons_name_the_wizards_field_on_screen_and_the_key_in_files(qapp) -> None:  # type: ignore[no-untyped-def]
    """A setting a reason names is the wizard's field in the GUI and the workload key in
    the text the CLI, README and report print."""

    params = {"bytes_per_token": 4, "tokens_field": FIELD + "tokens_b"}
    code = "workload.compute.tokens_from_bytes"
    on_screen = _translate_code(code, params, "")
    assert "“Dataset tokens (billions)”" in on_screen and "tokens_b" not in on_screen
    error = PlanInputError(
        "batch_size",
        "input.batch_implausible",
        batch="9",
        tokens="9",
        held="81",
        limit="1",
        batch_field=FIELD + "batch_size",
        seq_field=FIELD + "seq_len",
    )
    assert "lower batch_size or seq_len" in error.message  # the CLI's words
    assert "lower “Batch size” or “Sequence length”" in _translate_code(
        error.code, error.params, error.message
    )
    reason = _Reason(code=code, params=params)
    assert "give tokens_b for" in _reason_text(reason)
