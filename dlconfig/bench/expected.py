"""Measured figures set beside the figures the knowledge base expects, and findings.

The expected figures come from ``storage_perf.yaml`` (typical drive throughput by kind)
and the GPU catalog (peak tensor TFLOPS); the caller loads them from the knowledge base
and passes them in as ``Expectations``, so this module reads no files.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Literal

from pydantic import Field

from dlconfig.bench.results import BenchReport, BenchStatus, Comparison
from dlconfig.kb.storage_perf import StoragePerfTable
from dlconfig.models.common import Finding, Frozen, Severity

KIND_LABELS = {"nvme": "an NVMe SSD", "ssd": "a SATA SSD", "hdd": "a hard disk"}

# Policy, not fact: how far below the expected figure a result must fall to be worth
# a warning, and how much faster an NVMe disk must be before the doctor suggests one.
WEAK_PERCENT = 50.0
SLOW_DATASET_FACTOR = 5.0


class GpuPeak(Frozen):
    """Peak dense TFLOPS of the measured GPU, from the GPU catalog."""

    name: str
    tflops: dict[Literal["fp16", "bf16", "fp32"], float] = Field(default_factory=dict)
    source: str | None = None


class Expectations(Frozen):
    """What the knowledge base expects of this machine."""

    storage: StoragePerfTable | None = None
    disk_kind: str | None = Field(
        default=None, description="kind of the measured folder's disk, as the probe saw it"
    )
    gpu: GpuPeak | None = None


def compare(report: BenchReport, expected: Expectations) -> list[Comparison]:
    """One comparison per measured figure that has an expected figure."""
    out: list[Comparison] = []
    perf = expected.storage.for_kind(expected.disk_kind) if expected.storage else None
    if perf is not None:
        for code, want in (
            ("disk.seq_read", perf.seq_read_mb_s),
            ("disk.seq_write", perf.seq_write_mb_s),
        ):
            got = report.result(code)
            if got is not None and got.status is BenchStatus.OK and got.value is not None:
                out.append(
                    Comparison(
                        code=code,
                        measured=got.value,
                        expected=want,
                        unit="MB/s",
                        percent=round(100 * got.value / want, 1),
                        against=f"{perf.label} ({perf.example})",
                        source=perf.source,
                        note=perf.note,
                    )
                )
    if expected.gpu is not None:
        for precision, peak in expected.gpu.tflops.items():
            got = report.result(f"gpu.matmul_{precision}")
            if got is not None and got.status is BenchStatus.OK and got.value is not None:
                out.append(
                    Comparison(
                        code=got.code,
                        measured=got.value,
                        expected=peak,
                        unit="TFLOP/s",
                        percent=round(100 * got.value / peak, 1),
                        against=f"{expected.gpu.name} peak {precision.upper()}",
                        source=expected.gpu.source,
                    )
                )
    return out


def perf_missing(expected: Expectations) -> bool:
    """True when the knowledge base has no typical figure for the measured disk's kind."""
    return expected.storage is None or expected.storage.for_kind(expected.disk_kind) is None


def _same_device(a: Path, b: Path) -> bool | None:
    with contextlib.suppress(OSError):
        return os.stat(a).st_dev == os.stat(b).st_dev
    return None


def bench_findings(
    report: BenchReport,
    expected: Expectations,
    dataset_path: Path | None = None,
) -> list[Finding]:
    """Findings for the doctor: slow dataset disk, weak GPU, figures to distrust."""
    findings: list[Finding] = []
    seq_read = report.result("disk.seq_read")
    has_read = seq_read is not None and seq_read.status is BenchStatus.OK and seq_read.value
    if seq_read is not None and has_read and seq_read.notes:
        findings.append(
            Finding(
                code="bench.disk_page_cache",
                severity=Severity.INFO,
                params={
                    "folder": report.folder,
                    "is_cache_dropped": seq_read.params.get("is_cache_dropped") is not False,
                },
            )
        )
    if has_read and expected.storage is not None and perf_missing(expected):
        findings.append(
            Finding(
                code="bench.disk_kind_unknown",
                severity=Severity.INFO,
                params={"kind": expected.disk_kind, "folder": report.folder},
            )
        )
    if dataset_path is not None and seq_read is not None and has_read and report.folder:
        findings.extend(_dataset_findings(seq_read.value or 0.0, report, expected, dataset_path))
    for comparison in compare(report, expected):
        if comparison.percent < WEAK_PERCENT:
            findings.append(
                Finding(
                    code="bench.below_expected",
                    severity=Severity.WARNING,
                    params={
                        "figure": comparison.code,
                        "measured": comparison.measured,
                        "expected": comparison.expected,
                        "percent": comparison.percent,
                        "unit": comparison.unit,
                        "against": comparison.against,
                    },
                    source=comparison.source,
                )
            )
    return findings


def _dataset_findings(
    read_mb_s: float, report: BenchReport, expected: Expectations, dataset_path: Path
) -> list[Finding]:
    assert report.folder is not None
    same = _same_device(dataset_path, Path(report.folder))
    if same is None:
        return [
            Finding(
                code="bench.dataset_missing",
                severity=Severity.WARNING,
                params={"path": str(dataset_path)},
            )
        ]
    if not same:
        return [
            Finding(
                code="bench.dataset_not_measured",
                severity=Severity.INFO,
                params={"path": str(dataset_path), "measured_folder": report.folder},
            )
        ]
    nvme = expected.storage.for_kind("nvme") if expected.storage else None
    if nvme is None or expected.disk_kind == "nvme":
        return []
    factor = nvme.seq_read_mb_s / max(read_mb_s, 1e-6)
    if factor < SLOW_DATASET_FACTOR:
        return []
    return [
        Finding(
            code="bench.dataset_disk_slow",
            severity=Severity.WARNING,
            params={
                "path": str(dataset_path),
                "read_mb_s": round(read_mb_s, 1),
                "nvme_mb_s": nvme.seq_read_mb_s,
                "factor": round(factor, 1),
                "nvme_example": nvme.example,
            },
            source=nvme.source,
        )
    ]
