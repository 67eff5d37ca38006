"""Step 5's owned options cost with the user's power price, PUE, rack fee and write-off
period where given, and with the knowledge base's sourced defaults where not."""

from __future__ import annotations

from typing import Any

import pytest

from dlconfig.models.infra import InfraOption
from dlconfig.models.workload import Workload
from tests.plan.test_infra_prices import plan_for


def owned(**location: Any) -> dict[str, InfraOption]:
    work = {"mode": "finetune", "location": {"data": "Frankfurt", "users": "Hong Kong", **location}}
    plan = plan_for(work, "rtx-4090", count=4)
    return {o.kind: o for o in plan.options if o.kind in ("onprem", "colocation")}


def reason(option: InfraOption, code: str):  # type: ignore[no-untyped-def]
    return next(r for r in option.reasons if r.code == code)


def test_defaults_are_the_sourced_figures_and_the_rack_fee_is_named_as_missing() -> None:
    options = owned()
    power = reason(options["onprem"], "infra.cost.power")
    assert power.params["usd_per_kwh"] == 0.1282 and power.source and "eia.gov" in power.source
    pue = reason(options["onprem"], "infra.cost.pue_default")
    assert pue.params["pue"] == 1.58 and pue.source and "uptimeinstitute" in pue.source
    assert any(r.code == "infra.colocation_fees_unknown" for r in options["colocation"].reasons)


def test_the_users_figures_replace_the_defaults_and_the_rack_fee_is_added() -> None:
    before = owned()["colocation"]
    options = owned(power_usd_per_kwh=0.25, pue=1.2, rack_usd_per_month=1500)
    colo = options["colocation"]
    power = reason(colo, "infra.cost.power")
    assert (power.params["usd_per_kwh"], power.params["pue"]) == (0.25, 1.2)
    assert power.source is None  # the user's own tariff, not a published figure
    assert not any(r.code == "infra.cost.pue_default" for r in colo.reasons)
    assert colo.cost_breakdown_usd["rack_month_usd"] == 1500
    rack = reason(colo, "infra.cost.rack")
    assert "1,500.00" in rack.text and "month" in rack.text
    assert colo.monthly_cost_usd is not None and before.monthly_cost_usd is not None
    assert colo.monthly_cost_usd > before.monthly_cost_usd + 1400
    # 400 GPU-hours on 4 GPUs = 100 hours of a 730-hour month of rack rent in the run.
    assert colo.train_cost_usd is not None and before.train_cost_usd is not None
    assert colo.train_cost_usd - before.train_cost_usd > 1500 * 100 / 730 - 1
    assert not any(r.code == "infra.colocation_fees_unknown" for r in colo.reasons)


def test_a_longer_write_off_period_is_used_for_buy_versus_rent() -> None:
    options = owned(amortisation_years=5)
    buy = reason(options["onprem"], "infra.buy_vs_rent")
    assert buy.params["years"] == 5
    assert "5 years" in buy.text


@pytest.mark.parametrize(
    ("field", "value"),
    [("pue", 0.5), ("power_usd_per_kwh", 0), ("rack_usd_per_month", -1), ("amortisation_years", 0)],
)
def test_out_of_range_owning_inputs_are_refused_naming_the_field(field: str, value: float) -> None:
    with pytest.raises(ValueError, match=field):
        Workload.model_validate({"location": {field: value}})
