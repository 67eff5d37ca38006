"""The machine page's benchmark panel: progress, results beside expectations, cancel."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from dlconfig.bench import BenchReport, BenchResult, BenchStatus, Comparison
from dlconfig.i18n.labels import label
from dlconfig.models.messages import render_text
from dlconfig.ui.application import AppParts
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def fake_run(profile, kb, cancel: threading.Event, progress) -> BenchReport:
    """Stands in for the ten-second run: reports progress, honours cancel."""
    progress(50, "Disk")
    from datetime import datetime, timezone

    return BenchReport(
        started_at=datetime(2026, 12, 2, tzinfo=timezone.utc),
        is_quick=True,
        is_cancelled=cancel.is_set(),
        results=[
            BenchResult(
                code="disk.seq_read",
                label="Disk sequential read",
                status=BenchStatus.OK,
                value=2300.0,
                unit="MB/s",
            ),
            BenchResult(
                code="gpu.matmul",
                label="GPU matrix multiply",
                status=BenchStatus.SKIPPED,
                reason_code="no_torch",
            ),
        ],
        comparisons=[
            Comparison(
                code="disk.seq_read",
                measured=2300.0,
                expected=7000.0,
                unit="MB/s",
                percent=32.9,
                against="NVMe SSD",
            ),
        ],
    )


def test_quick_benchmark_shows_results_beside_expectations(qtbot, parts: AppParts):
    page = parts.window.page("machine")
    panel = page.bench_panel
    panel._run = fake_run
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    text = panel.result_label.text()
    assert label("bench_result.disk.seq_read") in text and "2,300 MB/s" in text
    assert "33% of NVMe SSD" in text
    assert render_text("bench.reason.no_torch", {}) in text
    assert panel.start_button.isEnabled() and not panel.cancel_button.isEnabled()


def test_cancel_stops_the_run(qtbot, parts: AppParts):
    page = parts.window.page("machine")
    panel = page.bench_panel
    started = threading.Event()
    release = threading.Event()

    def slow_run(profile, kb, cancel, progress):
        started.set()
        release.wait(5)
        return fake_run(profile, kb, cancel, progress)

    panel._run = slow_run
    panel.start()
    qtbot.waitUntil(started.is_set, timeout=WAIT_MS)
    assert panel.cancel_button.isEnabled()
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    release.set()
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)
    assert panel.report.is_cancelled
    assert "Cancelled" in panel.result_label.text()
