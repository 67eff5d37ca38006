"""Composes the five steps into a Plan: ``make_plan(workload, profile, kb, today)``.

Pure: same input, same output; no I/O beyond the (cached) knowledge base, no clock
except ``today``. Fast enough to re-plan on every edit in the GUI.
"""

from __future__ import annotations

from datetime import date

from dlconfig import __version__
from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.choice import HardwareChoice
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import Requirements
from dlconfig.models.workload import Workload
from dlconfig.plan.container import plan_container
from dlconfig.plan.decide.decide import decide
from dlconfig.plan.decide.inputs import place_inputs
from dlconfig.plan.decide.views import best_by_gpu, rankings
from dlconfig.plan.hardware.choice import evaluate_gpus, hardware_view
from dlconfig.plan.place.view import plan_infra
from dlconfig.plan.stack import resolve_for_plan
from dlconfig.plan.workload import estimate, on_layout
from dlconfig.plan.workload_model import with_model_defaults


def make_plan(
    workload: Workload,
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
    today: date,
) -> Plan:
    """Plan ``workload`` for the machine in ``profile`` (None: plan without a machine).

    Raises ``PlanInputError`` naming the field when the workload cannot be planned.
    """
    workload = with_model_defaults(workload, kb)
    requirements = estimate(workload, kb)
    places = place_inputs(workload, kb)
    evaluation = evaluate_gpus(workload, requirements, profile, kb)
    ranked = decide(evaluation, kb, places, today)
    decision = ranked.decision
    hardware, layout = hardware_view(
        evaluation, decision.chosen, best_by_gpu(ranked), rankings(ranked)
    )
    if layout is not None:
        # one memory-per-GPU figure in every step: the planned layout's
        requirements = on_layout(requirements, layout)
    stack_result = resolve_for_plan(workload, hardware, profile, kb)
    conflicts = [stack_result.conflict] if stack_result.conflict is not None else []
    container = (
        plan_container(
            workload,
            requirements,
            hardware,
            stack_result.stack,
            kb,
            conflicts=conflicts,
            replicas=decision.chosen.replicas or 1 if decision.chosen else 1,
        )
        if stack_result.stack is not None
        else None
    )
    infra = plan_infra(ranked, places, kb, today)
    return Plan(
        created=today,
        app_version=__version__,
        kb_version=kb.version,
        kb_as_of=kb.as_of,
        workload=workload,
        profile=profile,
        requirements=requirements,
        decision=decision,
        hardware=hardware,
        stack=stack_result.stack,
        container=container,
        infra=infra,
        conflicts=conflicts,
    )


def match_hardware(
    workload: Workload,
    requirements: Requirements,
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
    today: date | None = None,
) -> HardwareChoice:
    """Step 2 for ``workload``: the decision's GPU layout and every GPU with its best
    candidate (step 2 is a view of the decision; this runs it). ``today``: the date the
    prices are judged on (None: the knowledge base's date)."""
    places = place_inputs(workload, kb)
    evaluation = evaluate_gpus(workload, requirements, profile, kb)
    ranked = decide(evaluation, kb, places, today or kb.as_of)
    return hardware_view(evaluation, ranked.decision.chosen, best_by_gpu(ranked), rankings(ranked))[
        0
    ]
