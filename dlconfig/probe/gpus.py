"""NVIDIA GPUs through NVML: identity, memory, links, power, MIG, CUDA numbering.

Never raises: a machine without NVML gets an empty list and a reason; a GPU that fails
mid-query keeps what was read and lists the failure in its ``problems``.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dlconfig.models.hardware import GpuInfo, MigInstance
from dlconfig.models.messages import ParamValue
from dlconfig.probe.cuda_visible import map_cuda_indices
from dlconfig.probe.nvml import Nvml, NvmlCallError, ProbeUnavailable, unavailable_text

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GpuReport:
    """The GPU section of a HardwareProfile."""

    gpus: list[GpuInfo] = field(default_factory=list)
    driver_version: str | None = None
    cuda_driver_version: str | None = None
    nvml_version: str | None = None
    unavailable_code: str | None = None
    unavailable_params: dict[str, ParamValue] = field(default_factory=dict)

    @property
    def unavailable_reason(self) -> str | None:
        """Why no GPU can be used, in English (None: GPUs are usable)."""
        if self.unavailable_code is None:
            return None
        return unavailable_text(self.unavailable_code, self.unavailable_params)


def probe_gpus(
    nvml: Nvml | None = None,
    env: Mapping[str, str] | None = None,
    platform: str | None = None,
) -> GpuReport:
    """Read every NVIDIA GPU NVML reports. ``nvml`` defaults to a fresh, lazily loaded one."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform == "darwin":
        return GpuReport(unavailable_code="nvml.not_applicable")
    nvml = nvml or Nvml()
    try:
        nvml.open()
    except ProbeUnavailable as exc:
        return GpuReport(unavailable_code=exc.code, unavailable_params=exc.params)
    try:
        return _read_all(nvml, env)
    except Exception as exc:  # the probe never raises
        log.debug("GPU probe failed", exc_info=True)
        return GpuReport(
            unavailable_code="nvml.error",
            unavailable_params={"stage": "list", "error": str(exc)},
        )
    finally:
        nvml.close()


def _read_all(nvml: Nvml, env: Mapping[str, str]) -> GpuReport:
    driver = _quiet(nvml, "nvmlSystemGetDriverVersion")
    cuda_int = _quiet(nvml, "nvmlSystemGetCudaDriverVersion_v2")
    if cuda_int is None:
        cuda_int = _quiet(nvml, "nvmlSystemGetCudaDriverVersion")
    nvml_version = _quiet(nvml, "nvmlSystemGetNVMLVersion")
    count = nvml.call("nvmlDeviceGetCount") or 0
    common: dict[str, Any] = {
        "driver_version": driver,
        "cuda_driver_version": _cuda_version_text(cuda_int),
        "nvml_version": nvml_version,
    }
    if count == 0:
        return GpuReport(
            unavailable_code="nvml.no_devices",
            **common,
        )
    fields = [_read_device(nvml, i) for i in range(count)]
    uuids = [f.get("uuid") for f in fields]
    migs = {
        i: [m.uuid for m in f["mig_instances"] if m.uuid]
        for i, f in enumerate(fields)
        if f.get("is_mig_enabled")
    }
    mapping = map_cuda_indices(uuids, env, migs)
    names = {f.get("name") for f in fields}
    order_note = None
    if len(names) > 1 and env.get("CUDA_DEVICE_ORDER") != "PCI_BUS_ID":
        order_note = (
            "GPUs of different models: CUDA numbers the fastest first unless "
            "CUDA_DEVICE_ORDER=PCI_BUS_ID, so the CUDA index shown assumes PCI order."
        )
    gpus = []
    for i, f in enumerate(fields):
        problems: list[str] = f.pop("problems")
        problems.extend(mapping.notes)
        if order_note:
            problems.append(order_note)
        if f.get("is_mig_enabled"):
            f["mig_instances"] = [
                m.model_copy(update={"cuda_index": mapping.cuda_by_uuid.get(m.uuid or "")})
                for m in f["mig_instances"]
            ]
            problems.append(
                f"MIG is enabled: CUDA sees its {len(f['mig_instances'])} MIG instances, "
                "not the whole GPU."
            )
            cuda_index = None
        else:
            cuda_index = mapping.cuda_by_nvml.get(i)
        gpus.append(GpuInfo(nvml_index=i, cuda_index=cuda_index, problems=problems, **f))
    return GpuReport(gpus=gpus, **common)


def _read_device(nvml: Nvml, index: int) -> dict[str, Any]:
    """Everything NVML says about one GPU, as GpuInfo fields (plus ``problems``)."""
    problems: list[str] = []
    out: dict[str, Any] = {"name": f"NVIDIA GPU {index}", "mig_instances": []}
    try:
        handle = nvml.call("nvmlDeviceGetHandleByIndex", index)
    except NvmlCallError as exc:
        out["problems"] = [f"could not open GPU {index}: {exc}"]
        return out
    lost = False

    def ask(call: str, *args: Any, what: str) -> Any:
        nonlocal lost
        if lost:
            return None
        try:
            return nvml.call(call, handle, *args)
        except NvmlCallError as exc:
            problems.append(f"{what}: {exc}")
            if exc.is_gpu_lost:
                lost = True
                problems.append("the GPU fell off the bus; later values were not read")
            return None

    out["name"] = ask("nvmlDeviceGetName", what="name") or out["name"]
    out["uuid"] = ask("nvmlDeviceGetUUID", what="UUID")
    memory = ask("nvmlDeviceGetMemoryInfo", what="memory")
    if memory is not None:
        out["vram_total_bytes"] = int(memory.total)
        out["vram_free_bytes"] = int(memory.free)
    capability = ask("nvmlDeviceGetCudaComputeCapability", what="compute capability")
    if capability is not None:
        out["compute_capability"] = f"{capability[0]}.{capability[1]}"
    out["pcie_gen"] = ask("nvmlDeviceGetCurrPcieLinkGeneration", what="PCIe generation")
    out["pcie_width"] = ask("nvmlDeviceGetCurrPcieLinkWidth", what="PCIe width")
    out["pcie_gen_max"] = ask("nvmlDeviceGetMaxPcieLinkGeneration", what="max PCIe generation")
    out["pcie_width_max"] = ask("nvmlDeviceGetMaxPcieLinkWidth", what="max PCIe width")
    limit_mw = ask("nvmlDeviceGetPowerManagementLimit", what="power limit")
    if limit_mw is None:
        limit_mw = ask("nvmlDeviceGetEnforcedPowerLimit", what="power limit")
    out["power_limit_w"] = limit_mw / 1000.0 if limit_mw is not None else None
    mig_mode = ask("nvmlDeviceGetMigMode", what="MIG mode")
    if mig_mode is not None:
        enabled = nvml.constant("NVML_DEVICE_MIG_ENABLE", 1)
        out["is_mig_enabled"] = mig_mode[0] == enabled
        if out["is_mig_enabled"]:
            out["mig_instances"] = _read_mig(nvml, handle, problems)
            out["mig_devices"] = len(out["mig_instances"])
        else:
            out["mig_devices"] = 0
    if not lost:
        out["has_nvlink_active"] = _nvlink_active(nvml, handle)
    out["problems"] = problems
    return out


def _read_mig(nvml: Nvml, handle: Any, problems: list[str]) -> list[MigInstance]:
    slots = _quiet(nvml, "nvmlDeviceGetMaxMigDeviceCount", handle) or 0
    instances = []
    for slot in range(slots):
        try:
            mig = nvml.call("nvmlDeviceGetMigDeviceHandleByIndex", handle, slot)
        except NvmlCallError:
            continue  # an empty slot answers NOT_FOUND
        if mig is None:
            continue
        try:
            uuid = nvml.call("nvmlDeviceGetUUID", mig)
            memory = nvml.call("nvmlDeviceGetMemoryInfo", mig)
        except NvmlCallError as exc:
            problems.append(f"MIG instance {slot}: {exc}")
            continue
        total = int(memory.total) if memory is not None else None
        instances.append(MigInstance(uuid=uuid, vram_total_bytes=total))
    return instances


def _nvlink_active(nvml: Nvml, handle: Any) -> bool | None:
    """True if any NVLink is up; None if the GPU has no NVLink or does not say."""
    enabled = nvml.constant("NVML_FEATURE_ENABLED", 1)
    links = nvml.constant("NVML_NVLINK_MAX_LINKS", 18)
    answered = False
    for link in range(links):
        try:
            state = nvml.call("nvmlDeviceGetNvLinkState", handle, link)
        except NvmlCallError:
            break  # links past the last one answer INVALID_ARGUMENT
        if state is None:
            break
        answered = True
        if state == enabled:
            return True
    return False if answered else None


def _quiet(nvml: Nvml, call: str, *args: Any) -> Any:
    try:
        return nvml.call(call, *args)
    except NvmlCallError as exc:
        log.debug("%s", exc)
        return None


def _cuda_version_text(value: Any) -> str | None:
    """NVML reports the CUDA driver version as 1000*major + 10*minor (12040 -> "12.4")."""
    if not isinstance(value, int) or value <= 0:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"
