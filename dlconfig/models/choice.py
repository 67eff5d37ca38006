"""The hardware step's answer (step 2)."""

from __future__ import annotations

from pydantic import Field

from dlconfig.models.common import Frozen, Reason


class GpuChoice(Frozen):
    gpu: str | None = Field(description="GPU id from the catalog; None means CPU only")
    count: int = Field(ge=0, description="GPUs per node")
    nodes: int = Field(default=1, ge=1)
    strategy: str = "single"


class GpuOption(Frozen):
    """One considered GPU, chosen or not, and why."""

    gpu: str
    name: str
    count: int = Field(ge=0)
    nodes: int = Field(default=1, ge=1)
    strategy: str = "single"
    fits: bool
    vram_gib_per_gpu: float | None = None
    est_hours: float | None = None
    est_cost_usd: float | None = None
    perf_per_dollar: float | None = None
    decode_tokens_per_s: float | None = Field(
        default=None, description="serving: memory-bound decode ceiling, all requests together"
    )
    tokens_per_s_per_1000_usd: float | None = Field(
        default=None, description="serving: decode_tokens_per_s per $1000 of GPUs (priced only)"
    )
    rank_basis: str | None = Field(
        default=None,
        description="what options are ranked by after fit and request: "
        "'decode_tokens_per_dollar' (serving) or 'tflops_per_dollar' (training)",
    )
    system: str | None = Field(
        default=None, description="the server or rack the GPUs come in ('HGX B200'), if any"
    )
    is_chosen: bool = False
    is_local: bool = False
    excluded_because: str | None = None
    reasons: list[Reason] = Field(default_factory=list)


class HostNeeds(Frozen):
    """CPU, RAM, storage and interconnect beside the GPUs, and whether this machine meets them."""

    cpu_cores: int = Field(ge=1)
    ram_gb: float = Field(ge=0)
    storage_gb: float = Field(ge=0)
    storage_kind: str = "nvme"
    # English words (rendered from the catalogue) and their id, which the faces translate
    interconnect: str | None = None
    interconnect_code: str | None = Field(default=None, pattern=r"^[a-z0-9_.]+$")
    local_cpu_ok: bool | None = None
    local_ram_ok: bool | None = None
    local_storage_ok: bool | None = None


class HardwareChoice(Frozen):
    choice: GpuChoice
    local_fit: bool | None = None
    host: HostNeeds | None = None
    options: list[GpuOption] = Field(default_factory=list)
    reasons: list[Reason] = Field(default_factory=list)
