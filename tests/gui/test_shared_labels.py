"""The wizard and report.pdf say the same thing for the same label id, in Chinese too."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dlconfig.export.pdf import chart_legend, render_pdf
from dlconfig.export.readme.texts import t
from dlconfig.i18n.catalog import catalog
from dlconfig.i18n.labels import CONTEXT, LABELS
from dlconfig.kb import KnowledgeBase
from dlconfig.ui.application import AppParts
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.hardware_step import HardwareStepPage
from dlconfig.ui.wizard.plan_page import PlanPage
from dlconfig.ui.wizard.vram_chart import part_name
from dlconfig.ui.wizard.workload_step import WorkloadStepPage

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support"),
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed"),
]


def _bare(text: str) -> str:
    """Text without white space (pdftotext breaks a cell's CJK text where it wraps)."""
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_wizard_and_report_show_the_same_labels(
    qtbot, parts: AppParts, kb: KnowledgeBase, tmp_path: Path, lang: str
) -> None:
    settings_page = parts.window.page("settings")
    plan_page = parts.window.page("plan")
    assert isinstance(settings_page, SettingsPage) and isinstance(plan_page, PlanPage)
    workload, hardware = plan_page.steps[0], plan_page.steps[1]
    assert isinstance(workload, WorkloadStepPage) and isinstance(hardware, HardwareStepPage)
    try:
        settings_page.select_language(lang)
        qtbot.waitUntil(lambda: workload.labels["task"].text() == t("field.task", lang))
        plan = parts.plan.state.plan
        assert plan is not None
        w = plan.workload
        fits_column = hardware.options_model.headerData(3, Qt.Orientation.Horizontal)
        assert fits_column is not None
        on_screen = {
            "field.task": workload.labels["task"].text(),
            "field.mode": workload.labels["mode"].text(),
            "field.precision": workload.labels["precision"].text(),
            "field.batch_size": workload.labels["batch_size"].text(),
            f"task.{w.task.value}": workload.task_combo.currentText(),
            f"mode.{w.mode.value}": workload.mode_combo.currentText(),
            f"precision.{w.precision.value}": workload.precision_combo.currentText(),
            "step.workload": plan_page.step_labels[0].text().removeprefix("1 "),
            "plan.fits": fits_column,
        }
        chart = {f"vram_part.{part}": part_name(part) for part in ("weights", "kv_cache")}
    finally:
        settings_page.select_language("en")
    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(render_pdf(plan, lang, kb))
    run = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True)
    report = _bare(run.stdout.decode("utf-8"))
    for label_id, text in on_screen.items():
        assert text == t(label_id, lang), label_id
        if LABELS[label_id] in catalog(lang, CONTEXT):  # not a name read alike everywhere
            assert text != LABELS[label_id], f"{label_id} is not translated"
        assert _bare(text) in report, f"{label_id}: {text!r} is not in the {lang} report"
    legend = chart_legend(plan, lang)
    for label_id, text in chart.items():
        assert text == t(label_id, lang), label_id
        assert any(line.startswith(f"{text}: ") for line in legend), (label_id, legend)
