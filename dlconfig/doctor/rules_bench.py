"""Measured speed: the findings of a benchmark run join the doctor's.

The benchmark itself runs (or its saved report is read) before diagnosing; its findings
arrive in ``DoctorInputs.bench_findings``, so this rule stays pure.
"""

from __future__ import annotations

from dlconfig.doctor.context import DoctorContext
from dlconfig.models.common import Finding


def measured_speed(ctx: DoctorContext) -> list[Finding]:
    """The benchmark's findings (slow dataset disk, figures below expected), once each."""
    seen: set[tuple[str, str]] = set()
    out: list[Finding] = []
    for item in ctx.inputs.bench_findings or []:
        key = (item.code, item.message)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


RULES = (measured_speed,)
