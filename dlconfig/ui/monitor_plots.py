"""The monitor's plots: created once, then fed with ``setData`` from ring buffers.

Imported only when the monitor page is first shown (pyqtgraph costs start-up time).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from dlconfig.ui.units import scale_for_rate

FloatArray = npt.NDArray[np.float64]

AXIS_WIDTH_PX = 44
COLORS = ("#3b82f6", "#f59e0b", "#10b981", "#ef4444", "#8b5cf6", "#14b8a6")


translate = QCoreApplication.translate


def _pen(index: int) -> pg.mkPen:
    return pg.mkPen(COLORS[index % len(COLORS)], width=1.6)


def _show_history(plot: pg.PlotItem, history_s: float) -> None:
    """The x axis spans the whole history from the first sample on (no zoom to one
    point); rates start at zero."""
    plot.setXRange(-history_s, 0, padding=0.01)


def _setup_plot(plot: pg.PlotItem, percent: bool, history_s: float = 300.0) -> None:
    # No grid: its translucent lines cost three quarters of the drawing time per sample.
    plot.showGrid(x=False, y=False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.setMenuEnabled(False)
    plot.setClipToView(True)
    plot.setDownsampling(auto=True, mode="peak")
    plot.getAxis("bottom").setStyle(showValues=True)
    # A fixed axis width keeps changing tick labels from re-laying out (and repainting)
    # the whole view on every sample.
    plot.getAxis("left").setWidth(AXIS_WIDTH_PX)
    plot.disableAutoRange(axis="x")
    _show_history(plot, history_s)
    if percent:
        plot.setYRange(0, 100, padding=0.02)
    else:
        plot.setLimits(yMin=0)
        plot.setYRange(0, 1, padding=0.02)
        plot.enableAutoRange(axis="y")
    plot.addLegend(offset=(6, 4), labelTextSize="8pt", brush=None)


def _rename(plot: pg.PlotItem, curve: pg.PlotDataItem, name: str) -> None:
    label = plot.legend.getLabel(curve) if plot.legend is not None else None
    if label is not None:
        label.setText(name)


HEATMAP_COLUMNS = 600


def core_image(x_s: FloatArray, cores: FloatArray, history_s: float) -> FloatArray:
    """Per-core load as an image (cores x time columns) over the whole history: each
    column shows the sample taken at or before its time, so the map is placed by time;
    before the first sample and after a gap row (all NaN) it stays empty (transparent)."""
    columns = HEATMAP_COLUMNS
    image = np.full((cores.shape[1], columns), np.nan)
    inside = x_s >= -history_s
    if not inside.any():
        return image
    where = np.floor((x_s[inside] + history_s) / history_s * columns).astype(int)
    where = np.clip(where, 0, columns - 1)
    latest = np.searchsorted(where, np.arange(columns), side="right") - 1
    shown = latest >= 0
    image[:, shown] = cores[inside][latest[shown]].T
    return image


class SystemPlotsWidget(pg.GraphicsLayoutWidget):
    """CPU total, per-core heat map, memory and swap, disk and network throughput."""

    def __init__(
        self, core_count: int, history_s: float = 300.0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=False)
        self.setBackground(None)
        self.history_s = history_s
        self.cpu_plot = self.addPlot(row=0, col=0)
        _setup_plot(self.cpu_plot, percent=True, history_s=history_s)
        self.cpu_curve = self.cpu_plot.plot(pen=_pen(0), name="CPU")
        self.core_plot = self.addPlot(row=1, col=0)
        self.core_plot.setMouseEnabled(x=False, y=False)
        self.core_plot.hideButtons()
        self.core_plot.setMenuEnabled(False)
        self.core_plot.hideAxis("bottom")
        self.core_plot.getAxis("left").setWidth(AXIS_WIDTH_PX)
        self.core_plot.getAxis("left").setLabel(translate("MonitorPlots", "core"))
        self.core_plot.disableAutoRange()
        self.core_plot.setXRange(-history_s, 0, padding=0.01)
        self.core_plot.setYRange(0, core_count, padding=0)
        self.core_image = pg.ImageItem(axisOrder="row-major")
        self.core_plot.addItem(self.core_image)
        # The colour scale: what a colour in the heat map means (0–100 % load).
        self.core_scale = pg.ColorBarItem(
            values=(0, 100), colorMap=pg.colormap.get("viridis"), width=12, interactive=False
        )
        self.core_scale.setImageItem(self.core_image, insert_in=self.core_plot)
        step = max(1, core_count // 8)
        self.core_plot.getAxis("left").setTicks(
            [[(index + 0.5, str(index)) for index in range(0, core_count, step)], []]
        )
        self.memory_plot = self.addPlot(row=0, col=1)
        _setup_plot(self.memory_plot, percent=True, history_s=history_s)
        self.ram_curve = self.memory_plot.plot(pen=_pen(2), name="RAM")
        self.swap_curve = self.memory_plot.plot(pen=_pen(1), name="Swap")
        self.disk_plot = self.addPlot(row=1, col=1)
        _setup_plot(self.disk_plot, percent=False, history_s=history_s)
        self.disk_read_curve = self.disk_plot.plot(pen=_pen(0), name="read")
        self.disk_write_curve = self.disk_plot.plot(pen=_pen(3), name="write")
        self.net_plot = self.addPlot(row=2, col=0, colspan=2)
        _setup_plot(self.net_plot, percent=False, history_s=history_s)
        self.net_rx_curve = self.net_plot.plot(pen=_pen(2), name="rx")
        self.net_tx_curve = self.net_plot.plot(pen=_pen(4), name="tx")
        self.load_max_curve = self.cpu_plot.plot(pen=_pen(3), name="max core")
        self._legend_names = [
            (self.disk_plot, self.disk_read_curve, "read"),
            (self.disk_plot, self.disk_write_curve, "write"),
            (self.net_plot, self.net_rx_curve, "in"),
            (self.net_plot, self.net_tx_curve, "out"),
            (self.cpu_plot, self.load_max_curve, "busiest"),
        ]
        self.retranslate()

    def retranslate(self) -> None:
        self.cpu_plot.setTitle(translate("MonitorPlots", "CPU total (%)"))
        self.core_plot.setTitle(translate("MonitorPlots", "CPU per core"))
        self.net_plot.setLabel("bottom", translate("MonitorPlots", "seconds before now"))
        self._rate_titles = {}
        self.memory_plot.setTitle(translate("MonitorPlots", "RAM and swap (%)"))
        names = {
            "read": translate("MonitorPlots", "read"),
            "write": translate("MonitorPlots", "write"),
            "in": translate("MonitorPlots", "in"),
            "out": translate("MonitorPlots", "out"),
            "busiest": translate("MonitorPlots", "busiest core"),
        }
        for plot, curve, key in self._legend_names:
            _rename(plot, curve, names[key])

    def update_data(
        self, x_s: FloatArray, system: FloatArray, cores: FloatArray, history_s: float = 300.0
    ) -> None:
        """``system`` columns: cpu, ram, swap, disk read, disk write, net rx, net tx.
        NaN rows are gaps: the lines break there."""
        if history_s != self.history_s:
            self.history_s = history_s
            for plot in (self.cpu_plot, self.memory_plot, self.disk_plot, self.net_plot):
                _show_history(plot, history_s)
            self.core_plot.setXRange(-history_s, 0, padding=0.01)
        self.cpu_curve.setData(x_s, system[:, 0], connect="finite")
        self.ram_curve.setData(x_s, system[:, 1], connect="finite")
        self.swap_curve.setData(x_s, system[:, 2], connect="finite")
        if cores.size:
            busiest = np.full(len(cores), np.nan)
            rows = ~np.isnan(cores).all(axis=1)
            busiest[rows] = np.nanmax(cores[rows], axis=1)
            self.load_max_curve.setData(x_s, busiest, connect="finite")
            self.core_image.setImage(core_image(x_s, cores, history_s), levels=(0, 100))
            self.core_image.setRect(-history_s, 0, history_s, cores.shape[1])
        self._rate(
            self.disk_plot,
            translate("MonitorPlots", "Disk"),
            x_s,
            system[:, 3:5],
            (self.disk_read_curve, self.disk_write_curve),
        )
        self._rate(
            self.net_plot,
            translate("MonitorPlots", "Network"),
            x_s,
            system[:, 5:7],
            (self.net_rx_curve, self.net_tx_curve),
        )

    def _rate(
        self,
        plot: pg.PlotItem,
        title: str,
        x_s: FloatArray,
        rates: FloatArray,
        curves: tuple[pg.PlotDataItem, pg.PlotDataItem],
    ) -> None:
        peak = float(np.nanmax(rates, initial=0.0)) if rates.size else 0.0
        divisor, unit = scale_for_rate(peak)
        for column, curve in enumerate(curves):
            curve.setData(x_s, rates[:, column] / divisor, connect="finite")
        text = f"{title} ({unit})"
        if self._rate_titles.get(id(plot)) != text:  # a new title re-lays out the view
            self._rate_titles[id(plot)] = text
            plot.setTitle(text)


class GpuPlotsWidget(pg.GraphicsLayoutWidget):
    """Per GPU: utilisation and memory (%), temperature (°C) and power (W)."""

    def __init__(
        self, names: list[str], history_s: float = 300.0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setBackground(None)
        self.names = names
        self.history_s = history_s
        self.util_curves: list[pg.PlotDataItem] = []
        self.mem_curves: list[pg.PlotDataItem] = []
        self.temp_curves: list[pg.PlotDataItem] = []
        self.power_curves: list[pg.PlotDataItem] = []
        self.usage_plots: list[pg.PlotItem] = []
        self.sensor_plots: list[pg.PlotItem] = []
        for index, _name in enumerate(names):
            usage = self.addPlot(row=index, col=0)
            _setup_plot(usage, percent=True, history_s=history_s)
            self.util_curves.append(usage.plot(pen=_pen(0), name="util"))
            self.mem_curves.append(usage.plot(pen=_pen(2), name="mem"))
            sensors = self.addPlot(row=index, col=1)
            _setup_plot(sensors, percent=False, history_s=history_s)
            self.temp_curves.append(sensors.plot(pen=_pen(3), name="°C"))
            self.power_curves.append(sensors.plot(pen=_pen(1), name="W"))
            self.usage_plots.append(usage)
            self.sensor_plots.append(sensors)
        self.retranslate()

    def retranslate(self) -> None:
        for index, name in enumerate(self.names):
            _rename(
                self.usage_plots[index],
                self.util_curves[index],
                translate("MonitorPlots", "utilisation"),
            )
            _rename(
                self.usage_plots[index], self.mem_curves[index], translate("MonitorPlots", "memory")
            )
            self.usage_plots[index].setTitle(
                translate("MonitorPlots", "GPU %1 %2: utilisation and memory (%)")
                .replace("%1", str(index))
                .replace("%2", name)
            )
            self.sensor_plots[index].setTitle(
                translate("MonitorPlots", "GPU %1: temperature (°C) and power (W)").replace(
                    "%1", str(index)
                )
            )

    def update_data(
        self, x_s: FloatArray, gpus: list[FloatArray], history_s: float = 300.0
    ) -> None:
        """Each array's columns: util %, memory %, temperature °C, power W (NaN: gap)."""
        if history_s != self.history_s:
            self.history_s = history_s
            for plot in (*self.usage_plots, *self.sensor_plots):
                _show_history(plot, history_s)
        for index, data in enumerate(gpus[: len(self.names)]):
            self.util_curves[index].setData(x_s, data[:, 0], connect="finite")
            self.mem_curves[index].setData(x_s, data[:, 1], connect="finite")
            self.temp_curves[index].setData(x_s, data[:, 2], connect="finite")
            self.power_curves[index].setData(x_s, data[:, 3], connect="finite")
