"""plan_infra end to end: ranked options with reasons, inputs checked, hybrids, buy vs rent."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from dlconfig.kb.infra_data import PriceCatalog
from dlconfig.models.workload import Location, Mode, Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.infra import plan_infra
from tests.plan.test_infra_support import hardware, kb_with_test_gpus, requirements
from tests.profiles import load_profile

TODAY = date(2026, 12, 2)
CODE = re.compile(r"^[a-z0-9_.]+$")


@pytest.fixture
def kb(tmp_path: Path):  # type: ignore[no-untyped-def]
    return kb_with_test_gpus(tmp_path)


def work(**kw: object) -> Workload:
    return Workload.model_validate({"location": {"data": "Frankfurt", "users": "London"}, **kw})


def test_options_are_ranked_with_reasons_and_list_prices(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_infra(work(), requirements(), hardware(), None, kb, TODAY)
    assert plan.options
    scores = [o.score for o in plan.options if not o.is_excluded]
    assert scores == sorted(scores)
    for option in plan.options:
        assert option.reasons, option
        for reason in option.reasons:
            assert CODE.match(reason.code)
    assert "list prices" in plan.disclaimer and "not legal advice" in plan.disclaimer
    assert plan.latency_model and "±30 %" in plan.latency_model
    codes = {r.code for r in plan.reasons}
    assert {"infra.latency_model", "infra.prices_list", "infra.assumptions"} <= codes
    cloud = next(o for o in plan.options if o.kind == "cloud")
    assert cloud.prices_as_of == "2026-12-02"
    cost = next(r for r in cloud.reasons if r.code.startswith("infra.cost."))
    assert cost.source and cost.as_of


def test_chosen_gpu_is_priced_per_training_hour(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_infra(work(), requirements(), hardware("rtx-4090", est_hours=10), None, kb, TODAY)
    option = next(o for o in plan.options if o.kind == "cloud" and o.gpu == "rtx-4090")
    # RunPod 4090 flex worker: $0.00031/s = $1.116/h; 10 GPU-hours on one GPU.
    assert option.train_cost_usd == pytest.approx(11.16)
    assert option.price_mode == "on_demand"
    # Two replicas? One: a single concurrent request; always-on $0.00021/s x 730 h.
    assert option.monthly_cost_usd == pytest.approx(0.00021 * 3600 * 730, rel=1e-3)


def test_latency_orders_nearby_regions_first(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_infra(work(), requirements(), hardware(), None, kb, TODAY)
    same_gpu = [o for o in plan.options if o.kind == "cloud" and o.gpu == "rtx-4090"]
    assert same_gpu[0].country in {"FR", "NL", "CZ"}
    assert same_gpu[0].latency_users_ms is not None and same_gpu[0].latency_users_ms < 30


def test_buy_vs_rent_gives_break_even_utilisation(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_infra(work(), requirements(), hardware("rtx-4090"), None, kb, TODAY)
    onprem = next(o for o in plan.options if o.kind == "onprem")
    assert onprem.cost_breakdown_usd["purchase_usd"] == 1599
    assert onprem.break_even_utilisation_pct is not None
    bvr = next(r for r in onprem.reasons if r.code == "infra.buy_vs_rent")
    assert bvr.params["purchase_usd"] == 1599 and "utilisation" in bvr.text
    # By hand: 1599 / (3 y x 8760 h) against rent $0.00021 x 3600 minus power.
    fixed = 1599 / (3 * 8760)
    power = 0.45 * 1.58 * 0.1282
    rent = 0.00021 * 3600
    assert onprem.break_even_utilisation_pct == pytest.approx(100 * fixed / (rent - power), abs=0.1)


def test_hybrids_compare_train_here_serve_there(kb) -> None:  # type: ignore[no-untyped-def]
    profile = load_profile("consumer_gpu")
    plan = plan_infra(work(), requirements(), hardware("rtx-4090"), profile, kb, TODAY)
    kinds = [o.kind for o in plan.options]
    assert "local" in kinds and "colocation" in kinds
    hybrids = [o for o in plan.options if o.kind == "hybrid"]
    assert len(hybrids) == 2
    assert {h.train_place.split()[0] for h in hybrids if h.train_place} & {
        "local",
        "onprem",
        "runpod",
    }
    assert all(h.serve_place and h.train_cost_usd is not None for h in hybrids)


def test_unknown_city_names_the_field_and_suggests(kb) -> None:  # type: ignore[no-untyped-def]
    bad = Workload(location=Location(data="Frankfrt"))
    with pytest.raises(PlanInputError) as err:
        plan_infra(bad, requirements(), hardware(), None, kb, TODAY)
    assert err.value.field == "location.data"
    assert "Frankfurt am Main" in err.value.message


def test_unknown_rule_is_refused_with_the_known_ones(kb) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(PlanInputError) as err:
        plan_infra(work(compliance=["gdrp"]), requirements(), hardware(), None, kb, TODAY)
    assert err.value.field == "compliance" and "gdpr" in err.value.message


def test_no_gpu_chosen_gives_no_gpu_places(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_infra(work(), requirements(), hardware(None), None, kb, TODAY)
    assert plan.options == [] and any(r.code == "infra.no_gpu" for r in plan.reasons)


def test_inference_workload_has_no_training_cost(kb) -> None:  # type: ignore[no-untyped-def]
    plan = plan_infra(
        work(mode=Mode.INFERENCE, concurrent_requests=40),
        requirements(),
        hardware(),
        None,
        kb,
        TODAY,
    )
    clouds = [o for o in plan.options if o.kind == "cloud"]
    assert clouds and all(o.train_cost_usd is None for o in clouds)
    # 40 concurrent requests -> 5 replicas of one GPU, all month.
    c = next(o for o in clouds if o.gpu == "rtx-4090")
    assert c.monthly_cost_usd == pytest.approx(5 * 730 * 0.00021 * 3600, rel=1e-3)
    # The option says the 5 GPUs the month pays for, not the per-GPU price's unit of 1.
    assert c.gpus == 5


def test_gpu_without_any_offer_says_so(kb) -> None:  # type: ignore[no-untyped-def]
    # Nobody is recorded to rent this GPU and no priced GPU holds a 500 GiB model.
    plan = plan_infra(work(), requirements(vram_gib=500), hardware("v100-x"), None, kb, TODAY)
    assert not [o for o in plan.options if o.kind == "cloud"]
    reason = next(r for r in plan.reasons if r.code == "infra.no_cloud_offer")
    assert reason.params["gpu"] == "v100-x"


def test_plan_is_pure_and_repeatable(kb) -> None:  # type: ignore[no-untyped-def]
    first = plan_infra(work(compliance=["gdpr"]), requirements(), hardware(), None, kb, TODAY)
    second = plan_infra(work(compliance=["gdpr"]), requirements(), hardware(), None, kb, TODAY)
    assert first == second


def test_price_class_counts_as_the_chosen_gpu(kb) -> None:  # type: ignore[no-untyped-def]
    # RunPod sells "L4, A5000, 3090" at one price; a 3090 plan finds it without a swap.
    plan = plan_infra(work(), requirements(), hardware("rtx-3090"), None, kb, TODAY)
    option = next(o for o in plan.options if o.instance_type == "serverless-l4")
    assert not any(r.code == "infra.gpu_alternative" for r in option.reasons)
    assert any("RunPod picks the card" in r.text for r in option.reasons)


def test_alternative_gpu_serves_with_as_many_gpus_as_the_model_needs(kb) -> None:  # type: ignore[no-untyped-def]
    # 2 x RTX 4090 at 20 GiB each = 40 GiB; one 48 GiB L40S holds a replica, so one
    # L40S instance serves (whole instances are rented, at their list price).
    plan = plan_infra(work(), requirements(), hardware("rtx-4090", count=2), None, kb, TODAY)
    l40s = next(o for o in plan.options if o.kind == "cloud" and o.gpu == "l40s")
    assert any(r.code == "infra.gpu_alternative" for r in l40s.reasons)
    prices = kb.dataset("prices", PriceCatalog)
    inst = next(
        i
        for i in prices.instances
        if i.instance_type == l40s.instance_type and i.region in {l40s.region, "*"}
    )
    assert inst.on_demand is not None
    assert l40s.monthly_cost_usd == pytest.approx(730 * inst.on_demand.usd_per_hour, rel=1e-3)
    rtx = next(
        o
        for o in plan.options
        if o.kind == "cloud" and o.gpu == "rtx-4090" and o.provider == "runpod"
    )
    assert rtx.monthly_cost_usd == pytest.approx(2 * 730 * 0.00021 * 3600, rel=1e-3)


def test_budget_marks_and_demotes_options_that_exceed_it(kb) -> None:  # type: ignore[no-untyped-def]
    free = plan_infra(work(), requirements(), hardware(), None, kb, TODAY)
    tight = plan_infra(work(budget_usd=50), requirements(), hardware(), None, kb, TODAY)
    over = [o for o in tight.options if any(r.code == "infra.over_budget" for r in o.reasons)]
    assert over
    for option in over:
        assert (option.train_cost_usd or 0) + (option.monthly_cost_usd or 0) > 50
        before = next(
            o
            for o in free.options
            if (o.kind, o.region, o.instance_type, o.gpu)
            == (option.kind, option.region, option.instance_type, option.gpu)
        )
        assert option.score is not None and before.score is not None
        assert option.score > before.score


def test_local_machine_that_does_not_fit_says_so_and_ranks_low(kb) -> None:  # type: ignore[no-untyped-def]
    profile = load_profile("consumer_gpu")
    fits = hardware("rtx-4090")
    unfit = fits.model_copy(update={"local_fit": False})
    good = next(
        o
        for o in plan_infra(work(), requirements(), fits, profile, kb, TODAY).options
        if o.kind == "local"
    )
    bad = next(
        o
        for o in plan_infra(work(), requirements(), unfit, profile, kb, TODAY).options
        if o.kind == "local"
    )
    assert any(r.code == "infra.local_does_not_fit" for r in bad.reasons)
    assert bad.score is not None and good.score is not None and bad.score > good.score
