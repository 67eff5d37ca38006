"""A narrow window (800×600) fits: the sidebar shows icons only, with the page names in
tooltips and for screen readers, and the plan page numbers the steps it is not on; at
1366×768 and 1920×1080 the sidebar keeps its names."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from dlconfig.ui.application import AppParts
from dlconfig.ui.main_window import PAGE_KEYS
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def _resize(parts: AppParts, qtbot, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    parts.window.resize(width, height)
    qtbot.waitUntil(lambda: parts.window.width() == width, timeout=WAIT_MS)


def test_800_by_600_fits_with_a_compact_sidebar(qtbot, parts: AppParts) -> None:  # type: ignore[no-untyped-def]
    window = parts.window
    for key in PAGE_KEYS:  # every page counts towards the window's minimum
        window.page(key)
    window.show_page("plan")
    _resize(parts, qtbot, 800, 600)
    assert window.minimumSizeHint().width() <= 800
    # The sidebar follows the native window's width, a turn of the event loop later.
    qtbot.waitUntil(lambda: window.is_sidebar_compact, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.sidebar.width() <= 64, timeout=WAIT_MS)
    item = window.sidebar.item(0)
    assert item.text() == "This machine"  # the name stays with the item, unpainted
    assert item.toolTip() == "This machine"
    sidebar = QAccessible.queryAccessibleInterface(window.sidebar)
    assert sidebar is not None  # what a screen reader is told
    assert sidebar.child(0).text(QAccessible.Text.Name) == "This machine"
    plan_page = window.page("plan")
    assert isinstance(plan_page, PlanPage)
    shown = [label.text() for label in plan_page.step_labels]
    assert shown[0] == "1 Workload" and shown[1] == "2"
    assert plan_page.step_labels[1].toolTip() == "2 Hardware"
    assert plan_page.indicator.width() <= plan_page.width()


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1920, 1080)])
def test_common_screens_keep_the_full_sidebar(qtbot, parts: AppParts, width, height) -> None:  # type: ignore[no-untyped-def]
    window = parts.window
    window.show_page("plan")
    _resize(parts, qtbot, 800, 600)
    _resize(parts, qtbot, width, height)
    qtbot.waitUntil(lambda: not window.is_sidebar_compact, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.sidebar.width() == 200, timeout=WAIT_MS)
    plan_page = window.page("plan")
    assert isinstance(plan_page, PlanPage)
    assert [label.text() for label in plan_page.step_labels][1] == "2 Hardware"
