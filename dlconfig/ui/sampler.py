"""Live samples for the monitor page, taken in their own QThread.

:class:`SamplerWorker` lives in a :class:`QThread`; it creates its source there (so NVML
is initialised, queried and shut down on that thread only), samples on a timer and emits
immutable :class:`MonitorSnapshot` objects. The GUI thread never calls pynvml.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GpuReading:
    """One GPU at one moment; None where the GPU does not report the metric."""

    name: str
    util_pct: float | None = None
    mem_used_bytes: float | None = None
    mem_total_bytes: float | None = None
    temp_c: float | None = None
    power_w: float | None = None


@dataclass(frozen=True)
class MonitorSnapshot:
    """The machine at one moment. Rates are bytes per second since the previous sample."""

    t_s: float
    cpu_pct: float
    per_core_pct: tuple[float, ...]
    mem_pct: float
    swap_pct: float
    disk_read_bps: float
    disk_write_bps: float
    net_rx_bps: float
    net_tx_bps: float
    gpus: tuple[GpuReading, ...] = ()
    gpu_note: str | None = None


class SampleSource(Protocol):
    def sample(self) -> MonitorSnapshot: ...

    def close(self) -> None: ...


SourceFactory = Callable[[], SampleSource]


class SamplerWorker(QObject):
    """Samples on a timer in its own thread.

    Signals: ``sampled(MonitorSnapshot)``, ``failed(str)``.
    """

    sampled = Signal(object)
    failed = Signal(str)

    def __init__(self, make_source: SourceFactory) -> None:
        super().__init__()
        self._make_source = make_source
        self._source: SampleSource | None = None
        self._timer: QTimer | None = None
        self._failures = 0

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
        self._timer.start(int(interval_ms))
        self._on_timer_timeout()

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

    Signals: ``sampled(MonitorSnapshot)``, ``failed(str)`` (re-emitted from the worker).
    """

    sampled = Signal(object)
    failed = Signal(str)
    _start_requested = Signal(int)
    _stop_requested = Signal()
    _shutdown_requested = Signal()

    def __init__(self, make_source: SourceFactory, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("dlconfig-sampler")
        self._worker = SamplerWorker(make_source)
        self._worker.moveToThread(self._thread)
        self._worker.sampled.connect(self.sampled)
        self._worker.failed.connect(self.failed)
        self._start_requested.connect(self._worker.start_sampling)
        self._stop_requested.connect(self._worker.stop_sampling)
        self._shutdown_requested.connect(self._worker.shut_down)
        self.is_running = False

    def start(self, interval_ms: int) -> None:
        if not self._thread.isRunning():
            self._thread.start()
        self._start_requested.emit(int(interval_ms))
        self.is_running = True

    def stop(self) -> None:
        if self._thread.isRunning():
            self._stop_requested.emit()
        self.is_running = False

    def shut_down(self, timeout_ms: int = 3000) -> None:
        """Stop sampling, close the source on its thread, and join the thread."""
        if self._thread.isRunning():
            self._shutdown_requested.emit()
            if not self._thread.wait(timeout_ms):
                log.warning("sampler thread did not stop in %d ms", timeout_ms)
        self.is_running = False
