"""``dlconfig-cli probe``: what this machine is, as a summary or as JSON."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from dlconfig.models.requirements import GIB

if TYPE_CHECKING:
    from dlconfig.models.hardware import HardwareProfile


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "probe",
        help="show this machine's CPU, memory, disks, GPUs, OS and software",
        description="Detect this machine. Prints a summary, or the HardwareProfile as JSON "
        "(schema dlconfig.hardware/1) with --json. Exit code 3 with --require-gpu when no "
        "NVIDIA GPU can be used.",
    )
    p.add_argument("--json", action="store_true", help="print the HardwareProfile as JSON")
    p.add_argument("--fast", action="store_true", help="skip py-cpuinfo and slow OS tools")
    p.add_argument("--no-cache", action="store_true", help="re-run py-cpuinfo, ignore its cache")
    p.add_argument(
        "--require-gpu", action="store_true", help="exit with code 3 if no NVIDIA GPU is usable"
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import EXIT_HARDWARE, EXIT_OK
    from dlconfig.services import probe_machine

    profile = probe_machine(detailed_cpu=not args.fast, use_cache=not args.no_cache)
    if args.json:
        print(json.dumps(profile.model_dump(mode="json", by_alias=True), indent=2))
    else:
        print(summary(profile))
    if args.require_gpu and not profile.gpus:
        return EXIT_HARDWARE
    return EXIT_OK


def _gib(value: int | None) -> str:
    return "?" if value is None else f"{value / GIB:.1f} GiB"


def summary(p: HardwareProfile) -> str:
    """A readable, plain-English summary of a profile."""
    lines: list[tuple[str, str]] = []
    s = p.system
    os_text = s.distro_name or " ".join(x for x in (s.os_name, s.os_version) if x) or s.os
    if s.is_wsl:
        os_text += f" in WSL {s.wsl_version or '?'}"
    if s.windows_build:
        os_text += f" (Windows build {s.windows_build})"
    lines.append(("Machine", f"{p.hostname or '?'}: {os_text}, kernel {s.kernel or '?'}, {s.arch}"))
    c = p.cpu
    cores = f"{c.physical_cores or '?'} cores / {c.logical_cores or '?'} threads"
    flags = ", ".join(f for f in c.flags if f in {"avx2", "avx512f", "avx512_bf16", "amx", "neon"})
    lines.append(("CPU", f"{c.brand or 'unknown'}: {cores}" + (f"; {flags}" if flags else "")))
    m = p.memory
    swap = _gib(m.swap_total_bytes) if m.swap_total_bytes else "none"
    mem = f"{_gib(m.total_bytes)} total, {_gib(m.available_bytes)} available; swap {swap}"
    lines.append(("Memory", mem))
    for i, d in enumerate(p.disks):
        size = f"{_gib(d.total_bytes)} ({_gib(d.free_bytes)} free)"
        lines.append(("Disks" if i == 0 else "", f"{d.mountpoint}  {d.fstype}  {size}  {d.kind}"))
    if not p.disks:
        lines.append(("Disks", "none found"))
    if p.gpus:
        for i, g in enumerate(p.gpus):
            cuda = f"CUDA {g.cuda_index}" if g.cuda_index is not None else "hidden from CUDA"
            mig = ", MIG on" if g.is_mig_enabled else ""
            text = f"[{g.nvml_index}] {g.name}, {_gib(g.vram_total_bytes)}, "
            text += f"compute {g.compute_capability or '?'}, {cuda}{mig}"
            lines.append(("GPUs" if i == 0 else "", text))
        lines.append(("Driver", f"{p.driver_version or '?'} (CUDA {p.cuda_driver_version or '?'})"))
    else:
        lines.append(("GPUs", f"none usable: {p.gpus_unavailable_reason or 'unknown reason'}"))
    for i, o in enumerate(p.other_gpus):
        kind = " (integrated)" if o.is_integrated else ""
        vram = f", {_gib(o.vram_bytes)} ({o.vram_note})" if o.vram_bytes and o.vram_note else ""
        gfx = f", {o.gfx_target}" if o.gfx_target else ""
        lines.append(("Other GPUs" if i == 0 else "", f"{o.name}{kind}{vram}{gfx}"))
    sw = p.software
    env = " (conda)" if sw.is_conda else " (venv)" if sw.is_venv else ""
    py = f"{sw.python_version} {sw.python_implementation}{env}"
    lines.append(("Python", f"{py}: {sw.python_executable}"))
    fws = ", ".join(
        f"{f.name} {f.version}" + (f" [{f.variant}]" if f.variant else "") for f in sw.frameworks
    )
    lines.append(("Frameworks", fws or "none installed"))
    tools = ", ".join(f"{t.name} {t.version}" if t.version else t.name for t in sw.tools)
    lines.append(("Tools", tools or "none found"))
    width = max(len(label) for label, _ in lines) + 2
    out = [f"{label:<{width}}{text}" for label, text in lines]
    problems = _problems(p)
    if problems:
        out.append("")
        out.append("Could not read:")
        out.extend(f"  - {x}" for x in problems)
    return "\n".join(out)


def _problems(p: HardwareProfile) -> list[str]:
    found = [*p.cpu.problems, *p.memory.problems, *p.disk_problems, *p.other_gpu_problems]
    for g in p.gpus:
        found.extend(f"GPU {g.nvml_index}: {x}" for x in g.problems)
    found.extend(p.system.problems)
    found.extend(p.software.problems)
    return found
