"""A finished benchmark on the machine page goes into the exported bundle."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dlconfig.bench import BenchReport
from dlconfig.export.readme.texts import t
from dlconfig.ui.application import AppParts
from tests.gui.conftest import WAIT_MS
from tests.gui.test_bench_panel import fake_run
from tests.gui.test_wizard import plan_page

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def _export(qtbot, parts: AppParts, out: Path) -> str:
    parts.window.show_page("plan")
    page = plan_page(parts)
    for _ in range(5):
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    summary = page.steps[5]
    summary.folder_edit.setText(str(out))
    with qtbot.waitSignal(parts.plan.export_finished, timeout=30_000):
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    return (out / "README.md").read_text(encoding="utf-8")


def _run_benchmark(qtbot, parts: AppParts, run) -> None:
    parts.window.show_page("machine")
    panel = parts.window.page("machine").bench_panel
    panel._run = run
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)


def test_finished_benchmark_is_in_the_exported_readme(qtbot, parts: AppParts, tmp_path: Path):
    _run_benchmark(qtbot, parts, fake_run)
    readme = _export(qtbot, parts, tmp_path / "bundle")
    assert f"## {t('bench.title', 'en')}" in readme
    assert "2,300.0 MB/s, 32.9%" in readme


def test_cancelled_benchmark_is_not_exported(qtbot, parts: AppParts, tmp_path: Path):
    def cancelled_run(profile, kb, cancel: threading.Event, progress) -> BenchReport:
        return fake_run(profile, kb, cancel, progress).model_copy(update={"is_cancelled": True})

    _run_benchmark(qtbot, parts, cancelled_run)
    assert "Measured speed" not in _export(qtbot, parts, tmp_path / "bundle")
