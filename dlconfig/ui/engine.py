"""The GUI's one door into the engine: planning steps, probe, doctor and export.

The engine is built in parts; a part that is not installed yet is reported as
*unavailable* with its name, and the rest still works. Everything here is Qt-free and
safe to call from a worker thread.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

from dlconfig import __version__
from dlconfig.models.common import Finding
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload

if TYPE_CHECKING:
    from dlconfig.kb.base import KnowledgeBase

log = logging.getLogger(__name__)

STEP_MODULES = {
    "workload": ("dlconfig.plan.workload", "estimate"),
    "hardware": ("dlconfig.plan.hardware", "match_hardware"),
    "stack": ("dlconfig.plan.stack", "resolve_for_plan"),
    "container": ("dlconfig.plan.container", "plan_container"),
    "infra": ("dlconfig.plan.infra", "plan_infra"),
}


def find_function(module_name: str, *names: str) -> Callable[..., Any] | None:
    """The first of ``names`` defined in ``module_name``, or None when not installed."""
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        return None
    for name in names:
        function = getattr(module, name, None)
        if callable(function):
            return function  # type: ignore[no-any-return]
    return None


def step_function(step: str) -> Callable[..., Any] | None:
    module_name, name = STEP_MODULES[step]
    return find_function(module_name, name)


@dataclass(frozen=True)
class PlanOutcome:
    """A plan as far as it could be made.

    ``error_field``/``error_text`` name the input the engine rejected; ``unavailable``
    lists the steps whose module is not installed; ``failures`` maps a step to the
    message of an unexpected error in it.
    """

    plan: Plan | None
    error_field: str | None = None
    error_text: str | None = None
    unavailable: tuple[str, ...] = ()
    failures: dict[str, str] = field(default_factory=dict)


def make_plan_outcome(
    workload: Workload, profile: HardwareProfile | None, kb: KnowledgeBase, today: date
) -> PlanOutcome:
    """The plan as ``plan.pipeline.make_plan`` makes it (the CLI's plan, exactly).

    When the pipeline cannot be imported or one step fails unexpectedly, the steps run one
    by one instead, so that every step that works still shows its answer.
    """
    from dlconfig.kb.base import KbError
    from dlconfig.plan.errors import PlanInputError

    try:
        from dlconfig.plan.pipeline import make_plan

        return PlanOutcome(plan=make_plan(workload, profile, kb, today))
    except PlanInputError as exc:
        return PlanOutcome(plan=None, error_field=exc.field, error_text=exc.message)
    except KbError as exc:
        return PlanOutcome(plan=None, error_field="kb", error_text=str(exc))
    except Exception:  # an engine defect: fall back to the steps one by one
        log.warning("the planning pipeline failed; planning step by step", exc_info=True)
    return plan_step_by_step(workload, profile, kb, today)


def plan_step_by_step(
    workload: Workload, profile: HardwareProfile | None, kb: KnowledgeBase, today: date
) -> PlanOutcome:
    """Run the five steps that exist, in order; a failing step is reported, not fatal."""
    from dlconfig.kb.base import KbError
    from dlconfig.plan.errors import PlanInputError

    unavailable: list[str] = []
    failures: dict[str, str] = {}
    functions = {step: step_function(step) for step in STEP_MODULES}
    unavailable = [step for step, function in functions.items() if function is None]

    def run(step: str, *args: Any) -> Any:
        function = functions[step]
        if function is None:
            return None
        try:
            return function(*args)
        except PlanInputError:
            raise
        except Exception as exc:  # one broken step must not hide the others
            log.warning("planning step %s failed", step, exc_info=True)
            failures[step] = f"{type(exc).__name__}: {exc}"
            return None

    try:
        requirements = run("workload", workload, kb)
        hardware = run("hardware", workload, requirements, profile, kb) if requirements else None
        stack_result = run("stack", workload, hardware, profile, kb) if hardware else None
        stack = getattr(stack_result, "stack", None)
        container = (
            run("container", workload, requirements, hardware, stack, kb)
            if stack is not None and requirements is not None
            else None
        )
        infra = (
            run("infra", workload, requirements, hardware, profile, kb, today)
            if requirements is not None and hardware is not None
            else None
        )
    except PlanInputError as exc:
        return PlanOutcome(
            plan=None,
            error_field=exc.field,
            error_text=exc.message,
            unavailable=tuple(unavailable),
        )
    except KbError as exc:
        return PlanOutcome(plan=None, error_field="kb", error_text=str(exc))
    conflict = getattr(stack_result, "conflict", None)
    try:
        kb_version, kb_as_of = kb.version, kb.as_of
    except KbError:
        kb_version, kb_as_of = None, None
    plan = Plan(
        created=today,
        app_version=__version__,
        kb_version=kb_version,
        kb_as_of=kb_as_of,
        workload=workload,
        profile=profile,
        requirements=requirements,
        hardware=hardware,
        stack=stack,
        container=container,
        infra=infra,
        conflicts=[conflict] if conflict is not None else [],
    )
    return PlanOutcome(plan=plan, unavailable=tuple(unavailable), failures=failures)


def default_workload() -> Workload:
    """The embedded default workload (the planner's, when it provides one)."""
    function = find_function("dlconfig.plan.workload_file", "default_workload")
    if function is not None:
        try:
            result = function()
        except Exception:
            log.warning("default workload could not be loaded", exc_info=True)
        else:
            if isinstance(result, Workload):
                return result
    return Workload()


def run_doctor(
    profile: HardwareProfile | None,
    plan: Plan | None,
    kb: KnowledgeBase,
    bench_findings: Sequence[Finding] | None = None,
) -> list[Any]:
    """The doctor's findings for this machine, against ``plan`` when there is one.

    ``bench_findings``: what the latest finished benchmark found (``BenchReport.findings``),
    passed to the doctor as ``DoctorInputs.bench_findings`` so they join its list; None
    when no benchmark has run. Blocking (the doctor may import torch in a subprocess and
    probes the machine when ``profile`` is None): call it from a worker.
    """
    from dlconfig.doctor import diagnose, gather_inputs

    if profile is None:
        from dlconfig.probe import fast_probe

        profile = fast_probe()
    inputs = gather_inputs(profile)
    if bench_findings is not None:
        inputs = inputs.model_copy(update={"bench_findings": list(bench_findings)})
    return list(diagnose(profile, plan, kb=kb, today=date.today(), extra=inputs))
