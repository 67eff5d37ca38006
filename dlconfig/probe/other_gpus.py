"""Display adapters not driven through NVML: AMD, Intel, Apple, ASPEED, or an NVIDIA card
whose driver is missing. Linux: /sys/class/drm plus lspci names; Windows: WMI
Win32_VideoController; macOS: system_profiler. In the full probe, AMD's and Intel's own
tools (amd-smi or rocm-smi, xpu-smi) add product names and VRAM where installed."""

from __future__ import annotations

import json
import logging
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dlconfig.models.common import Reason
from dlconfig.models.hardware import OtherGpu
from dlconfig.probe.commands import run_command
from dlconfig.probe.gpu_tools import merge_tool_gpus, read_gpu_tools

log = logging.getLogger(__name__)

PCI_VENDORS = {
    "10de": "NVIDIA",
    "1002": "AMD",
    "1022": "AMD",
    "8086": "Intel",
    "1a03": "ASPEED",
    "102b": "Matrox",
    "1af4": "virtio",
    "1234": "QEMU",
    "15ad": "VMware",
    "1414": "Microsoft",
}
# AMD APU code names (integrated Radeon graphics) as lspci names them.
AMD_IGPU_WORDS: tuple[str, ...] = (
    *("Raphael", "Rembrandt", "Phoenix", "Renoir", "Cezanne", "Barcelo", "Lucienne"),
    *("Picasso", "Raven", "Mendocino", "Strix", "Hawk Point", "Granite Ridge"),
)
WMI_RAM_CAP_BYTES = 2**32 - 2**20  # WMI AdapterRAM is a 32-bit field


@dataclass
class OtherGpuReport:
    gpus: list[OtherGpu] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    problem_reasons: list[Reason] = field(default_factory=list)
    # PCI slot of each entry of ``gpus`` where known ("0000:03:00.0"), to join tool output
    slots: list[str | None] = field(default_factory=list)


def _is_integrated(vendor: str | None, name: str) -> bool | None:
    if vendor == "Intel":
        return not re.search(r"\bArc\b|Data Center GPU", name)
    if vendor in {"ASPEED", "Matrox", "Apple"}:
        return True
    if vendor == "AMD":
        plain = re.sub(r"\((?:TM|R)\)", "", name).strip()
        if re.search(r"Radeon\s*(?:\d{3}M\s*)?Graphics$", plain):
            return True  # APU graphics: "AMD Radeon(TM) Graphics", "Radeon 780M Graphics"
        return any(word in name for word in AMD_IGPU_WORDS)
    if vendor == "NVIDIA":
        return False
    return None


def parse_lspci_mm(text: str) -> dict[str, tuple[str, str]]:
    """``lspci -mm -nn`` -> {"0000:01:00.0": (vendor id, "Vendor Device")} for display classes."""
    out = {}
    for line in text.splitlines():
        fields = re.findall(r'"([^"]*)"', line)
        slot = line.split(" ", 1)[0]
        if len(fields) < 3 or not re.search(r"\[03[0-9a-f]{2}\]", fields[0]):
            continue
        vendor_m = re.search(r"\[([0-9a-f]{4})\]$", fields[1])
        vendor_name = re.sub(r"\s*\[[0-9a-f]{4}\]$", "", fields[1])
        device_name = re.sub(r"\s*\[[0-9a-f]{4}\]$", "", fields[2])
        full_slot = slot if slot.count(":") == 2 else f"0000:{slot}"
        out[full_slot] = (vendor_m.group(1) if vendor_m else "", f"{vendor_name} {device_name}")
    return out


def _linux(report: OtherGpuReport, pci_root: Path = Path("/sys/bus/pci/devices")) -> None:
    """Display-class PCI devices from sysfs, named by lspci when it is installed."""
    devices = []
    for dev in sorted(pci_root.glob("*")):
        try:
            if not (dev / "class").read_text().strip().startswith("0x03"):
                continue
            vendor_id = (dev / "vendor").read_text().strip().removeprefix("0x")
            device_id = (dev / "device").read_text().strip().removeprefix("0x")
        except OSError:
            continue
        driver_link = dev / "driver"
        driver = driver_link.resolve().name if driver_link.exists() else None
        devices.append((dev.name, vendor_id, device_id, driver, _amdgpu_vram(dev, driver)))
    if not devices:
        return
    lspci = run_command(["lspci", "-mm", "-nn"], timeout_s=3)
    names = parse_lspci_mm(lspci.stdout) if lspci.ok else {}
    if not names:
        report.problems.append(
            f"display adapter names: {lspci.problem or 'lspci listed none'} "
            "(install pciutils for names)"
        )
    for slot, vendor_id, device_id, driver, vram in devices:
        vendor = PCI_VENDORS.get(vendor_id)
        fallback = f"{vendor or 'PCI vendor ' + vendor_id} display device {device_id}"
        name = names.get(slot, ("", ""))[1] or fallback
        entry = _entry(name, vendor, driver)
        if vram is not None:
            entry = entry.model_copy(update={"vram_bytes": vram, "vram_note": AMDGPU_VRAM_NOTE})
        report.gpus.append(entry)
        report.slots.append(slot)


# Linux's amdgpu documentation: "mem_info_vram_total ... returns the total amount of VRAM
# in bytes" (sysfs, beside the PCI device), present whenever amdgpu drives the GPU.
AMDGPU_VRAM_FILE = "mem_info_vram_total"
AMDGPU_VRAM_NOTE = "amdgpu sysfs mem_info_vram_total"
_MAX_VRAM_BYTES = 1 << 44  # 16 TiB: beyond any GPU; a larger figure is not believed


def _amdgpu_vram(dev: Path, driver: str | None) -> int | None:
    """The VRAM the amdgpu driver reports for ``dev``, None when it reports none."""
    if driver != "amdgpu":
        return None
    try:
        text = (dev / AMDGPU_VRAM_FILE).read_text(encoding="ascii", errors="replace")[:32]
        value = int(text.strip())
    except (OSError, ValueError):
        return None
    return value if 0 < value <= _MAX_VRAM_BYTES else None


def _entry(name: str, vendor: str | None, driver: str | None) -> OtherGpu:
    return OtherGpu(
        name=name, vendor=vendor, driver=driver, is_integrated=_is_integrated(vendor, name)
    )


def parse_video_controllers(text: str) -> list[OtherGpu]:
    """``Get-CimInstance Win32_VideoController | ConvertTo-Json`` -> adapters.

    WMI's AdapterRAM is 32-bit: cards with 4 GB or more all read about 4 GB, so the value
    is only reported below that and otherwise replaced by a note.
    """
    data = json.loads(text) if text.strip() else []
    items = data if isinstance(data, list) else [data]
    out = []
    for item in items:
        if not isinstance(item, dict) or not item.get("Name"):
            continue
        name = str(item["Name"]).strip()
        maker = str(item.get("AdapterCompatibility") or "")
        vendor = next((v for v in ("NVIDIA", "AMD", "Intel") if v.lower() in maker.lower()), None)
        if vendor is None and "Advanced Micro Devices" in maker:
            vendor = "AMD"
        ram = item.get("AdapterRAM")
        vram, note = None, None
        if isinstance(ram, int) and 0 < ram < WMI_RAM_CAP_BYTES:
            vram = ram
        elif isinstance(ram, int) and ram >= WMI_RAM_CAP_BYTES:
            note = "Windows reports adapter memory through WMI capped at 4 GB; not shown"
        out.append(
            OtherGpu(
                name=name,
                vendor=vendor or (maker or None),
                vram_bytes=vram,
                vram_note=note,
                is_integrated=_is_integrated(vendor, name),
            )
        )
    return out


def parse_system_profiler(text: str) -> list[OtherGpu]:
    """``system_profiler SPDisplaysDataType -json`` -> adapters."""
    data: Any = json.loads(text)
    out = []
    for item in data.get("SPDisplaysDataType", []):
        name = item.get("sppci_model") or item.get("_name")
        if not name:
            continue
        vendor_raw = str(item.get("spdisplays_vendor", ""))
        vendor = next(
            (v for v in ("Apple", "AMD", "Intel", "NVIDIA") if v.lower() in vendor_raw.lower()),
            None,
        )
        if vendor is None and "ATI" in vendor_raw:
            vendor = "AMD"
        note = "unified memory shared with the CPU" if vendor == "Apple" else None
        vram_text = item.get("spdisplays_vram") or item.get("spdisplays_vram_shared")
        vram = _size_text_bytes(vram_text) if vram_text and vendor != "Apple" else None
        out.append(
            OtherGpu(
                name=name,
                vendor=vendor,
                vram_bytes=vram,
                vram_note=note,
                is_integrated=_is_integrated(vendor, name),
            )
        )
    return out


def _size_text_bytes(text: str) -> int | None:
    m = re.match(r"(\d+)\s*(MB|GB)", text)
    if not m:
        return None
    return int(m.group(1)) * (1024**2 if m.group(2) == "MB" else 1024**3)


def probe_other_gpus(detailed: bool = True) -> OtherGpuReport:
    """Display adapters the OS lists. ``detailed`` allows slow tools (WMI, system_profiler)."""
    report = OtherGpuReport()
    try:
        if sys.platform.startswith("linux"):
            _linux(report)
        elif not detailed:
            report.problems.append("display adapters are read in the full probe")
        elif sys.platform == "win32":
            cmd = "Get-CimInstance Win32_VideoController | Select-Object Name,"
            cmd += "AdapterCompatibility,AdapterRAM,DriverVersion | ConvertTo-Json"
            result = run_command(
                ["powershell", "-NoProfile", "-NonInteractive", "-Command", cmd], 10
            )
            if result.ok:
                report.gpus.extend(parse_video_controllers(result.stdout))
            else:
                report.problems.append(f"display adapters: {result.problem}")
        elif sys.platform == "darwin":
            result = run_command(["system_profiler", "SPDisplaysDataType", "-json"], 15)
            if result.ok:
                report.gpus.extend(parse_system_profiler(result.stdout))
            else:
                report.problems.append(f"display adapters: {result.problem}")
    except Exception as exc:  # the probe never raises
        log.debug("other GPUs failed", exc_info=True)
        report.problems.append(f"display adapters could not be listed ({exc})")
    if detailed and sys.platform != "darwin":
        _add_tool_gpus(report)
    return report


def _add_tool_gpus(report: OtherGpuReport) -> None:
    """What amd-smi/rocm-smi and xpu-smi say, joined to the adapters already listed."""
    found = read_gpu_tools(report.problem_reasons)
    if found:
        slots = report.slots + [None] * (len(report.gpus) - len(report.slots))
        report.gpus = merge_tool_gpus(list(zip(slots, report.gpus, strict=True)), found)
        report.slots = []
