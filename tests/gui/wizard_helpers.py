"""Reaching the plan wizard's pages in GUI tests."""

from __future__ import annotations

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.plan_page import PlanPage
from dlconfig.ui.wizard.workload_step import WorkloadStepPage
from tests.gui.conftest import WAIT_MS


def plan_page(parts: AppParts) -> PlanPage:
    page = parts.window.page("plan")
    assert isinstance(page, PlanPage)
    return page


def step_one(parts: AppParts) -> WorkloadStepPage:
    step = plan_page(parts).steps[0]
    assert isinstance(step, WorkloadStepPage)
    return step


def settle(qtbot, parts: AppParts) -> None:  # type: ignore[no-untyped-def]
    """Wait for the debounced re-plan to land."""
    qtbot.waitUntil(lambda: plan_page(parts).is_settled, timeout=WAIT_MS)


def go_to_step(qtbot, parts: AppParts, index: int):  # type: ignore[no-untyped-def]
    """Open the plan page, let it settle and click Next ``index`` times; the step's page."""
    from PySide6.QtCore import Qt

    parts.window.show_page("plan")
    settle(qtbot, parts)
    page = plan_page(parts)
    for _ in range(index):
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    return page.steps[index]
