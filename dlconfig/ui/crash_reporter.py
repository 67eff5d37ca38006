"""Unhandled errors: a dialog with a copyable report, a rotating log, native-crash traces.

``sys.excepthook`` and ``threading.excepthook`` route here. Errors from other threads
are carried to the GUI thread by a queued signal. ``faulthandler`` writes native crashes
to a file that the next start offers to the user.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import platform
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import IO

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QObject, Signal, qVersion
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from dlconfig import __version__

log = logging.getLogger(__name__)

LOG_NAME = "dlconfig.log"
NATIVE_CRASH_NAME = "native-crash.log"


def setup_logging(folder: Path) -> Path | None:
    """A rotating log file (1 MB, three kept) under ``folder``; None if not writable."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / LOG_NAME, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    return folder / LOG_NAME


def scrub(text: str) -> str:
    """Replace the home folder with ``~`` so a report carries no personal path."""
    home = str(Path.home())
    return text.replace(home, "~") if home and home != "/" else text


def report_text(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> str:
    header = (
        f"dlconfig {__version__} · Python {platform.python_version()} · "
        f"Qt {qVersion()} · PySide6 {pyside_version} · {platform.platform()}"
    )
    body = "".join(traceback.format_exception(kind, value, tb))
    return scrub(f"{header}\n\n{body}")


class CrashDialog(QDialog):
    """Shows what went wrong, with the details ready to copy."""

    def __init__(self, message: str, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Something went wrong"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr("dlconfig hit an unexpected error and keeps running. The error was:")
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.message_label = QLabel(message)
        self.message_label.setWordWrap(True)
        self.message_label.setObjectName("error")
        layout.addWidget(self.message_label)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setObjectName("code")
        layout.addWidget(self.details, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(
            self.tr("Copy details"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def _on_copy_button_clicked(self) -> None:
        QApplication.clipboard().setText(self.details.toPlainText())


class CrashReporter(QObject):
    """Installs the hooks; shows at most one dialog at a time.

    Signals: ``crashed(str, str)`` (message, details), delivered on the GUI thread.
    """

    crashed = Signal(str, str)

    def __init__(self, folder: Path, show_dialogs: bool = True) -> None:
        super().__init__()
        self._folder = folder
        self._show_dialogs = show_dialogs
        self._dialog: CrashDialog | None = None
        self._native_file: IO[str] | None = None
        self.crashed.connect(self._on_self_crashed)

    def install(self) -> None:
        self._previous_hooks = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._on_exception
        threading.excepthook = self._on_thread_exception

    def uninstall(self) -> None:
        previous = getattr(self, "_previous_hooks", None)
        if previous is not None:
            sys.excepthook, threading.excepthook = previous
            self._previous_hooks = None
        if self._native_file is not None:
            faulthandler.disable()
            self._native_file.close()
            self._native_file = None

    def previous_native_crash(self) -> str | None:
        """The trace a native crash left at the last run, moved aside once read."""
        path = self._folder / NATIVE_CRASH_NAME
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
        if not text.strip():
            return None
        try:
            path.replace(path.with_suffix(".previous.log"))
        except OSError:
            return None
        return scrub(text)

    def enable_native_trace(self) -> None:
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            self._native_file = open(self._folder / NATIVE_CRASH_NAME, "w", encoding="utf-8")  # noqa: SIM115
        except OSError:
            return
        faulthandler.enable(self._native_file)

    def _on_exception(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        details = report_text(kind, value, tb)
        log.error("unhandled error\n%s", details)
        self.crashed.emit(f"{kind.__name__}: {value}", details)

    def _on_thread_exception(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        self._on_exception(args.exc_type, args.exc_value, args.exc_traceback)

    def _on_self_crashed(self, message: str, details: str) -> None:
        if not self._show_dialogs or self._dialog is not None:
            return
        self._dialog = CrashDialog(scrub(message), details, QApplication.activeWindow())
        self._dialog.finished.connect(self._on_dialog_finished)
        self._dialog.open()

    def _on_dialog_finished(self, _result: int) -> None:
        self._dialog = None
