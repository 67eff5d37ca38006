"""A benchmark report in the bundle: the PDF's "Measured speed" section and the README's."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from datetime import datetime, timezone
from pathlib import Path

import pytest

from dlconfig.bench import (
    BenchReport,
    BenchResult,
    BenchStatus,
    Expectations,
    StoragePerfTable,
    bench_findings,
    compare,
)
from dlconfig.cli import main
from dlconfig.export.bundle import export_bundle
from dlconfig.export.readme.texts import t
from dlconfig.kb.base import KnowledgeBase

from .conftest import load_plan

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="poppler-utils is not installed"
)


def _judged_report(kb: KnowledgeBase) -> BenchReport:
    report = BenchReport(
        started_at=datetime(2026, 12, 1, 9, 30, tzinfo=timezone.utc),
        is_quick=True,
        folder="/srv/data",
        results=[
            BenchResult(
                code="disk.seq_read",
                label="Disk sequential read",
                status=BenchStatus.OK,
                value=321.0,
                unit="MB/s",
            ),
            BenchResult(
                code="gpu.matmul_fp16",
                label="GPU matmul FP16",
                status=BenchStatus.SKIPPED,
                reason_code="no_cuda",
            ),
        ],
    )
    expected = Expectations(storage=kb.dataset("storage_perf", StoragePerfTable), disk_kind="nvme")
    report = report.model_copy(update={"comparisons": compare(report, expected)})
    return report.model_copy(update={"findings": bench_findings(report, expected)})


def _pdf_text(pdf: Path) -> str:
    run = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True)
    return re.sub(r"\s+", " ", run.stdout.decode("utf-8"))


@needs_poppler
def test_pdf_and_readme_show_the_measured_speed(tmp_path: Path) -> None:
    kb = KnowledgeBase()
    report = _judged_report(kb)
    comparison = report.comparisons[0]
    out = export_bundle(load_plan("linux_single_gpu_pytorch"), tmp_path / "b", kb=kb, bench=report)
    text = _pdf_text(out.out_dir / "report.pdf")
    assert t("bench.title", "en") in text
    assert "321 MB/s" in text
    assert f"{comparison.percent:g}%" in text
    assert f"{comparison.expected:,.0f} MB/s" in text
    assert "not measured" in text  # the skipped GPU figure is listed, not hidden
    readme = (out.out_dir / "README.md").read_text(encoding="utf-8")
    assert f"## {t('bench.title', 'en')}" in readme
    assert f"321.0 MB/s, {comparison.percent:g}%" in readme


@needs_poppler
def test_chinese_pdf_has_the_translated_heading(tmp_path: Path) -> None:
    kb = KnowledgeBase()
    out = export_bundle(
        load_plan("linux_single_gpu_pytorch"),
        tmp_path / "cn",
        "zh_CN",
        kb=kb,
        bench=_judged_report(kb),
        include={"report.pdf"},
    )
    text = _pdf_text(out.out_dir / "report.pdf").replace(" ", "")
    assert "本机实测速度" in text
    assert "321MB/s" in text


@needs_poppler
def test_without_a_report_there_is_no_section(tmp_path: Path) -> None:
    out = export_bundle(load_plan("linux_single_gpu_pytorch"), tmp_path / "b", kb=KnowledgeBase())
    assert "Measured speed" not in _pdf_text(out.out_dir / "report.pdf")
    assert "Measured speed" not in (out.out_dir / "README.md").read_text(encoding="utf-8")


def test_cli_export_reads_a_saved_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "bench.json"
    saved.write_text(
        json.dumps(_judged_report(KnowledgeBase()).model_dump(mode="json", by_alias=True)),
        encoding="utf-8",
    )
    plan = tmp_path / "recommendation.json"
    plan.write_text(
        load_plan("linux_single_gpu_pytorch").model_dump_json(by_alias=True), encoding="utf-8"
    )
    out = tmp_path / "bundle"
    code = main(["export", str(plan), "--out", str(out), "--no-pdf", "--bench-report", str(saved)])
    assert code == 0, capsys.readouterr().err
    assert "321.0 MB/s" in (out / "README.md").read_text(encoding="utf-8")


def test_cli_export_with_a_bad_report_is_one_line_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bench.json"
    bad.write_text('{"schema": "dlconfig.bench/1", "results": "many"}', encoding="utf-8")
    out = tmp_path / "bundle"
    code = main(["export", "--out", str(out), "--no-pdf", "--bench-report", str(bad)])
    err = capsys.readouterr().err.strip()
    assert code == 2  # bad input
    assert len(err.splitlines()) == 1
    assert f"{bad} is not a benchmark report" in err
    assert not out.exists()
