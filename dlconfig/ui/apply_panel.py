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

    from dlconfig.services import ApplyPreview, ApplyProgress, ApplyResult, CommandRunner


@dataclass(frozen=True)
class ApplyOutcome:
    """How a set-up ended: ``status`` "done", "failed", "cancelled" (the half-made
    environment removed) or "cancelled-kept" (cancelled while checking a complete one)."""

    status: str
    result: ApplyResult | None = None
    message: str = ""
    cache_grown_bytes: int = 0
    cache_path: str = ""


def _apply(
    folder: Path,
    runner: CommandRunner | None,
    cpu: bool,
    cancelled: Callable[[], bool],
    progress: Callable[[int, str], None],
) -> ApplyOutcome:
    """Runs on a pool thread. ``progress(percent, line)``: each step has its share of the
    bar, and download bytes (when uv announces them) fill the step's share; percent -1
    leaves the bar as it is. ``cpu``: install the CPU build instead of the plan's."""
    from dlconfig.services import (
        ApplyCancelledError,
        ApplyError,
        apply_bundle,
        cpu_requirements,
        preview_bundle,
        uv_cache,
    )

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
    before = uv_cache() if runner is None else None

    def left_in_cache() -> dict[str, Any]:
        after = uv_cache() if before is not None else None
        if before is None or after is None or after.size_bytes <= before.size_bytes:
            return {}
        return {
            "cache_grown_bytes": after.size_bytes - before.size_bytes,
            "cache_path": str(after.path),
        }

    try:
        if cpu:
            extra["cpu_requirements"] = cpu_requirements(preview_bundle(folder))
        result = apply_bundle(folder, on_progress=on_progress, is_cancelled=cancelled, **extra)
    except ApplyError as exc:
        return ApplyOutcome("failed", message=str(exc), **left_in_cache())
    except ApplyCancelledError:
        # Cancelled while checking a complete environment: it stays.
        kept = (folder / ".venv").exists()
        return ApplyOutcome("cancelled-kept" if kept else "cancelled", **left_in_cache())
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
        self._add_confirm(layout)
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
        self.install_button.clicked.connect(lambda: self._start(cpu=False))
        self.cpu_button.clicked.connect(lambda: self._start(cpu=True))
        self.not_now_button.clicked.connect(lambda: self._show_confirm(None))
        self._preview: ApplyPreview | None = None
        self._no_gpu = False
        self._show_confirm(None)
        self._show_running(False)
        self._show_system(())
        self.progress_bar.setVisible(False)  # until the first set-up
        self.log_view.setVisible(False)
        app = QCoreApplication.instance()
        if app is not None:  # quitting cancels a set-up: the half-made environment goes
            app.aboutToQuit.connect(self._cancel.event.set)
        self._retranslate()

    def _add_confirm(self, layout: QVBoxLayout) -> None:
        """Before anything is installed: what will be, where, and (without an NVIDIA GPU)
        the CPU build instead of the plan's CUDA build."""
        self.confirm_label = QLabel()
        self.confirm_label.setWordWrap(True)
        layout.addWidget(self.confirm_label)
        row = QHBoxLayout()
        self.install_button = QPushButton()
        self.cpu_button = QPushButton()
        self.not_now_button = QPushButton()
        for button in (self.install_button, self.cpu_button, self.not_now_button):
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)

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
        self.install_button.setText(self.tr("Install"))
        self.cpu_button.setText(self.tr("Install the CPU build"))
        self.not_now_button.setText(self.tr("Not now"))
        if self._preview is not None:
            self.confirm_label.setText(self._confirm_text(self._preview))

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
        from dlconfig.services import ApplyError, has_nvidia_gpu, is_set_up, preview_bundle

        self.log_view.clear()
        try:
            preview = preview_bundle(self.folder)
        except ApplyError as exc:
            self.status_label.setText(self.tr("Set-up failed: %1").replace("%1", str(exc)))
            return
        self._show_system(preview.info.system_commands)
        if is_set_up(preview.info):  # only verified: nothing is installed
            self._start(cpu=False)
            return
        self._no_gpu = preview.needs_nvidia and not has_nvidia_gpu()
        self._show_confirm(preview)

    def _show_confirm(self, preview: ApplyPreview | None) -> None:
        """Show what set-up will install (None: hide the question)."""
        self._preview = preview
        asking = preview is not None
        self.confirm_label.setVisible(asking)
        self.install_button.setVisible(asking)
        self.not_now_button.setVisible(asking)
        self.cpu_button.setVisible(asking and self._no_gpu)
        if preview is not None:
            self.confirm_label.setText(self._confirm_text(preview))

    def _confirm_text(self, preview: ApplyPreview) -> str:
        names = ", ".join(p.split("==")[0].split(" ")[0] for p in preview.packages)
        lines = [
            self.tr(
                "Set up will create %1 with Python %2 and install %n package(s): %3.",
                "",
                len(preview.packages),
            )
            .replace("%1", str(preview.env_dir))
            .replace("%2", preview.info.python)
            .replace("%3", names)
        ]
        if preview.cuda_variant:
            lines.append(
                self.tr("The framework is its CUDA build (%1).").replace("%1", preview.cuda_variant)
            )
        lines.append(
            self.tr(
                "The download size is known once uv resolves the packages; downloads stay in"
                " uv's cache."
            )
        )
        if self._no_gpu:
            lines.append(
                self.tr(
                    "This machine has no NVIDIA GPU: the CUDA build cannot use one here. The"
                    " CPU build is smaller and runs the code for trying it."
                )
            )
            if preview.cpu_left_out:
                lines.append(
                    self.tr("The CPU build leaves out %1 (they build against CUDA).").replace(
                        "%1", ", ".join(preview.cpu_left_out)
                    )
                )
        return "\n".join(lines)

    def _start(self, *, cpu: bool) -> None:
        if self._running or self.folder is None:
            return
        self._show_confirm(None)
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
            cpu,
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
            if outcome.cache_grown_bytes:
                self.status_label.setText(self._cache_text(outcome))
                return
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

    def _cache_text(self, outcome: ApplyOutcome) -> str:
        mib = f"{outcome.cache_grown_bytes / (1 << 20):,.1f}"
        return (
            self.tr(
                "Cancelled; the half-made environment was removed. uv's download cache (%1)"
                " keeps %2 MiB from this run: 'uv cache prune' or 'uv cache clean' removes it."
            )
            .replace("%1", outcome.cache_path)
            .replace("%2", mib)
        )

    def _on_task_failed(self, message: str) -> None:
        self._show_running(False)
        self.status_label.setText(self.tr("Set-up failed: %1").replace("%1", message))
