"""Findings about this machine, alone or against a Plan.

``diagnose`` is pure over its inputs (profile, plan, knowledge base, date and the
``DoctorInputs`` that ``gather_inputs`` reads from the machine); ``run_doctor`` does both
steps for the GUI and the CLI. Rules live in ``rules_*`` modules, one concern each.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from dlconfig.doctor.diagnosis import ALL_RULES, diagnose
from dlconfig.doctor.gather import gather_inputs
from dlconfig.doctor.inputs import DoctorInputs, TorchRuntime, WslConfigFacts
from dlconfig.kb import KnowledgeBase
from dlconfig.kb.store import load_kb
from dlconfig.models.common import Finding
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan

__all__ = [
    "ALL_RULES",
    "DoctorInputs",
    "TorchRuntime",
    "WslConfigFacts",
    "diagnose",
    "gather_inputs",
    "run_doctor",
]


def run_doctor(
    profile: HardwareProfile | None,
    plan: Plan | None = None,
    *,
    kb: KnowledgeBase | None = None,
    today: date | None = None,
    dataset_paths: Sequence[str] = (),
) -> list[Finding]:
    """Gather this machine's facts and diagnose them; probes the machine when ``profile``
    is None. Blocking (imports torch in a subprocess): run it off the GUI thread."""
    if profile is None:
        from dlconfig.probe import fast_probe

        profile = fast_probe()
    inputs = gather_inputs(profile, dataset_paths)
    return diagnose(
        profile,
        plan,
        kb=kb if kb is not None else load_kb(),
        today=today if today is not None else date.today(),
        extra=inputs,
    )
