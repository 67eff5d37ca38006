"""A finished benchmark set beside the knowledge base: expected figures and findings.

``judge`` fills a report's comparisons and findings; the CLI's ``bench`` and ``doctor
--bench`` and the GUI's Benchmark panel all call it (through ``dlconfig.services``).
"""

from __future__ import annotations

from pathlib import Path

from dlconfig.bench.expected import Expectations, GpuPeak, bench_findings, compare
from dlconfig.bench.results import BenchReport
from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, find_gpu, gpu_for_profile
from dlconfig.kb.storage_perf import StoragePerfTable
from dlconfig.models.common import Finding
from dlconfig.models.hardware import HardwareProfile


def judge(
    report: BenchReport,
    kb: KnowledgeBase,
    profile: HardwareProfile | None,
    dataset: Path | None = None,
) -> tuple[BenchReport, list[Finding]]:
    """Set a finished run beside the knowledge base's figures: the report with its
    comparisons filled in, and the doctor's findings (``dataset``: the dataset folder to
    judge against the measured disk; the report carries them too)."""
    measured = Path(report.folder) if report.folder else Path.cwd()
    expectations = expectations_for(measured, kb, profile, measured_gpu_name(report))
    report = report.model_copy(update={"comparisons": compare(report, expectations)})
    findings = bench_findings(report, expectations, dataset)
    return report.model_copy(update={"findings": findings}), findings


def disk_kind_for(folder: Path, profile: HardwareProfile | None) -> str | None:
    """The kind (nvme, ssd, hdd, ...) of the disk whose mount point holds ``folder``."""
    if profile is None:
        return None
    try:
        resolved = folder.resolve()
    except OSError:
        return None
    best: tuple[int, str] | None = None
    for d in profile.disks:
        mount = Path(d.mountpoint)
        if resolved == mount or mount in resolved.parents:
            depth = len(mount.parts)
            if best is None or depth > best[0]:
                best = (depth, d.kind.value)
    return best[1] if best else None


def measured_gpu_name(report: BenchReport) -> str | None:
    """The name of the GPU a report measured (as torch reports it), or None."""
    for result in report.results:
        device = result.params.get("device")
        if result.code.startswith("gpu.") and isinstance(device, str):
            return device
    return None


def expectations_for(
    folder: Path,
    kb: KnowledgeBase,
    profile: HardwareProfile | None,
    gpu_name: str | None = None,
) -> Expectations:
    """What the knowledge base expects of the disk holding ``folder`` and of the GPU.

    ``gpu_name`` is the name of the GPU that was measured (as torch reports it); without
    it, the profile's first GPU is assumed.
    """
    try:
        storage: StoragePerfTable | None = kb.dataset("storage_perf", StoragePerfTable)
    except KbError:
        storage = None
    gpu = _gpu_peak(kb, profile, gpu_name)
    return Expectations(storage=storage, disk_kind=disk_kind_for(folder, profile), gpu=gpu)


def _gpu_peak(
    kb: KnowledgeBase, profile: HardwareProfile | None, gpu_name: str | None
) -> GpuPeak | None:
    try:
        catalog = kb.dataset("gpus", GpuCatalog)
    except KbError:
        return None
    if gpu_name is not None:
        rec = find_gpu(catalog, gpu_name)
    elif profile is not None and profile.gpus:
        rec = gpu_for_profile(catalog, profile.gpus[0])
    else:
        rec = None
    if rec is None:
        return None
    tflops = {
        k: v
        for k, v in (
            ("fp16", rec.fp16_tensor_tflops),
            ("bf16", rec.bf16_tensor_tflops),
            ("fp32", rec.fp32_tflops),
        )
        if v is not None
    }
    return GpuPeak(name=rec.name, tflops=tflops, source=rec.source)
