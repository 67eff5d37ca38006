"""One decision: which GPUs, how many, where, at what price, read by every output.

Property tests over generated workloads hold every output to the decision (hardware
choice, the first place, the container plan, Kubernetes and Compose, the report's first
page, the CLI summary); the examples check what an infrastructure lead would expect of
teams' workloads (serving replicas, data rules, export controls, owned hardware, picks).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings, strategies as st

from dlconfig.cli.plan_cmd import summary
from dlconfig.export.bundle import render_files
from dlconfig.kb import KnowledgeBase
from dlconfig.models.decision import Candidate
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload
from dlconfig.plan.decide.objective import Axes, dominates, weighed_latency
from dlconfig.plan.pipeline import make_plan
from dlconfig.plan.workload_file import load_workload

KB = KnowledgeBase()
TODAY = date(2026, 12, 3)
ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "dlconfig" / "resources" / "workloads").glob("*.yaml")) + sorted(
    (ROOT / "tests" / "data" / "decisions").glob("*.yaml")
)
LAPTOP = ROOT / "tests" / "data" / "decisions" / "laptop-wsl2.profile.json"
# reasons that name the user's preference for a candidate another one beats
PREFERENCE_CODES = {"decision.pinned", "decision.preferred_own"}


def plan_of(work: dict[str, Any], profile: HardwareProfile | None = None) -> Plan:
    return make_plan(Workload.model_validate(work), profile, KB, TODAY)


def _axes(c: Candidate) -> Axes:
    training = c.hours_per_run is not None
    latency = weighed_latency(
        training=training, data_ms=c.latency_data_ms, users_ms=c.latency_users_ms
    )
    return Axes(c.cost_usd, c.hours_per_run, latency)


def _k8s_gpus(files: dict[str, str | bytes]) -> int:
    """GPUs the Kubernetes manifests request in all: GPUs per pod x pods."""
    total = 0
    for name, text in files.items():
        if not name.startswith("k8s/") or not isinstance(text, str):
            continue
        for doc in yaml.safe_load_all(text):
            total += _pod_gpus(doc)
    return total


def _pod_gpus(doc: Any) -> int:
    if not isinstance(doc, dict):
        return 0
    kind = doc.get("kind")
    spec = doc.get("spec", {})
    if kind == "Deployment" or kind == "Job":
        pods = spec.get("replicas", 1) if kind == "Deployment" else spec.get("parallelism", 1)
        return pods * _container_gpus(spec.get("template", {}).get("spec", {}))
    if kind == "TrainJob":
        trainer = spec.get("trainer", {})
        per_node = int(
            trainer.get("resourcesPerNode", {}).get("limits", {}).get("nvidia.com/gpu", 0)
        )
        return int(trainer.get("numNodes", 1)) * per_node
    if kind == "PyTorchJob":
        return 0  # the labelled legacy alternative of the TrainJob, not a second request
    return 0


def _container_gpus(pod: dict[str, Any]) -> int:
    return sum(
        int(c.get("resources", {}).get("limits", {}).get("nvidia.com/gpu", 0))
        for c in pod.get("containers", [])
    )


def check_one_decision(plan: Plan) -> None:
    """Every output names the decision's GPUs, count, place and cost."""
    decision = plan.decision
    assert decision is not None and plan.hardware is not None and plan.infra is not None
    chosen = decision.chosen
    if chosen is None:
        assert plan.hardware.choice.gpu is None
        return
    choice = plan.hardware.choice
    assert (choice.gpu, choice.count, choice.nodes) == (
        chosen.gpu,
        chosen.gpus_per_node,
        chosen.nodes,
    )
    first = plan.infra.options[0]
    assert first.is_chosen and not first.is_excluded
    assert (first.gpu, first.gpus, first.price_mode) == (
        chosen.gpu,
        chosen.gpus_paid,
        chosen.price_mode,
    )
    assert first.run_cost_usd == (None if chosen.cost_usd is None else round(chosen.cost_usd, 2))
    if chosen.cost_usd is not None:
        assert chosen.price_mode is not None
    if chosen.kind == "cloud" and chosen.cost_usd is not None:
        assert chosen.prices_as_of is not None
    # no feasible candidate beats the chosen one on every axis, unless the user's
    # preference (a pick, hardware at hand) put it first
    preferred = {r.code for r in decision.reasons} & PREFERENCE_CODES
    for alt in decision.alternatives:
        if dominates(_axes(alt), _axes(chosen)):
            assert preferred or any(r.code == "decision.caveat" for r in chosen.reasons) is False
            assert preferred, (alt.place, chosen.place)
    for ruled_out in decision.excluded:
        assert ruled_out.reasons and not ruled_out.is_feasible
    if plan.container is not None and plan.container.gpus_per_node:
        assert (plan.container.gpus_per_node, plan.container.nodes) == (
            chosen.gpus_per_node,
            chosen.nodes,
        )
    text = summary(plan)
    assert f"{chosen.gpus_per_node} × {chosen.gpu_name}" in text
    assert text.count("Cost  ") == 1 and text.count("Where  ") == 1


WORKLOADS = st.fixed_dictionaries(
    {
        "mode": st.sampled_from(["train", "finetune", "lora", "qlora", "inference"]),
        "model": st.sampled_from(
            [{"preset": "llama-3.2-1b"}, {"preset": "llama-3.1-8b"}, {"preset": "qwen2.5-14b"}]
        ),
        "batch_size": st.sampled_from([1, 4]),
        "seq_len": st.sampled_from([512, 2048]),
        "gradient_checkpointing": st.just(True),
        "dataset_gb": st.sampled_from([0.05, 1.0]),
        "concurrent_requests": st.sampled_from([1, 16, 64]),
    },
    optional={
        "gpus": st.sampled_from([1, 2, 4, 8]),
        "objective": st.sampled_from(["cheapest", "fastest", "balanced"]),
        "location": st.sampled_from(
            [
                {"data": "Frankfurt", "users": "London"},
                {"data": "Hong Kong", "users": "Hong Kong"},
                {"data": "Chicago"},
            ]
        ),
        "compliance": st.sampled_from([["gdpr"], ["hipaa"], ["pci_dss"]]),
        "budget_usd": st.sampled_from([50.0, 5000.0]),
        "deadline_hours": st.sampled_from([2.0, 48.0]),
        "price_modes": st.sampled_from([["on_demand", "spot"], ["on_demand", "commit_1y"]]),
        "owned": st.sampled_from(
            [{"gpu": "RTX 3090", "count": 2}, {"gpu": "H100 SXM", "count": 8}]
        ),
    },
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(work=WORKLOADS)
# serving with no users' city: the decision weighs the round trip to the data instead
@example(
    work={
        "mode": "inference",
        "model": {"preset": "llama-3.2-1b"},
        "location": {"data": "Chicago"},
        "compliance": ["hipaa"],
    }
)
def test_every_output_reads_the_one_decision(work: dict[str, Any]) -> None:
    plan = plan_of(work)
    check_one_decision(plan)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_each_example_names_one_layout_place_time_and_cost(path: Path) -> None:
    profile = None
    if path.stem == "laptop-wsl2":
        profile = HardwareProfile.model_validate_json(LAPTOP.read_text(encoding="utf-8"))
    plan = make_plan(load_workload(path), profile, KB, TODAY)
    check_one_decision(plan)
    assert plan.decision is not None and plan.decision.chosen is not None
    files = render_files(plan, KB, "en")
    chosen = plan.decision.chosen
    gpus = _k8s_gpus(files)
    if plan.workload.mode.value == "inference":
        assert gpus == chosen.gpus_per_node * (chosen.replicas or 1)
    elif plan.container is not None and plan.container.gpus_per_node:
        assert gpus == chosen.total_gpus


def test_an_unset_gpu_count_is_no_request() -> None:
    work = {
        "mode": "lora",
        "model": {"preset": "llama-3.1-8b"},
        "dataset_gb": 2.0,
        "gradient_checkpointing": True,
        "objective": "fastest",
    }
    fastest = plan_of(work)
    assert fastest.decision is not None and fastest.decision.chosen is not None
    assert fastest.decision.chosen.total_gpus > 1
    asked = plan_of({**work, "gpus": 1})
    assert asked.decision is not None and asked.decision.chosen is not None
    assert asked.decision.chosen.gpus_per_node == 1


def test_the_objectives_agree_with_their_names() -> None:
    work = {"mode": "lora", "model": {"preset": "llama-3.1-8b"}, "dataset_gb": 0.5}
    chosen = {}
    for objective in ("cheapest", "fastest", "balanced"):
        plan = plan_of({**work, "objective": objective})
        assert plan.decision is not None and plan.decision.chosen is not None
        chosen[objective] = plan.decision.chosen
    costs = {k: c.run_usd for k, c in chosen.items()}
    hours = {k: c.hours_per_run for k, c in chosen.items()}
    assert all(v is not None for v in [*costs.values(), *hours.values()])
    assert costs["cheapest"] <= costs["balanced"] and costs["cheapest"] <= costs["fastest"]  # type: ignore[operator]
    assert hours["fastest"] <= hours["balanced"] and hours["fastest"] <= hours["cheapest"]  # type: ignore[operator]


def test_serving_replicas_come_from_throughput_and_reach_the_deployment() -> None:
    work = {
        "mode": "inference",
        "model": {"preset": "llama-3.1-8b"},
        "concurrent_requests": 256,
        "context_len": 4096,
        "target_tokens_per_s_per_user": 200,
    }
    plan = plan_of(work)
    assert plan.decision is not None and plan.decision.chosen is not None
    chosen = plan.decision.chosen
    assert chosen.replicas is not None and chosen.replicas > 1
    reason = next(r for r in plan.decision.reasons if r.code == "decision.replicas")
    assert reason.params["replicas"] == chosen.replicas
    assert plan.container is not None and plan.container.replicas == chosen.replicas
    assert chosen.gpus_paid >= chosen.replicas * chosen.gpus_per_node
    files = render_files(plan, KB, "en")
    assert _k8s_gpus(files) == chosen.replicas * chosen.gpus_per_node


def test_a_classifier_batches_its_requests_on_one_replica() -> None:
    plan = plan_of(
        {
            "task": "text_classification",
            "mode": "inference",
            "model": {"preset": "bert-base"},
            "seq_len": 512,
            "concurrent_requests": 64,
        }
    )
    assert plan.decision is not None and plan.decision.chosen is not None
    assert plan.decision.chosen.replicas == 1
    assert plan.decision.chosen.gpus_paid <= 8


def test_pipl_with_data_in_the_mainland_keeps_every_candidate_there() -> None:
    plan = plan_of(
        {
            "mode": "lora",
            "model": {"preset": "qwen2.5-7b"},
            "gradient_checkpointing": True,
            "dataset_gb": 0.1,
            "location": {"data": "Shanghai", "users": "Beijing"},
            "compliance": ["pipl"],
        }
    )
    assert plan.decision is not None and plan.decision.chosen is not None
    for c in [plan.decision.chosen, *plan.decision.alternatives]:
        assert c.country == "CN", c.place


def test_export_controlled_gpus_are_not_placed_in_mainland_china() -> None:
    plan = plan_of(
        {
            "mode": "lora",
            "model": {"preset": "qwen2.5-7b"},
            "gpu": "RTX 4090",
            "batch_size": 1,
            "gradient_checkpointing": True,
            "location": {"data": "Shanghai", "users": "Shanghai"},
        }
    )
    assert plan.decision is not None
    placed_in_cn = [
        c
        for c in [plan.decision.chosen, *plan.decision.alternatives]
        if c is not None and c.country == "CN"
    ]
    assert not [c for c in placed_in_cn if c.gpu == "rtx-4090"]
    codes = {"decision.excluded.export_control", "decision.excluded.export_named"}
    ruled = [c for c in plan.decision.excluded if any(r.code in codes for r in c.reasons)]
    assert ruled and all(c.country == "CN" for c in ruled)


def test_owned_hardware_that_holds_the_workload_is_planned_first() -> None:
    plan = make_plan(load_workload(ROOT / "tests/data/decisions/owned-3090s.yaml"), None, KB, TODAY)
    assert plan.decision is not None and plan.decision.chosen is not None
    chosen = plan.decision.chosen
    assert (chosen.kind, chosen.gpu, chosen.gpus_per_node) == ("owned", "rtx-3090", 2)
    assert any(r.code == "decision.preferred_own" for r in plan.decision.reasons)


def test_a_pci_dss_team_with_its_own_colocated_servers_runs_there() -> None:
    plan = make_plan(
        load_workload(ROOT / "tests/data/decisions/colocation-pci.yaml"), None, KB, TODAY
    )
    assert plan.decision is not None and plan.decision.chosen is not None
    assert plan.decision.chosen.kind == "owned" and plan.decision.chosen.gpu == "l40s"


def test_provider_lists_are_kept() -> None:
    work = {"mode": "lora", "model": {"preset": "llama-3.1-8b"}, "dataset_gb": 0.1}
    only = plan_of({**work, "providers": ["gcp"]})
    assert only.decision is not None
    clouds = [
        c for c in [only.decision.chosen, *only.decision.alternatives] if c and c.kind == "cloud"
    ]
    assert clouds and {c.provider for c in clouds} == {"gcp"}
    never = plan_of({**work, "avoid_providers": ["runpod", "aws"]})
    assert never.decision is not None
    providers = {c.provider for c in [never.decision.chosen, *never.decision.alternatives] if c}
    assert not providers & {"runpod", "aws"}


def test_a_two_node_run_is_never_placed_on_single_gpu_workers() -> None:
    plan = make_plan(load_workload(ROOT / "tests/data/decisions/two-nodes.yaml"), None, KB, TODAY)
    assert plan.decision is not None and plan.decision.chosen is not None
    for c in [plan.decision.chosen, *plan.decision.alternatives]:
        assert c.nodes == 2 and c.gpus_per_node == 8
        if c.kind == "cloud":
            assert c.gpus_paid >= 16


def test_a_pick_is_kept_across_re_plans_and_dropped_when_infeasible() -> None:
    work = {"mode": "lora", "model": {"preset": "llama-3.1-8b"}, "dataset_gb": 0.1}
    first = plan_of(work)
    assert first.decision is not None
    other = first.decision.alternatives[3]
    pin = {
        "gpu": other.gpu,
        "count": other.gpus_per_node,
        "nodes": other.nodes,
        "place": other.place,
    }
    picked = plan_of({**work, "pinned": pin, "epochs": 2})
    assert picked.decision is not None and picked.decision.chosen is not None
    assert picked.decision.chosen.place == other.place
    assert any(r.code == "decision.pinned" for r in picked.decision.reasons)
    gone = plan_of({**work, "pinned": {**pin, "place": "cloud:nowhere:x:y"}})
    assert gone.decision is not None
    assert any(r.code == "decision.pin_lost" for r in gone.decision.reasons)


def test_a_deadline_is_met_when_any_candidate_meets_it() -> None:
    work = {"mode": "lora", "model": {"preset": "llama-3.1-8b"}, "dataset_gb": 1.0}
    free = plan_of({**work, "objective": "cheapest"})
    assert free.decision is not None and free.decision.chosen is not None
    hours = free.decision.chosen.hours_per_run
    quick = plan_of({**work, "objective": "fastest"})
    assert quick.decision is not None and quick.decision.chosen is not None
    fastest = quick.decision.chosen.hours_per_run
    assert hours is not None and fastest is not None and fastest < hours
    deadline = (fastest + hours) / 2
    rushed = plan_of({**work, "objective": "cheapest", "deadline_hours": deadline})
    assert rushed.decision is not None and rushed.decision.chosen is not None
    assert rushed.decision.chosen.hours_per_run is not None
    assert rushed.decision.chosen.hours_per_run <= deadline
