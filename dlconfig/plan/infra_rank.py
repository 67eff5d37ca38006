"""Rank cloud regions x GPU instance types for a workload: latency, compliance, cost.

Kept free of pydantic construction in the inner loop: candidates are slotted
dataclasses, costs are computed once per instance type and latency/compliance once per
region, so ranking a few thousand pairs takes milliseconds.

Score (lower is better): the cost that matters (the training run for a training job, a
month of serving for a serving plan) over the cheapest priced candidate's, plus the
users' (or else the data's) round trip in units of 100 ms, plus 0.25 per mechanism the
rules need. Excluded candidates sort last, then candidates without a recorded price.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from dlconfig.kb.infra_data import (
    ComplianceRule,
    InstancePrice,
    OfferRecord,
    PlaceCatalog,
    PriceCatalog,
    ProviderRecord,
    RegionRecord,
)
from dlconfig.models.common import Reason
from dlconfig.plan.infra_compliance import Verdict, evaluate
from dlconfig.plan.infra_cost import ModeCost, cheapest_serving, cheapest_training, rented_gpus
from dlconfig.plan.infra_latency import rtt_ms

EXCLUDED_PENALTY = 1e6
UNPRICED_PENALTY = 1e3
LATENCY_UNIT_MS = 100.0
NEED_PENALTY = 0.25


@dataclass(frozen=True, slots=True)
class Demand:
    """What the workload asks of a place."""

    gpu_hours_by_gpu: Mapping[str, float | None]
    serve_gpus: int
    replicas: int
    data_ll: tuple[float, float] | None
    users_ll: tuple[float, float] | None
    rules: tuple[ComplianceRule, ...] = ()
    serve_gpus_by_gpu: Mapping[str, int] = field(default_factory=dict)
    is_training: bool = False
    """Rank by the cost of the training run (True) or a month of serving (False)."""


@dataclass(slots=True)
class Candidate:
    region: RegionRecord
    instance: InstancePrice
    offer: OfferRecord | None
    latency_data_ms: float | None
    latency_users_ms: float | None
    verdict: Verdict
    train: ModeCost | None
    serve: ModeCost | None
    serve_gpus: int = 0  # GPUs a month of serving rents, whole instances of every replica
    score: float = 0.0
    total_usd: float | None = field(default=None)


@dataclass(frozen=True)
class OfferIndex:
    """Which instance types each region offers, with their price entries and offer record."""

    by_region: Mapping[tuple[str, str], Sequence[tuple[InstancePrice, OfferRecord | None]]]

    @classmethod
    def build(cls, places: PlaceCatalog, prices: PriceCatalog) -> OfferIndex:
        priced: dict[tuple[str, str, str], list[InstancePrice]] = {}
        for inst in prices.instances:
            priced.setdefault((inst.provider, inst.instance_type, inst.region), []).append(inst)
        wildcard: dict[str, list[OfferRecord]] = {}
        specific: dict[tuple[str, str], list[OfferRecord]] = {}
        for offer in places.offers:
            if offer.region == "*":
                wildcard.setdefault(offer.provider, []).append(offer)
            else:
                specific.setdefault((offer.provider, offer.region), []).append(offer)
        regional: dict[tuple[str, str], list[InstancePrice]] = {}
        for inst in prices.instances:
            if inst.region != "*" and inst.on_demand is not None:
                regional.setdefault((inst.provider, inst.region), []).append(inst)
        out: dict[tuple[str, str], list[tuple[InstancePrice, OfferRecord | None]]] = {}
        for region in places.regions:
            key = (region.provider, region.code)
            rows: list[tuple[InstancePrice, OfferRecord | None]] = []
            named: set[str] = set()
            for offer in [*wildcard.get(region.provider, ()), *specific.get(key, ())]:
                named.add(offer.instance_type)
                # A price for this very region stands in for the type's shape-only row.
                here = (offer.provider, offer.instance_type, region.code)
                anywhere = (offer.provider, offer.instance_type, "*")
                insts = priced.get(here) or priced.get(anywhere) or []
                rows.extend((inst, offer) for inst in insts)
            # A per-region price row is itself the record that the region offers the type.
            rows.extend(
                (inst, None) for inst in regional.get(key, ()) if inst.instance_type not in named
            )
            if rows:
                out[key] = rows
        return cls(out)

    def for_region(
        self, region: RegionRecord
    ) -> Sequence[tuple[InstancePrice, OfferRecord | None]]:
        return self.by_region.get((region.provider, region.code), ())


def rank_cloud(
    regions: Sequence[RegionRecord],
    offers: Callable[[RegionRecord], Sequence[tuple[InstancePrice, OfferRecord | None]]],
    providers: Mapping[str, ProviderRecord],
    demand: Demand,
) -> list[Candidate]:
    """Every (region, offered instance) pair whose GPU the demand wants, best first."""
    wanted = demand.gpu_hours_by_gpu
    costs: dict[int, tuple[ModeCost | None, ModeCost | None, int]] = {}
    verdicts: dict[tuple[str, str], Verdict] = {}
    out: list[Candidate] = []
    for region in regions:
        rows = [(i, o, k) for i, o in offers(region) if (k := _wanted_key(i, wanted)) is not None]
        if not rows:
            continue
        lat_d = rtt_ms(region.lat, region.lon, *demand.data_ll) if demand.data_ll else None
        lat_u = rtt_ms(region.lat, region.lon, *demand.users_ll) if demand.users_ll else None
        provider = providers.get(region.provider)
        kind = provider.kind if provider is not None else "cloud"
        verdict = verdicts.get((region.country, region.provider))
        if verdict is None:
            verdict = evaluate(demand.rules, region.country, kind, provider)
            verdicts[(region.country, region.provider)] = verdict
        for inst, offer, key in rows:
            cached = costs.get(id(inst))
            if cached is None:
                hours = wanted[key]
                per_replica = demand.serve_gpus_by_gpu.get(key, demand.serve_gpus)
                train = cheapest_training(hours, inst) if hours else None
                serve = cheapest_serving(per_replica, demand.replicas, inst)
                cached = (train, serve, rented_gpus(per_replica, demand.replicas, inst))
                costs[id(inst)] = cached
            out.append(Candidate(region, inst, offer, lat_d, lat_u, verdict, *cached))
    _score(out, is_training=demand.is_training)
    out.sort(key=lambda c: c.score)
    return out


def _wanted_key(inst: InstancePrice, wanted: Mapping[str, object]) -> str | None:
    """The GPU id of ``wanted`` that ``inst`` sells: its own GPU or one of its class."""
    if inst.gpu in wanted:
        return inst.gpu
    return next((g for g in inst.also_gpus if g in wanted), None)


def _score(candidates: list[Candidate], *, is_training: bool) -> None:
    totals = []
    for c in candidates:
        # a training job is one run, a serving plan a month of it: neither pays for both
        ranked_by = c.train if is_training else c.serve
        c.total_usd = ranked_by.usd if ranked_by is not None else None
        if c.total_usd is not None and c.total_usd > 0:
            totals.append(c.total_usd)
    floor = min(totals, default=1.0)
    # a place with no price ranks as if dearer than every priced one: a cost nobody knows
    # never beats one that is known
    unpriced = max(totals, default=floor) / floor + UNPRICED_PENALTY
    for c in candidates:
        latency = c.latency_users_ms if c.latency_users_ms is not None else c.latency_data_ms
        score = (latency or 0.0) / LATENCY_UNIT_MS + NEED_PENALTY * len(c.verdict.needs)
        score += c.total_usd / floor if c.total_usd is not None else unpriced
        if c.verdict.is_excluded:
            score += EXCLUDED_PENALTY
        c.score = score


def nearest_with_gpu(
    regions: Sequence[RegionRecord],
    selling: Sequence[Candidate],
    providers: Mapping[str, ProviderRecord],
    place: tuple[str, float, float],
    gpu: str,
) -> list[Reason]:
    """Per provider whose region nearest ``place`` (name, lat, lon) lacks ``gpu``: where the
    nearest region with it is and what the detour costs in round-trip time."""
    name, lat, lon = place
    offering: dict[str, tuple[float, RegionRecord]] = {}
    for c in selling:
        ms = rtt_ms(c.region.lat, c.region.lon, lat, lon)
        best = offering.get(c.region.provider)
        if best is None or ms < best[0]:
            offering[c.region.provider] = (ms, c.region)
    out: list[Reason] = []
    for provider_id, (ms, region) in sorted(offering.items()):
        own = [r for r in regions if r.provider == provider_id]
        near = min(own, key=lambda r: rtt_ms(r.lat, r.lon, lat, lon))
        near_ms = rtt_ms(near.lat, near.lon, lat, lon)
        if near.code == region.code or near_ms >= ms:
            continue
        provider = providers.get(provider_id)
        out.append(
            Reason(
                code="infra.gpu_nearest_region",
                params={
                    "provider": provider_id,
                    "provider_name": provider.name if provider else provider_id,
                    "gpu": gpu,
                    "place": name,
                    "near_region": near.code,
                    "near_city": near.name,
                    "near_rtt_ms": round(near_ms, 1),
                    "region": region.code,
                    "city": region.name,
                    "rtt_ms": round(ms, 1),
                },
                source=near.source,
                as_of=near.as_of,
            )
        )
    return out
