"""Summary page: "Set up on this machine" for the exported bundle, with progress, a log,
Cancel, and the system commands shown for the user to run (never run from here)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dlconfig.ui.cancel_control import CancelControl
from dlconfig.ui.workers import start_task

if TYPE_CHECKING:
    from collections.abc import Callable

    from dlconfig.services import ApplyProgress, ApplyResult, CommandRunner


@dataclass(frozen=True)
class ApplyOutcome:
    """How a set-up ended: ``status`` "done", "failed", "cancelled" (the half-made
    environment removed) or "cancelled-kept" (cancelled while checking a complete one)."""

    status: str
    result: ApplyResult | None = None
    message: str = ""


def _apply(
    folder: Path,
    runner: CommandRunner | None,
    cancelled: Callable[[], bool],
    progress: Callable[[int, str], None],
) -> ApplyOutcome:
    """Runs on a pool thread. ``progress(percent, line)``: each step has its share of the
    bar, and download bytes (when uv announces them) fill the step's share; percent -1
    leaves the bar as it is."""
    from dlconfig.services import ApplyCancelledError, ApplyError, apply_bundle

    at = [0, 1]  # the step running, of how many

    def on_progress(event: ApplyProgress) -> None:
        if event.kind == "step":
            at[:] = [event.step, max(event.steps, 1)]
            progress((event.step - 1) * 100 // at[1], f"[{event.step}/{event.steps}] {event.text}")
        elif event.kind == "line":
            progress(-1, event.text)
        elif event.kind == "bytes" and event.total_bytes:
            share = min(event.done_bytes / event.total_bytes, 1.0)
            progress(int((at[0] - 1 + share) * 100 / at[1]), "")

    extra: dict[str, Any] = {} if runner is None else {"runner": runner}
    try:
        result = apply_bundle(folder, on_progress=on_progress, is_cancelled=cancelled, **extra)
    except ApplyError as exc:
        return ApplyOutcome("failed", message=str(exc))
    except ApplyCancelledError:
        # Cancelled while checking a complete environment: it stays.
        kept = (folder / ".venv").exists()
        return ApplyOutcome("cancelled-kept" if kept else "cancelled")
    return ApplyOutcome("done", result)


class ApplyPanel(QWidget):
    """Sets up ``folder`` (an exported bundle) on a ``QThreadPool`` worker through the
    services door. System steps are never run here: their commands are shown. Has no
    signals of its own; ``status_label`` says how it ended, ``log_view`` what ran.

    ``runner``: the command runner (tests pass a fake one); None runs real commands.
    """

    def __init__(
        self,
        pool: QThreadPool,
        runner: CommandRunner | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._pool = pool  # the app's pool, which shutdown waits on
        self.runner = runner
        self._running = False
        self.folder: Path | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.apply_button = QPushButton()
        self.status_label = QLabel()
        self._cancel = CancelControl(self.status_label)
        self.cancel_button = self._cancel.button
        row.addWidget(self.apply_button, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 100)
        layout.addWidget(self.progress_bar)
        self.system_label = QLabel()
        self.system_label.setWordWrap(True)
        layout.addWidget(self.system_label)
        self.system_view = QPlainTextEdit()
        self.system_view.setReadOnly(True)
        self.system_view.setMaximumHeight(90)
        layout.addWidget(self.system_view)
        self.log_view = QPlainTextEdit()
        self.log_view.setReadOnly(True)
        self.log_view.setMaximumBlockCount(5000)
        layout.addWidget(self.log_view, 1)
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.apply_button.clicked.connect(self._on_apply_button_clicked)
        self._show_running(False)
        self._show_system(())
        self.progress_bar.setVisible(False)  # until the first set-up
        self.log_view.setVisible(False)
        app = QCoreApplication.instance()
        if app is not None:  # quitting cancels a set-up: the half-made environment goes
            app.aboutToQuit.connect(self._cancel.event.set)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.apply_button.setText(self.tr("Set up on this machine"))
        self.apply_button.setToolTip(
            self.tr(
                "Creates the bundle's Python environment (.venv in the export folder) with uv"
                " and checks it with scripts/verify_env.py."
            )
        )
        self._cancel.retranslate()
        self.system_label.setText(
            self.tr("System steps, not run here: run them yourself in a terminal if needed.")
        )

    @property
    def is_running(self) -> bool:
        return self._running

    def set_folder(self, folder: Path | None) -> None:
        """The exported bundle to set up; None (no export yet) disables the button."""
        self.folder = folder
        self.apply_button.setEnabled(folder is not None and not self._running)

    def _show_running(self, running: bool) -> None:
        self._running = running
        self.apply_button.setEnabled(not running and self.folder is not None)
        self._cancel.show_running(running)

    def _show_system(self, commands: tuple[str, ...]) -> None:
        self.system_view.setPlainText("\n".join(commands))
        self.system_label.setVisible(bool(commands))
        self.system_view.setVisible(bool(commands))

    def _on_apply_button_clicked(self) -> None:
        if self._running or self.folder is None:
            return
        from dlconfig.services import ApplyError, read_bundle

        self.log_view.clear()
        try:
            info = read_bundle(self.folder)
        except ApplyError as exc:
            self.status_label.setText(self.tr("Set-up failed: %1").replace("%1", str(exc)))
            return
        self._show_system(info.system_commands)
        self.progress_bar.setVisible(True)
        self.log_view.setVisible(True)
        self._cancel.arm()
        self.progress_bar.setValue(0)
        self.status_label.setText(self.tr("Setting up…"))
        self._show_running(True)
        start_task(
            self._pool,
            _apply,
            self.folder,
            self.runner,
            self._cancel.is_set,
            on_finished=self._on_task_finished,
            on_failed=self._on_task_failed,
            on_progressed=self._on_task_progressed,
        )

    def _on_task_progressed(self, percent: int, line: str) -> None:
        if percent >= 0:
            self.progress_bar.setValue(percent)
        if line:
            self.log_view.appendPlainText(line)

    def _on_task_finished(self, outcome: Any) -> None:
        self._show_running(False)
        if outcome.status == "cancelled":
            self.progress_bar.setValue(0)
            self.status_label.setText(
                self.tr("Cancelled; the half-made environment was removed, nothing else changed.")
            )
            return
        if outcome.status == "cancelled-kept":
            self.status_label.setText(
                self.tr("Cancelled while checking; the environment is complete and kept.")
            )
            return
        if outcome.status == "failed":
            self.progress_bar.setValue(0)
            self.status_label.setText(self.tr("Set-up failed: %1").replace("%1", outcome.message))
            return
        result: ApplyResult = outcome.result
        self.progress_bar.setValue(100)
        passed = sum(1 for check in result.checks if check.is_ok)
        if not result.is_ok:
            first = result.failed[0].text if result.failed else ""
            self.status_label.setText(self.tr("Check failed: %1").replace("%1", first))
        elif result.is_fresh:
            self.status_label.setText(self.tr("Set up: %n check(s) pass.", "", passed))
        else:
            self.status_label.setText(self.tr("Already set up: %n check(s) pass.", "", passed))

    def _on_task_failed(self, message: str) -> None:
        self._show_running(False)
        self.status_label.setText(self.tr("Set-up failed: %1").replace("%1", message))
