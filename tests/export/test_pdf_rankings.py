"""report.pdf shows renting and buying as two tables, each cost with its unit and kind,
the unpriced marked (read back with pdftotext, as a reader would see it)."""

from __future__ import annotations

import shutil
import subprocess
from datetime import date
from pathlib import Path

import pytest

from dlconfig.export.pdf import render_pdf
from dlconfig.kb import KnowledgeBase
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload
from tests.profiles import load_profile

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="poppler-utils is not installed"
)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["Rent: on-demand list prices", "Cost of the run", "Purchase price", "launch MSRP"]),
        ("zh_CN", ["租用：按需标价", "本次运行费用", "购买价格", "首发建议零售价"]),
        ("zh_TW", ["租用：隨需牌價", "本次執行費用", "購買價格", "首發建議售價"]),
    ],
)
def test_the_report_has_a_rent_and_a_buy_table(
    qapp: object, kb: KnowledgeBase, tmp_path: Path, lang: str, words: list[str]
) -> None:
    plan = make_plan(default_workload(), load_profile("no_gpu"), kb, date(2026, 12, 2))
    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(render_pdf(plan, lang, kb))
    out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True)
    text = " ".join(out.stdout.split())  # as a reader copies it: no normalising
    for word in words:
        assert word in text, word
    assert plan.hardware is not None
    first = plan.hardware.buy_ranking[0]
    assert first.usd is not None and f"{first.usd:,.0f} USD" in text
    assert str(first.price_as_of) in text
