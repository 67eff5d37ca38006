"""Turn ranked candidates and owned hardware into ``InfraOption`` records with reasons.

A cloud place of the decision (``plan.decide``) becomes an option with its latency,
availability, cost, storage and egress reasons here.
"""

from __future__ import annotations

from collections.abc import Sequence

from dlconfig.kb.infra_data import (
    STORAGE_TIERS,
    EgressPrice,
    ProviderRecord,
    StoragePrice,
)
from dlconfig.models.common import Reason
from dlconfig.models.infra import InfraOption
from dlconfig.models.messages import price_mode_id
from dlconfig.plan.place.cost import (
    SPOT_OVERHEAD,
    egress_band,
    in_region,
    storage_monthly,
    storage_price,
)
from dlconfig.plan.place.latency import ERROR_PCT
from dlconfig.plan.place.offers import (
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
                    "mode": price_mode_id(cost.mode),
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
