"""py-cpuinfo's detailed CPU answer, run once and cached per CPU identity.

py-cpuinfo takes about a second (it starts a helper process), so its answer is stored in
``cache_dir()/cpuinfo-<key>.json``. The key hashes the CPU's identity (vendor, family,
model, stepping, brand, logical cores) and the py-cpuinfo version, so a different CPU, or
a moved disk image, gets a fresh reading. Call :func:`detailed_cpu` off the GUI thread.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import platform
from importlib import metadata
from pathlib import Path
from typing import Any

from dlconfig.models.common import Reason
from dlconfig.models.hardware import CpuInfo
from dlconfig.probe.cpu import CpuFacts, dl_flags, fast_cpu, read_cpu_facts
from dlconfig.probe.problems import problem

log = logging.getLogger(__name__)

CACHE_VERSION = 1


def cache_key(facts: CpuFacts) -> str:
    """Short hash of what identifies this CPU (and the py-cpuinfo release)."""
    try:
        lib = metadata.version("py-cpuinfo")
    except metadata.PackageNotFoundError:
        lib = "none"
    parts = [str(CACHE_VERSION), lib, platform.machine(), str(os.cpu_count()), *facts.identity]
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:20]


def cache_path(facts: CpuFacts) -> Path:
    from dlconfig.settings.files import cache_dir

    return cache_dir() / f"cpuinfo-{cache_key(facts)}.json"


def _run_cpuinfo() -> dict[str, Any]:
    import cpuinfo  # the slow import and call happen only here

    info: dict[str, Any] = cpuinfo.get_cpu_info()
    return info


def _load_cached(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.info("ignoring unreadable CPU cache %s: %s", path, exc)
        return None
    return data if isinstance(data, dict) else None


def cpuinfo_dict(facts: CpuFacts, use_cache: bool = True) -> tuple[dict[str, Any], Reason | None]:
    """py-cpuinfo's dict (cached) and the problem if it could not be had."""
    path = cache_path(facts)
    if use_cache and (cached := _load_cached(path)) is not None:
        return cached, None
    try:
        info = _run_cpuinfo()
    except Exception as exc:  # py-cpuinfo fails on some exotic CPUs and sandboxes
        log.debug("py-cpuinfo failed", exc_info=True)
        return {}, problem("probe.cpu.cpuinfo_failed", error=str(exc))
    keep = {
        k: info.get(k)
        for k in (
            "brand_raw",
            "vendor_id_raw",
            "arch_string_raw",
            "hz_advertised",
            "hz_actual",
            "l2_cache_size",
            "l3_cache_size",
            "flags",
        )
    }
    from dlconfig.settings.files import atomic_write_text

    try:
        atomic_write_text(path, json.dumps(keep))
    except OSError as exc:
        log.info("could not cache CPU details in %s: %s", path, exc)
    return keep, None


def _hz_mhz(value: Any) -> float | None:
    if isinstance(value, list | tuple) and value and isinstance(value[0], int | float):
        return float(value[0]) / 1e6 if value[0] > 0 else None
    return None


def _cache_bytes(value: Any) -> int | None:
    return value if isinstance(value, int) and value > 0 else None


def detailed_cpu(use_cache: bool = True, facts: CpuFacts | None = None) -> CpuInfo:
    """The fast CPU section completed with py-cpuinfo (cached). Never raises."""
    facts = facts or read_cpu_facts()
    base = fast_cpu(facts)
    info, failed = cpuinfo_dict(facts, use_cache)
    if failed is not None:
        reasons = [*base.problem_reasons, failed]
        return CpuInfo.model_validate({**base.model_dump(), "problem_reasons": reasons})
    flags = set(base.flags)
    flags.update(dl_flags(info.get("flags") or []))
    update: dict[str, Any] = {
        "brand": base.brand or info.get("brand_raw"),
        "vendor": base.vendor or info.get("vendor_id_raw"),
        "base_freq_mhz": base.base_freq_mhz or _hz_mhz(info.get("hz_advertised")),
        "l2_cache_bytes": base.l2_cache_bytes or _cache_bytes(info.get("l2_cache_size")),
        "l3_cache_bytes": base.l3_cache_bytes or _cache_bytes(info.get("l3_cache_size")),
        "flags": dl_flags(flags),
        "is_detailed": True,
    }
    return base.model_copy(update=update)
