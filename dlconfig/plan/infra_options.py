"""Turn ranked candidates and owned hardware into ``InfraOption`` records with reasons.

Cloud options come from ``infra_rank``; this module adds the machine at hand and buying a
server (on premises near the data, or in a colocation facility near the users). The
hybrids of the two are in ``infra_hybrid``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dlconfig.kb.gpus import GpuRecord
from dlconfig.kb.infra_data import (
    HOURS_PER_MONTH,
    STORAGE_TIERS,
    CityRecord,
    ComplianceRule,
    EgressPrice,
    OwnershipFacts,
    ProviderRecord,
    StoragePrice,
)
from dlconfig.models.common import Reason
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.infra import InfraOption
from dlconfig.models.workload import Location
from dlconfig.plan.infra_compliance import PlaceKind, evaluate
from dlconfig.plan.infra_cost import (
    AMORTISATION_YEARS,
    SPOT_OVERHEAD,
    buy_vs_rent,
    egress_band,
    in_region,
    owned_training_usd,
    storage_monthly,
    storage_price,
)
from dlconfig.plan.infra_latency import BASE_RTT_MS, ERROR_PCT, rtt_ms
from dlconfig.plan.infra_rank import (
    LATENCY_UNIT_MS,
    NEED_PENALTY,
    UNPRICED_PENALTY,
    Candidate,
)

# Reference id (resources/kb/references.yaml) of the measurements the latency model fits.
LATENCY_SOURCE = "azure_latency"


def r1(x: float | None) -> float | None:
    return None if x is None else round(x, 1)


def money(x: float) -> float:
    return round(x, 2)


def _latency_reason(data_ms: float | None, users_ms: float | None, **where: str | None) -> Reason:
    """Latency of a place named by ``where`` (a cloud region's ``where``, or an own
    ``place`` kind and the ``city`` it is near)."""
    return Reason(
        code="infra.latency",
        params={
            "data_ms": r1(data_ms),
            "users_ms": r1(users_ms),
            "error_pct": ERROR_PCT,
            **where,
        },
        source=LATENCY_SOURCE,
    )


def cloud_option(
    c: Candidate,
    provider: ProviderRecord,
    storage: Sequence[StoragePrice],
    dataset_gb: float,
    *,
    alternative_to: str | None = None,
    egress: Sequence[EgressPrice] = (),
    users_in_china: bool = False,
) -> InfraOption:
    """One ranked (region, instance type) pair as an option with its reasons."""
    inst, region = c.instance, c.region
    storage = in_region(storage, region.code)
    where = f"{provider.name} {region.code} ({region.name})"
    reasons = [_latency_reason(c.latency_data_ms, c.latency_users_ms, where=where)]
    if alternative_to is not None:
        reasons.append(
            Reason(
                code="infra.gpu_alternative",
                params={"gpu": inst.gpu, "chosen": alternative_to},
            )
        )
    # Where offered: the offer record, else the per-region price row (which exists only
    # where the provider sells the machine).
    offered = c.offer or (inst.on_demand if inst.region == region.code else None)
    if offered is not None:
        scope = None if c.offer is not None and c.offer.region == "*" else region.code
        reasons.append(
            Reason(
                code="infra.availability",
                params={"instance_type": inst.instance_type, "scope": scope},
                source=offered.source,
                as_of=offered.as_of,
            )
        )
    breakdown: dict[str, float] = {}
    as_of = None
    for label, cost in (("train", c.train), ("serve_month", c.serve)):
        if cost is None:
            continue
        breakdown[f"{label}_usd"] = money(cost.usd)
        as_of = cost.rate.as_of
        reasons.append(
            Reason(
                code=f"infra.cost.{label}",
                params={
                    "mode": cost.mode,
                    "usd": money(cost.usd),
                    "hours": round(cost.billed_hours, 1),
                    "usd_per_hour": round(cost.rate.usd_per_hour, 4),
                },
                source=cost.rate.source,
                as_of=cost.rate.as_of,
            )
        )
    if c.train is not None and c.train.mode == "spot":
        reasons.append(
            Reason(
                code="infra.cost.spot_restarts",
                params={"overhead_pct": round(SPOT_OVERHEAD * 100, 1)},
                source=c.train.rate.source,
                as_of=c.train.rate.as_of,
            )
        )
    for tier, usd in storage_monthly(storage, dataset_gb).items():
        breakdown[f"storage_{tier}_month_usd"] = money(usd)
    if storage and dataset_gb:
        first = storage[0]
        tiers = ", ".join(
            f"{k.removeprefix('storage_').removesuffix('_month_usd')} ${v:,.2f}"
            for k, v in breakdown.items()
            if k.startswith("storage_")
        )
        reasons.append(
            Reason(
                code="infra.cost.storage",
                params={"dataset_gb": dataset_gb, "tiers": tiers},
                source=first.source,
                as_of=first.as_of,
            )
        )
    reasons.extend(_retrieval_reasons(storage, dataset_gb, breakdown))
    destination = "china" if users_in_china else "internet"
    band = egress_band(in_region(egress, region.code), destination, dataset_gb)
    if band is not None:
        breakdown["egress_dataset_usd"] = money(dataset_gb * band.usd_per_gb)
        reasons.append(
            Reason(
                code="infra.cost.egress_china" if users_in_china else "infra.cost.egress",
                params={
                    "dataset_gb": dataset_gb,
                    "region": region.code,
                    "usd": money(dataset_gb * band.usd_per_gb),
                    "usd_per_gb": band.usd_per_gb,
                },
                source=band.source,
                as_of=band.as_of,
            )
        )
    elif provider.egress_usd_per_gb is not None:
        breakdown["egress_dataset_usd"] = money(dataset_gb * provider.egress_usd_per_gb)
    else:
        reasons.append(
            Reason(
                code="infra.cost.egress_unknown",
                params={"provider": provider.id, "provider_name": provider.name},
            )
        )
    if inst.note:
        reasons.append(Reason(code="infra.instance_note", params={"note": inst.note}))
    reasons.extend(c.verdict.reasons)
    priced = c.train or c.serve
    return InfraOption(
        kind="cloud",
        provider=provider.id,
        region=region.code,
        city=region.name,
        country=region.country,
        instance_type=inst.instance_type,
        gpu=inst.gpu,
        # Serving rents whole instances for every replica: the GPUs the month's cost pays
        # for, not the price's unit (a per-GPU price is for 1). A training run is priced
        # by GPU-hours on instances of this size.
        gpus=inst.gpus if c.train or not c.serve_gpus else c.serve_gpus,
        latency_data_ms=r1(c.latency_data_ms),
        latency_users_ms=r1(c.latency_users_ms),
        train_cost_usd=money(c.train.usd) if c.train else None,
        monthly_cost_usd=money(c.serve.usd) if c.serve else None,
        is_excluded=c.verdict.is_excluded,
        excluded_by=list(c.verdict.excluded_by),
        needs=list(c.verdict.needs),
        prices_as_of=as_of.isoformat() if as_of else None,
        score=round(c.score, 4),
        reasons=reasons,
        price_mode=priced.mode if priced else None,
        cost_breakdown_usd=breakdown,
        latency_error_pct=ERROR_PCT,
    )


@dataclass(frozen=True)
class OwnContext:
    """What is needed to cost the machine at hand and bought servers."""

    gpu: GpuRecord | None
    gpu_id: str
    gpus: int
    gpu_hours: float | None
    data_city: CityRecord | None
    users_city: CityRecord | None
    rules: tuple[ComplianceRule, ...]
    ownership: OwnershipFacts
    profile: HardwareProfile | None
    owns_hardware: bool | None
    best_rent: Candidate | None
    local_gpu: GpuRecord | None = None
    local_fit: bool | None = None
    is_training: bool = False
    inputs: Location | None = None  # the user's power price, PUE, rack fee, write-off


def _owned_figures(ctx: OwnContext) -> tuple[float, float, float, float | None, bool, bool]:
    """PUE, USD per kWh, write-off years and rack fee: the user's where given, else the
    knowledge base's sourced defaults; and whether PUE and power price are the user's."""
    given = ctx.inputs
    pue = given.pue if given and given.pue is not None else None
    kwh = given.power_usd_per_kwh if given and given.power_usd_per_kwh is not None else None
    years = given.amortisation_years if given and given.amortisation_years else None
    return (
        pue if pue is not None else ctx.ownership.pue.value,
        kwh if kwh is not None else ctx.ownership.power_usd_per_kwh.value,
        years if years is not None else AMORTISATION_YEARS,
        given.rack_usd_per_month if given else None,
        pue is not None,
        kwh is not None,
    )


def _with_rack_fee(
    ctx: OwnContext,
    rack: float | None,
    costs: tuple[float | None, float | None],
    breakdown: dict[str, float],
    reasons: list[Reason],
) -> tuple[float | None, float | None]:
    """The run and monthly costs of a colocation option with the user's rack fee added, or
    unchanged with a reason saying the fees are not costed."""
    train_usd, monthly_usd = costs
    if rack is None:
        reasons.append(Reason(code="infra.colocation_fees_unknown"))
        return costs
    breakdown["rack_month_usd"] = money(rack)
    if train_usd is not None and ctx.gpu_hours:
        # the rack is rented for as long as the run takes (GPU-hours spread over GPUs)
        train_usd += rack * ctx.gpu_hours / ctx.gpus / HOURS_PER_MONTH
    reasons.append(Reason(code="infra.cost.rack", params={"usd": money(rack)}))
    return train_usd, (monthly_usd or 0.0) + rack


def _place_latency(at: CityRecord | None, other: CityRecord | None) -> float | None:
    if at is None or other is None:
        return None
    return rtt_ms(at.lat, at.lon, other.lat, other.lon)


def _own_option(ctx: OwnContext, kind: PlaceKind, at: CityRecord | None, label: str) -> InfraOption:
    pue = ctx.ownership.pue
    kwh = ctx.ownership.power_usd_per_kwh
    pue_v, kwh_v, years, rack, own_pue, own_kwh = _owned_figures(ctx)
    verdict = evaluate(ctx.rules, at.country if at else None, kind)
    data_ms = (
        BASE_RTT_MS if at is not None and at == ctx.data_city else _place_latency(at, ctx.data_city)
    )
    users_ms = _place_latency(at, ctx.users_city)
    reasons = [
        _latency_reason(data_ms, users_ms, place=kind, city=at.name if at is not None else None)
    ]
    breakdown: dict[str, float] = {}
    train_usd = monthly_usd = None
    gpu = ctx.local_gpu if kind == "local" and ctx.local_gpu is not None else ctx.gpu
    tdp = gpu.tdp_w if gpu else None
    if tdp and ctx.gpu_hours:
        train_usd = owned_training_usd(ctx.gpu_hours, tdp, pue_v, kwh_v)
        breakdown["train_power_usd"] = money(train_usd)
    break_even = None
    price = ctx.gpu.price if ctx.gpu else None
    if kind != "local" and price is not None and tdp:
        rent = (
            ctx.best_rent.serve.rate.usd_per_hour / ctx.best_rent.instance.gpus
            if (ctx.best_rent and ctx.best_rent.serve)
            else 0.0
        )
        bvr = buy_vs_rent(
            purchase_usd_per_gpu=price.usd,
            board_power_w=tdp,
            gpus=ctx.gpus,
            rent_usd_per_gpu_hour=rent,
            pue=pue_v,
            usd_per_kwh=kwh_v,
            amortisation_years=years,
        )
        breakdown["purchase_usd"] = money(bvr.purchase_usd)
        monthly_usd = bvr.monthly_own_usd(1.0)
        if train_usd is not None and ctx.gpu_hours:
            train_usd += bvr.fixed_usd_per_hour * ctx.gpu_hours / ctx.gpus
        if ctx.best_rent and ctx.best_rent.serve:
            break_even = bvr.break_even_utilisation
            reasons.append(
                Reason(
                    code="infra.buy_vs_rent",
                    params={
                        "break_even_pct": round(break_even * 100, 1)
                        if break_even is not None and break_even <= 1
                        else None,
                        "purchase_usd": price.usd,
                        "rent_usd_per_gpu_hour": round(rent, 4),
                        "years": years,
                        "gpus": ctx.gpus,
                        "gpu_name": ctx.gpu.name if ctx.gpu else ctx.gpu_id,
                        "price_kind": price.kind,
                        "usd_per_kwh": kwh_v,
                        "pue": pue_v,
                    },
                    source=price.source,
                    as_of=price.as_of,
                )
            )
    elif kind != "local":
        reasons.append(
            Reason(
                code="infra.no_purchase_price",
                params={"gpu": ctx.gpu_id},
            )
        )
    unpriced = kind != "local" and price is None
    if unpriced:
        train_usd = None
    if tdp:
        power_month = tdp * ctx.gpus / 1000 * pue_v * kwh_v * HOURS_PER_MONTH
        breakdown["power_month_full_load_usd"] = money(power_month)
        if monthly_usd is None and not unpriced:
            monthly_usd = power_month
        reasons.append(
            Reason(
                code="infra.cost.power",
                params={
                    "usd_per_kwh": kwh_v,
                    "pue": pue_v,
                    "watts": tdp,
                    "gpus": ctx.gpus,
                    "month_usd": money(power_month),
                },
                # the user's own tariff has no published source
                source=None if own_kwh else kwh.source,
                as_of=None if own_kwh else kwh.as_of,
            )
        )
        if not own_pue:
            reasons.append(
                Reason(
                    code="infra.cost.pue_default",
                    params={"pue": pue.value},
                    source=pue.source,
                    as_of=pue.as_of,
                )
            )
    not_fit = kind == "local" and ctx.local_fit is False
    if not_fit:
        reasons.append(
            Reason(
                code="infra.local_does_not_fit",
            )
        )
    if kind == "colocation":
        train_usd, monthly_usd = _with_rack_fee(
            ctx, rack, (train_usd, monthly_usd), breakdown, reasons
        )
    reasons.extend(verdict.reasons)
    return InfraOption(
        kind=kind,
        city=at.name if at else None,
        country=at.country if at else None,
        gpu=ctx.gpu_id,
        gpus=ctx.gpus,
        latency_data_ms=r1(data_ms),
        latency_users_ms=r1(users_ms),
        train_cost_usd=money(train_usd) if train_usd is not None else None,
        monthly_cost_usd=money(monthly_usd) if monthly_usd is not None else None,
        is_excluded=verdict.is_excluded,
        excluded_by=list(verdict.excluded_by),
        needs=list(verdict.needs),
        prices_as_of=price.as_of.isoformat() if price else None,
        reasons=reasons,
        price_mode="owned",
        cost_breakdown_usd=breakdown,
        break_even_utilisation_pct=round(break_even * 100, 1) if break_even is not None else None,
        latency_error_pct=ERROR_PCT,
        score=_own_score(
            None if unpriced or not_fit else (train_usd if ctx.is_training else monthly_usd),
            users_ms if users_ms is not None else data_ms,
            ctx.best_rent,
            verdict.needs,
        ),
    )


def _own_score(
    total: float | None,
    latency: float | None,
    best: Candidate | None,
    needs: tuple[str, ...],
) -> float:
    """Same scale as ``infra_rank``: cost over the best cloud total, latency, mechanisms."""
    rest = (latency or 0.0) / LATENCY_UNIT_MS + NEED_PENALTY * len(needs)
    if total is None:
        return round(UNPRICED_PENALTY + rest, 4)
    floor = best.total_usd if best and best.total_usd else (total or 1.0)
    return round(total / floor + rest, 4)


def own_options(ctx: OwnContext) -> list[InfraOption]:
    """This machine (when it has GPUs or the user owns hardware), on premises, colocation."""
    out = []
    has_local = bool(ctx.profile and ctx.profile.gpus) or bool(ctx.owns_hardware)
    if has_local:
        out.append(_own_option(ctx, "local", ctx.data_city, "This machine"))
    out.append(_own_option(ctx, "onprem", ctx.data_city, "A server of your own next to the data"))
    if ctx.users_city is not None and ctx.users_city != ctx.data_city:
        label = f"A server in a colocation facility near the users ({ctx.users_city.name})"
        out.append(_own_option(ctx, "colocation", ctx.users_city, label))
    return out


def _retrieval_reasons(
    storage: Sequence[StoragePrice], dataset_gb: float, breakdown: dict[str, float]
) -> list[Reason]:
    """What reading the dataset back once costs from each tier that charges retrieval;
    fills ``retrieval_<tier>_usd`` in ``breakdown``."""
    out: list[Reason] = []
    if not dataset_gb:
        return out
    for tier in STORAGE_TIERS:
        band = storage_price(storage, tier, dataset_gb)
        if band is None or band.retrieval_usd_per_gb is None:
            continue
        usd = money(dataset_gb * band.retrieval_usd_per_gb)
        breakdown[f"retrieval_{tier}_usd"] = usd
        out.append(
            Reason(
                code="infra.cost.storage_retrieval",
                params={
                    "dataset_gb": dataset_gb,
                    "tier": tier,
                    "usd": usd,
                    "usd_per_gb": band.retrieval_usd_per_gb,
                },
                source=band.source,
                as_of=band.as_of,
            )
        )
    return out
