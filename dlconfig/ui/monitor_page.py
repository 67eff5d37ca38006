"""Live monitor: CPU, memory, disk, network and GPUs, sampled only while visible."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dlconfig.services import RingBuffer
from dlconfig.ui.folders import write_text_atomically
from dlconfig.ui.sampler import MonitorSnapshot, SamplerThread
from dlconfig.ui.ui_settings import HISTORY_MIN, INTERVALS_MS, UiSettings
from dlconfig.ui.units import number_text, rate_text

if TYPE_CHECKING:
    from dlconfig.ui.monitor_plots import GpuPlotsWidget, SystemPlotsWidget

SYSTEM_COLUMNS = (
    "cpu_pct",
    "ram_pct",
    "swap_pct",
    "disk_read_bps",
    "disk_write_bps",
    "net_rx_bps",
    "net_tx_bps",
)
GPU_COLUMNS = ("util_pct", "mem_pct", "temp_c", "power_w")


def _nan(value: float | None) -> float:
    return float("nan") if value is None else float(value)


class MonitorPage(QWidget):
    """Plots fed from ring buffers; the sampler runs only while this page is visible."""

    def __init__(
        self, sampler: SamplerThread, settings: UiSettings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._sampler = sampler
        self._settings = settings
        self.is_paused = False
        self.interval_ms = settings.sample_interval_ms
        self.history_min = settings.history_min
        self.system_plots: SystemPlotsWidget | None = None
        self.gpu_plots: GpuPlotsWidget | None = None
        self.gpu_note: str | None = None
        self.samples_seen = 0
        self._times: RingBuffer
        self._system: RingBuffer
        self._cores: RingBuffer | None = None
        self._gpus: list[RingBuffer] = []
        self._gpu_names: list[str] = []
        self._allocate()
        # Redraws are coalesced: samples arriving faster than drawing cost one redraw.
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setSingleShot(True)
        self._redraw_timer.setInterval(0)
        self._redraw_timer.timeout.connect(self._redraw)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 12)
        header = QHBoxLayout()
        self.title_label = QLabel()
        self.title_label.setObjectName("pageTitle")
        header.addWidget(self.title_label)
        header.addStretch(1)
        self.interval_label = QLabel()
        self.interval_combo = QComboBox()
        for value in INTERVALS_MS:
            self.interval_combo.addItem(
                f"{number_text(value / 1000, 2 if value < 1000 else 0)} s", value
            )
        self.interval_combo.setCurrentIndex(INTERVALS_MS.index(self.interval_ms))
        self.history_label = QLabel()
        self.history_combo = QComboBox()
        for value in HISTORY_MIN:
            self.history_combo.addItem(f"{value} min", value)
        self.history_combo.setCurrentIndex(HISTORY_MIN.index(self.history_min))
        self.pause_button = QPushButton()
        self.csv_button = QPushButton()
        self.png_button = QPushButton()
        for widget in (
            self.interval_label,
            self.interval_combo,
            self.history_label,
            self.history_combo,
            self.pause_button,
            self.csv_button,
            self.png_button,
        ):
            header.addWidget(widget)
        layout.addLayout(header)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("muted")
        # Its text changes every sample; an ignored width keeps that from re-laying out.
        self.summary_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.summary_label)
        self._system_host = QVBoxLayout()
        layout.addLayout(self._system_host, 3)
        self.gpu_stack = QStackedWidget()
        self.gpu_message = QLabel()
        self.gpu_message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.gpu_message.setWordWrap(True)
        self.gpu_message.setObjectName("muted")
        self.gpu_stack.addWidget(self.gpu_message)
        self.gpu_stack.setMaximumHeight(80)
        layout.addWidget(self.gpu_stack, 2)

        self.interval_combo.currentIndexChanged.connect(self._on_interval_combo_changed)
        self.history_combo.currentIndexChanged.connect(self._on_history_combo_changed)
        self.pause_button.clicked.connect(self._on_pause_button_clicked)
        self.csv_button.clicked.connect(self._on_csv_button_clicked)
        self.png_button.clicked.connect(self._on_png_button_clicked)
        sampler.sampled.connect(self._on_sampler_sampled)
        sampler.failed.connect(self._on_sampler_failed)
        self._retranslate()

    # ---- buffers -------------------------------------------------------------------

    @property
    def capacity(self) -> int:
        return max(int(self.history_min * 60_000 / self.interval_ms), 1)

    def _allocate(self) -> None:
        capacity = self.capacity
        self._times = RingBuffer(capacity, 1)
        self._system = RingBuffer(capacity, len(SYSTEM_COLUMNS))
        if self._cores is not None:
            self._cores = RingBuffer(capacity, self._cores.width)
        self._gpus = [RingBuffer(capacity, len(GPU_COLUMNS)) for _ in self._gpu_names]

    def buffer_bytes(self) -> int:
        total = self._times.nbytes + self._system.nbytes + sum(b.nbytes for b in self._gpus)
        return total + (self._cores.nbytes if self._cores is not None else 0)

    def history_length(self) -> int:
        return len(self._times)

    # ---- visibility ----------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._ensure_plots()
        if not self.is_paused:
            self._sampler.start(self.interval_ms)

    def hideEvent(self, event: QHideEvent) -> None:
        self._sampler.stop()
        super().hideEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _ensure_plots(self) -> None:
        if self.system_plots is not None:
            return
        from dlconfig.ui.monitor_plots import SystemPlotsWidget

        cores = self._cores.width if self._cores is not None else (self._core_count())
        self.system_plots = SystemPlotsWidget(cores)
        self._system_host.addWidget(self.system_plots)
        self._redraw()

    @staticmethod
    def _core_count() -> int:
        import os

        return os.cpu_count() or 1

    def _retranslate(self) -> None:
        self.title_label.setText(self.tr("Live monitor"))
        self.interval_label.setText(self.tr("Interval"))
        self.history_label.setText(self.tr("History"))
        self.pause_button.setText(self.tr("Resume") if self.is_paused else self.tr("Pause"))
        self.csv_button.setText(self.tr("Export CSV…"))
        self.png_button.setText(self.tr("Export PNG…"))
        if self.system_plots is not None:
            self.system_plots.retranslate()
        if self.gpu_plots is not None:
            self.gpu_plots.retranslate()
        self._show_gpu_note()
        self._update_summary()

    def _show_gpu_note(self) -> None:
        if self._gpu_names:
            return
        if self.gpu_note:
            text = self.tr("No GPU graphs: %1").replace("%1", self.gpu_note)
        elif self.samples_seen:
            text = self.tr("No NVIDIA GPU was found on this machine, so there are no GPU graphs.")
        else:
            text = self.tr("Waiting for the first sample…")
        self.gpu_message.setText(text)

    # ---- samples -------------------------------------------------------------------

    def _on_sampler_sampled(self, snapshot: MonitorSnapshot) -> None:
        self.add_snapshot(snapshot)

    def _on_sampler_failed(self, message: str) -> None:
        self.summary_label.setText(self.tr("Sampling problem: %1").replace("%1", message))

    def add_snapshot(self, snapshot: MonitorSnapshot) -> None:
        """Store one sample and, when visible, redraw."""
        if self._cores is None or self._cores.width != max(len(snapshot.per_core_pct), 1):
            self._cores = RingBuffer(self.capacity, max(len(snapshot.per_core_pct), 1))
        names = [gpu.name for gpu in snapshot.gpus]
        if names != self._gpu_names:
            self._gpu_names = names
            self._gpus = [RingBuffer(self.capacity, len(GPU_COLUMNS)) for _ in names]
            self._rebuild_gpu_plots()
        self.gpu_note = snapshot.gpu_note
        self._times.append([snapshot.t_s])
        self._system.append(
            [
                snapshot.cpu_pct,
                snapshot.mem_pct,
                snapshot.swap_pct,
                snapshot.disk_read_bps,
                snapshot.disk_write_bps,
                snapshot.net_rx_bps,
                snapshot.net_tx_bps,
            ]
        )
        self._cores.append(snapshot.per_core_pct or (snapshot.cpu_pct,))
        for buffer, gpu in zip(self._gpus, snapshot.gpus, strict=False):
            mem_pct = (
                100.0 * gpu.mem_used_bytes / gpu.mem_total_bytes
                if gpu.mem_used_bytes is not None and gpu.mem_total_bytes
                else None
            )
            buffer.append([_nan(gpu.util_pct), _nan(mem_pct), _nan(gpu.temp_c), _nan(gpu.power_w)])
        self.samples_seen += 1
        self._last = snapshot
        if self.samples_seen == 1:
            self._show_gpu_note()
        if self.isVisible() and not self._redraw_timer.isActive():
            self._redraw_timer.start()

    def _rebuild_gpu_plots(self) -> None:
        if self.gpu_plots is not None:
            self.gpu_stack.removeWidget(self.gpu_plots)
            self.gpu_plots.deleteLater()
            self.gpu_plots = None
        if self._gpu_names:
            from dlconfig.ui.monitor_plots import GpuPlotsWidget

            self.gpu_plots = GpuPlotsWidget(self._gpu_names)
            self.gpu_stack.addWidget(self.gpu_plots)
            self.gpu_stack.setCurrentWidget(self.gpu_plots)
        else:
            self.gpu_stack.setCurrentWidget(self.gpu_message)
            self._show_gpu_note()
        # Without GPU plots the message needs a line or two, not half the page.
        self.gpu_stack.setMaximumHeight(16_777_215 if self._gpu_names else 80)

    def _x_seconds(self) -> np.ndarray:
        times = self._times.column(0)
        return times - times[-1] if times.size else times

    def _redraw(self) -> None:
        self._update_summary()
        if self.system_plots is None or len(self._times) == 0:
            return
        x_s = self._x_seconds()
        cores = self._cores.rows() if self._cores is not None else np.empty((0, 0))
        self.system_plots.update_data(x_s, self._system.rows(), cores)
        if self.gpu_plots is not None:
            self.gpu_plots.update_data(x_s, [buffer.rows() for buffer in self._gpus])

    def _update_summary(self) -> None:
        if self.samples_seen == 0:
            return
        s = self._last
        self.summary_label.setText(
            self.tr("CPU %1% · RAM %2% · disk %3 read, %4 write · network %5 in, %6 out")
            .replace("%1", number_text(s.cpu_pct, 0))
            .replace("%2", number_text(s.mem_pct, 0))
            .replace("%3", rate_text(s.disk_read_bps))
            .replace("%4", rate_text(s.disk_write_bps))
            .replace("%5", rate_text(s.net_rx_bps))
            .replace("%6", rate_text(s.net_tx_bps))
        )

    # ---- controls ------------------------------------------------------------------

    def _on_interval_combo_changed(self, index: int) -> None:
        self.set_interval_ms(int(self.interval_combo.itemData(index)))

    def set_interval_ms(self, interval_ms: int) -> None:
        self.interval_ms = interval_ms
        self._settings.sample_interval_ms = interval_ms
        self._allocate()
        if self.isVisible() and not self.is_paused:
            self._sampler.start(interval_ms)

    def _on_history_combo_changed(self, index: int) -> None:
        self.history_min = int(self.history_combo.itemData(index))
        self._settings.history_min = self.history_min
        self._allocate()
        self._redraw()

    def _on_pause_button_clicked(self) -> None:
        self.is_paused = not self.is_paused
        if self.is_paused:
            self._sampler.stop()
        elif self.isVisible():
            self._sampler.start(self.interval_ms)
        self._retranslate()

    def history_csv(self) -> str:
        """The history as CSV: seconds relative to the newest sample, then each series."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        header = ["t_s", *SYSTEM_COLUMNS]
        header += [f"gpu{i}_{c}" for i in range(len(self._gpus)) for c in GPU_COLUMNS]
        writer.writerow(header)
        x_s = self._x_seconds()
        system = self._system.rows()
        gpus = [buffer.rows() for buffer in self._gpus]
        for row in range(len(self._times)):
            values = [x_s[row], *system[row]]
            for gpu in gpus:
                values += list(gpu[row]) if row < len(gpu) else [float("nan")] * len(GPU_COLUMNS)
            writer.writerow(["" if np.isnan(v) else f"{v:.3f}" for v in values])
        return out.getvalue()

    def _on_csv_button_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export history"), "monitor.csv", self.tr("CSV (*.csv)")
        )
        if path:
            try:
                write_text_atomically(Path(path), self.history_csv())
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Not saved"), str(exc))

    def export_png(self, path: Path) -> bool:
        return bool(self.grab().save(str(path), "PNG"))

    def _on_png_button_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export plots"), "monitor.png", self.tr("PNG image (*.png)")
        )
        if path and not self.export_png(Path(path)):
            QMessageBox.warning(self, self.tr("Not saved"), path)
