"""Results set beside the knowledge base's figures, and the doctor's findings."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from dlconfig.bench import (
    BenchReport,
    BenchResult,
    BenchStatus,
    Expectations,
    GpuPeak,
    StoragePerfTable,
    bench_findings,
    compare,
    expected as expected_mod,
)
from dlconfig.kb import KnowledgeBase
from tests.bench_reports import bench_report, disk_read


def _table() -> StoragePerfTable:
    return KnowledgeBase().dataset("storage_perf", StoragePerfTable)


def _report(folder: Path, read_mb_s: float, notes: list[str] | None = None) -> BenchReport:
    return bench_report(
        folder,
        disk_read(read_mb_s, notes),
        BenchResult(
            code="disk.seq_write", label="write", status=BenchStatus.OK, value=100.0, unit="MB/s"
        ),
        BenchResult(
            code="gpu.matmul_fp16", label="fp16", status=BenchStatus.OK, value=50.0, unit="TFLOP/s"
        ),
        BenchResult(
            code="gpu.matmul_bf16", label="bf16", status=BenchStatus.SKIPPED, reason_code="no_cuda"
        ),
    )


def test_packaged_storage_figures_are_sourced_and_ordered() -> None:
    table = _table()
    kinds = {k.kind: k for k in table.kinds}
    assert set(kinds) == {"nvme", "ssd", "hdd"}
    assert kinds["nvme"].seq_read_mb_s > kinds["ssd"].seq_read_mb_s > kinds["hdd"].seq_read_mb_s
    for k in table.kinds:
        assert k.source.startswith("https://")
        assert k.note and "Rule of thumb" in k.note
        assert k.as_of <= date(2026, 12, 2)


def test_compare_gives_percent_of_the_kind_and_gpu_peak(tmp_path: Path) -> None:
    exp = Expectations(
        storage=_table(),
        disk_kind="ssd",
        gpu=GpuPeak(
            name="Test GPU", tflops={"fp16": 200.0, "bf16": 200.0}, source="https://example.com/gpu"
        ),
    )
    comps = {c.code: c for c in compare(_report(tmp_path, 280.0), exp)}
    assert comps["disk.seq_read"].percent == 50.0  # 280 of the SATA SSD's 560 MB/s
    assert comps["disk.seq_write"].expected == 530.0
    assert comps["gpu.matmul_fp16"].percent == 25.0
    assert "gpu.matmul_bf16" not in comps  # skipped figures are not compared
    assert compare(_report(tmp_path, 280.0), Expectations()) == []


def test_unknown_disk_kind_has_no_disk_comparison(tmp_path: Path) -> None:
    exp = Expectations(storage=_table(), disk_kind="network")
    assert compare(_report(tmp_path, 100.0), exp) == []


def test_slow_dataset_disk_is_a_finding_with_the_factor(tmp_path: Path) -> None:
    exp = Expectations(storage=_table(), disk_kind="hdd")
    findings = bench_findings(_report(tmp_path, 120.0), exp, dataset_path=tmp_path)
    slow = [f for f in findings if f.code == "bench.dataset_disk_slow"]
    assert len(slow) == 1
    assert "reading 120 MB/s" in slow[0].message
    assert slow[0].params["factor"] == pytest.approx(7450 / 120, rel=0.01)
    assert "62×" in slow[0].message
    # and the write figure is far below what a hard disk does
    assert any(f.code == "bench.below_expected" for f in findings)


def test_fast_disk_gives_no_dataset_finding(tmp_path: Path) -> None:
    exp = Expectations(storage=_table(), disk_kind="nvme")
    findings = bench_findings(_report(tmp_path, 6000.0), exp, dataset_path=tmp_path)
    assert not [f for f in findings if f.code.startswith("bench.dataset")]


def test_dataset_on_another_disk_asks_for_a_measurement(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(expected_mod, "_same_device", lambda a, b: False)
    findings = bench_findings(
        _report(tmp_path, 120.0), Expectations(storage=_table()), dataset_path=Path("/data")
    )
    assert [f.code for f in findings if f.code.startswith("bench.dataset")] == [
        "bench.dataset_not_measured"
    ]


def test_missing_dataset_folder_is_named(tmp_path: Path) -> None:
    findings = bench_findings(
        _report(tmp_path, 120.0), Expectations(), dataset_path=tmp_path / "missing"
    )
    assert findings[0].code == "bench.dataset_missing"
    assert str(tmp_path / "missing") in findings[0].message


def test_page_cache_note_becomes_an_info_finding(tmp_path: Path) -> None:
    report = _report(tmp_path, 9000.0, notes=["the page cache may inflate the read figures"])
    findings = bench_findings(report, Expectations())
    assert [f.code for f in findings] == ["bench.disk_page_cache"]


def test_unknown_disk_kind_is_said(tmp_path: Path) -> None:
    findings = bench_findings(_report(tmp_path, 900.0), Expectations(storage=_table()))
    (finding,) = [f for f in findings if f.code == "bench.disk_kind_unknown"]
    assert "not detected" in finding.message and str(tmp_path) in finding.message
    known = bench_findings(
        _report(tmp_path, 900.0), Expectations(storage=_table(), disk_kind="ssd")
    )
    assert not [f for f in known if f.code == "bench.disk_kind_unknown"]
