"""A Chinese export of the default workload shows no English label of the catalogue, and
the exporters keep no table of English words of their own."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import unicodedata
from datetime import date
from pathlib import Path

import pytest

from dlconfig.doctor import diagnose
from dlconfig.export.bundle import export_bundle
from dlconfig.i18n.catalog import catalog
from dlconfig.i18n.labels import CONTEXT, LABELS
from dlconfig.kb import KnowledgeBase
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import default_workload
from tests.profiles import load_profile

EXPORT = Path(__file__).resolve().parents[2] / "dlconfig" / "export"
LANGS = ("zh_CN", "zh_TW")


def _text(pdf: Path) -> str:
    run = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True)
    # CJK fonts map some ideographs to Kangxi radicals in their ToUnicode table; NFKC undoes it.
    return unicodedata.normalize("NFKC", run.stdout.decode("utf-8"))


def english_labels(lang: str) -> dict[str, str]:
    """id -> a pattern of the English text of each label that ``lang`` translates into
    other words; a ``{field}`` matches any short text. A label whose own words are a unit
    symbol ("{hours} h") is left out: a symbol alone says nothing of the language."""
    table = catalog(lang, CONTEXT)
    return {
        label_id: r"[^\n]{1,80}?".join(re.escape(p) for p in re.split(r"\{\w+\}", english))
        for label_id, english in LABELS.items()
        if table.get(english, english) != english  # not a name read alike everywhere
        and len(re.sub(r"\{\w+\}|\W", "", english)) > 1
    }


def found(labels: dict[str, str], text: str) -> list[str]:
    text = re.sub(r"\s+", " ", text)  # a label may wrap in the PDF's table cells
    return [
        f"{label_id}: {LABELS[label_id]!r}"
        for label_id, pattern in labels.items()
        if re.search(rf"(?<![\w-]){pattern}(?![\w-])", text)
    ]


@pytest.fixture(scope="module")
def exports(
    qapp: object, kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, tuple[str, str]]:
    """lang -> (README.md, report.pdf as text) for the default workload on two machines
    (one with the doctor's findings, so their severities are printed)."""
    out: dict[str, tuple[str, str]] = {}
    today = date(2026, 12, 2)
    for machine in ("consumer_gpu", "wsl2"):
        profile = load_profile(machine)
        plan = make_plan(default_workload(), profile, kb, today)
        findings = diagnose(profile, plan, kb=kb, today=today)
        plan = plan.model_copy(update={"findings": findings})
        for lang in LANGS:
            folder = tmp_path_factory.mktemp(f"{machine}-{lang}")
            export_bundle(plan, folder, lang, kb=kb, include={"README.md", "report.pdf"})
            readme = (folder / "README.md").read_text("utf-8")
            pdf = _text(folder / "report.pdf")
            previous = out.get(lang, ("", ""))
            out[lang] = (previous[0] + readme, previous[1] + pdf)
    return out


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")
@pytest.mark.parametrize("lang", LANGS)
def test_chinese_readme_and_pdf_show_no_english_label(
    exports: dict[str, tuple[str, str]], lang: str
) -> None:
    labels = english_labels(lang)
    assert len(labels) > 80, "the catalogue lost its translations"
    readme, pdf = exports[lang]
    assert not found(labels, readme), f"English labels in the {lang} README.md"
    assert not found(labels, pdf), f"English labels in the {lang} report.pdf"


def _english_words(node: ast.expr) -> bool:
    """A string constant a reader would see as English words ("Batch size", "Task")."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and re.fullmatch(r"[A-Z]?[a-z]{2,}(?: [A-Za-z()/-]+)*", node.value) is not None
        and (" " in node.value or node.value[0].isupper())
    )


def test_exporters_keep_no_table_of_english_labels() -> None:
    """Words a reader sees come from the label catalogue (translated through the .ts
    files), never from a dict in export/: such a dict is what lupdate cannot see, so its
    words stay English in a Chinese report."""
    tables = []
    for path in sorted(EXPORT.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Dict):
                continue
            words = [v for v in node.values if v is not None and _english_words(v)]
            per_language = any(
                isinstance(k, ast.Constant)
                and k.value in {"en", "zh_CN", "zh_TW"}
                and isinstance(v, ast.Constant)
                for k, v in zip(node.keys, node.values, strict=True)
            )
            if len(words) >= 2 or per_language:
                tables.append(f"{path.relative_to(EXPORT)}:{node.lineno}")
    assert not tables, f"dicts of English labels in dlconfig/export: {tables}"
