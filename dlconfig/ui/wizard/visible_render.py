"""Render a wizard step only while it is the step on screen.

Every edit changes the plan's state several times; a step the user cannot see need not
follow each change. A hidden step is marked stale and rendered once, with the newest
state, when it becomes the current step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QScrollArea, QStackedWidget, QWidget

from dlconfig.ui.plan_view_model import PlanState, PlanViewModel


class VisibleRenderer(QObject):
    """Calls ``render(state)`` on ``plan.state_changed`` while ``page`` (or the scroll
    area holding it) is the current widget of its stack (or has no stack); otherwise on
    the page's next Show or when its stack makes it current. ``render_count`` counts
    the calls (tests, benchmarks)."""

    def __init__(
        self, page: QWidget, plan: PlanViewModel, render: Callable[[PlanState], None]
    ) -> None:
        super().__init__(page)
        self._page = page
        self._plan = plan
        self._render = render
        self._is_stale = False
        self._stack: QStackedWidget | None = None
        self.render_count = 0
        plan.state_changed.connect(self._on_plan_state_changed)
        page.installEventFilter(self)

    def _is_current(self) -> bool:
        slot = self._page
        parent = slot.parentWidget()
        scroll = parent.parentWidget() if parent is not None else None
        if isinstance(scroll, QScrollArea) and scroll.widget() is slot:  # a scrolled step
            slot, parent = scroll, scroll.parentWidget()
        if isinstance(parent, QStackedWidget):
            if parent is not self._stack:
                self._stack = parent
                parent.currentChanged.connect(self._on_stack_current_changed)
            return parent.currentWidget() is slot
        return True

    def _on_plan_state_changed(self, state: PlanState) -> None:
        if self._is_current():
            self._is_stale = False
            self.render_count += 1
            self._render(state)
        else:
            self._is_stale = True

    def _flush(self) -> None:
        if self._is_stale and self._is_current():
            self._is_stale = False
            self.render_count += 1
            self._render(self._plan.state)

    def _on_stack_current_changed(self, _index: int) -> None:
        self._flush()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._page and event.type() == QEvent.Type.Show:
            self._flush()
        return False


def render_when_visible(
    page: QWidget, plan: PlanViewModel, render: Callable[[PlanState], None]
) -> VisibleRenderer:
    """Connect ``render`` to the plan's changes for ``page`` (kept as ``page.renderer``)."""
    renderer = VisibleRenderer(page, plan, render)
    page.renderer = renderer  # type: ignore[attr-defined]
    return renderer
