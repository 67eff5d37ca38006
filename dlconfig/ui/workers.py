"""One-shot work off the GUI thread: a QRunnable whose signals come back on the GUI thread."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)


class TaskSignals(QObject):
    """Signals of a :class:`Task`.

    Signals: ``finished(object)`` with the result, ``failed(str)`` with a message,
    ``progressed(int, str)`` with percent and a step name.
    """

    finished = Signal(object)
    failed = Signal(str)
    progressed = Signal(int, str)


class Task(QRunnable):
    """Runs ``function(*args)`` on a pool thread; never touches widgets.

    If ``function`` accepts a ``progress`` keyword it receives a callable
    ``progress(percent, step_text)`` that emits ``progressed``.
    """

    def __init__(
        self, function: Callable[..., Any], *args: Any, wants_progress: bool = False
    ) -> None:
        super().__init__()
        self.signals = TaskSignals()
        self._function = function
        self._args = args
        self._wants_progress = wants_progress
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            if self._wants_progress:
                result = self._function(*self._args, progress=self._report)
            else:
                result = self._function(*self._args)
        except Exception as exc:  # a worker reports, it never takes the window down
            log.warning("background task failed", exc_info=True)
            self._emit(self.signals.failed, str(exc) or type(exc).__name__)
            return
        self._emit(self.signals.finished, result)

    def _report(self, percent: int, step_text: str = "") -> None:
        self._emit(self.signals.progressed, int(percent), step_text)

    def _emit(self, signal: Any, *values: Any) -> None:
        """Emit ``signal`` unless the app closed while the task ran: its signals object is
        deleted then, and there is nobody left to tell."""
        if not shiboken6.isValid(self.signals):
            return
        try:
            signal.emit(*values)
        except RuntimeError:  # deleted between the check and the emit (shutting down)
            log.debug("a background task finished after its window closed")


def start_task(
    pool: QThreadPool,
    function: Callable[..., Any],
    *args: Any,
    on_finished: Callable[[Any], None],
    on_failed: Callable[[str], None],
    on_progressed: Callable[[int, str], None] | None = None,
) -> Task:
    """Queue ``function(*args)`` on ``pool`` and connect its outcome to the given slots."""
    task = Task(function, *args, wants_progress=on_progressed is not None)
    task.signals.finished.connect(on_finished)
    task.signals.failed.connect(on_failed)
    if on_progressed is not None:
        task.signals.progressed.connect(on_progressed)
    pool.start(task)
    return task
