"""The PDF speaks to people: GPU names from the catalog, workload rows and VRAM parts in
the reader's language, no field names or codes."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from dlconfig.export.pdf import chart_legend, render_pdf
from dlconfig.export.readme.texts import gpus_text, t
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="poppler-utils is not installed"
)


def _text(pdf: Path) -> str:
    run = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True)
    return run.stdout.decode("utf-8")  # as a reader copies it: no normalising


@pytest.fixture(scope="module")
def reports(
    qapp: object, kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, str]:
    out = tmp_path_factory.mktemp("labels")
    texts = {}
    for lang in ("en", "zh_CN", "zh_TW"):
        pdf = out / f"{lang}.pdf"
        pdf.write_bytes(render_pdf(load_plan("linux_single_gpu_pytorch"), lang, kb))
        texts[lang] = _text(pdf)
    return texts


def test_gpu_row_names_the_card_from_the_catalog(reports: dict[str, str]) -> None:
    for lang, text in reports.items():
        summary = text.split(t("report.contents", lang), 1)[0]  # page 1
        assert "1 × GeForce RTX 4090" in summary
        assert "rtx-4090" not in summary


@pytest.mark.parametrize(
    ("lang", "labels"),
    [
        ("en", ["Task", "Mode", "Precision", "Batch size", "Target system"]),
        ("zh_CN", ["任务", "模式", "精度", "批大小", "目标系统"]),
        ("zh_TW", ["任務", "模式", "精度", "批次大小", "目標系統"]),
    ],
)
def test_workload_rows_read_in_the_language(
    reports: dict[str, str], lang: str, labels: list[str]
) -> None:
    text = reports[lang]
    for wanted in labels:
        assert wanted in text, f"{wanted!r} missing from the {lang} report"


def test_chinese_report_has_no_field_names_or_codes(reports: dict[str, str]) -> None:
    text = reports["zh_CN"]
    plan = load_plan("linux_single_gpu_pytorch")
    for raw in ("kv_cache", "batch_size", "dataset_gb", "gpus × nodes", "\nprecision\n"):
        assert raw not in text, f"{raw!r} printed in the zh_CN report"
    assert f"\n{plan.workload.task.value}\n" not in text


def test_gpu_line_says_nodes_in_words() -> None:
    assert gpus_text("NVIDIA H100 SXM5 80GB", 8, 2, "en") == "8 × NVIDIA H100 SXM5 80GB × 2 nodes"
    assert (
        gpus_text("NVIDIA H100 SXM5 80GB", 8, 2, "zh_CN") == "8 × NVIDIA H100 SXM5 80GB × 2 个节点"
    )
    assert gpus_text("GeForce RTX 4090", 1, 1, "zh_TW") == "1 × GeForce RTX 4090"


@pytest.mark.parametrize(
    ("lang", "kv_cache", "optimizer"),
    [
        ("en", "KV cache", "Optimizer states"),
        ("zh_CN", "KV 缓存", "优化器状态"),
        ("zh_TW", "KV 快取", "最佳化器狀態"),
    ],
)
def test_vram_chart_legend_names_the_parts_in_the_language(
    lang: str, kv_cache: str, optimizer: str
) -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    assert plan.requirements is not None
    weights_gib = plan.requirements.vram_breakdown_gib.weights
    legend = chart_legend(plan, lang)
    assert len(legend) == 6
    assert legend[0].endswith(f": {weights_gib:.1f} GiB")
    assert any(line.startswith(f"{kv_cache}: ") for line in legend)
    assert any(line.startswith(f"{optimizer}: ") for line in legend)
    assert not any("_" in line for line in legend), legend
