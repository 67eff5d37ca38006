"""Switching the language at run time retranslates what is on screen."""

from __future__ import annotations

import pytest

from dlconfig.ui.application import AppParts
from dlconfig.ui.i18n import language_for_locale
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_switching_language_in_settings_changes_visible_texts(qtbot, parts: AppParts):
    settings_page = parts.window.page("settings")
    plan_page = parts.window.page("plan")
    assert isinstance(settings_page, SettingsPage) and isinstance(plan_page, PlanPage)
    parts.window.show_page("settings")
    assert parts.window.sidebar.item(0).text() == "This machine"
    settings_page.select_language("zh_CN")
    qtbot.waitUntil(lambda: parts.window.sidebar.item(0).text() == "本机", timeout=WAIT_MS)
    assert settings_page.title_label.text() == "设置"
    assert plan_page.back_button.text() == "上一步"
    assert plan_page.steps[0].labels["batch_size"].text() == "批大小"
    assert parts.window.file_menu.title().startswith("文件")
    settings_page.select_language("zh_TW")
    qtbot.waitUntil(lambda: parts.window.sidebar.item(0).text() == "本機", timeout=WAIT_MS)
    assert settings_page.title_label.text() == "設定"
    settings_page.select_language("en")
    qtbot.waitUntil(lambda: parts.window.sidebar.item(0).text() == "This machine", timeout=WAIT_MS)
    assert parts.settings.state.language == "en"


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("zh-Hant", "zh_TW"),
        ("zh-Hant-TW", "zh_TW"),
        ("zh_HK", "zh_TW"),
        ("zh-MO", "zh_TW"),
        ("zh_TW", "zh_TW"),
        ("zh-Hans", "zh_CN"),
        ("zh-Hans-SG", "zh_CN"),
        ("zh_SG", "zh_CN"),
        ("zh_CN", "zh_CN"),
        ("zh", "zh_CN"),
        ("en_US", "en"),
        ("de-DE", "en"),
    ],
)
def test_locale_maps_to_a_shipped_language(locale: str, language: str):
    assert language_for_locale(locale) == language


def test_dark_palette_restyles_the_window(qtbot, parts: AppParts, qapp):
    from PySide6.QtGui import QColor, QPalette

    from dlconfig.ui.theme import is_dark

    original = qapp.palette()
    dark = QPalette(original)
    dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    dark.setColor(QPalette.ColorRole.Base, QColor("#2b2c2f"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#e8eaed"))
    try:
        qapp.setPalette(dark)
        qtbot.waitUntil(lambda: "#2b2c2f" in qapp.styleSheet(), timeout=WAIT_MS)
        assert is_dark(qapp)
    finally:
        qapp.setPalette(original)
    qtbot.waitUntil(lambda: "#2b2c2f" not in qapp.styleSheet(), timeout=WAIT_MS)


def test_reasons_translate_by_code_and_fall_back_to_english(qapp, qtbot):
    from dlconfig.ui.i18n import LanguageSwitcher
    from dlconfig.ui.reason_text import translate_code

    switcher = LanguageSwitcher(qapp)
    try:
        assert switcher.apply("zh_CN")
        text = translate_code("stack.cudnn", {"cudnn": "9.1.0"}, "cuDNN 9.1.0 is the version.")
        assert text == "cuDNN 9.1.0 是此版本构建时所用的版本。"
        assert translate_code("no.such.code", {}, "English stays") == "English stays"
        # A template whose fields the params do not fill keeps the English text.
        assert translate_code("stack.cudnn", {}, "cuDNN text") == "cuDNN text"
    finally:
        switcher.apply("en")
