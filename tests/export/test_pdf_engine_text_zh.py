"""report.pdf in Chinese carries the engine's sentences in Chinese: no reason of the
default plan appears in English (read back with pdftotext, as a reader would see it)."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import date
from pathlib import Path

import pytest

from dlconfig.export.pdf import render_pdf
from dlconfig.i18n import reason_text, translator
from dlconfig.kb import KnowledgeBase
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload
from tests.profiles import load_profile

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="poppler-utils is not installed"
)


def _flat(text: str) -> str:
    return " ".join(text.split())


def flat_pdf_text(pdf: Path) -> str:
    """The PDF's text (pdftotext), its white space folded to single spaces."""
    run = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True)
    return _flat(run.stdout)


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_default_plan_reasons_are_chinese_in_the_pdf(
    kb: KnowledgeBase, tmp_path: Path, lang: str
) -> None:
    plan = make_plan(default_workload(), load_profile("no_gpu"), kb, date(2026, 12, 2))
    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(render_pdf(plan, lang, kb))
    text = flat_pdf_text(pdf)
    reasons = [
        r for part in (plan.requirements, plan.hardware, plan.stack) if part for r in part.reasons
    ]
    assert len(reasons) > 10
    zh = translator(lang)
    for reason in reasons:
        english = _flat(reason.text)
        if len(english.split()) >= 5:  # a sentence, not a bare name or number
            assert english not in text, reason.code
        assert reason_text(reason, zh) != reason.text or len(english.split()) < 5, reason.code
    # what no NVIDIA GPU can be used for is said in Chinese too (a probe sentence)
    why = plan.profile.gpus_unavailable_reason if plan.profile else None
    assert why and _flat(why) not in text
    assert not re.search(r"\b[a-z]{3,}(?: [a-z]{3,}){5,}\b", text), re.search(
        r"\b[a-z]{3,}(?: [a-z]{3,}){5,}\b", text
    )
