"""The monitor across gaps and setting changes: lines break, data stays, exports are clean."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest
from PySide6.QtGui import QImage

from dlconfig.ui.application import AppParts
from dlconfig.ui.monitor_page import MonitorPage
from tests.gui.conftest import WAIT_MS, FakeSource

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def shown_monitor(qtbot, parts: AppParts) -> MonitorPage:  # type: ignore[no-untyped-def]
    page = parts.window.page("monitor")
    assert isinstance(page, MonitorPage)
    parts.settings.update(sample_interval_ms=250, history_minutes=1)
    parts.window.show_page("monitor")
    parts.sampler.stop()  # the samples below come from the fake source directly
    return page


def feed(qtbot, page: MonitorPage, source: FakeSource, count: int, skip_s: float = 0) -> None:  # type: ignore[no-untyped-def]
    for _ in range(count):
        snap = source.sample()
        page.add_snapshot(dataclasses.replace(snap, t_s=snap.t_s + skip_s))
    qtbot.waitUntil(lambda: not page._redraw_timer.isActive(), timeout=WAIT_MS)


def test_a_gap_in_sampling_breaks_the_lines(qtbot, parts: AppParts):
    page = shown_monitor(qtbot, parts)
    source = FakeSource()
    feed(qtbot, page, source, 10)
    feed(qtbot, page, source, 10, skip_s=20.0)  # 20 s nobody sampled (hidden, paused)
    assert page.system_plots is not None
    x, y = page.system_plots.cpu_curve.getData()
    gap = int(np.flatnonzero(np.isnan(y))[0])
    assert 0 < gap < len(y) - 1
    assert x[gap + 1] - x[gap - 1] > 15  # the break lies in the gap
    assert page.system_plots.cpu_curve.opts["connect"] == "finite"
    image = page.system_plots.core_image.image
    assert image is not None and np.isnan(image).any() and np.isfinite(image).any()
    assert page.system_plots.core_scale is not None  # the heat map's colour scale


def test_changing_history_keeps_the_samples(qtbot, parts: AppParts):
    page = shown_monitor(qtbot, parts)
    feed(qtbot, page, FakeSource(), 30)
    before = page.history_length()
    assert before >= 30
    parts.settings.update(history_minutes=2)
    assert page.capacity == 480
    assert page.history_length() == before
    parts.settings.update(history_minutes=1)
    assert page.history_length() == before


def test_first_sample_shows_no_nan_and_axes_span_the_history(qtbot, parts: AppParts):
    page = shown_monitor(qtbot, parts)
    first = dataclasses.replace(FakeSource().sample(), disk_read_bps=math.nan, net_rx_bps=math.nan)
    page.add_snapshot(first)
    qtbot.waitUntil(lambda: not page._redraw_timer.isActive(), timeout=WAIT_MS)
    assert "nan" not in page.summary_label.text().lower()
    assert page.system_plots is not None
    for plot in (page.system_plots.cpu_plot, page.system_plots.disk_plot):
        assert "nan" not in plot.titleLabel.text.lower()
        (x_min, x_max), (y_min, _y_max) = plot.viewRange()
        assert x_min <= -59 and x_max >= 0
        assert y_min >= -5


def test_png_export_shows_the_plots_without_the_toolbar(qtbot, parts: AppParts, tmp_path):
    page = shown_monitor(qtbot, parts)
    feed(qtbot, page, FakeSource(), 5)
    path = tmp_path / "plots.png"
    assert page.export_png(path)
    image = QImage(str(path))
    assert image.height() < page.height() - page.pause_button.height()
    assert image.height() == page.plots_host.height()
