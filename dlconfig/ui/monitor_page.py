"""Live monitor: CPU, memory, disk, network and GPUs, sampled only while visible."""

from __future__ import annotations

from collections.abc import Mapping
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

# The monitor's engine parts, in one place: the snapshot, its history and the CSV format.
from dlconfig.models.messages import ParamValue
from dlconfig.services import History, Snapshot, gpu_series, history_csv
from dlconfig.ui.choice_combo import fill_choice_combo, interval_text, minutes_text
from dlconfig.ui.folders import write_text_atomically
from dlconfig.ui.reason_text import translate_code
from dlconfig.ui.sampler import SamplerThread
from dlconfig.ui.settings_view_model import HISTORY_MIN, INTERVALS_MS, SettingsViewModel
from dlconfig.ui.units import number_text, rate_text

if TYPE_CHECKING:
    from dlconfig.services import Settings
    from dlconfig.ui.monitor_plots import GpuPlotsWidget, SystemPlotsWidget

# History series the plots draw, in SystemPlotsWidget.update_data's column order.
SYSTEM_SERIES = (
    "cpu_pct",
    "mem_pct",
    "swap_pct",
    "disk_read_bps",
    "disk_write_bps",
    "net_rx_bps",
    "net_tx_bps",
)
GPU_PLOT_FIELDS = ("util_pct", "mem_pct", "temp_c", "power_w")
# A step longer than this many intervals is a gap (nothing was sampled in between).
GAP_FACTOR = 2.5


class MonitorPage(QWidget):
    """Plots fed from ring buffers; the sampler runs only while this page is visible."""

    def __init__(  # noqa: PLR0915 - lays out the page's widgets in reading order
        self, sampler: SamplerThread, settings: SettingsViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._sampler = sampler
        self._settings = settings
        self.is_paused = False
        self.interval_ms = settings.state.sample_interval_ms
        self.history_min = settings.state.history_minutes
        self.system_plots: SystemPlotsWidget | None = None
        self.gpu_plots: GpuPlotsWidget | None = None
        self.gpu_note: str | None = None
        self.gpu_note_code: str | None = None
        self.gpu_note_params: Mapping[str, ParamValue] = {}
        self.samples_seen = 0
        self._history: History | None = None  # made for the machine the first sample shows
        self._gpu_names: list[str] = []
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
        self.history_label = QLabel()
        self.history_combo = QComboBox()
        self._fill_combos()
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
        # The plots, apart from the controls: "Export PNG" writes this widget only.
        self.plots_host = QWidget()
        plots_layout = QVBoxLayout(self.plots_host)
        plots_layout.setContentsMargins(0, 0, 0, 0)
        self._system_host = QVBoxLayout()
        plots_layout.addLayout(self._system_host, 3)
        layout.addWidget(self.plots_host, 1)
        self.gpu_stack = QStackedWidget()
        self.gpu_message = QLabel()
        self.gpu_message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.gpu_message.setWordWrap(True)
        self.gpu_message.setObjectName("muted")
        self.gpu_stack.addWidget(self.gpu_message)
        self.gpu_stack.setMaximumHeight(80)
        plots_layout.addWidget(self.gpu_stack, 2)

        self.interval_combo.currentIndexChanged.connect(self._on_interval_combo_changed)
        self.history_combo.currentIndexChanged.connect(self._on_history_combo_changed)
        self.pause_button.clicked.connect(self._on_pause_button_clicked)
        self.csv_button.clicked.connect(self._on_csv_button_clicked)
        self.png_button.clicked.connect(self._on_png_button_clicked)
        sampler.sampled.connect(self._on_sampler_sampled)
        sampler.failed.connect(self._on_sampler_failed)
        settings.state_changed.connect(self._on_settings_state_changed)
        self._retranslate()

    # ---- buffers -------------------------------------------------------------------

    @property
    def capacity(self) -> int:
        return max(int(self.history_min * 60_000 / self.interval_ms), 1)

    def _allocate(self) -> None:
        """Start an empty history of :attr:`capacity` rows (on the next sample's machine)."""
        self._history = None

    def buffer_bytes(self) -> int:
        return self._history.nbytes if self._history is not None else 0

    def history_length(self) -> int:
        return len(self._history) if self._history is not None else 0

    def _fill_combos(self) -> None:
        fill_choice_combo(self.interval_combo, INTERVALS_MS, self.interval_ms, interval_text)
        fill_choice_combo(self.history_combo, HISTORY_MIN, self.history_min, minutes_text)

    # ---- visibility ----------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._ensure_plots()
        if not self.is_paused:
            self._sampler.start()

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

        history = self._history
        cores = history.cpu_cores if history is not None else self._core_count()
        self.system_plots = SystemPlotsWidget(cores, self.history_min * 60.0)
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
            self.gpu_message.clear()  # hidden behind the plots; no text left in a stale language
            return
        if self.gpu_note:
            note = (
                translate_code("probe." + self.gpu_note_code, self.gpu_note_params, self.gpu_note)
                if self.gpu_note_code
                else self.gpu_note
            )
            text = self.tr("No GPU graphs: %1").replace("%1", note)
        elif self.samples_seen:
            text = self.tr("No NVIDIA GPU was found on this machine, so there are no GPU graphs.")
        else:
            text = self.tr("Waiting for the first sample…")
        self.gpu_message.setText(text)

    # ---- samples -------------------------------------------------------------------

    def _on_sampler_sampled(self, snapshot: Snapshot) -> None:
        self.add_snapshot(snapshot)

    def _on_sampler_failed(self, message: str) -> None:
        self.summary_label.setText(self.tr("Sampling problem: %1").replace("%1", message))

    def add_snapshot(self, snapshot: Snapshot) -> None:
        """Store one sample and, when visible, redraw."""
        cores = max(len(snapshot.cpu_core_pct), 1)
        names = [gpu.name for gpu in snapshot.gpus]
        history = self._history
        if history is None or history.cpu_cores != cores or names != self._gpu_names:
            history = self._history = History(self.capacity, cores, len(names))
        if names != self._gpu_names:
            self._gpu_names = names
            self._rebuild_gpu_plots()
        self.gpu_note = snapshot.gpu_unavailable_reason
        self.gpu_note_code = snapshot.gpu_unavailable_code
        self.gpu_note_params = snapshot.gpu_unavailable_params
        history.append(snapshot)
        self.samples_seen += 1
        self._last = snapshot
        if self.samples_seen == 1:
            self._show_gpu_note()
        if self.isVisible() and not self._redraw_timer.isActive():
            self._redraw_timer.start()

    def plot_data(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[np.ndarray]]:
        """What the plots draw: seconds before the newest sample, the machine-wide series
        (columns of SYSTEM_SERIES), per-core load, and per GPU the GPU_PLOT_FIELDS columns.
        NaN, the snapshot's "not available", stays NaN (a gap in the curve)."""
        history = self._history
        if history is None or len(history) == 0:
            empty = np.empty(0)
            return empty, np.empty((0, len(SYSTEM_SERIES))), np.empty((0, 0)), []
        times = history.series("t_s")
        x_s = times - times[-1]
        system = np.column_stack([history.series(name) for name in SYSTEM_SERIES])
        gpus = [
            np.column_stack([history.series(gpu_series(i, f)) for f in GPU_PLOT_FIELDS])
            for i in range(history.gpu_count)
        ]
        cores = history.series("cpu_core_pct")
        # Where sampling stopped (page hidden, paused), a NaN row breaks each line
        # instead of a straight line bridging the time nobody measured.
        gaps = np.flatnonzero(np.diff(x_s) > GAP_FACTOR * self.interval_ms / 1000) + 1
        if gaps.size:
            x_s = np.insert(x_s, gaps, x_s[gaps - 1] + self.interval_ms / 1000)
            system = np.insert(system, gaps, np.nan, axis=0)
            cores = np.insert(cores, gaps, np.nan, axis=0)
            gpus = [np.insert(g, gaps, np.nan, axis=0) for g in gpus]
        return x_s, system, cores, gpus

    def _rebuild_gpu_plots(self) -> None:
        if self.gpu_plots is not None:
            self.gpu_stack.removeWidget(self.gpu_plots)
            self.gpu_plots.deleteLater()
            self.gpu_plots = None
        if self._gpu_names:
            from dlconfig.ui.monitor_plots import GpuPlotsWidget

            self.gpu_plots = GpuPlotsWidget(self._gpu_names, self.history_min * 60.0)
            self.gpu_stack.addWidget(self.gpu_plots)
            self.gpu_stack.setCurrentWidget(self.gpu_plots)
        else:
            self.gpu_stack.setCurrentWidget(self.gpu_message)
            self._show_gpu_note()
        # Without GPU plots the message needs a line or two, not half the page.
        self.gpu_stack.setMaximumHeight(16_777_215 if self._gpu_names else 80)

    def _redraw(self) -> None:
        self._update_summary()
        if self.system_plots is None or self.history_length() == 0:
            return
        x_s, system, cores, gpus = self.plot_data()
        self.system_plots.update_data(x_s, system, cores, self.history_min * 60.0)
        if self.gpu_plots is not None:
            self.gpu_plots.update_data(x_s, gpus, self.history_min * 60.0)

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
        """Change the ``sample_interval_ms`` setting (the sampler follows the settings)."""
        self._settings.update(sample_interval_ms=interval_ms)

    def _on_history_combo_changed(self, index: int) -> None:
        self._settings.update(history_minutes=int(self.history_combo.itemData(index)))

    def _on_settings_state_changed(self, settings: Settings) -> None:
        interval_ms, history_min = settings.sample_interval_ms, settings.history_minutes
        if (interval_ms, history_min) == (self.interval_ms, self.history_min):
            return
        self.interval_ms, self.history_min = interval_ms, history_min
        self._fill_combos()
        if self._history is not None:  # the newest rows stay
            self._history = self._history.resized(self.capacity)
        self._redraw()

    def _on_pause_button_clicked(self) -> None:
        self.is_paused = not self.is_paused
        if self.is_paused:
            self._sampler.stop()
        elif self.isVisible():
            self._sampler.start()
        self._retranslate()

    def history_csv(self) -> str:
        """The history in the one monitor CSV format (as ``dlconfig-cli monitor --csv``)."""
        if self._history is None:
            return history_csv(History(1, self._core_count(), 0))
        return history_csv(self._history)

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
        """The plots as PNG, without the page's title and buttons."""
        return bool(self.plots_host.grab().save(str(path), "PNG"))

    def _on_png_button_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export plots"), "monitor.png", self.tr("PNG image (*.png)")
        )
        if path and not self.export_png(Path(path)):
            QMessageBox.warning(self, self.tr("Not saved"), path)
