"""Benchmark panel on the machine page: a quick run with progress, cancel and comparisons."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dlconfig.models.messages import BENCH_REASON_PREFIX
from dlconfig.ui.machine_view_model import MachineViewModel
from dlconfig.ui.reason_text import translate_code
from dlconfig.ui.units import number_text, quantity_text
from dlconfig.ui.wizard import choices
from dlconfig.ui.workers import start_task

if TYPE_CHECKING:
    from dlconfig.services import BenchResult, KnowledgeBase


def _quick_bench(*args: Any, **kwargs: Any) -> Any:
    """``services.run_quick_bench``, imported on the pool thread (not at start-up)."""
    from dlconfig.services import run_quick_bench

    return run_quick_bench(*args, **kwargs)


class BenchPanel(QFrame):
    """Runs ``run_quick_bench`` on the pool; never blocks the window.

    Signals: ``measured(BenchReport)`` when a run finishes without being cancelled
    (the export adds it to the PDF).
    """

    measured = Signal(object)

    def __init__(
        self,
        machine: MachineViewModel,
        kb: Callable[[], KnowledgeBase],
        pool: QThreadPool,
        run: Callable[..., Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self._machine = machine
        self._kb = kb
        self._pool = pool
        self._run = run
        self._cancel = threading.Event()
        self._tasks: list[object] = []
        self.report: Any = None
        self.error_text: str | None = None
        self.is_running = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        header = QHBoxLayout()
        self.title_label = QLabel()
        self.title_label.setObjectName("cardTitle")
        self.start_button = QPushButton()
        self.cancel_button = QPushButton()
        self.cancel_button.setEnabled(False)
        header.addWidget(self.title_label, 1)
        header.addWidget(self.start_button)
        header.addWidget(self.cancel_button)
        layout.addLayout(header)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 100)
        self.progress_bar.setVisible(False)
        layout.addWidget(self.progress_bar)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        layout.addWidget(self.result_label)
        self.start_button.clicked.connect(self._on_start_button_clicked)
        self.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        app = QCoreApplication.instance()
        if app is not None:  # a running benchmark stops when the app quits
            app.aboutToQuit.connect(self.cancel_and_wait)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.title_label.setText(self.tr("Benchmark this machine"))
        self.start_button.setText(self.tr("Run quick benchmark"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._render()

    def _on_start_button_clicked(self) -> None:
        self.start()

    def start(self) -> None:
        if self.is_running:
            return
        self.is_running = True
        self._cancel = threading.Event()
        self.report, self.error_text = None, None
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress_bar.setValue(0)
        self.progress_bar.setVisible(True)
        self._tasks = [
            start_task(
                self._pool,
                self._run or _quick_bench,
                self._machine.state.profile,
                self._kb(),
                self._cancel,
                on_finished=self._on_bench_task_finished,
                on_failed=self._on_bench_task_failed,
                on_progressed=self._on_bench_task_progressed,
            )
        ]
        self._render()

    def _on_cancel_button_clicked(self) -> None:
        self._cancel.set()
        self.cancel_button.setEnabled(False)

    def cancel_and_wait(self) -> None:
        """Ask a running benchmark to stop; the pool's shutdown then waits for it."""
        self._cancel.set()

    def _on_bench_task_progressed(self, percent: int, step: str) -> None:
        self.progress_bar.setValue(percent)
        self.progress_bar.setFormat(f"{step} · %p%")

    def _on_bench_task_finished(self, report: object) -> None:
        self.report = report
        self._done()
        if not getattr(report, "is_cancelled", True):
            self.measured.emit(report)

    def _on_bench_task_failed(self, message: str) -> None:
        self.error_text = message
        self._done()

    def _done(self) -> None:
        self.is_running = False
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress_bar.setVisible(False)
        self._render()

    def _render(self) -> None:
        if self.is_running:
            self.result_label.setText(self.tr("Measuring… the window stays usable."))
            return
        if self.error_text is not None:
            self.result_label.setText(
                self.tr("The benchmark could not run: %1").replace("%1", self.error_text)
            )
            return
        if self.report is None:
            self.result_label.setText(
                self.tr(
                    "About ten seconds: disk, memory bandwidth, CPU and (with CUDA) GPU, each set beside what the knowledge base expects."  # noqa: E501 - one literal for lupdate
                )
            )
            return
        import html  # only once there are results (not at start-up)

        comparisons = {c.code: c for c in self.report.comparisons}
        rows = []
        for result in self.report.results:
            if result.value is not None:
                shown = quantity_text(result.value, result.unit)
            else:
                shown = _why_no_figure(result)
            compared = comparisons.get(result.code)
            versus = (
                self.tr("%1% of %2")
                .replace("%1", number_text(compared.percent, 0))
                .replace("%2", compared.against)
                if compared is not None
                else ""
            )
            figure = choices.label("bench_result", result.code, result.label)
            rows.append(
                f"<tr><td style='padding-right:14px'>{html.escape(figure)}</td>"
                f"<td style='padding-right:14px'><b>{html.escape(shown)}</b></td>"
                f"<td style='color:gray'>{html.escape(versus)}</td></tr>"
            )
        note = (
            self.tr("Cancelled; the figures measured so far:") if self.report.is_cancelled else ""
        )
        self.result_label.setText(
            (f"<p>{html.escape(note)}</p>" if note else "") + "<table>" + "".join(rows) + "</table>"
        )


def _why_no_figure(result: BenchResult) -> str:
    """Why ``result`` has no figure, in the current language (its status without a reason)."""
    if result.reason_code is None:
        return result.reason or result.status.value
    code = BENCH_REASON_PREFIX + result.reason_code
    return translate_code(code, result.reason_params, result.reason or result.reason_code)
