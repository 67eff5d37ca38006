"""Findings about this machine, alone or against a Plan.

``diagnose`` is pure over its inputs (profile, plan, knowledge base, date and the
``DoctorInputs`` that ``gather_inputs`` reads from the machine); ``run_doctor`` does both
steps for the GUI and the CLI. Rules live in ``rules_*`` modules, one concern each.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from dlconfig.doctor.diagnosis import ALL_RULES, checks_passed, diagnose
from dlconfig.doctor.gather import gather_inputs
from dlconfig.doctor.inputs import DoctorInputs, TorchRuntime, WslConfigFacts
from dlconfig.kb import KnowledgeBase
from dlconfig.models.common import Finding
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan

__all__ = [
    "ALL_RULES",
    "DoctorInputs",
    "TorchRuntime",
    "WslConfigFacts",
    "checks_passed",
    "diagnose",
    "gather_inputs",
    "run_doctor",
    "run_doctor_checks",
]


def run_doctor(
    profile: HardwareProfile | None,
    plan: Plan | None,
    *,
    kb: KnowledgeBase,
    today: date,
    dataset_paths: Sequence[str] = (),
    bench_findings: Sequence[Finding] | None = None,
    read_torch_runtime: bool = True,
) -> list[Finding]:
    """Gather this machine's facts and diagnose them; probes the machine when ``profile``
    is None. ``bench_findings``: what the latest benchmark found (they join the list; None
    when none ran). Blocking (imports torch in a subprocess): run it off the GUI thread."""
    if profile is None:
        from dlconfig.probe import fast_probe

        profile = fast_probe()
    inputs = gather_inputs(profile, dataset_paths, read_torch_runtime=read_torch_runtime)
    if bench_findings is not None:
        inputs = inputs.model_copy(update={"bench_findings": list(bench_findings)})
    return diagnose(profile, plan, kb=kb, today=today, extra=inputs)


def run_doctor_checks(
    profile: HardwareProfile | None,
    plan: Plan | None,
    *,
    kb: KnowledgeBase,
    today: date,
    bench_findings: Sequence[Finding] | None = None,
) -> tuple[list[Finding], list[Finding]]:
    """``run_doctor``'s findings and the plan checks this machine passed
    (``check.passed``). Blocking: run it off the GUI thread."""
    if profile is None:
        from dlconfig.probe import fast_probe

        profile = fast_probe()
    findings = run_doctor(profile, plan, kb=kb, today=today, bench_findings=bench_findings)
    return findings, checks_passed(profile, plan, kb=kb, today=today)
