"""Live samples for the monitor page, taken in their own QThread.

:class:`SamplerWorker` lives in a :class:`QThread`; it creates its source there (so NVML
is initialised, queried and shut down on that thread only), samples on a timer and emits
immutable :class:`dlconfig.monitor.Snapshot` objects (the engine's one snapshot type,
NaN where a value is not available). The GUI thread never calls pynvml.

The thread is never destroyed while it runs (Qt aborts the process then: "QThread:
Destroyed while thread ... is still running"). Shutting down stops it and waits a bounded
time; a thread stuck in a call that never returns is left detached instead, and the
process ends quietly at exit rather than letting Qt abort on it.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

if TYPE_CHECKING:
    from dlconfig.services import Snapshot

log = logging.getLogger(__name__)


class SampleSource(Protocol):
    def sample(self) -> Snapshot: ...

    def close(self) -> None: ...


SourceFactory = Callable[[], SampleSource]


class SamplerWorker(QObject):
    """Samples on a timer in its own thread.

    Signals: ``sampled(Snapshot)``, ``failed(str)``. ``interval_ms`` is the timer's
    interval (read it from this worker's thread, or after it settles).
    """

    sampled = Signal(object)
    failed = Signal(str)

    def __init__(self, make_source: SourceFactory) -> None:
        super().__init__()
        self._make_source = make_source
        self._source: SampleSource | None = None
        self._timer: QTimer | None = None
        self._failures = 0
        self.interval_ms = 0

    @Slot(int)
    def start_sampling(self, interval_ms: int) -> None:
        if self._source is None:
            try:
                self._source = self._make_source()
            except Exception as exc:
                log.warning("sampler could not start", exc_info=True)
                self.failed.emit(str(exc))
                return
        if self._timer is None:
            from PySide6.QtCore import Qt  # on first sampling, not at start-up (theme.py)

            self._timer = QTimer(self)
            self._timer.setTimerType(Qt.TimerType.CoarseTimer)
            self._timer.timeout.connect(self._on_timer_timeout)
        self.interval_ms = int(interval_ms)
        self._timer.start(self.interval_ms)
        self._on_timer_timeout()

    @Slot(int)
    def set_interval(self, interval_ms: int) -> None:
        """A new interval; takes effect at once when sampling, else at the next start."""
        self.interval_ms = int(interval_ms)
        if self._timer is not None and self._timer.isActive():
            self._timer.start(self.interval_ms)

    @Slot()
    def stop_sampling(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    @Slot()
    def shut_down(self) -> None:
        """Stop and release the source (NVML shutdown happens here, on this thread)."""
        self.stop_sampling()
        if self._source is not None:
            try:
                self._source.close()
            except Exception:
                log.warning("sampler source did not close cleanly", exc_info=True)
            self._source = None
        thread = self.thread()
        thread.quit()

    def _on_timer_timeout(self) -> None:
        if self._source is None:
            return
        try:
            snapshot = self._source.sample()
        except Exception as exc:  # a failing metric never stops the monitor
            self._failures += 1
            if self._failures in (1, 10, 100):
                log.warning("sampling failed", exc_info=True)
            self.failed.emit(str(exc))
            return
        self.sampled.emit(snapshot)


class SamplerThread(QObject):
    """Owns the thread and the worker; the GUI side calls these methods.

    Signals: ``sampled(Snapshot)``, ``failed(str)`` (re-emitted from the worker).
    ``interval_ms`` follows :meth:`set_interval_ms` (the app wires it to the settings).
    """

    sampled = Signal(object)
    failed = Signal(str)
    _start_requested = Signal(int)
    _interval_requested = Signal(int)
    _stop_requested = Signal()
    _shutdown_requested = Signal()

    def __init__(
        self, make_source: SourceFactory, interval_ms: int = 1000, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.interval_ms = int(interval_ms)
        self._thread = QThread()
        self._thread.setObjectName("dlconfig-sampler")
        self._worker = SamplerWorker(make_source)
        self._worker.moveToThread(self._thread)
        self._worker.sampled.connect(self.sampled)
        self._worker.failed.connect(self.failed)
        self._start_requested.connect(self._worker.start_sampling)
        self._interval_requested.connect(self._worker.set_interval)
        self._stop_requested.connect(self._worker.stop_sampling)
        self._shutdown_requested.connect(self._worker.shut_down)
        self.is_running = False
        self.is_detached = False

    @property
    def worker(self) -> SamplerWorker:
        return self._worker

    def start(self) -> None:
        if not self._thread.isRunning():
            self._thread.start()
        self._start_requested.emit(self.interval_ms)
        self.is_running = True

    def set_interval_ms(self, interval_ms: int) -> None:
        """Sample every ``interval_ms`` from now on (at once when running)."""
        if int(interval_ms) == self.interval_ms:
            return
        self.interval_ms = int(interval_ms)
        if self._thread.isRunning():
            self._interval_requested.emit(self.interval_ms)

    def stop(self) -> None:
        if self._thread.isRunning():
            self._stop_requested.emit()
        self.is_running = False

    def shut_down(self, timeout_ms: int = 3000) -> bool:
        """Stop sampling, close the source on its thread, and join the thread.

        Waits at most ``timeout_ms``. Returns False when the thread did not stop (a call
        that never returns): it is then left detached (see the module's notes).
        """
        self.is_running = False
        if not self._thread.isRunning():
            return True
        self._shutdown_requested.emit()
        if self._thread.wait(timeout_ms):
            return True
        log.warning("sampler thread did not stop in %d ms; it is left behind", timeout_ms)
        if not self.is_detached:
            self.is_detached = True
            # The exit handler holds the thread and its worker, so neither is destroyed
            # before it runs; it runs before PySide's own clean-up (registered earlier).
            atexit.register(_end_quietly_if_running, self._thread, self._worker)
        return False


def _end_quietly_if_running(thread: QThread, worker: QObject) -> None:
    """At exit: when a detached thread still runs, end the process now, before Qt would
    destroy the thread and abort (the exit status is 0: the app was closing normally)."""
    del worker  # held only so that it outlives the interpreter's clean-up
    if not thread.isRunning():
        return
    for stream in (sys.stdout, sys.stderr):
        # a closed or broken stream: nothing left to save
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    logging.shutdown()
    os._exit(0)
