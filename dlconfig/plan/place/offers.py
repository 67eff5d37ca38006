"""Which instance types each cloud region offers (``OfferIndex``), and one priced
(region, instance) pair as the infrastructure step shows it (``Candidate``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from dlconfig.kb.infra_data import (
    InstancePrice,
    OfferRecord,
    PlaceCatalog,
    PriceCatalog,
    RegionRecord,
)
from dlconfig.plan.place.compliance import Verdict
from dlconfig.plan.place.cost import ModeCost

EXCLUDED_PENALTY = 1e6
UNPRICED_PENALTY = 1e3
LATENCY_UNIT_MS = 100.0
NEED_PENALTY = 0.25


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
