"""The main window fits the screen and has a Help menu with About and the guide."""

from __future__ import annotations

import pytest

from dlconfig import __version__
from dlconfig.ui.application import AppParts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_the_window_fits_the_available_screen(parts: AppParts):
    window = parts.window
    area = window.screen().availableGeometry()
    assert window.frameGeometry().height() <= area.height()
    assert window.frameGeometry().width() <= area.width()
    assert area.contains(window.geometry().topLeft())


def test_help_menu_offers_about_with_versions_kb_date_and_licences(parts: AppParts):
    window = parts.window
    titles = [a.text() for a in window.menuBar().actions()]
    assert "&Help" in titles
    assert window.about_action.text() and window.readme_action.text()
    text = window.about_html()
    plan = parts.plan.state.plan
    assert plan is not None and plan.kb_as_of is not None
    assert __version__ in text
    assert plan.kb_as_of.isoformat() in text
    assert "MIT" in text
    assert "README" in text
