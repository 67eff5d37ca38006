"""Cost arithmetic for step 5: training runs, monthly serving, storage, egress, buy vs rent.

All prices are list prices from ``prices.yaml`` converted to USD per hour. The
assumptions that are policy, not fact, are constants here and are named in the reasons:

* ``SPOT_OVERHEAD``: spot capacity can be reclaimed; a checkpointed run redoes some work
  and waits for capacity, counted as 15 % extra instance-hours.
* A 1- or 3-year commitment is billed for the whole term whether used or not, so a
  training run on committed capacity costs at least the term (8 760 h a year).
* Serving runs all month (730 h); spot is not used for serving.
* Owned hardware is written off over ``AMORTISATION_YEARS`` and draws its GPUs' board
  power (TDP) times the facility PUE while busy; host CPUs, RAM and networking are
  not counted, so owning is somewhat cheaper here than in reality.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from dlconfig.kb.infra_data import (
    HOURS_PER_MONTH,
    STORAGE_TIERS,
    EgressPrice,
    InstancePrice,
    Rate,
    StoragePrice,
)

_Regional = TypeVar("_Regional", StoragePrice, EgressPrice)

SPOT_OVERHEAD = 0.15
HOURS_PER_YEAR = 8760.0
AMORTISATION_YEARS = 3.0
TRAIN_MODES = ("on_demand", "spot", "commit_1y", "commit_3y")
SERVE_MODES = ("on_demand", "always_on", "commit_1y", "commit_3y")
_TERM_YEARS = {"commit_1y": 1.0, "commit_3y": 3.0}


@dataclass(frozen=True, slots=True)
class ModeCost:
    """The cost of a job under one pricing mode."""

    mode: str
    usd: float
    billed_hours: float
    rate: Rate


def instance_rate(instance: InstancePrice, mode: str) -> Rate | None:
    rate: Rate | None = getattr(instance, mode)
    return rate


def billed_training_hours(mode: str, instance_hours: float, spot_overhead: float) -> float:
    """Instance-hours billed for a run of ``instance_hours`` under ``mode``: spot adds
    ``spot_overhead`` for restarts, a commitment bills at least its whole term."""
    if mode == "spot":
        return instance_hours * (1.0 + spot_overhead)
    term = _TERM_YEARS.get(mode)
    return instance_hours if term is None else max(instance_hours, term * HOURS_PER_YEAR)


def serving_instances(gpus_per_replica: int, replicas: int, instance: InstancePrice) -> int:
    """Whole instances ``replicas`` replicas of ``gpus_per_replica`` GPUs each take."""
    return math.ceil(max(1, gpus_per_replica) / instance.gpus) * max(1, replicas)


def rented_gpus(gpus_per_replica: int, replicas: int, instance: InstancePrice) -> int:
    """GPUs those instances hold: what a month of serving pays for (an 8-GPU instance
    rents 8 even for a 4-GPU replica; a per-GPU price rents exactly what is asked)."""
    return serving_instances(gpus_per_replica, replicas, instance) * instance.gpus


def serving_hours(gpus_per_replica: int, replicas: int, instance: InstancePrice) -> float:
    """Instance-hours of a month of ``replicas`` replicas of ``gpus_per_replica`` GPUs."""
    return HOURS_PER_MONTH * serving_instances(gpus_per_replica, replicas, instance)


def training_costs(
    gpu_hours: float, instance: InstancePrice, spot_overhead: float = SPOT_OVERHEAD
) -> list[ModeCost]:
    """Cost of ``gpu_hours`` of training on ``instance`` under each published mode.

    The run needs ``gpu_hours / instance.gpus`` instance-hours. Spot adds
    ``spot_overhead``; commitments bill at least their whole term.
    """
    instance_hours = gpu_hours / instance.gpus
    out: list[ModeCost] = []
    for mode in TRAIN_MODES:
        rate: Rate | None = getattr(instance, mode)
        if rate is not None:
            hours = billed_training_hours(mode, instance_hours, spot_overhead)
            out.append(ModeCost(mode, hours * rate.usd_per_hour, hours, rate))
    return out


def serving_costs(gpus_per_replica: int, replicas: int, instance: InstancePrice) -> list[ModeCost]:
    """Monthly cost of ``replicas`` serving replicas of ``gpus_per_replica`` GPUs each."""
    hours = serving_hours(gpus_per_replica, replicas, instance)
    out: list[ModeCost] = []
    for mode in SERVE_MODES:
        rate: Rate | None = getattr(instance, mode)
        if rate is not None:
            out.append(ModeCost(mode, hours * rate.usd_per_hour, hours, rate))
    return out


def cheapest(costs: Iterable[ModeCost]) -> ModeCost | None:
    return min(costs, key=lambda c: c.usd, default=None)


def cheapest_training(
    gpu_hours: float, instance: InstancePrice, spot_overhead: float = SPOT_OVERHEAD
) -> ModeCost | None:
    """The cheapest of ``training_costs``, building only that one (ranking's inner loop)."""
    instance_hours = gpu_hours / instance.gpus
    best: ModeCost | None = None
    for mode in TRAIN_MODES:
        rate: Rate | None = getattr(instance, mode)
        if rate is not None:
            hours = billed_training_hours(mode, instance_hours, spot_overhead)
            usd = hours * rate.usd_per_hour
            if best is None or usd < best.usd:
                best = ModeCost(mode, usd, hours, rate)
    return best


def cheapest_serving(
    gpus_per_replica: int, replicas: int, instance: InstancePrice
) -> ModeCost | None:
    """The cheapest of ``serving_costs``, building only that one (ranking's inner loop)."""
    hours = serving_hours(gpus_per_replica, replicas, instance)
    best: ModeCost | None = None
    for mode in SERVE_MODES:
        rate: Rate | None = getattr(instance, mode)
        if rate is not None:
            usd = hours * rate.usd_per_hour
            if best is None or usd < best.usd:
                best = ModeCost(mode, usd, hours, rate)
    return best


def storage_price(prices: Iterable[StoragePrice], tier: str, size_gb: float) -> StoragePrice | None:
    """The price band of ``tier`` that holds for ``size_gb`` (largest ``from_gb`` below it);
    a region's own row beats a provider-wide ('*') one of the same band."""
    bands = [p for p in prices if p.tier == tier and p.from_gb <= size_gb]
    return max(bands, key=lambda p: (p.from_gb, p.region != "*"), default=None)


def in_region(prices: Iterable[_Regional], region: str) -> list[_Regional]:
    """The rows of ``prices`` that hold in ``region``: its own and the provider-wide ones."""
    return [p for p in prices if p.region in ("*", region)]


def egress_band(
    prices: Iterable[EgressPrice], destination: str, size_gb: float
) -> EgressPrice | None:
    """The egress band for ``destination`` that holds for a month's ``size_gb``."""
    bands = [p for p in prices if p.destination == destination and p.from_gb <= size_gb]
    return max(bands, key=lambda p: (p.from_gb, p.region != "*"), default=None)


def storage_monthly(prices: Iterable[StoragePrice], size_gb: float) -> dict[str, float]:
    """Monthly cost of keeping ``size_gb`` in each priced tier, USD by tier."""
    listed = list(prices)
    out: dict[str, float] = {}
    for tier in STORAGE_TIERS:
        band = storage_price(listed, tier, size_gb)
        if band is not None:
            out[tier] = size_gb * band.usd_per_gb_month
    return out


@dataclass(frozen=True, slots=True)
class BuyVsRent:
    """Owning ``gpus`` GPUs against renting the same count, per calendar hour.

    Owning costs ``fixed_usd_per_hour`` (purchase written off over the amortisation
    years) plus ``power_usd_per_hour`` while busy; renting costs ``rent_usd_per_hour``
    while busy. Owning wins above ``break_even_utilisation`` (0..1); None when renting
    costs less than the power alone, and a value above 1 means owning never pays back
    within the amortisation period.
    """

    purchase_usd: float
    fixed_usd_per_hour: float
    power_kw: float
    power_usd_per_hour: float
    rent_usd_per_hour: float
    amortisation_years: float
    break_even_utilisation: float | None

    def monthly_own_usd(self, utilisation: float) -> float:
        return HOURS_PER_MONTH * (self.fixed_usd_per_hour + self.power_usd_per_hour * utilisation)


def buy_vs_rent(
    *,
    purchase_usd_per_gpu: float,
    board_power_w: float,
    gpus: int,
    rent_usd_per_gpu_hour: float,
    pue: float,
    usd_per_kwh: float,
    amortisation_years: float = AMORTISATION_YEARS,
) -> BuyVsRent:
    """Break-even utilisation of buying ``gpus`` GPUs instead of renting them."""
    purchase = purchase_usd_per_gpu * gpus
    fixed = purchase / (amortisation_years * HOURS_PER_YEAR)
    power_kw = board_power_w * gpus / 1000.0 * pue
    power = power_kw * usd_per_kwh
    rent = rent_usd_per_gpu_hour * gpus
    margin = rent - power
    return BuyVsRent(
        purchase_usd=purchase,
        fixed_usd_per_hour=fixed,
        power_kw=power_kw,
        power_usd_per_hour=power,
        rent_usd_per_hour=rent,
        amortisation_years=amortisation_years,
        break_even_utilisation=(fixed / margin) if margin > 0 else None,
    )


def owned_training_usd(
    gpu_hours: float, board_power_w: float, pue: float, usd_per_kwh: float
) -> float:
    """Electricity for ``gpu_hours`` on hardware already owned (board power x PUE)."""
    return gpu_hours * board_power_w / 1000.0 * pue * usd_per_kwh
