"""Settings: refresh the knowledge base from the package index, with progress and Cancel."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QThreadPool
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from dlconfig.ui.cancel_control import CancelControl
from dlconfig.ui.workers import start_task

if TYPE_CHECKING:
    from collections.abc import Callable

    from dlconfig.services import RefreshOutcome, RefreshProgress, SkippedRelease


def _refresh(cancelled: Callable[[], bool], progress: Callable[[int, str], None]) -> RefreshOutcome:
    """Runs on a pool thread: the services door's refresh, its steps as percent and text."""
    from dlconfig.services import refresh_outcome

    def step(where: RefreshProgress) -> None:
        progress(where.percent, f"{where.package} {where.version or ''}".strip())

    return refresh_outcome(date.today(), progress=step, cancelled=cancelled)


class KbRefreshPanel(QWidget):
    """A "Refresh from the package index" button, a progress bar and Cancel.

    The refresh runs on a ``QThreadPool`` worker through the services door; Cancel stops
    it before its next pip call and leaves the installed knowledge base unchanged. Has no
    signals of its own; ``status_label`` says how it ended.
    """

    def __init__(self, pool: QThreadPool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pool = pool  # the app's pool, which shutdown waits on
        self._running = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.refresh_button = QPushButton()
        self.status_label = QLabel()
        self._cancel = CancelControl(self.status_label)
        self.cancel_button = self._cancel.button
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 100)
        row.addWidget(self.refresh_button)
        row.addWidget(self.progress_bar, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.refresh_button.clicked.connect(self._on_refresh_button_clicked)
        self._show_running(False)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.refresh_button.setText(self.tr("Refresh from the package index"))
        self._cancel.retranslate()
        self.refresh_button.setToolTip(
            self.tr(
                "Reads the torch and TensorFlow releases the knowledge base lacks through pip"
                " (with your pip configuration) and installs them as a dated overlay."
            )
        )

    @property
    def is_running(self) -> bool:
        return self._running

    def _show_running(self, running: bool) -> None:
        self._running = running
        self.refresh_button.setEnabled(not running)
        self._cancel.show_running(running)
        self.progress_bar.setVisible(running)

    def _on_refresh_button_clicked(self) -> None:
        if self._running:
            return
        self._cancel.arm()
        self.progress_bar.setValue(0)
        self.status_label.setText(self.tr("Reading the package index…"))
        self._show_running(True)
        start_task(
            self._pool,
            _refresh,
            self._cancel.is_set,
            on_finished=self._on_task_finished,
            on_failed=self._on_task_failed,
            on_progressed=self._on_task_progressed,
        )

    def _on_task_progressed(self, percent: int, step_text: str) -> None:
        self.progress_bar.setValue(percent)
        if not self._cancel.is_set():
            self.status_label.setText(self.tr("Reading %1…").replace("%1", step_text))

    def _on_task_finished(self, outcome: Any) -> None:
        self._show_running(False)
        self.status_label.setText(self._outcome_text(outcome))

    def _on_task_failed(self, message: str) -> None:
        self._show_running(False)
        self.status_label.setText(self.tr("Refresh failed: %1").replace("%1", message))

    def _skipped_text(self, item: SkippedRelease) -> str:
        name = f"{item.package} {item.version}"
        if item.why == "no_wheel":
            return self.tr("%1 (no Linux x86_64 wheel)").replace("%1", name)
        if item.why == "unreadable":
            return self.tr("%1 (no readable wheel metadata)").replace("%1", name)
        return f"{name} ({item.detail})"  # pip's own words

    def _outcome_text(self, outcome: RefreshOutcome) -> str:
        if outcome.status == "offline":
            return self.tr(
                "The package index could not be read through pip (%1); nothing changed."
            ).replace("%1", outcome.message)
        if outcome.status == "cancelled":
            return self.tr("Cancelled; the knowledge base is unchanged.")
        if outcome.status == "refused":
            return self.tr("The releases read were refused, nothing changed: %1").replace(
                "%1", outcome.message
            )
        text = (
            self.tr("Added %1. Plans use them after dlconfig restarts.").replace(
                "%1", ", ".join(outcome.added)
            )
            if outcome.status == "added"
            else self.tr(
                "The package index has no torch or TensorFlow release the knowledge base lacks;"
                " nothing changed."
            )
        )
        if outcome.skipped:
            items = "; ".join(self._skipped_text(item) for item in outcome.skipped)
            text += " " + self.tr("Skipped: %1").replace("%1", items)
        return text
