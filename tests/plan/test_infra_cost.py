"""Hand-computed cost cases: on-demand vs commitment vs spot, serving, storage, buy vs rent."""

from __future__ import annotations

from datetime import date

import pytest

from dlconfig.kb.infra_data import HOURS_PER_MONTH, InstancePrice, Rate, StoragePrice
from dlconfig.plan.place.cost import (
    buy_vs_rent,
    cheapest,
    owned_training_usd,
    serving_costs,
    storage_monthly,
    training_costs,
)

SRC = "https://example.org/price-list"
DAY = date(2026, 12, 1)


def rate(usd: float, per: str = "hour") -> Rate:
    return Rate(usd=usd, per=per, source=SRC, as_of=DAY)  # type: ignore[arg-type]


def machine(**rates: Rate) -> InstancePrice:
    return InstancePrice(provider="p", instance_type="x8", gpu="h100-sxm", gpus=8, **rates)


EIGHT = machine(on_demand=rate(20), spot=rate(6), commit_1y=rate(12), commit_3y=rate(8))


def by_mode(gpu_hours: float) -> dict[str, float]:
    return {c.mode: c.usd for c in training_costs(gpu_hours, EIGHT)}


def test_short_run_spot_wins_and_commitments_bill_the_term() -> None:
    # 800 GPU-hours on 8-GPU machines = 100 instance-hours.
    costs = by_mode(800)
    assert costs["on_demand"] == pytest.approx(100 * 20)  # 2 000
    assert costs["spot"] == pytest.approx(100 * 1.15 * 6)  # 690, with 15 % restart overhead
    assert costs["commit_1y"] == pytest.approx(8760 * 12)  # the whole year is billed
    assert costs["commit_3y"] == pytest.approx(3 * 8760 * 8)
    best = cheapest(training_costs(800, EIGHT))
    assert best is not None and best.mode == "spot"


def test_year_long_run_commitment_beats_on_demand() -> None:
    # 80 000 GPU-hours = 10 000 instance-hours, longer than one year (8 760 h).
    costs = by_mode(80_000)
    assert costs["on_demand"] == pytest.approx(200_000)
    assert costs["commit_1y"] == pytest.approx(120_000)
    assert costs["commit_3y"] == pytest.approx(26_280 * 8)  # 210 240: term not used up
    assert costs["commit_1y"] < costs["on_demand"]


def test_without_spot_and_commitments_only_on_demand_is_priced() -> None:
    only = machine(on_demand=rate(3))
    assert [(c.mode, c.usd) for c in training_costs(16, only)] == [("on_demand", 6.0)]


def test_per_second_and_per_month_prices_convert_to_hours() -> None:
    assert rate(0.0005, "second").usd_per_hour == pytest.approx(1.8)
    assert rate(730, "month").usd_per_hour == pytest.approx(1.0)


def test_serving_month_counts_replicas_and_instances_per_replica() -> None:
    one_gpu = InstancePrice(
        provider="p",
        instance_type="x1",
        gpu="l4",
        gpus=1,
        on_demand=rate(1.0),
        always_on=rate(0.6),
    )
    # 3 replicas of 2 GPUs on 1-GPU instances = 6 instances x 730 h.
    costs = {c.mode: c.usd for c in serving_costs(2, 3, one_gpu)}
    assert costs == {"on_demand": pytest.approx(4380.0), "always_on": pytest.approx(2628.0)}


def test_storage_tiers_use_the_band_for_the_size() -> None:
    prices = [
        StoragePrice(provider="p", tier="block_ssd", usd_per_gb_month=0.07, source=SRC, as_of=DAY),
        StoragePrice(
            provider="p",
            tier="block_ssd",
            usd_per_gb_month=0.05,
            from_gb=1000,
            source=SRC,
            as_of=DAY,
        ),
        StoragePrice(provider="p", tier="object", usd_per_gb_month=0.02, source=SRC, as_of=DAY),
    ]
    assert storage_monthly(prices, 500) == {
        "block_ssd": pytest.approx(35.0),
        "object": pytest.approx(10.0),
    }
    assert storage_monthly(prices, 2000)["block_ssd"] == pytest.approx(100.0)


def test_buy_vs_rent_break_even_by_hand() -> None:
    # $8 760 over 3 years = $1/3 per hour; 1 kW x PUE 1.5 x $0.10 = $0.15 per busy hour;
    # renting costs $1.15 per busy hour, so owning wins above (1/3) / (1.15 - 0.15) = 33.3 %.
    bvr = buy_vs_rent(
        purchase_usd_per_gpu=8760,
        board_power_w=1000,
        gpus=1,
        rent_usd_per_gpu_hour=1.15,
        pue=1.5,
        usd_per_kwh=0.10,
        amortisation_years=3,
    )
    assert bvr.fixed_usd_per_hour == pytest.approx(1 / 3)
    assert bvr.power_usd_per_hour == pytest.approx(0.15)
    assert bvr.break_even_utilisation == pytest.approx(1 / 3)
    u = bvr.break_even_utilisation

    def rent(utilisation: float) -> float:
        return HOURS_PER_MONTH * bvr.rent_usd_per_hour * utilisation

    assert bvr.monthly_own_usd(u) == pytest.approx(rent(u))
    assert bvr.monthly_own_usd(0.9) < rent(0.9)
    assert bvr.monthly_own_usd(0.1) > rent(0.1)


def test_buy_vs_rent_scales_with_gpu_count_and_can_never_pay() -> None:
    two = buy_vs_rent(
        purchase_usd_per_gpu=8760,
        board_power_w=1000,
        gpus=2,
        rent_usd_per_gpu_hour=1.15,
        pue=1.5,
        usd_per_kwh=0.10,
        amortisation_years=3,
    )
    assert two.purchase_usd == 17520 and two.break_even_utilisation == pytest.approx(1 / 3)
    cheap_rent = buy_vs_rent(
        purchase_usd_per_gpu=1000,
        board_power_w=1000,
        gpus=1,
        rent_usd_per_gpu_hour=0.10,
        pue=1.5,
        usd_per_kwh=0.10,
    )
    assert cheap_rent.break_even_utilisation is None  # rent below the power bill


def test_owned_training_costs_power_only() -> None:
    # 100 GPU-hours x 0.45 kW x PUE 1.58 x $0.1282/kWh.
    assert owned_training_usd(100, 450, 1.58, 0.1282) == pytest.approx(100 * 0.45 * 1.58 * 0.1282)
