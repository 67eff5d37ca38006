"""The price book: every way to pay for GPUs, from one price list.

*Cloud*: each instance type a region offers (an offer record, or a price row for that
region), by the catalog GPU it sells, with its rate per mode (``prices.yaml``). An
instance priced but placed in no region is not in the book: nobody can rent it.
*Owned or bought*: one amortised hourly figure per GPU set: the purchase price written off
over the years, the rack fee, and power (board power x PUE x electricity price) while
busy. One set of owning inputs: the workload's ``location`` where given, else the price
list's sourced defaults.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.infra_data import (
    HOURS_PER_MONTH,
    InstancePrice,
    OfferRecord,
    PriceCatalog,
    ProviderRecord,
    Rate,
    RegionRecord,
    SourcedFigure,
)
from dlconfig.kb.places import InfraData, offers_by_gpu, remember
from dlconfig.models.workload import Location, PriceMode
from dlconfig.plan.place.cost import AMORTISATION_YEARS, HOURS_PER_YEAR
from dlconfig.plan.place.offers import OfferIndex

# Serving may also pay the rate for always-running capacity where on-demand is allowed.
_SERVING_EXTRA = {PriceMode.ON_DEMAND.value: ("always_on",)}


@dataclass(frozen=True, slots=True)
class CloudOffer:
    """One instance type offered in one region."""

    provider: ProviderRecord
    region: RegionRecord
    instance: InstancePrice
    offer: OfferRecord | None

    @property
    def place(self) -> str:
        return f"cloud:{self.provider.id}:{self.region.code}:{self.instance.instance_type}"


def rates(
    instance: InstancePrice, modes: Sequence[str], *, serving: bool
) -> list[tuple[str, Rate]]:
    """The instance's rates (USD per instance-hour) in the allowed ``modes``."""
    out: list[tuple[str, Rate]] = []
    for mode in modes:
        wanted = (mode, *_SERVING_EXTRA.get(mode, ())) if serving else (mode,)
        for name in wanted:
            if serving and name == PriceMode.SPOT.value:
                continue  # serving is not run on capacity that can be reclaimed
            rate: Rate | None = getattr(instance, name, None)
            if rate is not None:
                out.append((name, rate))
    return out


@dataclass(frozen=True, slots=True)
class OwningCosts:
    """What owning GPUs costs: the one set of inputs (the user's, else sourced defaults)."""

    pue: float
    usd_per_kwh: float
    years: float
    rack_usd_per_month: float | None
    pue_fact: SourcedFigure
    kwh_fact: SourcedFigure
    is_users_pue: bool
    is_users_kwh: bool

    @classmethod
    def of(cls, location: Location, prices: PriceCatalog) -> OwningCosts:
        facts = prices.ownership
        return cls(
            pue=location.pue if location.pue is not None else facts.pue.value,
            usd_per_kwh=location.power_usd_per_kwh
            if location.power_usd_per_kwh is not None
            else facts.power_usd_per_kwh.value,
            years=location.amortisation_years or AMORTISATION_YEARS,
            rack_usd_per_month=location.rack_usd_per_month,
            pue_fact=facts.pue,
            kwh_fact=facts.power_usd_per_kwh,
            is_users_pue=location.pue is not None,
            is_users_kwh=location.power_usd_per_kwh is not None,
        )

    def power_usd_per_hour(self, board_power_w: float, gpus: int) -> float:
        """Electricity while the GPUs are busy: board power x PUE x price."""
        return board_power_w * gpus / 1000.0 * self.pue * self.usd_per_kwh

    def fixed_usd_per_month(self, purchase_usd: float, *, rack: bool) -> float:
        """The purchase written off over the years, plus the rack fee (colocation)."""
        written_off = purchase_usd / (self.years * HOURS_PER_YEAR) * HOURS_PER_MONTH
        return written_off + ((self.rack_usd_per_month or 0.0) if rack else 0.0)


@dataclass(frozen=True)
class PriceBook:
    """Cloud offers by catalog GPU id, and the owning costs."""

    offers: Mapping[str, Sequence[CloudOffer]]
    owning: OwningCosts
    as_of_text: str

    @classmethod
    def build(cls, data: InfraData, catalog: GpuCatalog | None, location: Location) -> PriceBook:
        offers = placed_offers(data, catalog) if catalog is not None else {}
        return cls(offers, OwningCosts.of(location, data.prices), data.prices.as_of.isoformat())


def placed_offers(data: InfraData, catalog: GpuCatalog) -> dict[str, list[CloudOffer]]:
    """Catalog GPU id -> the (region, instance) offers that sell it, built once per price
    list (the knowledge base is opened once a session, the plan runs on every edit)."""

    def build(prices: PriceCatalog) -> dict[str, list[CloudOffer]]:
        by_instance: dict[int, list[str]] = {}
        for gpu_id, insts in offers_by_gpu(prices, catalog).items():
            for inst in insts:
                by_instance.setdefault(id(inst), []).append(gpu_id)
        index = OfferIndex.build(data.places, prices)
        providers = {p.id: p for p in data.places.providers}
        out: dict[str, list[CloudOffer]] = {}
        for region in data.places.regions:
            provider = providers.get(region.provider)
            if provider is None:
                continue
            for inst, offer in index.for_region(region):
                for gpu_id in by_instance.get(id(inst), ()):
                    out.setdefault(gpu_id, []).append(CloudOffer(provider, region, inst, offer))
        return out

    return remember(f"placed-offers-{id(catalog)}", data.prices, build)
