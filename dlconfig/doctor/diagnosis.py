"""``diagnose``: every rule over one machine (and optionally a plan), pure over its inputs."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import date

from dlconfig.doctor import (
    rules_bench,
    rules_driver,
    rules_frameworks,
    rules_plan_fit,
    rules_system,
    rules_wsl,
)
from dlconfig.doctor.context import DoctorContext, finding
from dlconfig.doctor.inputs import DoctorInputs
from dlconfig.kb import KnowledgeBase
from dlconfig.models.common import Finding, Severity
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan

log = logging.getLogger(__name__)

Rule = Callable[[DoctorContext], list[Finding]]
ALL_RULES: tuple[Rule, ...] = (
    *rules_plan_fit.RULES,
    *rules_driver.RULES,
    *rules_frameworks.RULES,
    *rules_system.RULES,
    *rules_wsl.RULES,
    *rules_bench.RULES,
)
_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


def diagnose(
    profile: HardwareProfile,
    plan: Plan | None = None,
    *,
    kb: KnowledgeBase,
    today: date,
    extra: DoctorInputs | None = None,
    rules: Sequence[Rule] = ALL_RULES,
) -> list[Finding]:
    """Findings about ``profile`` (against ``plan`` when given), errors first.

    Pure: reads only its arguments. A rule that fails is logged and reported as one
    ``doctor.rule_failed`` finding instead of hiding the others.
    """
    ctx = DoctorContext(profile, plan, kb, today, extra or DoctorInputs())
    found: list[Finding] = []
    found.extend(_plan_target(ctx))
    for rule in rules:
        try:
            found.extend(rule(ctx))
        except Exception as exc:  # one broken rule must not hide the others
            log.exception("doctor rule %s failed", rule.__name__)
            found.append(
                finding(
                    "doctor.rule_failed",
                    Severity.INFO,
                    None,
                    rule=rule.__name__,
                    error=f"{type(exc).__name__}: {exc}",
                )
            )
    return sorted(found, key=lambda f: _ORDER[f.severity])


def _plan_target(ctx: DoctorContext) -> list[Finding]:
    plan = ctx.plan
    if plan is None or plan.stack is None or ctx.plan_applies:
        return []
    target = str(plan.stack.target)
    if target == "wsl2" and ctx.machine_target == "windows":
        return []  # planning WSL2 from Windows: the WSL checks still apply
    return [
        finding(
            "plan.other_target",
            Severity.INFO,
            None,
            plan_target=target,
            machine=ctx.machine_target,
        )
    ]


def checks_passed(
    profile: HardwareProfile,
    plan: Plan | None = None,
    *,
    kb: KnowledgeBase,
    today: date,
    extra: DoctorInputs | None = None,
) -> list[Finding]:
    """The comparisons of ``profile`` with ``plan`` that it passes (``check.passed``),
    to list beside the findings; empty without a plan. Pure."""
    ctx = DoctorContext(profile, plan, kb, today, extra or DoctorInputs())
    return rules_plan_fit.passed_checks(ctx)
