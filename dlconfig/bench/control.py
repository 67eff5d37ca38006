"""Progress reports, cancellation and time limits shared by every benchmark.

The GUI runs benchmarks in a worker thread: it passes a ``progress`` callback (called
from that worker thread; forward it to the GUI thread with a signal) and a
``threading.Event`` it sets to cancel. Benchmarks call ``Control.check()`` between
small steps, so a cancel takes effect within a fraction of a second.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass


class BenchCancelledError(Exception):
    """The run was cancelled through its cancel event."""


@dataclass(frozen=True)
class BenchProgress:
    """Where a run stands: ``fraction`` of the whole run (0..1) and the current step."""

    code: str
    label: str
    fraction: float
    message: str = ""


ProgressFn = Callable[[BenchProgress], None]


class Control:
    """Carries the progress callback and the cancel event through one run."""

    def __init__(
        self,
        progress: ProgressFn | None = None,
        cancel: threading.Event | None = None,
    ) -> None:
        self._progress = progress
        self.cancel = cancel if cancel is not None else threading.Event()
        self._span = (0.0, 1.0)
        self._code = ""
        self._label = ""

    def begin(self, code: str, label: str, start: float, end: float) -> None:
        """Enter a step that covers ``start``..``end`` of the whole run."""
        self._span = (start, end)
        self._code, self._label = code, label
        self.report(0.0)

    def report(self, step_fraction: float, message: str = "") -> None:
        """Report progress within the current step (0..1); raises BenchCancelledError."""
        self.check()
        if self._progress is not None:
            start, end = self._span
            inner = min(max(step_fraction, 0.0), 1.0)
            self._progress(
                BenchProgress(self._code, self._label, start + (end - start) * inner, message)
            )

    def check(self) -> None:
        """Raise BenchCancelledError when the cancel event is set."""
        if self.cancel.is_set():
            raise BenchCancelledError


class Deadline:
    """A time limit measured on the monotonic clock."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.start = time.perf_counter()

    @property
    def elapsed_s(self) -> float:
        return time.perf_counter() - self.start

    @property
    def fraction(self) -> float:
        return min(self.elapsed_s / self.seconds, 1.0) if self.seconds > 0 else 1.0

    def expired(self) -> bool:
        return self.elapsed_s >= self.seconds
