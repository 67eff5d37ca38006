"""What the probe found on this machine (schema ``dlconfig.hardware/1``).

Sizes are bytes, frequencies MHz, power watts. A value that could not be read is
``None``; each section lists, in ``problems``, what it could not read and why.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Final, Literal

from pydantic import Field, model_validator

from dlconfig.models.common import Frozen, Reason, rendered_from_reasons, rendered_words
from dlconfig.models.messages import ParamValue

HARDWARE_SCHEMA: Final = "dlconfig.hardware/1"

# (code field, words field, params field, catalogue prefix) of words rendered from codes
_KIND_BASIS = ("kind_basis_code", "kind_basis", "kind_basis_params", "probe.disk.")
_GPUS_UNAVAILABLE = (
    "gpus_unavailable_code",
    "gpus_unavailable_reason",
    "gpus_unavailable_params",
    "probe.",
)


class CpuInfo(Frozen):
    brand: str | None = None
    vendor: str | None = None
    arch: str | None = None
    physical_cores: int | None = Field(default=None, ge=0)
    logical_cores: int | None = Field(default=None, ge=0)
    base_freq_mhz: float | None = Field(default=None, ge=0)
    max_freq_mhz: float | None = Field(default=None, ge=0)
    l2_cache_bytes: int | None = Field(default=None, ge=0)
    l3_cache_bytes: int | None = Field(default=None, ge=0)
    flags: list[str] = Field(default_factory=list)
    is_detailed: bool = False
    # what could not be read: the English words of ``problem_reasons`` (catalogue reasons
    # the faces translate); a profile recorded before the reasons keeps its words
    problems: list[str] = Field(default_factory=list)
    problem_reasons: list[Reason] = Field(default_factory=list, max_length=50)

    @model_validator(mode="before")
    @classmethod
    def _render_problems(cls, data: Any) -> Any:
        return rendered_from_reasons(data, "problem_reasons", "problems")


class MemoryInfo(Frozen):
    total_bytes: int | None = Field(default=None, ge=0)
    available_bytes: int | None = Field(default=None, ge=0)
    swap_total_bytes: int | None = Field(default=None, ge=0)
    swap_free_bytes: int | None = Field(default=None, ge=0)
    # what could not be read: the English words of ``problem_reasons`` (catalogue reasons
    # the faces translate); a profile recorded before the reasons keeps its words
    problems: list[str] = Field(default_factory=list)
    problem_reasons: list[Reason] = Field(default_factory=list, max_length=50)

    @model_validator(mode="before")
    @classmethod
    def _render_problems(cls, data: Any) -> Any:
        return rendered_from_reasons(data, "problem_reasons", "problems")


class DiskKind(StrEnum):
    NVME = "nvme"
    SSD = "ssd"
    HDD = "hdd"
    NETWORK = "network"
    RAM = "ram"
    UNKNOWN = "unknown"


class DiskInfo(Frozen):
    mountpoint: str
    device: str | None = None
    fstype: str | None = None
    total_bytes: int | None = Field(default=None, ge=0)
    free_bytes: int | None = Field(default=None, ge=0)
    kind: DiskKind = DiskKind.UNKNOWN
    # what the kind rests on: the English words of ``kind_basis_code`` (the messages
    # catalogue's ``probe.disk.<code>``) and its params, which the faces translate
    kind_basis: str | None = None
    kind_basis_code: str | None = Field(default=None, pattern=r"^[a-z0-9_]+$")
    kind_basis_params: dict[str, ParamValue] = Field(default_factory=dict)
    block_device: str | None = Field(
        default=None, description="parent whole disk (partitions and device-mapper resolved)"
    )

    @model_validator(mode="before")
    @classmethod
    def _render_kind_basis(cls, data: Any) -> Any:
        return rendered_words(data, *_KIND_BASIS)


class MigInstance(Frozen):
    """One MIG instance of a GPU (what CUDA sees as a device when MIG is on)."""

    uuid: str | None = None
    vram_total_bytes: int | None = Field(default=None, ge=0)
    cuda_index: int | None = Field(default=None, ge=0)


class GpuInfo(Frozen):
    """One NVIDIA GPU (or MIG instance) seen through NVML."""

    nvml_index: int = Field(ge=0)
    cuda_index: int | None = Field(default=None, ge=0)
    name: str
    uuid: str | None = None
    vram_total_bytes: int | None = Field(default=None, ge=0)
    vram_free_bytes: int | None = Field(default=None, ge=0)
    compute_capability: str | None = None
    pcie_gen: int | None = None
    pcie_width: int | None = None
    power_limit_w: float | None = None
    is_mig_enabled: bool | None = None
    mig_devices: int | None = None
    has_nvlink_active: bool | None = None
    pcie_gen_max: int | None = None
    pcie_width_max: int | None = None
    mig_instances: list[MigInstance] = Field(default_factory=list)
    # what was odd or unreadable: notes in English words, then the words of
    # ``problem_reasons`` (catalogue reasons the faces translate: a value NVML answered
    # wrongly, a GPU that stopped answering)
    problems: list[str] = Field(default_factory=list)
    problem_reasons: list[Reason] = Field(default_factory=list, max_length=50)

    @model_validator(mode="before")
    @classmethod
    def _render_problems(cls, data: Any) -> Any:
        if not isinstance(data, dict) or not data.get("problem_reasons"):
            return data
        rendered = rendered_from_reasons(data, "problem_reasons", "problems")
        words = rendered["problems"]
        notes = [p for p in data.get("problems") or [] if p not in words]
        return {**rendered, "problems": [*notes, *words]}


class OtherGpu(Frozen):
    """A display adapter that is not driven through NVML (AMD, Intel, Apple, ...)."""

    name: str
    vendor: str | None = None
    vram_bytes: int | None = None
    vram_note: str | None = None
    is_integrated: bool | None = None
    driver: str | None = None
    # what the vendor's tool (amd-smi, rocm-smi, xpu-smi) adds, None where none answered
    gfx_target: str | None = Field(
        default=None, pattern=r"^gfx[0-9a-f]{3,5}$", description="AMD: LLVM target (gfx942)"
    )
    driver_version: str | None = Field(default=None, max_length=40)


class SystemInfo(Frozen):
    os: Literal["linux", "windows", "macos", "other"] = "other"
    os_name: str | None = None
    os_version: str | None = None
    distro_id: str | None = None
    distro_version: str | None = None
    distro_name: str | None = None
    kernel: str | None = None
    arch: str | None = None
    is_wsl: bool = False
    wsl_version: int | None = None
    windows_build: int | None = None
    glibc_version: str | None = None
    problems: list[str] = Field(default_factory=list)


class FrameworkInstall(Frozen):
    name: str
    version: str
    variant: str | None = None


class ToolInfo(Frozen):
    name: str
    version: str | None = None
    path: str | None = None


class SoftwareInfo(Frozen):
    python_version: str | None = None
    python_implementation: str | None = None
    python_executable: str | None = None
    is_venv: bool = False
    is_conda: bool = False
    env_name: str | None = None
    frameworks: list[FrameworkInstall] = Field(default_factory=list)
    tools: list[ToolInfo] = Field(default_factory=list)
    problems: list[str] = Field(default_factory=list)


class HardwareProfile(Frozen):
    """Everything the probe knows about the machine."""

    schema_: Literal["dlconfig.hardware/1"] = Field(default=HARDWARE_SCHEMA, alias="schema")
    probed_at: datetime | None = None
    hostname: str | None = None
    cpu: CpuInfo = Field(default_factory=CpuInfo)
    memory: MemoryInfo = Field(default_factory=MemoryInfo)
    disks: list[DiskInfo] = Field(default_factory=list)
    gpus: list[GpuInfo] = Field(default_factory=list)
    # English words rendered from the messages catalogue (``probe.`` + code) and params
    gpus_unavailable_reason: str | None = None
    gpus_unavailable_params: dict[str, ParamValue] = Field(default_factory=dict)
    gpus_unavailable_code: str | None = Field(
        default=None,
        pattern=r"^[a-z0-9_.]+$",
        description="stable code: nvml.library_not_found, nvml.driver_not_loaded, "
        "nvml.version_mismatch, nvml.no_permission, nvml.no_devices, nvml.error, "
        "nvml.not_applicable",
    )
    driver_version: str | None = None
    cuda_driver_version: str | None = None
    nvml_version: str | None = None
    other_gpus: list[OtherGpu] = Field(default_factory=list)
    disk_problems: list[str] = Field(default_factory=list)
    # the display adapters' problems: notes in English words, then the words of
    # ``other_gpu_problem_reasons`` (catalogue reasons: a GPU tool that failed)
    other_gpu_problems: list[str] = Field(default_factory=list)
    other_gpu_problem_reasons: list[Reason] = Field(default_factory=list, max_length=50)
    system: SystemInfo = Field(default_factory=SystemInfo)
    software: SoftwareInfo = Field(default_factory=SoftwareInfo)

    @model_validator(mode="before")
    @classmethod
    def _render_codes(cls, data: Any) -> Any:
        data = rendered_words(data, *_GPUS_UNAVAILABLE)
        if not isinstance(data, dict) or not data.get("other_gpu_problem_reasons"):
            return data
        field = "other_gpu_problems"
        rendered = rendered_from_reasons(data, "other_gpu_problem_reasons", field)
        words = rendered[field]
        notes = [p for p in data.get(field) or [] if p not in words]
        return {**rendered, field: [*notes, *words]}
