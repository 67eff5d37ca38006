"""AMD and Intel GPU tools read for product names and VRAM: amd-smi (else rocm-smi) and
xpu-smi, each only when it is on PATH. Never raises: a tool that is missing says nothing,
one that fails, hangs or answers nonsense leaves a catalogued problem and no figure.

JSON shapes relied on (recorded fixtures in tests/data/probe/ name their sources):

- ``amd-smi static --asic --bus --vram --driver --json``: a list of per-GPU objects
  (ROCm 6.x) or ``{"gpu_data": [...]}`` (newer releases), each with ``asic.market_name``,
  ``asic.target_graphics_version`` ("gfx942"), ``bus.bdf``, ``driver.version`` and the
  VRAM size as ``vram.size = {"value": N, "unit": "MB"}`` (ROCm 6.2 on) or
  ``vram.vram_size_mb = N`` (ROCm 6.0/6.1). amd-smi's "MB" are MiB: the library divides
  bytes by 1024 twice (``amdsmi_vram_info_t.vram_size``; an RX 7900 XTX reports 24560 MB,
  which is amdgpu's 25753026560 bytes).
- ``rocm-smi --showproductname --showbus --showmeminfo vram --json``:
  ``{"card0": {"Card Series": ..., "GFX Version": ..., "PCI Bus": ...,
  "VRAM Total Memory (B)": "..."}}``; ROCm 5.x spells "Card series".
- ``xpu-smi discovery -j``: ``{"device_list": [{"device_id", "device_name",
  "pci_bdf_address", ...}]}``; ``xpu-smi discovery -d N -j``: one device with
  ``memory_physical_size_byte`` (a string before xpumanager 2.0, an integer after) and
  ``driver_version``.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dlconfig.models.common import Reason
from dlconfig.models.hardware import OtherGpu
from dlconfig.probe.commands import CommandResult, run_command
from dlconfig.probe.problems import problem

log = logging.getLogger(__name__)

TOOL_TIMEOUT_S = 10.0  # amd-smi static on an 8-GPU node takes seconds; it runs off the GUI
MAX_TOOL_GPUS = 16  # devices read from one tool; more is not a machine this app plans for
_MAX_VRAM_BYTES = 1 << 44  # 16 TiB: beyond any GPU; a larger figure is not believed
_MIB = 1 << 20
_NOT_SET = {"", "n/a", "na", "none", "unknown"}
_GFX = re.compile(r"gfx[0-9a-f]{3,5}")

AMD_SMI_ARGS = ["amd-smi", "static", "--asic", "--bus", "--vram", "--driver", "--json"]
ROCM_SMI_ARGS = ["rocm-smi", "--showproductname", "--showbus", "--showmeminfo", "vram", "--json"]
XPU_SMI_LIST_ARGS = ["xpu-smi", "discovery", "-j"]

Runner = Callable[..., CommandResult]


@dataclass(frozen=True)
class ToolGpu:
    """One GPU as a vendor tool described it (None: the tool did not say)."""

    tool: str
    vendor: str
    pci_slot: str | None = None
    name: str | None = None
    vram_bytes: int | None = None
    gfx_target: str | None = None
    driver_version: str | None = None
    bad_vram: str | None = None  # a VRAM figure given but not believed, as the tool wrote it


class BadOutputError(ValueError):
    """A tool's output is not the JSON shape it documents; ``code`` says how."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def _text(value: Any, limit: int = 120) -> str | None:
    """A tool's string field, None when it is missing, not text or "N/A"."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    text = str(value).strip()
    return None if text.lower() in _NOT_SET else text[:limit]


def _slot(value: Any) -> str | None:
    """A PCI address as sysfs names it ("0000:03:00.0"), None when it is not one."""
    text = _text(value, 40)
    if text is None:
        return None
    m = re.fullmatch(r"(?:([0-9a-fA-F]{4,8}):)?([0-9a-fA-F]{2}):([0-9a-fA-F]{2})\.([0-7])", text)
    if m is None:
        return None
    domain = (m.group(1) or "0000")[-4:]
    return f"{domain}:{m.group(2)}:{m.group(3)}.{m.group(4)}".lower()


def _bytes(value: Any, scale: int = 1) -> tuple[int | None, str | None]:
    """(bytes, None) for a plausible size in ``scale`` units; (None, what was written) for
    a figure that cannot be right; (None, None) when there is none."""
    if value is None or isinstance(value, bool) or _text(value) is None:
        return None, None
    raw = str(value).strip()[:40]
    if not re.fullmatch(r"\d{1,20}", raw):
        return None, raw
    size = int(raw) * scale
    return (size, None) if 0 < size <= _MAX_VRAM_BYTES else (None, raw)


def _gfx(value: Any) -> str | None:
    text = _text(value, 20)
    return text if text and _GFX.fullmatch(text) else None


def _json(text: str) -> Any:
    """The JSON a tool printed; lines before it (a warning some versions print to stdout,
    such as amd-smi's about missing render/video groups) are skipped."""
    if not text.strip():
        raise BadOutputError("probe.gpu_tool.empty")
    try:
        return json.loads(text)
    except ValueError:
        pass
    start = re.search(r"^[ \t]*[\[{]", text, re.MULTILINE)
    try:
        if start is None or start.start() == 0:
            raise ValueError("no JSON after a preamble")
        return json.loads(text[start.start() :])
    except ValueError as exc:
        raise BadOutputError("probe.gpu_tool.not_json") from exc


def _section(item: dict[str, Any], key: str) -> dict[str, Any]:
    value = item.get(key)
    return value if isinstance(value, dict) else {}


def parse_amd_smi(text: str) -> list[ToolGpu]:
    """``amd-smi static --asic --bus --vram --driver --json`` -> GPUs (see module doc)."""
    data = _json(text)
    if isinstance(data, dict) and "gpu_data" in data:
        data = data["gpu_data"]
    if not isinstance(data, list):
        raise BadOutputError("probe.gpu_tool.unexpected_json")
    out = []
    for item in data[:MAX_TOOL_GPUS]:
        if not isinstance(item, dict):
            continue
        asic, vram = _section(item, "asic"), _section(item, "vram")
        size = vram.get("size")
        vram_bytes, bad = None, None
        if isinstance(size, dict) and str(size.get("unit", "")).upper() == "MB":
            vram_bytes, bad = _bytes(size.get("value"), _MIB)
        elif "vram_size_mb" in vram:
            vram_bytes, bad = _bytes(vram.get("vram_size_mb"), _MIB)
        out.append(
            ToolGpu(
                tool="amd-smi",
                vendor="AMD",
                pci_slot=_slot(_section(item, "bus").get("bdf")),
                name=_text(asic.get("market_name")),
                vram_bytes=vram_bytes,
                gfx_target=_gfx(asic.get("target_graphics_version")),
                driver_version=_text(_section(item, "driver").get("version"), 40),
                bad_vram=bad,
            )
        )
    return out


def parse_rocm_smi(text: str) -> list[ToolGpu]:
    """``rocm-smi --showproductname --showbus --showmeminfo vram --json`` -> GPUs."""
    data = _json(text)
    if not isinstance(data, dict):
        raise BadOutputError("probe.gpu_tool.unexpected_json")
    out = []
    cards = [v for k, v in data.items() if re.fullmatch(r"card\d+", str(k))]
    for card in cards[:MAX_TOOL_GPUS]:
        if not isinstance(card, dict):
            continue
        fields = {str(k).lower(): v for k, v in card.items()}
        vram_bytes, bad = _bytes(fields.get("vram total memory (b)"))
        out.append(
            ToolGpu(
                tool="rocm-smi",
                vendor="AMD",
                pci_slot=_slot(fields.get("pci bus")),
                name=_text(fields.get("card series")),
                vram_bytes=vram_bytes,
                gfx_target=_gfx(fields.get("gfx version")),
                bad_vram=bad,
            )
        )
    return out


def parse_xpu_list(text: str) -> list[dict[str, Any]]:
    """``xpu-smi discovery -j`` -> its device_list entries."""
    data = _json(text)
    devices = data.get("device_list") if isinstance(data, dict) else None
    if not isinstance(devices, list):
        raise BadOutputError("probe.gpu_tool.unexpected_json")
    return [d for d in devices[:MAX_TOOL_GPUS] if isinstance(d, dict)]


def parse_xpu_device(listed: dict[str, Any], text: str | None) -> ToolGpu:
    """One xpu-smi device: its list entry, with ``xpu-smi discovery -d N -j`` when read."""
    detail: dict[str, Any] = {}
    if text is not None:
        data = _json(text)
        if not isinstance(data, dict):
            raise BadOutputError("probe.gpu_tool.unexpected_json")
        detail = data
    merged = {**listed, **detail}
    vram_bytes, bad = _bytes(detail.get("memory_physical_size_byte"))
    return ToolGpu(
        tool="xpu-smi",
        vendor="Intel",
        pci_slot=_slot(merged.get("pci_bdf_address")),
        name=_text(merged.get("device_name")),
        vram_bytes=vram_bytes,
        driver_version=_text(detail.get("driver_version"), 40),
        bad_vram=bad,
    )


def _failure(tool: str, result: CommandResult) -> Reason:
    """Why ``tool`` gave no output to read, as a catalogued problem."""
    if result.timed_out:
        return problem("probe.gpu_tool.timeout", tool=tool, timeout_s=f"{TOOL_TIMEOUT_S:g}")
    if result.returncode is not None:
        first = (result.stderr or result.stdout).strip().splitlines()
        return problem(
            "probe.gpu_tool.exit",
            tool=tool,
            status=str(result.returncode),
            error=first[0][:200] if first else None,
        )
    return problem("probe.gpu_tool.could_not_run", tool=tool, error=result.problem)


def _run(args: list[str], problems: list[Reason], run: Runner) -> CommandResult | None:
    """What ``args`` printed, None (with a problem) when it did not finish well."""
    result = run(args, timeout_s=TOOL_TIMEOUT_S)
    if not result.ok:
        problems.append(_failure(args[0], result))
        return None
    return result


def _parsed(
    args: list[str], parse: Callable[[str], list[ToolGpu]], problems: list[Reason], run: Runner
) -> list[ToolGpu] | None:
    result = _run(args, problems, run)
    if result is None:
        return None
    try:
        return parse(result.stdout)
    except BadOutputError as exc:
        problems.append(problem(exc.code, tool=args[0]))
        return None


def read_amd(problems: list[Reason], run: Runner = run_command) -> list[ToolGpu]:
    """AMD GPUs from amd-smi, else from rocm-smi (older ROCm); [] when neither is here."""
    if shutil.which("amd-smi") is not None:
        found = _parsed(AMD_SMI_ARGS, parse_amd_smi, problems, run)
        if found:
            return found
    if shutil.which("rocm-smi") is not None:
        return _parsed(ROCM_SMI_ARGS, parse_rocm_smi, problems, run) or []
    return []


def read_intel(problems: list[Reason], run: Runner = run_command) -> list[ToolGpu]:
    """Intel GPUs from xpu-smi; [] when it is not installed."""
    if shutil.which("xpu-smi") is None:
        return []
    listed = _run(XPU_SMI_LIST_ARGS, problems, run)
    if listed is None:
        return []
    try:
        devices = parse_xpu_list(listed.stdout)
    except BadOutputError as exc:
        problems.append(problem(exc.code, tool="xpu-smi"))
        return []
    out: list[ToolGpu] = []
    hung = False
    for device in devices:
        device_id = device.get("device_id")
        detail: CommandResult | None = None
        if not hung and type(device_id) is int and 0 <= device_id < 1024:
            args = ["xpu-smi", "discovery", "-d", str(device_id), "-j"]
            result = run(args, timeout_s=TOOL_TIMEOUT_S)
            if result.ok:
                detail = result
            else:
                problems.append(_failure("xpu-smi", result))
                hung = result.timed_out  # do not wait on a hung tool once per device
        try:
            out.append(parse_xpu_device(device, detail.stdout if detail else None))
        except BadOutputError as exc:
            problems.append(problem(exc.code, tool="xpu-smi"))
            out.append(parse_xpu_device(device, None))
    return out


def _apply(entry: OtherGpu, found: ToolGpu) -> OtherGpu:
    update: dict[str, Any] = {}
    if found.name:
        update["name"] = found.name
    if found.vram_bytes is not None:
        update["vram_bytes"] = found.vram_bytes
        update["vram_note"] = found.tool
    if found.gfx_target:
        update["gfx_target"] = found.gfx_target
    if found.driver_version:
        update["driver_version"] = found.driver_version
    if entry.vendor is None:
        update["vendor"] = found.vendor
    return entry.model_copy(update=update)


def merge_tool_gpus(
    entries: list[tuple[str | None, OtherGpu]], found: list[ToolGpu]
) -> list[OtherGpu]:
    """``entries`` (PCI slot, adapter) with what the tools said about them.

    A tool's GPU joins the adapter at its PCI slot; when the slots do not tell and exactly
    one discrete adapter of that vendor and one tool GPU are left, they are the same
    card. A tool GPU that joins none is listed as an adapter of its own.
    """
    out = [gpu for _, gpu in entries]
    slots = {slot: i for i, (slot, _) in enumerate(entries) if slot}
    used: set[int] = set()
    left: list[ToolGpu] = []
    for gpu in found:
        index = slots.get(gpu.pci_slot) if gpu.pci_slot else None
        if index is not None and index not in used:
            out[index] = _apply(out[index], gpu)
            used.add(index)
        else:
            left.append(gpu)
    for vendor in sorted({g.vendor for g in left}):
        mine = [g for g in left if g.vendor == vendor]
        free = [
            i
            for i, gpu in enumerate(out)
            if i not in used and gpu.vendor == vendor and gpu.is_integrated is not True
        ]
        if len(mine) == 1 and len(free) == 1:
            out[free[0]] = _apply(out[free[0]], mine[0])
            used.add(free[0])
            left.remove(mine[0])
    for gpu in left:
        own = OtherGpu(name=gpu.name or f"{gpu.vendor} GPU", vendor=gpu.vendor)
        out.append(_apply(own, gpu))
    return out


def read_gpu_tools(problems: list[Reason], run: Runner = run_command) -> list[ToolGpu]:
    """Every AMD and Intel GPU their tools describe; problems appended, never raises."""
    out: list[ToolGpu] = []
    for tool, reader in (("amd-smi", read_amd), ("xpu-smi", read_intel)):
        try:
            out.extend(reader(problems, run))
        except Exception as exc:  # a tool's surprise must not sink the probe
            log.debug("%s reader failed", tool, exc_info=True)
            problems.append(problem("probe.gpu_tool.crashed", tool=tool, error=repr(exc)[:200]))
    for gpu in out:
        if gpu.bad_vram is not None:
            problems.append(problem("probe.gpu_tool.bad_vram", tool=gpu.tool, value=gpu.bad_vram))
    return out
