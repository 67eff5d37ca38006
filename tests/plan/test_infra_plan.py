"""Step 5 end to end, as a view of the decision: the chosen place first, reasons, inputs
checked, serving replicas, budget, and owned or bought hardware."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.plan.errors import PlanInputError
from tests.plan.test_infra_support import kb_with_test_gpus, plan_of, small_model

CODE = re.compile(r"^[a-z0-9_.]+$")


@pytest.fixture
def kb(tmp_path: Path) -> KnowledgeBase:
    return kb_with_test_gpus(tmp_path)


def work(**kw: object) -> dict[str, object]:
    return small_model(location={"data": "Frankfurt", "users": "London"}, **kw)


def test_the_first_option_is_the_decisions_place_with_reasons_and_dated_prices(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_of(work(), kb)
    assert plan.infra is not None and plan.decision is not None
    chosen = plan.decision.chosen
    assert chosen is not None
    first = plan.infra.options[0]
    assert (first.gpu, first.gpus) == (chosen.gpu, chosen.gpus_paid)
    assert first.run_cost_usd == chosen.run_usd and first.price_mode == chosen.price_mode
    for option in plan.infra.options:
        assert option.reasons, option
        assert all(CODE.match(r.code) for r in option.reasons)
    codes = {r.code for r in plan.infra.reasons}
    assert {"infra.latency_model", "infra.prices_list", "infra.assumptions"} <= codes
    cloud = next(o for o in plan.infra.options if o.kind == "cloud")
    assert cloud.prices_as_of is not None
    cost = next(r for r in cloud.reasons if r.code.startswith("decision.cost."))
    assert cost.source and cost.as_of


def test_serving_ranks_places_near_the_users_first(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_of(work(mode="inference"), kb)
    assert plan.infra is not None
    first = plan.infra.options[0]
    assert first.latency_users_ms is not None and first.latency_users_ms < 40
    far = [o for o in plan.infra.options if o.kind == "cloud" and o.country in {"US", "JP", "IN"}]
    assert all(o.score is None or (first.score or 0) <= o.score for o in far)


def test_unknown_city_names_the_field_and_suggests(kb) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(PlanInputError) as err:
        plan_of(small_model(location={"data": "Frankfurt am Mainz"}), kb)
    assert err.value.field == "location.data"
    assert "Frankfurt am Main" in err.value.message


def test_unknown_rule_is_refused_with_the_known_ones(kb) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(PlanInputError) as err:
        plan_of(small_model(compliance=["gdrp"]), kb)
    assert err.value.field == "compliance" and "gdpr" in err.value.message


def test_no_gpu_asked_gives_no_places(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_of(small_model(gpus=0), kb)
    assert plan.infra is not None and plan.infra.options == []
    assert any(r.code == "infra.no_gpu" for r in plan.infra.reasons)
    assert plan.decision is not None and plan.decision.chosen is None


def test_inference_is_priced_by_the_month_not_the_run(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_of(work(mode="inference", concurrent_requests=4), kb)
    assert plan.infra is not None
    priced = [o for o in plan.infra.options if not o.is_excluded and o.monthly_cost_usd]
    assert priced and all(o.train_cost_usd is None for o in priced)
    assert all(o.cost_basis == "month" for o in plan.infra.options)


def test_plan_is_pure_and_repeatable(kb) -> None:  # type: ignore[no-untyped-def]
    assert plan_of(work(), kb) == plan_of(work(), kb)


def test_a_budget_puts_candidates_within_it_first_and_marks_the_rest(kb) -> None:  # type: ignore[no-untyped-def]
    free = plan_of(work(objective="fastest"), kb)
    assert free.decision is not None and free.decision.chosen is not None
    fastest = free.decision.chosen
    assert fastest.run_usd is not None
    cheaper = [
        c.run_usd for c in free.decision.alternatives if c.run_usd and c.run_usd < fastest.run_usd
    ]
    assert cheaper
    budget = max(cheaper) + 0.01  # shown figures are rounded to cents
    tight = plan_of(work(objective="fastest", budget_usd=budget), kb)
    assert tight.decision is not None and tight.decision.chosen is not None
    chosen = tight.decision.chosen
    assert chosen.run_usd is not None and chosen.run_usd <= budget
    over = [c for c in tight.decision.alternatives if c.run_usd and c.run_usd > budget]
    assert over and all(any(r.code == "decision.missed.budget" for r in c.reasons) for c in over)


def test_bought_hardware_is_one_amortised_figure_with_its_parts(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_of(work(gpu="RTX 4090", runs_per_month=4), kb)
    assert plan.infra is not None
    onprem = next(o for o in plan.infra.options if o.kind == "onprem")
    assert onprem.cost_breakdown_usd["purchase_usd"] == 1599
    reason = next(r for r in onprem.reasons if r.code == "decision.cost.bought")
    fixed = 1599 / (3 * 8760) * 730
    assert reason.params["fixed_month_usd"] == pytest.approx(fixed, abs=0.01)
    # a run pays at least a quarter of the month's write-off, plus power while busy
    assert onprem.run_cost_usd is not None and onprem.run_cost_usd >= fixed / 4
