"""CPU, the fast way: brand, vendor, cores, frequencies, caches and DL-relevant flags.

Reads ``/proc/cpuinfo`` and sysfs on Linux, the registry on Windows and ``sysctl`` on
macOS, plus psutil for core counts: a few milliseconds. py-cpuinfo's slower, more complete
answer is merged in by :mod:`dlconfig.probe.cpu_detail`.
"""

from __future__ import annotations

import logging
import os
import platform
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import psutil

from dlconfig.models.common import Reason
from dlconfig.models.hardware import CpuInfo
from dlconfig.probe.commands import run_command
from dlconfig.probe.problems import problem

log = logging.getLogger(__name__)

# Flags that matter for deep-learning kernels on the CPU (Linux /proc/cpuinfo names).
DL_FLAGS = (
    "sse4_2",
    "avx",
    "avx2",
    "fma",
    "f16c",
    "avx512f",
    "avx512bw",
    "avx512vl",
    "avx512_vnni",
    "avx512_bf16",
    "avx512_fp16",
    "avx_vnni",
    "amx_tile",
    "amx_bf16",
    "amx_int8",
    "neon",
    "sve",
)


@dataclass
class CpuFacts:
    """What the fast reader found, before it becomes a CpuInfo."""

    brand: str | None = None
    vendor: str | None = None
    identity: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    base_freq_mhz: float | None = None
    max_freq_mhz: float | None = None
    l2_cache_bytes: int | None = None
    l3_cache_bytes: int | None = None
    problems: list[Reason] = field(default_factory=list)


def dl_flags(raw: set[str] | list[str]) -> list[str]:
    """The DL-relevant subset of raw CPU flags, plus ``amx`` when any AMX unit is there."""
    names = {f.lower() for f in raw}
    if "asimd" in names:  # Linux on ARM calls NEON "asimd"
        names.add("neon")
    found = [f for f in DL_FLAGS if f in names]
    if any(f.startswith("amx") for f in found):
        found.append("amx")
    return found


def parse_proc_cpuinfo(text: str) -> CpuFacts:
    """Brand, vendor, flags and identity from the first processor in /proc/cpuinfo."""
    first: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip():
            if first:
                break
            continue
        key, _, value = line.partition(":")
        first.setdefault(key.strip().lower(), value.strip())
    facts = CpuFacts()
    facts.brand = first.get("model name") or first.get("hardware") or first.get("cpu model")
    facts.vendor = first.get("vendor_id") or _arm_vendor(first.get("cpu implementer"))
    facts.flags = set((first.get("flags") or first.get("features") or "").split())
    facts.identity = [
        first.get(k, "")
        for k in ("vendor_id", "cpu family", "model", "stepping", "model name", "cpu part")
    ]
    if facts.brand and (m := re.search(r"@\s*([\d.]+)\s*GHz", facts.brand)):
        facts.base_freq_mhz = float(m.group(1)) * 1000
    return facts


_ARM_IMPLEMENTERS = {"0x41": "ARM", "0x61": "Apple", "0x51": "Qualcomm", "0x48": "HiSilicon"}
_ARM_IMPLEMENTERS.update({"0x4e": "NVIDIA", "0xc0": "Ampere"})


def _arm_vendor(code: str | None) -> str | None:
    return _ARM_IMPLEMENTERS.get((code or "").lower()) if code else None


def _read_int(path: Path) -> int | None:
    try:
        return int(path.read_text().strip())
    except (OSError, ValueError):
        return None


def _size_bytes(text: str) -> int | None:
    m = re.fullmatch(r"(\d+)\s*([KMG]?)", text.strip())
    if not m:
        return None
    return int(m.group(1)) * {"": 1, "K": 1024, "M": 1024**2, "G": 1024**3}[m.group(2)]


def linux_caches(root: Path = Path("/sys/devices/system/cpu")) -> dict[int, int]:
    """Total bytes per cache level, summed over distinct cache instances."""
    totals: dict[int, int] = {}
    seen: set[tuple[int, str]] = set()
    for index in sorted(root.glob("cpu[0-9]*/cache/index[0-9]*")):
        try:
            level = int((index / "level").read_text())
            kind = (index / "type").read_text().strip()
            shared = (index / "shared_cpu_list").read_text().strip()
            size = _size_bytes((index / "size").read_text())
        except (OSError, ValueError):
            continue
        if kind == "Instruction" or size is None or (level, shared) in seen:
            continue
        seen.add((level, shared))
        totals[level] = totals.get(level, 0) + size
    return totals


def _linux_facts() -> CpuFacts:
    try:
        facts = parse_proc_cpuinfo(Path("/proc/cpuinfo").read_text(errors="replace"))
    except OSError as exc:
        facts = CpuFacts(problems=[problem("probe.cpu.cpuinfo_unreadable", error=exc.strerror)])
    freq = Path("/sys/devices/system/cpu/cpu0/cpufreq")
    base_khz = _read_int(freq / "base_frequency")
    max_khz = _read_int(freq / "cpuinfo_max_freq")
    if base_khz:
        facts.base_freq_mhz = base_khz / 1000
    if max_khz:
        facts.max_freq_mhz = max_khz / 1000
    caches = linux_caches()
    facts.l2_cache_bytes = caches.get(2)
    facts.l3_cache_bytes = caches.get(3)
    return facts


def _windows_facts() -> CpuFacts:
    facts = CpuFacts()
    try:
        import winreg

        key = winreg.OpenKey(  # type: ignore[attr-defined,unused-ignore]
            winreg.HKEY_LOCAL_MACHINE,  # type: ignore[attr-defined,unused-ignore]
            r"HARDWARE\DESCRIPTION\System\CentralProcessor\0",
        )
        with key:
            values = {}
            for name in ("ProcessorNameString", "VendorIdentifier", "Identifier", "~MHz"):
                try:
                    values[name] = winreg.QueryValueEx(key, name)[0]  # type: ignore[attr-defined,unused-ignore]
                except OSError:
                    continue
        facts.brand = str(values.get("ProcessorNameString", "")).strip() or None
        facts.vendor = values.get("VendorIdentifier")
        facts.identity = [str(values.get("Identifier", "")), facts.brand or ""]
        if isinstance(values.get("~MHz"), int):
            facts.base_freq_mhz = float(values["~MHz"])
    except (ImportError, OSError) as exc:
        facts.problems.append(problem("probe.cpu.registry_unreadable", error=str(exc)))
        facts.identity = [platform.processor()]
    return facts


def _macos_facts() -> CpuFacts:
    facts = CpuFacts()
    brand = run_command(["sysctl", "-n", "machdep.cpu.brand_string"], timeout_s=2)
    facts.brand = brand.stdout.strip() if brand.ok and brand.stdout.strip() else None
    if facts.brand is None:
        facts.problems.append(problem("probe.cpu.sysctl_failed", error=brand.problem))
    facts.vendor = "Apple" if platform.machine() == "arm64" else None
    facts.identity = [facts.brand or "", platform.machine()]
    if platform.machine() == "arm64":
        facts.flags = {"neon"}
    return facts


def read_cpu_facts() -> CpuFacts:
    """Platform-specific fast facts (never raises)."""
    try:
        if sys.platform.startswith("linux"):
            return _linux_facts()
        if sys.platform == "win32":
            return _windows_facts()
        if sys.platform == "darwin":
            return _macos_facts()
    except Exception as exc:  # the probe never raises
        log.debug("CPU facts failed", exc_info=True)
        return CpuFacts(problems=[problem("probe.cpu.details_unreadable", error=str(exc))])
    return CpuFacts(problems=[problem("probe.cpu.no_reader", platform=sys.platform)])


def fast_cpu(facts: CpuFacts | None = None) -> CpuInfo:
    """The CPU section without py-cpuinfo (milliseconds)."""
    facts = facts or read_cpu_facts()
    problems = list(facts.problems)
    logical = psutil.cpu_count(logical=True) or os.cpu_count()
    try:
        physical = psutil.cpu_count(logical=False)
    except Exception as exc:  # noqa: BLE001 - the probe never raises; the problem is reported
        physical = None
        problems.append(problem("probe.cpu.cores_failed", error=str(exc)))
    if physical is None:
        problems.append(problem("probe.cpu.cores_unknown"))
    max_mhz = facts.max_freq_mhz
    if max_mhz is None:
        try:
            freq = psutil.cpu_freq()
            max_mhz = float(freq.max) if freq and freq.max else None
        except Exception:  # noqa: BLE001 - psutil raises on some virtual machines
            max_mhz = None
    if max_mhz is None:
        problems.append(problem("probe.cpu.max_freq_unknown"))
    return CpuInfo(
        brand=facts.brand,
        vendor=facts.vendor,
        arch=platform.machine() or None,
        physical_cores=physical,
        logical_cores=logical,
        base_freq_mhz=facts.base_freq_mhz,
        max_freq_mhz=max_mhz,
        l2_cache_bytes=facts.l2_cache_bytes,
        l3_cache_bytes=facts.l3_cache_bytes,
        flags=dl_flags(facts.flags),
        is_detailed=False,
        problem_reasons=problems,
    )
