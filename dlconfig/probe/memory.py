"""Memory section: physical RAM and swap, from psutil."""

from __future__ import annotations

import psutil

from dlconfig.models.common import Reason
from dlconfig.models.hardware import MemoryInfo
from dlconfig.probe.problems import problem


def probe_memory() -> MemoryInfo:
    """Total and available RAM and swap in bytes. Never raises."""
    problems: list[Reason] = []
    values: dict[str, int] = {}
    try:
        vm = psutil.virtual_memory()
        values.update(total_bytes=int(vm.total), available_bytes=int(vm.available))
    except Exception as exc:  # noqa: BLE001 - the probe never raises; the problem is reported
        problems.append(problem("probe.memory.ram_unreadable", error=str(exc)))
    try:
        sw = psutil.swap_memory()
        values.update(swap_total_bytes=int(sw.total), swap_free_bytes=int(sw.free))
    except Exception as exc:  # noqa: BLE001 - psutil raises on some containers without /proc/swaps
        problems.append(problem("probe.memory.swap_unreadable", error=str(exc)))
    return MemoryInfo(problem_reasons=problems, **values)
