"""The table ``python -m benchmarks`` prints, and the machine it ran on."""

from __future__ import annotations

import os
import platform
import re
from pathlib import Path

from benchmarks.measure import Figure


def _fmt(value: float | None, unit: str) -> str:
    if value is None:
        return ""
    if value >= 100:
        return f"{value:,.0f} {unit}"
    return f"{value:#.3g} {unit}" if value < 10 else f"{value:.1f} {unit}"


def format_table(figures: list[Figure]) -> str:
    rows = [("figure", "value", "floor or budget", "ratio", "pass", "note")]
    for f in figures:
        if f.value is None:
            kind = "error" if f.note.startswith("error") else "n/a"
            limit = f"≤ {_fmt(f.limit, f.unit)}" if f.limit else ""
            rows.append((f.name, kind, limit, "", "FAIL" if kind == "error" else "", f.note))
            continue
        if f.floor:
            limit = f"{_fmt(f.floor, f.unit)} (≤ {f.limit:g}×)"
        elif f.limit:
            limit = f"≤ {_fmt(f.limit, f.unit)}"
        else:
            limit = "—"
        ratio = f"{f.ratio:.2f}" if f.ratio is not None else "—"
        passed = {True: "pass", False: "FAIL", None: "—"}[f.passed]
        rows.append((f.name, _fmt(f.value, f.unit), limit, ratio, passed, f.note))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = [
        "  ".join([*(c.ljust(widths[i]) for i, c in enumerate(r[:5])), r[5]]).rstrip() for r in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def machine_description() -> str:
    """E.g. "2-core VM, Intel(R) Xeon(R) Processor, 23 GiB RAM, Linux 6.8"."""
    model = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        found = re.search(r"^model name\s*:\s*(.+)$", cpuinfo.read_text(), re.M)
        model = found.group(1).strip() if found else model
    virtual = ""
    if cpuinfo.is_file() and " hypervisor" in cpuinfo.read_text():
        virtual = " VM"
    cores = os.cpu_count() or 0
    try:
        import psutil

        ram = f", {psutil.virtual_memory().total / 2**30:.0f} GiB RAM"
    except Exception:  # noqa: BLE001 - the RAM figure is decoration; psutil may be absent or fail
        ram = ""
    return f"{cores}-core{virtual}, {model}{ram}, {platform.system()} {platform.release()}"
