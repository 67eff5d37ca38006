"""One set of owning inputs: the user's PUE, power price, write-off and rack fee replace
the knowledge base's sourced defaults in every bought or owned candidate."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.infra_data import PriceCatalog
from tests.plan.test_infra_support import kb_with_test_gpus, plan_of, small_model


@pytest.fixture
def kb(tmp_path: Path) -> KnowledgeBase:
    return kb_with_test_gpus(tmp_path)


def _bought(plan, kind: str):  # type: ignore[no-untyped-def]
    option = next(o for o in plan.infra.options if o.kind == kind)
    return next(r for r in option.reasons if r.code == "decision.cost.bought"), option


def test_defaults_are_the_sourced_figures_and_the_rack_fee_is_named_as_missing(kb) -> None:  # type: ignore[no-untyped-def]
    facts = kb.dataset("prices", PriceCatalog).ownership
    plan = plan_of(small_model(gpu="RTX 4090", location={"data": "Frankfurt"}), kb)
    reason, _ = _bought(plan, "onprem")
    assert reason.params["pue"] == facts.pue.value
    assert reason.params["usd_per_kwh"] == facts.power_usd_per_kwh.value
    assert reason.params["years"] == 3.0
    assert reason.source == facts.power_usd_per_kwh.source
    _, colo = _bought(plan, "colocation")
    assert any(r.code == "infra.colocation_fees_unknown" for r in colo.reasons)


def test_the_users_figures_replace_the_defaults_and_the_rack_fee_is_added(kb) -> None:  # type: ignore[no-untyped-def]
    location = {
        "data": "Frankfurt",
        "pue": 1.2,
        "power_usd_per_kwh": 0.3,
        "amortisation_years": 5,
        "rack_usd_per_month": 500,
    }
    plan = plan_of(small_model(gpu="RTX 4090", location=location), kb)
    reason, onprem = _bought(plan, "onprem")
    assert (reason.params["pue"], reason.params["usd_per_kwh"], reason.params["years"]) == (
        1.2,
        0.3,
        5,
    )
    _, colo = _bought(plan, "colocation")
    assert not any(r.code == "infra.colocation_fees_unknown" for r in colo.reasons)
    fixed_colo = colo.cost_breakdown_usd["fixed_month_usd"]
    assert fixed_colo == pytest.approx(onprem.cost_breakdown_usd["fixed_month_usd"] + 500, abs=0.01)


def test_an_old_top_level_power_price_moves_to_the_location() -> None:
    from dlconfig.models.workload import Workload

    w = Workload.model_validate({"power_usd_per_kwh": 0.2})
    assert w.location.power_usd_per_kwh == 0.2
