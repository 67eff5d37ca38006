"""The plan wizard: a step indicator, five steps and the summary, Back and Next."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QThreadPool, QTimer
from PySide6.QtGui import QKeySequence, QMouseEvent, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.units import number_text
from dlconfig.ui.wizard import choices, hardware_step, infra_step, stack_step, workload_step
from dlconfig.ui.wizard.container_step import ContainerStepPage
from dlconfig.ui.wizard.hardware_step import HardwareStepPage
from dlconfig.ui.wizard.infra_step import InfraStepPage
from dlconfig.ui.wizard.stack_step import StackStepPage
from dlconfig.ui.wizard.summary_step import SummaryStepPage
from dlconfig.ui.wizard.workload_step import WorkloadStepPage

if TYPE_CHECKING:
    from dlconfig.ui.settings_view_model import SettingsViewModel

STEP_FIELDS: tuple[tuple[str, ...], ...] = (
    workload_step.FIELDS,
    hardware_step.FIELDS,
    stack_step.FIELDS,
    (),
    infra_step.FIELDS,
    (),
)
STEP_COUNT = 6
# The steps' titles in the label catalogue ("step.<id>"), in order.
STEP_IDS = ("workload", "hardware", "stack", "container", "infra", "summary")


def step_of_field(field: str) -> int:
    """Which step holds the input ``field`` (unknown fields belong to the first)."""
    for index, fields in enumerate(STEP_FIELDS):
        if field in fields or any(field.startswith(f + ".") for f in fields):
            return index
    return 0


class PlanPage(QWidget):
    """Walks the five steps; Next is disabled, with the reason, while a step is invalid."""

    def __init__(  # noqa: PLR0915 - lays out the page's widgets in reading order
        self,
        plan: PlanViewModel,
        pool: QThreadPool,
        settings: SettingsViewModel | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._plan = plan
        self._pool = pool
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 12)
        header = QHBoxLayout()
        self.title_label = QLabel()
        self.title_label.setObjectName("pageTitle")
        header.addWidget(self.title_label)
        header.addStretch(1)
        self.plan_status_label = QLabel()
        self.plan_status_label.setObjectName("muted")
        header.addWidget(self.plan_status_label)
        layout.addLayout(header)
        # The indicator never sets the page's minimum width: a narrow page numbers the
        # steps instead of naming them (resizeEvent).
        self.indicator = QWidget()
        self.indicator.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        indicator = QHBoxLayout(self.indicator)
        indicator.setContentsMargins(0, 0, 0, 0)
        indicator.setSpacing(6)
        self.step_labels: list[QLabel] = []
        self.is_indicator_compact = False
        for index in range(STEP_COUNT):
            label = QLabel()
            label.setCursor(Qt.CursorShape.PointingHandCursor)
            label.installEventFilter(self)
            self.step_labels.append(label)
            indicator.addWidget(label)
            if index < STEP_COUNT - 1:
                arrow = QLabel("›")
                arrow.setObjectName("muted")
                indicator.addWidget(arrow)
        indicator.addStretch(1)
        layout.addWidget(self.indicator)
        self.steps = [
            WorkloadStepPage(plan),
            HardwareStepPage(plan),
            StackStepPage(plan),
            ContainerStepPage(plan, pool),
            InfraStepPage(plan),
            SummaryStepPage(plan, pool, settings),
        ]
        self.stack = QStackedWidget()
        for step in self.steps:
            # A step narrower or lower than its panels need scrolls rather than clips
            # (or widens the window past a small screen); at full size it just fills.
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(step)
            self.stack.addWidget(scroll)
        layout.addWidget(self.stack, 1)
        footer = QHBoxLayout()
        self.blocked_label = QLabel()
        self.blocked_label.setObjectName("error")
        self.blocked_label.setWordWrap(True)
        self.back_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setDefault(True)
        footer.addWidget(self.blocked_label, 1)
        footer.addWidget(self.back_button)
        footer.addWidget(self.next_button)
        layout.addLayout(footer)
        self.back_button.clicked.connect(self._on_back_button_clicked)
        self.next_button.clicked.connect(self._on_next_button_clicked)
        # Back and Next keep their place: the message beside them may wrap, never push.
        # (the Next button gets the width of its longest text in _retranslate)
        self.blocked_label.setMinimumHeight(2 * self.blocked_label.fontMetrics().lineSpacing())
        self.back_shortcut = QShortcut(QKeySequence("Alt+Left"), self)
        self.back_shortcut.activated.connect(self._on_back_button_clicked)
        self.next_shortcut = QShortcut(QKeySequence("Alt+Right"), self)
        self.next_shortcut.activated.connect(self._on_next_button_clicked)
        # Enter in a field goes to the next step, as in a wizard dialog (a multi-line text
        # field keeps its Enter: it takes the key before any shortcut does).
        self.enter_shortcuts = [
            QShortcut(
                QKeySequence(key), self, context=Qt.ShortcutContext.WidgetWithChildrenShortcut
            )
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ]
        for shortcut in self.enter_shortcuts:
            shortcut.activated.connect(self._on_enter)
        self._shown_plan: object = None
        self.last_update_ms: float | None = None
        plan.state_changed.connect(self._on_plan_state_changed)
        self.stack.setCurrentIndex(min(plan.state.wizard_step, STEP_COUNT - 1))
        self._retranslate()

    @property
    def is_settled(self) -> bool:
        """No edit waits for a pause in typing and no plan is being made."""
        typing = any(
            getattr(step, "binder", None) is not None and step.binder.is_typing()
            for step in self.steps
        )
        return not typing and self._plan.is_idle

    @property
    def current_step(self) -> int:
        return self.stack.currentIndex()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on a step's name goes there (forward only past valid steps)."""
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and watched in self.step_labels
        ):
            self.go_to_step(self.step_labels.index(watched))  # type: ignore[arg-type]
            return True
        return super().eventFilter(watched, event)

    def go_to_step(self, index: int) -> bool:
        """Go to step ``index`` as the user would: back freely, forward one Next at a time
        while no step in between is blocked. Returns whether it moved."""
        while self.current_step < index:
            if self.blocking_reason(self._plan.state) is not None:
                return False
            self.go_to(self.current_step + 1)
        if index < self.current_step:
            self.go_to(index)
        return self.current_step == index

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _step_names(self) -> list[str]:
        titles = [choices.text(f"step.{step}") for step in STEP_IDS]
        return [
            f"{index} {title}" if index < STEP_COUNT else title
            for index, title in enumerate(titles, 1)
        ]

    def _retranslate(self) -> None:
        self.title_label.setText(self.tr("Plan"))
        self.back_button.setText(self.tr("Back"))
        # Back and Next keep their place from step to step: Next is as wide as its
        # longest text in this language.
        metrics = self.next_button.fontMetrics()
        widest = max(
            metrics.horizontalAdvance(
                self.tr("Next: %1").replace("%1", choices.text(f"step.{step}"))
            )
            for step in STEP_IDS[1:]
        )
        self.next_button.setFixedWidth(widest + 32)
        self._render(self._plan.state)
        if hasattr(self, "last_update_ms"):
            self._show_status()

    def _on_plan_state_changed(self, state: PlanState) -> None:
        if state.wizard_step != self.current_step:
            self.go_to(state.wizard_step)
        self._render(state)

    def blocking_reason(self, state: PlanState) -> str | None:
        """Why Next is disabled on the current step, or None."""
        step = self.current_step
        fields = STEP_FIELDS[step]
        names: dict[str, Any] = self.steps[step].field_names()
        bad = [names.get(f) or f for f in state.input_errors if fields and step_of_field(f) == step]
        error_field = state.plan_error_field
        if error_field and fields and step_of_field(error_field) == step:
            bad.append(names.get(error_field) or error_field)
        if bad:
            return self.tr("Fix the marked fields first: %1").replace(
                "%1", ", ".join(dict.fromkeys(bad))
            )
        if state.plan is None and step > 0:
            return self.tr("No plan can be made yet: %1").replace(
                "%1", state.plan_error_text or self.tr("waiting for the planner")
            )
        return None

    def _full_indicator_px(self) -> int:
        """The width the step indicator needs with every step's name (and the margins)."""
        metrics = self.step_labels[0].fontMetrics()
        names = sum(metrics.horizontalAdvance(name) + 28 for name in self._step_names())
        arrows = (STEP_COUNT - 1) * (metrics.horizontalAdvance("›") + 12)
        return names + arrows + 40

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A narrow page numbers the steps it is not on, so the indicator fits."""
        compact = event.size().width() < self._full_indicator_px()
        if compact != self.is_indicator_compact:
            self.is_indicator_compact = compact
            self._render_indicator()
        super().resizeEvent(event)

    def _render_indicator(self) -> None:
        names = self._step_names()
        for index, label in enumerate(self.step_labels):
            short = self.is_indicator_compact and index not in (self.current_step, STEP_COUNT - 1)
            label.setText(str(index + 1) if short else names[index])
            label.setToolTip(names[index])

    def _render(self, state: PlanState) -> None:
        self._render_indicator()
        for index, label in enumerate(self.step_labels):
            name = (
                "stepCurrent"
                if index == self.current_step
                else ("stepDone" if index < self.current_step else "stepTodo")
            )
            if label.objectName() != name:
                label.setObjectName(name)
                label.style().unpolish(label)
                label.style().polish(label)
        last = self.current_step == STEP_COUNT - 1
        self.back_button.setEnabled(self.current_step > 0)
        self.next_button.setVisible(not last)
        self.next_button.setText(
            self.tr("Next: %1").replace(
                "%1", choices.text(f"step.{STEP_IDS[self.current_step + 1]}")
            )
            if not last
            else ""
        )
        reason = None if last else self.blocking_reason(state)
        self.next_button.setEnabled(reason is None)
        self.next_button.setToolTip(reason or self.tr("Enter or Alt+→"))
        self.blocked_label.setText(reason or "")
        if state.is_planning:
            self.plan_status_label.setText(self.tr("Planning…"))
        elif state.plan is not None and state.plan is not self._shown_plan:
            # The steps have rendered this plan (they were connected first); the time is
            # read once the repaint they asked for is done (posted events run first).
            self._shown_plan = state.plan
            started = state.edit_started_s
            QTimer.singleShot(0, self, lambda: self._show_update_time(started, state.plan_ms))
        elif state.plan is None:
            self.plan_status_label.setText("")

    def _show_update_time(self, started: float | None, plan_ms: float | None) -> None:
        """From the edit (after the pause in typing) to the repainted page, in ms."""
        elapsed = (time.perf_counter() - started) * 1000 if started is not None else plan_ms
        self.last_update_ms = elapsed
        self._show_status()

    def _show_status(self) -> None:
        if self._plan.state.is_planning:
            self.plan_status_label.setText(self.tr("Planning…"))
            return
        if self.last_update_ms is None or self._plan.state.plan is None:
            self.plan_status_label.setText("")
            return
        self.plan_status_label.setText(
            self.tr("Plan updated in %1 ms").replace("%1", number_text(self.last_update_ms, 0))
        )
        self.plan_status_label.setToolTip(
            self.tr("From your edit to the updated page, planning and drawing included.")
        )

    def go_to(self, index: int) -> None:
        index = max(0, min(index, STEP_COUNT - 1))
        self.stack.setCurrentIndex(index)
        self._plan.set_wizard_step(index)
        self._render(self._plan.state)

    def _on_back_button_clicked(self) -> None:
        self.go_to(self.current_step - 1)

    def _on_enter(self) -> None:
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractSpinBox):
            focused.interpretText()  # the typed number counts before the step changes
        self._on_next_button_clicked()

    def _on_next_button_clicked(self) -> None:
        if self.blocking_reason(self._plan.state) is None:
            self.go_to(self.current_step + 1)
