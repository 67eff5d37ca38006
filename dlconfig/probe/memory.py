"""Memory section: physical RAM and swap, from psutil."""

from __future__ import annotations

import psutil

from dlconfig.models.hardware import MemoryInfo


def probe_memory() -> MemoryInfo:
    """Total and available RAM and swap in bytes. Never raises."""
    problems: list[str] = []
    values: dict[str, int] = {}
    try:
        vm = psutil.virtual_memory()
        values.update(total_bytes=int(vm.total), available_bytes=int(vm.available))
    except Exception as exc:  # noqa: BLE001 - the probe never raises; the problem is reported
        problems.append(f"RAM could not be read ({exc})")
    try:
        sw = psutil.swap_memory()
        values.update(swap_total_bytes=int(sw.total), swap_free_bytes=int(sw.free))
    except Exception as exc:  # noqa: BLE001 - psutil raises on some containers without /proc/swaps
        problems.append(f"swap could not be read ({exc})")
    return MemoryInfo(problems=problems, **values)
