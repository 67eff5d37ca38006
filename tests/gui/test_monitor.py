"""The monitor page with a fake sampler: bounded history, plots fed, GPU panel, pause."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlconfig.i18n import translator
from dlconfig.models.messages import render_text
from dlconfig.models.probe_errors import unavailable_text
from dlconfig.ui.application import AppParts
from dlconfig.ui.i18n import LanguageSwitcher
from dlconfig.ui.monitor_page import MonitorPage
from tests.gui.conftest import NO_NVML, WAIT_MS, FakeSource, sampled_page

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def monitor(parts: AppParts) -> MonitorPage:
    page = parts.window.page("monitor")
    assert isinstance(page, MonitorPage)
    return page


def test_600_ticks_keep_history_and_memory_bounded(qtbot, parts: AppParts):
    page = monitor(parts)
    parts.settings.update(sample_interval_ms=250, history_minutes=1)  # 240 rows at 0.25 s
    parts.window.show_page("monitor")
    assert page.system_plots is not None
    parts.sampler.stop()  # the ticks below come from the fake source directly
    source = FakeSource()
    bytes_at_300 = 0
    for tick in range(600):
        page.add_snapshot(source.sample())
        if tick % 50 == 0:
            qtbot.waitUntil(lambda: not page._redraw_timer.isActive(), timeout=WAIT_MS)
        if tick == 299:
            bytes_at_300 = page.buffer_bytes()
    qtbot.waitUntil(lambda: not page._redraw_timer.isActive(), timeout=WAIT_MS)
    assert page.history_length() == page.capacity == 240
    assert page.buffer_bytes() == bytes_at_300
    x_data, y_data = page.system_plots.cpu_curve.getData()
    assert len(y_data) == 240
    assert x_data[-1] == 0 and x_data[0] < 0
    assert page.gpu_plots is not None
    assert len(page.gpu_plots.util_curves[0].getData()[1]) == 240
    assert "CPU" in page.summary_label.text()
    csv_lines = page.history_csv().splitlines()
    assert csv_lines[0].startswith("time_utc,t_s,cpu_pct")
    assert len(csv_lines) == 241


def test_hidden_page_is_not_sampled(qtbot, parts: AppParts):
    page = monitor(parts)
    parts.window.show_page("monitor")
    qtbot.waitUntil(lambda: page.samples_seen >= 1, timeout=WAIT_MS)
    parts.window.show_page("plan")
    assert not parts.sampler.is_running
    seen = page.samples_seen
    qtbot.wait(50)  # the sampler is stopped, so nothing may arrive in the meantime
    assert page.samples_seen <= seen + 1


def test_pause_stops_sampling_and_resume_restarts(qtbot, parts: AppParts):
    page = monitor(parts)
    parts.window.show_page("monitor")
    assert page.pause_button.text() == "Pause"
    qtbot.mouseClick(page.pause_button, Qt.MouseButton.LeftButton)
    assert page.is_paused and not parts.sampler.is_running
    assert page.pause_button.text() == "Resume"
    qtbot.mouseClick(page.pause_button, Qt.MouseButton.LeftButton)
    assert parts.sampler.is_running


def test_no_gpu_shows_why_instead_of_empty_axes(qtbot, qapp):
    page = sampled_page(qtbot, lambda: FakeSource(gpus=0), 2)
    assert page.gpu_plots is None
    assert page.gpu_stack.currentWidget() is page.gpu_message
    assert unavailable_text(*NO_NVML) in page.gpu_message.text()


def test_no_gpu_sentence_speaks_the_apps_language(qtbot, qapp):
    """The monitor's no-GPU sentence is the probe's catalogued one, translated (NVML's own
    error words stay as NVML wrote them)."""
    switcher = LanguageSwitcher(qapp)
    switcher.apply("zh_CN")
    try:
        page = sampled_page(qtbot, lambda: FakeSource(gpus=0), 2)
        text = page.gpu_message.text()
    finally:
        switcher.apply("en")
    assert translator("zh_CN", "MonitorPage")("No GPU graphs: %1").replace("%1", "") in text
    code, params = NO_NVML
    assert render_text("probe." + code, params, translator("zh_CN")) in str(text)
    assert unavailable_text(*NO_NVML) not in text


def test_png_export_writes_an_image(qtbot, parts: AppParts, tmp_path):
    page = monitor(parts)
    parts.window.show_page("monitor")
    qtbot.waitUntil(lambda: page.samples_seen >= 2, timeout=WAIT_MS)
    target = tmp_path / "plots.png"
    assert page.export_png(target)
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
