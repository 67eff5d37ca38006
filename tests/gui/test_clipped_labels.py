"""At 1366x768, in every language, no label of the wizard's steps is cut off."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QSizePolicy

from dlconfig.ui.application import AppParts
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.plan_page import PlanPage

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def clipped(page) -> list[str]:  # type: ignore[no-untyped-def]
    found = []
    for label in page.findChildren(QLabel):
        if not label.isVisible() or label.wordWrap() or not label.text():
            continue
        if label.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            continue
        if label.width() < label.minimumSizeHint().width():
            found.append(f"{label.text()!r}: {label.width()} < {label.minimumSizeHint().width()}")
    return found


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_no_wizard_label_is_cut_off(qtbot, parts: AppParts, lang: str):
    window = parts.window
    window.resize(1366, 768)
    settings_page = window.page("settings")
    assert isinstance(settings_page, SettingsPage)
    window.show_page("plan")
    page = window.page("plan")
    assert isinstance(page, PlanPage)
    try:
        settings_page.select_language(lang)
        qtbot.waitUntil(lambda: (page.title_label.text() == "Plan") == (lang == "en"))
        problems = []
        for step in range(6):
            page.go_to(step)
            qtbot.waitUntil(lambda s=step: page.steps[s].isVisible())
            window.layout().activate()
            problems += [f"step {step}: {p}" for p in clipped(page.steps[step])]
        assert not problems, problems
    finally:
        settings_page.select_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_no_label_of_the_other_pages_is_cut_off(qtbot, parts: AppParts, lang: str):
    window = parts.window
    window.resize(1366, 768)
    settings_page = window.page("settings")
    assert isinstance(settings_page, SettingsPage)
    try:
        settings_page.select_language(lang)
        plan = window.page("plan")
        qtbot.waitUntil(lambda: (plan.title_label.text() == "Plan") == (lang == "en"))
        problems = []
        for key in ("machine", "monitor", "doctor", "settings"):
            window.show_page(key)
            qtbot.waitUntil(window.page(key).isVisible)
            window.layout().activate()
            problems += [f"{key}: {p}" for p in clipped(window.page(key))]
        assert not problems, problems
    finally:
        settings_page.select_language("en")
