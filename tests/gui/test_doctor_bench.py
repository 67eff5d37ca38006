"""A finished benchmark's findings join the doctor's list on the Doctor page."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from dlconfig.bench import BenchReport
from dlconfig.models.common import Finding, Severity
from dlconfig.ui.application import AppParts
from dlconfig.ui.doctor_page import DoctorPage
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.theme import icon
from tests.gui.conftest import WAIT_MS
from tests.gui.test_bench_panel import fake_run

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

SLOW_DISK = Finding(
    code="bench.dataset_disk_slow",
    severity=Severity.WARNING,
    params={
        "path": "/data/imagenet",
        "read_mb_s": 180.0,
        "nvme_mb_s": 7000.0,
        "factor": 38.9,
        "nvme_example": "Example 990",
    },
)


def slow_disk_run(profile, kb, cancel: threading.Event, progress) -> BenchReport:
    """A finished quick run whose dataset folder sits on a slow disk."""
    return fake_run(profile, kb, cancel, progress).model_copy(update={"findings": [SLOW_DISK]})


def _run_benchmark(qtbot, parts: AppParts) -> None:
    parts.window.show_page("machine")
    panel = parts.window.page("machine").bench_panel
    panel._run = slow_disk_run
    with qtbot.waitSignal(panel.measured, timeout=WAIT_MS):
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_running, timeout=WAIT_MS)


def _check(qtbot, doctor: DoctorPage) -> list[str]:
    qtbot.waitUntil(lambda: not doctor.is_running, timeout=WAIT_MS)
    qtbot.mouseClick(doctor.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: doctor.has_run and not doctor.is_running, timeout=WAIT_MS)
    return [doctor.list_widget.item(i).text() for i in range(doctor.list_widget.count())]


def test_doctor_lists_the_latest_benchmark_findings(qtbot, parts: AppParts):
    doctor = parts.window.page("doctor")
    settings_page = parts.window.page("settings")
    assert isinstance(doctor, DoctorPage) and isinstance(settings_page, SettingsPage)

    parts.window.show_page("doctor")
    assert not any("NVMe" in text for text in _check(qtbot, doctor))

    _run_benchmark(qtbot, parts)
    parts.window.show_page("doctor")
    texts = _check(qtbot, doctor)
    assert [f for f in doctor.findings if f.code == "bench.dataset_disk_slow"] == [SLOW_DISK]
    row = next(i for i, text in enumerate(texts) if "/data/imagenet" in text)
    # the finding's sentence and its fix, as the catalogue renders them
    assert SLOW_DISK.message in texts[row] and SLOW_DISK.fix in texts[row]
    shown = doctor.list_widget.item(row).icon().pixmap(22, 22).toImage()
    assert shown == icon("severity-warning").pixmap(22, 22).toImage()
    assert "Errors: " in doctor.status_label.text()

    try:
        settings_page.select_language("zh_CN")
        qtbot.waitUntil(
            lambda: any(
                "数据集目录 /data/imagenet" in doctor.list_widget.item(i).text()
                for i in range(doctor.list_widget.count())
            ),
            timeout=WAIT_MS,
        )
    finally:
        settings_page.select_language("en")


def test_doctor_lists_the_plan_checks_that_passed(qtbot, parts: AppParts):
    doctor = parts.window.page("doctor")
    assert isinstance(doctor, DoctorPage)
    parts.window.show_page("doctor")
    qtbot.waitUntil(lambda: parts.plan.state.plan is not None, timeout=WAIT_MS)
    items = _check(qtbot, doctor)
    plan = parts.plan.state.plan
    assert plan is not None and plan.hardware is not None
    # the consumer-GPU machine has its GPU, memory and driver: each is listed as passed
    assert any(text.startswith("GPU memory:") for text in items), items
    assert any(text.startswith("GPUs:") for text in items), items
    if plan.hardware.local_fit is False:
        assert "All checks passed." not in items


def test_the_doctor_checks_again_when_the_plan_changes(qtbot, parts):  # type: ignore[no-untyped-def]
    """Findings shown beside a plan were checked against that plan, never an older one
    (or none: a doctor run before the first plan said "All checks passed")."""
    parts.window.show_page("doctor")
    page = parts.window.page("doctor")
    qtbot.waitUntil(lambda: page.is_current, timeout=WAIT_MS)
    before = parts.plan.state.plan
    parts.plan.set_fields({"batch_size": 2})
    qtbot.waitUntil(lambda: parts.plan.state.plan is not before, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: page.is_current, timeout=WAIT_MS)
    assert page._checked_plan is parts.plan.state.plan
