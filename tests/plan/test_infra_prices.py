"""Price modes, storage and egress of the decision's places, with the recorded prices."""

from __future__ import annotations

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.places import load_infra
from tests.plan.test_infra_support import plan_of

KB = KnowledgeBase()


def h100_finetune(**kw: object) -> dict[str, object]:
    return {
        "mode": "finetune",
        "model": {"preset": "llama-3.1-8b"},
        "gpu": "H100 SXM",
        "gpus": 8,
        "dataset_gb": 1,
        "location": {"data": "Hong Kong", "users": "Hong Kong"},
        **kw,
    }


def test_every_cloud_candidate_is_offered_where_it_is_placed() -> None:
    plan = plan_of(h100_finetune())
    assert plan.decision is not None and plan.decision.chosen is not None
    data = load_infra(KB)
    offered = {(o.provider, o.region, o.instance_type) for o in data.places.offers}
    priced_here = {(i.provider, i.region, i.instance_type) for i in data.prices.instances}
    wildcard = {(o.provider, o.instance_type) for o in data.places.offers if o.region == "*"}
    for c in [plan.decision.chosen, *plan.decision.alternatives]:
        if c.kind != "cloud":
            continue
        key = (c.provider, c.region, c.instance_type)
        assert key in offered or key in priced_here or (c.provider, c.instance_type) in wildcard


def test_spot_is_used_only_when_allowed_and_then_flagged_for_restarts() -> None:
    on_demand = plan_of(h100_finetune(objective="cheapest"))
    assert on_demand.decision is not None
    modes = {c.price_mode for c in [on_demand.decision.chosen, *on_demand.decision.alternatives]}
    assert "spot" not in modes
    spot = plan_of(h100_finetune(objective="cheapest", price_modes=["on_demand", "spot"]))
    assert spot.decision is not None and spot.decision.chosen is not None
    assert spot.decision.chosen.price_mode == "spot"
    assert spot.infra is not None
    first = spot.infra.options[0]
    assert first.price_mode == "spot"
    assert any(r.code == "infra.cost.spot_restarts" for r in first.reasons)
    assert spot.decision.chosen.run_usd is not None and on_demand.decision.chosen is not None
    assert on_demand.decision.chosen.run_usd is not None
    assert spot.decision.chosen.run_usd < on_demand.decision.chosen.run_usd


def test_a_commitment_serves_a_month_only_when_allowed() -> None:
    work = {
        "mode": "inference",
        "model": {"preset": "llama-3.1-8b"},
        "gpu": "A100 SXM4 40GB",
        "objective": "cheapest",
        "location": {"data": "Chicago", "users": "Chicago"},
    }
    plain = plan_of(work)
    committed = plan_of({**work, "price_modes": ["on_demand", "commit_3y"]})
    assert plain.decision is not None and committed.decision is not None
    assert plain.decision.chosen is not None and committed.decision.chosen is not None
    assert plain.decision.chosen.price_mode in {"on_demand", "always_on"}
    if committed.decision.chosen.price_mode == "commit_3y":
        assert committed.decision.chosen.month_usd is not None
        assert plain.decision.chosen.month_usd is not None
        assert committed.decision.chosen.month_usd < plain.decision.chosen.month_usd


def test_a_cloud_place_prices_its_disk_and_egress() -> None:
    plan = plan_of(h100_finetune(dataset_gb=500, providers=["gcp"]))
    assert plan.infra is not None
    option = next(o for o in plan.infra.options if o.provider == "gcp" and not o.is_excluded)
    assert any(k.startswith("storage_") for k in option.cost_breakdown_usd)
    assert any(r.code in {"infra.cost.egress", "infra.cost.egress_unknown"} for r in option.reasons)


def test_users_in_mainland_china_pay_the_china_egress_rate() -> None:
    plan = plan_of(
        h100_finetune(
            dataset_gb=500, providers=["gcp"], location={"data": "Shanghai", "users": "Shanghai"}
        )
    )
    assert plan.infra is not None
    option = next(o for o in plan.infra.options if o.provider == "gcp" and not o.is_excluded)
    egress = next(r for r in option.reasons if r.code == "infra.cost.egress_china")
    assert option.cost_breakdown_usd["egress_dataset_usd"] == 500 * egress.params["usd_per_gb"]
