"""``dlconfig-cli plan --json``: the hardware step ranks renting and buying apart, prices
only what has a price, applies a budget to both, and knows where and on what a GPU runs
(China-market parts, Grace hosts, MIG, consumer multi-GPU builds)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import dlconfig
from dlconfig.kb import KnowledgeBase
from dlconfig.kb.decision_facts import DecisionFacts
from tests.plan_json import plan_json as _plan, plan_of

SERVING_70B = "task: llm\nmode: inference\nmodel: {preset: llama-3.1-70b}\ncontext_len: 8192\n"


def _reasons(plan: dict[str, Any], code: str) -> list[dict[str, Any]]:
    return [r for r in plan["hardware"]["reasons"] if r["code"] == code]


def _option(plan: dict[str, Any], gpu: str) -> dict[str, Any]:
    return next(o for o in plan["hardware"]["options"] if o["gpu"] == gpu)


def test_renting_and_buying_are_views_of_the_decision_each_naming_its_cost(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = _plan(capsys)  # the default workload trains once
    hardware = plan["hardware"]
    rent, buy = hardware["rent_ranking"], hardware["buy_ranking"]
    assert rent and buy
    # renting: each GPU's best cloud candidate, in the decision's order, priced and dated
    priced = [r for r in rent if r["has_price"]]
    assert priced and all(r["usd_basis"] == "run" for r in rent)
    assert all(r["price_kind"] == "on_demand" and r["price_as_of"] for r in priced)
    order = [o["gpu"] for o in hardware["options"] if o["best"] is not None]
    assert [r["gpu"] for r in rent] == [g for g in order if g in {r["gpu"] for r in rent}]
    chosen = plan["decision"]["chosen"]
    assert chosen["kind"] != "cloud" or rent[0]["gpu"] == chosen["gpu"]
    # buying: the purchase price with its kind and date, and its power per month; GPUs
    # without a price to buy at today are there too, marked so
    first = buy[0]
    assert first["usd_basis"] == "purchase" and first["has_price"]
    assert first["price_kind"] in ("launch_msrp", "street", "list") and first["price_as_of"]
    assert first["month_usd"]
    assert any(not r["has_price"] and r["usd"] is None for r in buy)


def test_a_serving_plan_rents_by_the_month(capsys: pytest.CaptureFixture[str]) -> None:
    hardware = _plan(capsys, "--example", "llama-3.1-70b-serving")["hardware"]
    priced = [r for r in hardware["rent_ranking"] if r["has_price"]]
    assert priced and all(r["usd_basis"] == "month" and r["usd"] == r["month_usd"] for r in priced)


def test_no_per_dollar_figure_without_a_price(capsys: pytest.CaptureFixture[str]) -> None:
    hardware = _plan(capsys)["hardware"]
    for entry in hardware["buy_ranking"]:
        if entry["usd"] is None:
            assert entry["value_per_1000_usd"] is None and entry["break_even_utilisation"] is None
    for option in hardware["options"]:
        if option["est_cost_usd"] is None:
            assert option["perf_per_dollar"] is None, option["gpu"]
            assert option["break_even_utilisation"] is None, option["gpu"]


def test_a_budget_puts_what_it_holds_first_and_says_what_costs_more(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = plan_of(
        capsys, tmp_path, "task: llm\nmode: lora\nmodel: {preset: llama-3.1-8b}\nbudget_usd: 500\n"
    )
    decision = plan["decision"]
    assert decision["chosen"]["run_usd"] <= 500  # a LoRA run of an 8B model rents for less
    costs = [c["run_usd"] for c in decision["alternatives"]]
    within = [c is not None and c <= 500 for c in costs]
    assert within == sorted(within, reverse=True)  # within the budget first
    for c in decision["alternatives"]:
        if c["run_usd"] is not None and c["run_usd"] > 500:
            assert any(r["code"] == "decision.missed.budget" for r in c["reasons"])


def test_the_power_price_is_the_workloads_own_when_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def power_month(plan: dict[str, Any]) -> float:
        return next(r for r in plan["hardware"]["buy_ranking"] if r["gpu"] == "rtx-5090")[
            "month_usd"
        ]

    default = _plan(capsys)
    shipped = Path(dlconfig.__file__).parent / "resources" / "workloads" / "default.yaml"
    text = shipped.read_text(encoding="utf-8") + "power_usd_per_kwh: 0.4\n"
    plan = plan_of(capsys, tmp_path, text)
    assert plan["workload"]["location"]["power_usd_per_kwh"] == 0.4
    assert power_month(plan) > power_month(default) * 2
    onprem = next(o for o in plan["infra"]["options"] if o["kind"] == "onprem")
    bought = next(r for r in onprem["reasons"] if r["code"] == "decision.cost.bought")
    assert bought["params"]["usd_per_kwh"] == 0.4 and bought["source"] is None


@pytest.mark.parametrize("city", ["Hong Kong", "New York City"])
def test_a_china_market_part_is_planned_only_in_china_or_when_named(
    city: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = plan_of(capsys, tmp_path, SERVING_70B + f"location: {{users: {city}}}\n")
    assert plan["hardware"]["choice"]["gpu"] not in ("h20", "l20")
    h20 = _option(plan, "h20")
    assert (
        h20["excluded_because"]
        and "export-control variant sold in CN only" in (h20["excluded_because"])
    )
    assert h20["reasons"][0]["source"].startswith("https://")
    # named, or for users in China, it stays
    named = plan_of(capsys, tmp_path, SERVING_70B + f"gpu: H20\nlocation: {{users: {city}}}\n")
    assert named["hardware"]["choice"]["gpu"] == "h20"
    in_china = plan_of(capsys, tmp_path, SERVING_70B + "location: {users: Shanghai}\n")
    assert _option(in_china, "h20")["fits"] and not _option(in_china, "h20")["excluded_because"]


def test_a_grace_plan_builds_arm64_images(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = plan_of(
        capsys,
        tmp_path,
        "task: llm\nmode: lora\nmodel: {preset: llama-3.1-70b}\ngpu: gb200\ngpus: 72\n",
    )
    assert plan["hardware"]["choice"]["gpu"] == "gb200"
    assert plan["container"]["platform"] == "linux/arm64"
    said = [r for r in plan["container"]["reasons"] if r["code"] == "container.platform.arm64"]
    assert said and said[0]["source"]
    assert _reasons(plan, "hardware.platform.aarch64")


def test_an_x86_plan_names_no_image_platform(capsys: pytest.CaptureFixture[str]) -> None:
    assert _plan(capsys)["container"]["platform"] is None


def test_eight_geforce_cards_are_a_server_build_with_its_reasons(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = _plan(capsys, "--example", "mistral-7b-full-finetune-fsdp")
    assert plan["hardware"]["choice"]["gpu"] != "rtx-5090"
    build = next(
        r
        for r in _option(plan, "rtx-5090")["reasons"]
        if r["code"] == "hardware.option.consumer_build"
    )
    assert build["params"]["total_w"] == 8 * 575 and build["source"]
    assert build["params"]["nvlink"] is False
    # the rankings keep the build and name its caveat
    buy = {r["gpu"]: r for r in plan["hardware"]["buy_ranking"]}
    assert "hardware.option.consumer_build" in buy["rtx-5090"]["caveats"]


def test_mig_is_offered_only_on_the_gpus_nvidia_lists(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    serving = "task: llm\nmode: inference\nmodel: {preset: llama-3.1-8b}\n"
    a100 = plan_of(capsys, tmp_path, serving + "gpu: A100 PCIe 80GB\n")
    mig = _reasons(a100, "hardware.platform.mig")
    assert mig and mig[0]["params"]["instances"] == 7 and "mig-user-guide" in mig[0]["source"]
    l40s = plan_of(capsys, tmp_path, serving + "gpu: L40S\n")
    assert l40s["hardware"]["choice"]["gpu"] == "l40s"
    assert not _reasons(l40s, "hardware.platform.mig")


def test_rtx_5080_and_a10_are_timed_from_their_tensor_peak(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = _plan(capsys)  # bf16 LoRA
    a10, l4 = _option(plan, "a10"), _option(plan, "l4")

    # one GPU each: the times differ as their dense BF16 tensor peaks (125 vs 121 TFLOPS),
    # not as the A10's FP32 figure (31.2) would make them
    def gpu_hours(option: dict[str, Any]) -> float:
        """The run's GPU-hours at a perfect speed-up: hours x GPUs x the scaling share."""
        best = option["best"]
        gpus = best["gpus_per_node"] * best["nodes"]
        facts = KnowledgeBase().dataset("decision", DecisionFacts)
        share = facts.scaling.data_parallel_efficiency.value if gpus > 1 else 1.0
        return best["hours_per_run"] * gpus * share

    assert gpu_hours(a10) == pytest.approx(gpu_hours(l4) * 121 / 125, rel=0.02)
    for gpu in ("rtx-5080", "rtx-5070-ti", "rtx-6000-ada"):
        option = _option(plan, gpu)
        assert option["est_hours"] is not None, gpu
        assert "hardware.option.time_unknown" not in {r["code"] for r in option["reasons"]}


def test_a_short_run_is_not_spread_over_a_server_for_minutes_saved(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The default LoRA takes well under a working day on one GPU: the balanced objective
    does not rent an 8-GPU server to save minutes at a higher price."""
    plan = _plan(capsys)
    chosen = plan["decision"]["chosen"]
    assert chosen["gpus_per_node"] * chosen["nodes"] == 1
