"""NVIDIA GPUs through NVML: identity, memory, links, power, MIG, CUDA numbering.

Never raises: a machine without NVML gets an empty list and a reason; a GPU that fails
mid-query keeps what was read and lists the failure in its ``problems``. Each value is
checked on its own (``nvml_values``): a bad one is ``None`` with a problem, never a lost
GPU list. The GPUs are read side by side, each call under the helper's deadline, so GPUs
that stop answering cost one deadline together, not one each.
"""

from __future__ import annotations

import functools
import logging
import os
import sys
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from dlconfig.models import nvml_values as check
from dlconfig.models.common import Reason
from dlconfig.models.hardware import GpuInfo, MigInstance
from dlconfig.models.messages import ParamValue
from dlconfig.models.probe_errors import ProbeUnavailable, unavailable_text
from dlconfig.probe.cuda_visible import map_cuda_indices
from dlconfig.probe.nvml import SYSTEM_INFO, Nvml, NvmlCallError
from dlconfig.probe.problems import problem

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
    system = SYSTEM_INFO
    driver = _quiet(nvml, "nvmlSystemGetDriverVersion", device=system, valid=check.text)
    cuda_int = _quiet(nvml, "nvmlSystemGetCudaDriverVersion_v2", device=system)
    if cuda_int is None:
        cuda_int = _quiet(nvml, "nvmlSystemGetCudaDriverVersion", device=system)
    nvml_version = _quiet(nvml, "nvmlSystemGetNVMLVersion", device=system, valid=check.text)
    common: dict[str, Any] = {
        "driver_version": driver,
        "cuda_driver_version": _cuda_version_text(cuda_int),
        "nvml_version": nvml_version,
    }
    try:
        raw_count = nvml.call("nvmlDeviceGetCount")
    except NvmlCallError as exc:
        code = "nvml.hung" if exc.is_timeout else "nvml.error"
        params: dict[str, ParamValue] = (
            {"timeout_s": nvml.call_timeout_s}
            if exc.is_timeout
            else {"stage": "list", "error": str(exc)}
        )
        return GpuReport(unavailable_code=code, unavailable_params=params, **common)
    try:
        count = check.gpu_count(raw_count or 0)
    except check.BadValueError as exc:
        return GpuReport(
            unavailable_code="nvml.bad_count",
            unavailable_params={"count": exc.value_text, "max": check.MAX_GPUS},
            **common,
        )
    if count == 0:
        return GpuReport(
            unavailable_code="nvml.no_devices",
            **common,
        )
    with ThreadPoolExecutor(max_workers=count, thread_name_prefix="dlconfig-gpu") as pool:
        fields = list(pool.map(lambda i: _read_device(nvml, i), range(count)))
    uuids = [f.get("uuid") for f in fields]
    migs = {
        i: [m.uuid for m in f["mig_instances"] if m.uuid]
        for i, f in enumerate(fields)
        if f.get("is_mig_enabled")
    }
    mapping = map_cuda_indices(uuids, env, migs)
    # models as read (a GPU whose name could not be read is no other model)
    names = {f["name"] for i, f in enumerate(fields) if f["name"] != f"NVIDIA GPU {i}"}
    mixed_order = len(names) > 1 and env.get("CUDA_DEVICE_ORDER") != "PCI_BUS_ID"
    gpus = []
    for i, f in enumerate(fields):
        problems: list[str] = f.pop("problems")
        notes: list[Reason] = f["problem_reasons"]
        notes.extend(mapping.notes)
        if mixed_order:
            notes.append(problem("probe.gpu.cuda_order"))
        if f.get("is_mig_enabled"):
            f["mig_instances"] = [
                m.model_copy(update={"cuda_index": mapping.cuda_by_uuid.get(m.uuid or "")})
                for m in f["mig_instances"]
            ]
            notes.append(problem("probe.gpu.mig_enabled", count=str(len(f["mig_instances"]))))
            cuda_index = None
        else:
            cuda_index = mapping.cuda_by_nvml.get(i)
        gpus.append(_gpu_info(i, cuda_index, problems, f))
    return GpuReport(gpus=gpus, **common)


def _gpu_info(
    index: int, cuda_index: int | None, problems: list[str], f: dict[str, Any]
) -> GpuInfo:
    """The GpuInfo of one GPU's fields; a field the model still refuses becomes None with a
    problem (the checks should have caught it), never a lost GPU."""
    reasons: list[Reason] = f.pop("problem_reasons")
    for _ in range(len(f) + 1):
        try:
            return GpuInfo(
                nvml_index=index,
                cuda_index=cuda_index,
                problems=problems,
                problem_reasons=reasons[:50],
                **f,
            )
        except ValidationError as exc:
            name = next((str(e["loc"][0]) for e in exc.errors() if e["loc"]), None)
            if name not in f or name in ("name", "mig_instances"):
                break
            value = f.pop(name)
            reasons.append(_bad_value(index, name, check.BadValueError(value)))
    return GpuInfo(nvml_index=index, name=f"NVIDIA GPU {index}", problems=problems)


def _bad_value(index: int, name: str, exc: check.BadValueError) -> Reason:
    return problem("probe.gpu.bad_value", index=str(index), field=name, value=exc.value_text)


def _read_device(nvml: Nvml, index: int) -> dict[str, Any]:  # noqa: PLR0915 - one field after another, each checked on its own
    """Everything NVML says about one GPU, as GpuInfo fields (plus ``problems`` and
    ``problem_reasons``)."""
    problems: list[str] = []
    reasons: list[Reason] = []
    out: dict[str, Any] = {"name": f"NVIDIA GPU {index}", "mig_instances": []}
    out["problems"], out["problem_reasons"] = problems, reasons
    try:
        handle = nvml.call("nvmlDeviceGetHandleByIndex", index, device=index)
    except NvmlCallError as exc:
        if exc.is_timeout:
            reasons.append(_hung(nvml, index))
        else:
            reasons.append(problem("probe.gpu.open_failed", index=str(index), error=str(exc)))
        return out
    lost = False

    def ask(call: str, *args: Any, field: str, valid: Callable[[Any], Any] | None = None) -> Any:
        nonlocal lost
        if lost:
            return None
        try:
            value = nvml.call(call, handle, *args, device=index)
        except NvmlCallError as exc:
            if exc.is_timeout:
                lost = True  # said once, at the end
                return None
            reasons.append(
                problem("probe.gpu.call_failed", index=str(index), call=call, error=str(exc))
            )
            if exc.is_gpu_lost:
                lost = True
                reasons.append(problem("probe.gpu.lost", index=str(index)))
            return None
        if value is None or valid is None:
            return value
        try:
            return valid(value)
        except check.BadValueError as bad:
            reasons.append(_bad_value(index, field, bad))
            return None

    out["name"] = ask("nvmlDeviceGetName", field="name", valid=check.text) or out["name"]
    out["uuid"] = ask("nvmlDeviceGetUUID", field="uuid", valid=check.text)
    memory = ask("nvmlDeviceGetMemoryInfo", field="memory", valid=check.memory)
    if memory is not None:
        out["vram_total_bytes"], out["vram_free_bytes"], _ = memory
    out["compute_capability"] = ask(
        "nvmlDeviceGetCudaComputeCapability",
        field="compute_capability",
        valid=check.capability,
    )
    for key, call, high in (
        ("pcie_gen", "nvmlDeviceGetCurrPcieLinkGeneration", 99),
        ("pcie_width", "nvmlDeviceGetCurrPcieLinkWidth", 64),
        ("pcie_gen_max", "nvmlDeviceGetMaxPcieLinkGeneration", 99),
        ("pcie_width_max", "nvmlDeviceGetMaxPcieLinkWidth", 64),
    ):
        out[key] = ask(call, field=key, valid=functools.partial(check.whole, high=high))
    power = functools.partial(check.whole, high=10**8)  # milliwatts, for both calls
    limit_mw = ask("nvmlDeviceGetPowerManagementLimit", field="power_limit_w", valid=power)
    if limit_mw is None:
        limit_mw = ask(
            "nvmlDeviceGetEnforcedPowerLimit",
            field="power_limit_w",
            valid=power,
        )
    out["power_limit_w"] = limit_mw / 1000.0 if limit_mw is not None else None
    enabled = nvml.constant("NVML_DEVICE_MIG_ENABLE", 1)
    is_mig = ask(
        "nvmlDeviceGetMigMode",
        field="mig_mode",
        valid=lambda v: check.mig_mode(v, enabled),
    )
    if is_mig is not None:
        out["is_mig_enabled"] = is_mig
        if is_mig:
            out["mig_instances"] = _read_mig(nvml, handle, index, reasons)
            out["mig_devices"] = len(out["mig_instances"])
        else:
            out["mig_devices"] = 0
    if not lost:
        out["has_nvlink_active"] = _nvlink_active(nvml, handle, index)
    if index in nvml.hung_devices:  # in any call above, MIG and NVLink included
        reasons.append(_hung(nvml, index))
    return out


def _hung(nvml: Nvml, index: int) -> Reason:
    return problem("probe.gpu.hung", index=str(index), timeout_s=f"{nvml.call_timeout_s:g}")


def _read_mig(nvml: Nvml, handle: Any, index: int, reasons: list[Reason]) -> list[MigInstance]:
    slots = _quiet(
        nvml,
        "nvmlDeviceGetMaxMigDeviceCount",
        handle,
        device=index,
        valid=lambda v: check.whole(v, 0, check.MAX_GPUS),
    )
    instances = []
    for slot in range(slots or 0):
        try:
            mig = nvml.call("nvmlDeviceGetMigDeviceHandleByIndex", handle, slot, device=index)
        except NvmlCallError:
            continue  # an empty slot answers NOT_FOUND
        if mig is None:
            continue
        try:
            uuid = nvml.call("nvmlDeviceGetUUID", mig, device=index)
            memory = nvml.call("nvmlDeviceGetMemoryInfo", mig, device=index)
        except NvmlCallError as exc:
            reasons.append(problem("probe.gpu.mig_instance_failed", slot=str(slot), error=str(exc)))
            continue
        try:
            uuid = check.text(uuid) if uuid is not None else None
            total = check.memory(memory)[0] if memory is not None else None
        except check.BadValueError as exc:
            reasons.append(
                problem("probe.gpu.mig_instance_bad_value", slot=str(slot), value=exc.value_text)
            )
            continue
        instances.append(MigInstance(uuid=uuid, vram_total_bytes=total))
    return instances


def _nvlink_active(nvml: Nvml, handle: Any, index: int) -> bool | None:
    """True if any NVLink is up; None if the GPU has no NVLink or does not say."""
    enabled = nvml.constant("NVML_FEATURE_ENABLED", 1)
    links = nvml.constant("NVML_NVLINK_MAX_LINKS", 18)
    answered = False
    for link in range(links):
        try:
            state = nvml.call("nvmlDeviceGetNvLinkState", handle, link, device=index)
        except NvmlCallError:
            break  # links past the last one answer INVALID_ARGUMENT
        if state is None:
            break
        answered = True
        if state == enabled:
            return True
    return False if answered else None


def _quiet(
    nvml: Nvml,
    call: str,
    *args: Any,
    device: int | None = None,
    valid: Callable[[Any], Any] | None = None,
) -> Any:
    """The answer of ``call``, or None when it fails or is not a valid value."""
    try:
        value = nvml.call(call, *args, device=device)
        return value if value is None or valid is None else valid(value)
    except (NvmlCallError, ValueError) as exc:
        log.debug("%s: %s", call, exc)
        return None


def _cuda_version_text(value: Any) -> str | None:
    """NVML reports the CUDA driver version as 1000*major + 10*minor (12040 -> "12.4")."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value < 10**6:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"
