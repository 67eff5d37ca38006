"""The hardware step's answer (step 2)."""

from __future__ import annotations

from datetime import date

from pydantic import Field

from dlconfig.models.common import Frozen, Reason
from dlconfig.models.decision import Candidate

# Codes of a GPU option's caveats: a licence that binds the hardware in a data centre, a
# consumer build of more cards than a workstation takes.
CAVEAT_CODES = frozenset({"hardware.option.licence", "hardware.option.consumer_build"})


class GpuChoice(Frozen):
    gpu: str | None = Field(description="GPU id from the catalog; None means CPU only")
    count: int = Field(ge=0, description="GPUs per node")
    nodes: int = Field(default=1, ge=1)
    strategy: str = "single"
    tensor_parallel: int = Field(default=1, ge=1, description="GPUs each layer is split over")


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
    rent_usd_per_hour: float | None = Field(
        default=None,
        description="renting these GPUs: the cheapest on-demand list price per hour of the "
        "instances that hold them (None: no offer in the price list)",
    )
    rent_run_usd: float | None = Field(
        default=None, description="renting: the training run at that price (est_hours long)"
    )
    rent_month_usd: float | None = Field(
        default=None, description="renting: a month (730 h) of these GPUs at that price"
    )
    rent_offer: str | None = Field(
        default=None, description="the offer priced: 'provider instance_type'"
    )
    rent_source: str | None = Field(default=None, description="where that price was read")
    rent_as_of: date | None = Field(default=None, description="when that price held")
    price_kind: str | None = Field(
        default=None, description="buying: the kind of est_cost_usd (launch_msrp, list, street)"
    )
    price_as_of: date | None = Field(default=None, description="buying: when that price held")
    price_source: str | None = Field(default=None, description="buying: where it was read")
    power_month_usd: float | None = Field(
        default=None,
        description="buying: GPU board power x PUE at the plan's USD/kWh for a month at full load",
    )
    break_even_utilisation: float | None = Field(
        default=None,
        description="buying beats renting the same GPUs above this share of hours (0..1; "
        "above 1: never within the write-off period)",
    )
    best: Candidate | None = Field(
        default=None, description="this GPU's best candidate under the plan's objective"
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


class RankedGpu(Frozen):
    """One GPU option in the rent or the buy ranking."""

    gpu: str
    name: str
    count: int = Field(ge=0, description="GPUs per node")
    nodes: int = Field(default=1, ge=1)
    usd: float | None = Field(
        default=None,
        description="rent: the training run (training) or a month (serving) at list price; "
        "buy: the purchase price; None: no price",
    )
    usd_basis: str = Field(description="'run', 'month' or 'purchase'")
    month_usd: float | None = Field(
        default=None, description="rent: a month of the GPUs; buy: their power for a month"
    )
    est_hours: float | None = None
    has_price: bool
    price_kind: str | None = Field(
        default=None, description="'on_demand' (rent) or the catalog kind (launch_msrp, street)"
    )
    price_as_of: date | None = None
    price_source: str | None = None
    value_per_1000_usd: float | None = Field(
        default=None,
        description="buy: delivered TFLOPS (training) or decode tokens/s (serving) per $1000; "
        "only where a price exists",
    )
    break_even_utilisation: float | None = None
    caveats: list[str] = Field(
        default_factory=list,
        description="codes of the option's caveats (a licence, a consumer multi-GPU build)",
    )


class HardwareChoice(Frozen):
    choice: GpuChoice
    local_fit: bool | None = None
    host: HostNeeds | None = None
    options: list[GpuOption] = Field(default_factory=list)
    rent_ranking: list[RankedGpu] = Field(
        default_factory=list,
        description="fitting GPUs to rent, cheapest run (training) or month (serving) first; "
        "unpriced last, by fewest GPUs and time",
    )
    buy_ranking: list[RankedGpu] = Field(
        default_factory=list,
        description="fitting GPUs to buy, most value per dollar first; unpriced last",
    )
    reasons: list[Reason] = Field(default_factory=list)
