"""The whole machine: every section probed concurrently into one HardwareProfile.

Sections run in worker threads (most of their time is spent waiting on files and small
subprocesses). Each section catches its own failures, so the profile always comes back.
"""

from __future__ import annotations

import logging
import platform
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime, timezone
from typing import Any, TypeVar

from dlconfig.models.hardware import (
    CpuInfo,
    HardwareProfile,
    MemoryInfo,
    SoftwareInfo,
    SystemInfo,
)
from dlconfig.probe.cpu import fast_cpu
from dlconfig.probe.cpu_detail import detailed_cpu
from dlconfig.probe.disks import DiskReport, probe_disks
from dlconfig.probe.gpus import GpuReport, probe_gpus
from dlconfig.probe.memory import probe_memory
from dlconfig.probe.other_gpus import OtherGpuReport, probe_other_gpus
from dlconfig.probe.software import probe_software
from dlconfig.probe.system import probe_system

log = logging.getLogger(__name__)

T = TypeVar("T")


def _result(future: Future[T], fallback: Callable[[str], T], section: str) -> T:
    try:
        return future.result()
    except Exception as exc:  # sections never raise, but a bug must not sink the probe
        log.warning("probe section %s failed", section, exc_info=True)
        return fallback(f"{section} could not be probed ({type(exc).__name__}: {exc})")


def probe_machine(detailed_cpu: bool = True, use_cache: bool = True) -> HardwareProfile:
    """Probe everything. Never raises.

    ``detailed_cpu`` adds py-cpuinfo's answer (about a second the first time, then read
    from the cache unless ``use_cache`` is False) and lets the slower OS tools run
    (PowerShell on Windows, system_profiler on macOS).
    """
    detailed = detailed_cpu
    with ThreadPoolExecutor(max_workers=7, thread_name_prefix="dlconfig-probe") as pool:
        cpu_f: Future[CpuInfo] = (
            pool.submit(_detailed_cpu, use_cache) if detailed else pool.submit(fast_cpu)
        )
        gpu_f = pool.submit(probe_gpus)
        soft_f = pool.submit(probe_software)
        sys_f = pool.submit(probe_system, detailed)
        disk_f = pool.submit(probe_disks, detailed)
        other_f = pool.submit(probe_other_gpus, detailed)
        mem_f = pool.submit(probe_memory)
        return assemble(
            cpu=_result(cpu_f, lambda p: CpuInfo(problems=[p]), "CPU"),
            memory=_result(mem_f, lambda p: MemoryInfo(problems=[p]), "memory"),
            disks=_result(disk_f, lambda p: DiskReport(problems=[p]), "disks"),
            gpus=_result(
                gpu_f,
                lambda p: GpuReport(
                    unavailable_code="nvml.error",
                    unavailable_params={"stage": "section", "error": p},
                ),
                "GPUs",
            ),
            other=_result(other_f, lambda p: OtherGpuReport(problems=[p]), "display adapters"),
            system=_result(sys_f, lambda p: SystemInfo(problems=[p]), "system"),
            software=_result(soft_f, lambda p: SoftwareInfo(problems=[p]), "software"),
        )


def fast_probe() -> HardwareProfile:
    """Everything except py-cpuinfo and the slow OS tools (well under a second)."""
    return probe_machine(detailed_cpu=False)


def _detailed_cpu(use_cache: bool) -> CpuInfo:
    return detailed_cpu(use_cache=use_cache)


def assemble(
    *,
    cpu: CpuInfo,
    memory: MemoryInfo,
    disks: DiskReport,
    gpus: GpuReport,
    other: OtherGpuReport,
    system: SystemInfo,
    software: SoftwareInfo,
) -> HardwareProfile:
    """Put the sections together (the GUI calls this with sections it probed itself)."""
    others = other.gpus
    if gpus.gpus:  # an NVIDIA card NVML drives is listed once, in gpus
        others = [g for g in others if g.vendor != "NVIDIA"]
    fields: dict[str, Any] = {
        "probed_at": datetime.now(timezone.utc),
        "hostname": platform.node() or None,
        "cpu": cpu,
        "memory": memory,
        "disks": disks.disks,
        "disk_problems": disks.problems,
        "gpus": gpus.gpus,
        "gpus_unavailable_reason": gpus.unavailable_reason,
        "gpus_unavailable_code": gpus.unavailable_code,
        "gpus_unavailable_params": gpus.unavailable_params,
        "driver_version": gpus.driver_version,
        "cuda_driver_version": gpus.cuda_driver_version,
        "nvml_version": gpus.nvml_version,
        "other_gpus": others,
        "other_gpu_problems": other.problems,
        "other_gpu_problem_reasons": other.problem_reasons[:50],
        "system": system,
        "software": software,
    }
    return HardwareProfile(**fields)
