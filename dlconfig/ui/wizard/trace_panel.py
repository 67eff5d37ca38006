"""Step 1's "Exact memory (trace)": the workload's memory by part as PyTorch allocates it,
traced with fake tensors in a Python that has torch and transformers (the services door's
``run_trace``), on the pool, with Cancel; the traced figures beside the formula's, each
labelled."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from dlconfig.ui.cancel_control import CancelControl
from dlconfig.ui.wizard import choices
from dlconfig.ui.workers import start_task

if TYPE_CHECKING:
    from collections.abc import Callable

    from dlconfig.models.workload import Workload
    from dlconfig.services import KnowledgeBase
    from dlconfig.services.tracing import Trace
    from dlconfig.ui.plan_view_model import PlanViewModel


def _trace(workload: Workload, kb: KnowledgeBase, cancelled: Callable[[], bool]) -> Trace | str:
    """Runs on the pool: the trace, or why there is none (an expected outcome, not a
    failure of the app)."""
    from dlconfig.services.tracing import TraceError, run_trace

    try:
        return run_trace(workload, kb, cancelled=cancelled)
    except TraceError as exc:
        return str(exc)


class TracePanel(QWidget):
    """A button that traces the planned workload, its status, Cancel and the result."""

    def __init__(self, plan: PlanViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plan = plan
        self._pool = plan.pool  # the app's pool: shutdown waits for it
        self.trace_button = QPushButton()
        self.trace_button.clicked.connect(self.start)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self._cancel = CancelControl(self.status_label)
        self._cancel.button.setVisible(False)
        self.result_view = QTextBrowser()
        self.result_view.setVisible(False)
        row = QHBoxLayout()
        row.addWidget(self.trace_button)
        row.addWidget(self._cancel.button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.status_label)
        layout.addWidget(self.result_view)
        self._task: Any = None
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.trace_button.setText(self.tr("Exact memory (trace)"))
        self.trace_button.setToolTip(
            self.tr(
                "Build the model from its config with PyTorch's fake tensors and count what"
                " one step allocates, part by part: no GPU and no weights needed, but a Python"
                " with torch and transformers."
            )
        )
        self._cancel.retranslate()

    def start(self) -> None:
        plan = self._plan.state.plan
        if plan is None or self._task is not None:
            return
        self._cancel.arm()
        self._show_running(True)
        self.status_label.setText(self.tr("Tracing one step with fake tensors…"))
        self._task = start_task(
            self._pool,
            _trace,
            plan.workload,
            self._plan.kb,
            self._cancel.is_set,
            on_finished=self._on_finished,
            on_failed=self._on_failed,
        )

    def _show_running(self, running: bool) -> None:
        self.trace_button.setEnabled(not running)
        self._cancel.button.setVisible(running)
        self._cancel.button.setEnabled(running)

    def _on_failed(self, message: str) -> None:
        self._task = None
        self._show_running(False)
        self.status_label.setText(self.tr("No trace: %1").replace("%1", message))

    def _on_finished(self, trace: Trace | str) -> None:
        from dlconfig.services.tracing import PARTS

        if isinstance(trace, str):
            self._on_failed(trace)
            return
        self._task = None
        self._show_running(False)
        report = trace.report
        self.status_label.setText(
            self.tr("Traced with torch %1, transformers %2 on %3 (CPU kernels)")
            .replace("%1", str(report["torch"]))
            .replace("%2", str(report["transformers"]))
            .replace("%3", str(report["date"]))
        )
        plan = self._plan.state.plan
        formula = {}
        if plan is not None and plan.requirements is not None:
            formula = {e.name: e.value for e in plan.requirements.estimates}
        traced, by_formula = self.tr("Traced"), self.tr("Formula")
        head = f"<tr><th></th><th>{html.escape(traced)}</th><th>{html.escape(by_formula)}</th></tr>"
        not_traced = self.tr("by formula: not in a trace")
        rows = "".join(
            f"<tr><td>{html.escape(choices.text(f'vram_part.{part}'))}</td>"
            f"<td align='right'>{trace.gib(part):,.2f} GiB"
            f"{f' ({html.escape(not_traced)})' if part in trace.by_formula else ''}</td>"
            f"<td align='right'>{f'{formula[part]:,.2f} GiB' if part in formula else ''}</td></tr>"
            for part in PARTS
        )
        peak = self.tr("Peak allocated in the trace: %1 GiB").replace(
            "%1", f"{trace.peak_gib:,.2f}"
        )
        untraced = self.tr(
            "Not in a trace, added by the formula: the CUDA context, the allocator's reserve,"
            " 4/8-bit kernels and sharding."
        )
        self.result_view.setHtml(
            f"<table cellpadding='2'>{head}{rows}</table><p>{html.escape(peak)}</p>"
            f"<p style='color:gray'>{html.escape(untraced)}</p>"
        )
        self.result_view.setVisible(True)
