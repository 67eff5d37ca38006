"""A Chinese export says why in Chinese: README and PDF translate reasons and findings."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from datetime import date
from pathlib import Path

import pytest

from dlconfig.doctor import diagnose
from dlconfig.export.bundle import export_bundle
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload
from tests.profiles import load_profile

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def plan(kb: KnowledgeBase) -> Plan:
    """The default workload on the WSL2 machine, with the doctor's findings attached."""
    profile = load_profile("wsl2")
    made = make_plan(default_workload(), profile, kb, TODAY)
    findings = diagnose(profile, made, kb=kb, today=TODAY)
    assert any(f.code == "wsl.memory_cap" for f in findings)
    return made.model_copy(update={"findings": findings})


def _reason(plan: Plan, code: str) -> str:
    assert plan.stack is not None
    return next(r.text for r in plan.stack.reasons if r.code == code)


def test_chinese_readme_translates_reasons_and_findings(
    plan: Plan, kb: KnowledgeBase, tmp_path: Path
) -> None:
    assert plan.stack is not None and plan.stack.cudnn
    cn = export_bundle(plan, tmp_path / "cn", "zh_CN", kb=kb, include={"README.md"})
    readme = (cn.out_dir / "README.md").read_text("utf-8")
    assert f"cuDNN {plan.stack.cudnn} 是此版本构建时所用的版本。" in readme
    assert "Linux：原生 NVIDIA 驱动和 wheel。" in readme
    assert "但方案需要约" in readme and "wsl --shutdown" in readme  # wsl.memory_cap, both parts
    assert _reason(plan, "stack.cudnn") not in readme
    tw = export_bundle(plan, tmp_path / "tw", "zh_TW", kb=kb, include={"README.md"})
    readme_tw = (tw.out_dir / "README.md").read_text("utf-8")
    assert "Linux：原生 NVIDIA 驅動和 wheel。" in readme_tw
    en = export_bundle(plan, tmp_path / "en", "en", kb=kb, include={"README.md"})
    assert _reason(plan, "stack.cudnn") in (en.out_dir / "README.md").read_text("utf-8")


def test_readme_keeps_english_for_a_code_without_a_template(
    plan: Plan, kb: KnowledgeBase, tmp_path: Path
) -> None:
    assert plan.stack is not None
    odd = plan.stack.reasons[0].model_copy(
        update={"code": "stack.something_new", "text": "A brand new English reason."}
    )
    changed = plan.model_copy(
        update={"stack": plan.stack.model_copy(update={"reasons": [odd, *plan.stack.reasons]})}
    )
    out = export_bundle(changed, tmp_path / "cn", "zh_CN", kb=kb, include={"README.md"})
    assert "A brand new English reason." in (out.out_dir / "README.md").read_text("utf-8")


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")
def test_chinese_pdf_translates_reasons_and_findings(
    qapp: object, plan: Plan, kb: KnowledgeBase, tmp_path: Path
) -> None:
    assert plan.stack is not None
    out = export_bundle(plan, tmp_path / "cn", "zh_CN", kb=kb, include={"report.pdf"})
    run = subprocess.run(
        ["pdftotext", str(out.out_dir / "report.pdf"), "-"], capture_output=True, check=True
    )
    # CJK fonts map some ideographs to Kangxi radicals; NFKC undoes it. Lines wrap anywhere.
    text = re.sub(r"\s+", "", unicodedata.normalize("NFKC", run.stdout.decode("utf-8")))
    for sentence in (
        f"cuDNN {plan.stack.cudnn} 是此版本构建时所用的版本。",
        "Linux：原生 NVIDIA 驱动和 wheel。",
        "但方案需要约",
    ):
        assert re.sub(r"\s+", "", unicodedata.normalize("NFKC", sentence)) in text, sentence
