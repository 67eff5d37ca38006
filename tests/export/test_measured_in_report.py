"""A plan made on this machine carries its calibrated measurements of the model and mode
(``requirements.measured``): recommendation.json keeps them beside the estimate, and
report.pdf prints them under their own heading, labelled as measured, in its language."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.export.pdf import render_pdf
from dlconfig.export.readme.reasons import reason_text
from dlconfig.export.readme.texts import t
from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload
from dlconfig.services.measuring import with_measured
from tests.calibration import calibrate_cpu
from tests.export.test_pdf_engine_text_zh import flat_pdf_text

TODAY = date(2026, 12, 4)


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_a_plan_made_here_keeps_the_measurement_beside_the_estimate(tmp_path: Path) -> None:
    workload = default_workload()
    plan = make_plan(workload, None, KnowledgeBase(), TODAY)
    assert with_measured(plan) == plan  # nothing measured yet: unchanged
    calibrate_cpu(tmp_path, workload.model.preset or "", workload.mode.value)
    measured = with_measured(plan)
    assert measured.requirements is not None and plan.requirements is not None
    (said,) = measured.requirements.measured
    assert said.code == "measure.on_this_machine"
    assert (said.params["peak_gib"], said.params["tokens_per_s"]) == (0.63, 34790.0)
    # the estimate itself is untouched: measured and estimated are never mixed
    assert measured.requirements.vram_gib_per_gpu == plan.requirements.vram_gib_per_gpu
    # another model or mode has no measurement on this machine
    inference = Workload.model_validate({**workload.model_dump(mode="json"), "mode": "inference"})
    other = make_plan(inference, None, KnowledgeBase(), TODAY)
    assert with_measured(other) == other


def test_plan_and_export_on_this_machine_carry_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    workload = default_workload()
    calibrate_cpu(tmp_path, workload.model.preset or "", workload.mode.value)
    assert main(["plan", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert [r["code"] for r in plan["requirements"]["measured"]] == ["measure.on_this_machine"]
    assert main(["plan", "--json", "--no-probe"]) == 0  # not planned here: not shown
    assert json.loads(capsys.readouterr().out)["requirements"]["measured"] == []
    assert main(["export", "--out", str(tmp_path / "b"), "--no-pdf"]) == 0
    kept = json.loads((tmp_path / "b" / "recommendation.json").read_text(encoding="utf-8"))
    assert kept["requirements"]["measured"] == plan["requirements"]["measured"]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_report_prints_the_measurement_under_its_heading(
    tmp_path: Path, kb: KnowledgeBase, lang: str
) -> None:
    workload = default_workload()
    calibrate_cpu(tmp_path, workload.model.preset or "", workload.mode.value)
    plan = with_measured(make_plan(workload, None, kb, TODAY))
    assert plan.requirements is not None
    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(render_pdf(plan, lang, kb))
    text = flat_pdf_text(pdf)
    assert _flat(t("report.measured", lang)) in text
    (said,) = plan.requirements.measured
    assert _flat(reason_text(said, lang))[:40] in text
