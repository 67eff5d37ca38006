"""A Chinese GUI shows the engine's sentences in Chinese: the default plan's reasons and a
conflict (TensorFlow with a GPU on native Windows), as a person would see them on screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dlconfig.i18n import conflict_text, reason_text, translator
from dlconfig.models.plan import Plan
from dlconfig.ui.application import AppParts
from dlconfig.ui.reason_text import field_label
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

# Five lower-case English words in a row: a sentence, not a product or package name.
ENGLISH_RUN = re.compile(r"\b[a-z]{2,}(?:[ ,]+[a-z]{2,}){4,}\b")


def _shown(parts: AppParts, qtbot, tmp_path: Path, step: int, view: str) -> str:  # type: ignore[no-untyped-def]
    plan_page = parts.window.page("plan")
    assert isinstance(plan_page, PlanPage)
    parts.window.show_page("plan")
    plan_page.go_to(step)
    widget = getattr(plan_page.steps[step], view)
    shot = parts.window.grab()  # what the person sees; kept beside the test's files
    assert not shot.isNull() and shot.save(str(tmp_path / f"step{step}.png"))
    return str(widget.toPlainText())


def _switch(parts: AppParts, qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    settings_page = parts.window.page("settings")
    assert isinstance(settings_page, SettingsPage)
    settings_page.select_language(language)
    qtbot.waitUntil(lambda: parts.window.sidebar.item(0).text() != "This machine", timeout=WAIT_MS)


def _current_plan(parts: AppParts) -> Plan:
    plan = parts.plan.state.plan
    assert plan is not None
    return plan


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_default_plan_reasons_read_in_chinese(qtbot, parts: AppParts, tmp_path: Path, language):  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: parts.plan.state.plan is not None, timeout=WAIT_MS)
    try:
        _switch(parts, qtbot, language)
        plan = _current_plan(parts)
        zh = translator(language)
        for step, view, reasons in (
            (0, "reasons_view", plan.requirements.reasons if plan.requirements else []),
            (1, "reasons_view", plan.hardware.reasons if plan.hardware else []),
        ):
            assert reasons
            shown = _shown(parts, qtbot, tmp_path, step, view)
            qtbot.waitUntil(
                lambda r=reasons[0], v=view, s=step: (
                    reason_text(r, zh, field_label)
                    in str(getattr(parts.window.page("plan").steps[s], v).toPlainText())
                ),
                timeout=WAIT_MS,
            )
            shown = _shown(parts, qtbot, tmp_path, step, view)
            for reason in reasons:
                assert reason.text not in shown, reason.code
                assert reason_text(reason, zh, field_label) in shown, reason.code
            assert not ENGLISH_RUN.search(shown), ENGLISH_RUN.search(shown)
    finally:
        _switch(parts, qtbot, "en")


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_stack_conflict_reads_in_chinese(qtbot, parts: AppParts, tmp_path: Path, language):  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: parts.plan.state.plan is not None, timeout=WAIT_MS)
    try:
        _switch(parts, qtbot, language)
        parts.plan.set_fields({"framework": "tensorflow", "target": "windows"})
        qtbot.waitUntil(
            lambda: parts.plan.state.plan is not None and bool(parts.plan.state.plan.conflicts),
            timeout=WAIT_MS,
        )
        conflict = _current_plan(parts).conflicts[0]
        message, fixes = conflict_text(conflict, translator(language))
        assert message != conflict.message  # translated, not the English fallback
        shown = _shown(parts, qtbot, tmp_path, 2, "result_view")
        assert conflict.message not in shown
        assert message in shown
        assert all(fix in shown for fix in fixes)
        assert not ENGLISH_RUN.search(shown), ENGLISH_RUN.search(shown)
    finally:
        _switch(parts, qtbot, "en")


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_an_input_the_engine_rejects_is_said_in_chinese(qtbot, parts: AppParts, language):  # type: ignore[no-untyped-def]
    """The engine's input errors are catalogued sentences: the wizard shows them in the
    chosen language (the CLI prints the English one)."""
    qtbot.waitUntil(lambda: parts.plan.state.plan is not None, timeout=WAIT_MS)
    try:
        _switch(parts, qtbot, language)
        parts.plan.set_fields({"mode": "lora", "precision": "int4"})
        qtbot.waitUntil(lambda: parts.plan.state.plan_error_text is not None, timeout=WAIT_MS)
        text = parts.plan.state.plan_error_text
        assert parts.plan.state.plan_error_field == "precision"
        assert "QLoRA" in text and "LoRA on 4-bit weights" not in text
        assert not ENGLISH_RUN.search(text), text
    finally:
        _switch(parts, qtbot, "en")
