"""Step 1's "Exact memory (trace)": the traced parts beside the formula's, labelled with
the versions that traced them; a trace that cannot run says why; Cancel stops it."""

from __future__ import annotations

import threading

import pytest

from dlconfig.services import tracing
from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.plan_page import PlanPage
from dlconfig.ui.wizard.workload_step import WorkloadStepPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

GIB = 2**30


def _panel(parts: AppParts, qtbot):  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: parts.plan.state.plan is not None, timeout=WAIT_MS)
    parts.window.show_page("plan")
    page = parts.window.page("plan")
    assert isinstance(page, PlanPage)
    page.go_to(0)
    step = page.steps[0]
    assert isinstance(step, WorkloadStepPage)
    return step.trace_panel


def test_a_trace_shows_each_part_beside_the_formula(qtbot, parts: AppParts, monkeypatch):
    report = {
        "schema": tracing.SCHEMA,
        "torch": "2.14.1",
        "transformers": "5.24.0",
        "date": "2026-12-04",
        "bytes": {
            "parameters": 16 * GIB,
            "gradients": GIB // 2,
            "optimizer": GIB,
            "activations": 3 * GIB,
            "kv_cache": 0,
        },
        "allocated_peak_gib": 21.5,
    }
    seen = {}

    def fake(workload, kb, *, cancelled=None, **_):  # type: ignore[no-untyped-def]
        seen["workload"] = workload
        return tracing.Trace(report, "python", "config.json")

    monkeypatch.setattr(tracing, "run_trace", fake)
    panel = _panel(parts, qtbot)
    panel.trace_button.click()
    qtbot.waitUntil(panel.result_view.isVisible, timeout=WAIT_MS)
    text = panel.result_view.toPlainText()
    assert "16.00 GiB" in text and "3.00 GiB" in text and "21.50" in text
    assert "torch 2.14.1" in panel.status_label.text() and "5.24.0" in panel.status_label.text()
    assert seen["workload"] == parts.plan.state.plan.workload
    assert panel.trace_button.isEnabled()


def test_a_part_taken_from_the_formula_is_labelled_and_counts_in_the_peak(
    qtbot, parts: AppParts, monkeypatch
):
    """QLoRA: the 4-bit weights are not in a trace; the formula's figure stands in, says so,
    and replaces the 16-bit base's in the peak."""
    report = {
        "schema": tracing.SCHEMA,
        "torch": "2.14.1",
        "transformers": "5.24.0",
        "date": "2026-12-04",
        "bytes": {"parameters": 16 * GIB, "activations": 3 * GIB},
        "allocated_peak_gib": 21.5,
    }

    def fake(workload, kb, *, cancelled=None, **_):  # type: ignore[no-untyped-def]
        return tracing.Trace(report, "python", "config.json", {"weights": 4.5})

    monkeypatch.setattr(tracing, "run_trace", fake)
    panel = _panel(parts, qtbot)
    panel.trace_button.click()
    qtbot.waitUntil(panel.result_view.isVisible, timeout=WAIT_MS)
    text = panel.result_view.toPlainText()
    assert "4.50 GiB (by formula: not in a trace)" in text and "16.00 GiB" not in text
    assert "10.00" in text  # 21.5 - 16 + 4.5


def test_a_trace_that_cannot_run_says_why(qtbot, parts: AppParts, monkeypatch):
    def missing(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise tracing.TraceError("no Python with torch and transformers in reach")

    monkeypatch.setattr(tracing, "run_trace", missing)
    panel = _panel(parts, qtbot)
    panel.trace_button.click()
    qtbot.waitUntil(lambda: "no Python with torch" in panel.status_label.text(), timeout=WAIT_MS)
    assert panel.trace_button.isEnabled() and not panel.result_view.isVisible()


def test_cancel_stops_the_trace(qtbot, parts: AppParts, monkeypatch):
    started = threading.Event()

    def slow(workload, kb, *, cancelled=None, **_):  # type: ignore[no-untyped-def]
        started.set()
        while not cancelled():
            threading.Event().wait(0.02)
        raise tracing.TraceCancelledError("cancelled; the trace was stopped")

    monkeypatch.setattr(tracing, "run_trace", slow)
    panel = _panel(parts, qtbot)
    panel.trace_button.click()
    assert started.wait(5)
    panel._cancel.button.click()
    qtbot.waitUntil(lambda: "cancelled" in panel.status_label.text(), timeout=WAIT_MS)
    assert panel.trace_button.isEnabled()
