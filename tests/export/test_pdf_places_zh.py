"""A Chinese report.pdf names regions and cities in Chinese: "香港 (ap-east-1)", never
"Asia Pacific (Hong Kong)"; the reasons about the nearest region say 美国 and 法兰克福,
not "West US 2" or "Frankfurt am Main"."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.export.pdf import render_pdf
from dlconfig.kb.base import KnowledgeBase
from tests.export.test_pdf_first_page import _plan, _text, pytestmark as first_page_marks

pytestmark = [pytest.mark.slow, first_page_marks]  # every language's PDFs: CI, or -m slow

# English phrases of three words or more that the Chinese PDFs of the three report
# workloads showed (region names and the user's city, in tables, charts and reasons).
ENGLISH_PHRASES = (
    "Asia Pacific",
    "West US 2",
    "Germany West Central",
    "Frankfurt am Main",
)


@pytest.fixture(scope="module")
def texts(qapp: object, kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("places_zh")
    done = {}
    for name in ("finnlp", "serve70"):
        plan = _plan(name, kb)
        for lang in ("en", "zh_CN", "zh_TW"):
            pdf = out / f"{name}_{lang}.pdf"
            pdf.write_bytes(render_pdf(plan, lang, kb))
            done[name, lang] = " ".join(_text(Path(pdf)).split())
    return done


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_no_english_region_or_city_names(texts: dict, lang: str) -> None:
    for name in ("finnlp", "serve70"):
        assert [p for p in ENGLISH_PHRASES if p in texts[name, lang]] == []


def test_regions_read_as_city_and_code(texts: dict) -> None:
    assert "香港 (ap-east-1)" in texts["finnlp", "zh_CN"]
    assert "香港 (ap-east-1)" in texts["finnlp", "zh_TW"]
    assert "RunPod · 日本 (AP-JP-1)" in texts["finnlp", "zh_CN"]


def test_english_keeps_the_providers_names(texts: dict) -> None:
    assert "Asia Pacific (Hong Kong)" in texts["finnlp", "en"]
    assert "Amazon Web Services" in texts["serve70", "en"] or "RunPod" in texts["serve70", "en"]
