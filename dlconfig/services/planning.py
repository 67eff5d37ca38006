"""Planning for the faces: the pipeline's plan, or the input it rejected, named."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord, capability_gpu, match_gpus
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.messages import ParamValue
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.pipeline import make_plan


@dataclass(frozen=True)
class PlanOutcome:
    """A plan, or why there is none: ``error_field`` names the rejected input ("kb" when
    the knowledge base cannot be read) and ``error_text`` says why, in English;
    ``error_code`` and ``error_params`` name the sentence for a translation."""

    plan: Plan | None
    error_field: str | None = None
    error_text: str | None = None
    error_code: str | None = None
    error_params: Mapping[str, ParamValue] = field(default_factory=dict)


def plan_outcome(
    workload: Workload, profile: HardwareProfile | None, kb: KnowledgeBase, today: date
) -> PlanOutcome:
    """``make_plan``'s plan (the CLI's, exactly), or the rejected input as an outcome."""
    try:
        return PlanOutcome(plan=make_plan(workload, profile, kb, today))
    except PlanInputError as exc:
        return PlanOutcome(
            plan=None,
            error_field=exc.field,
            error_text=exc.message,
            error_code=exc.code,
            error_params=exc.params,
        )
    except KbError as exc:
        return PlanOutcome(plan=None, error_field="kb", error_text=str(exc))


def catalog_gpus(kb: KnowledgeBase, text: str) -> list[GpuRecord]:
    """The catalogue's GPUs that ``text`` names (a name or id); raises KbError."""
    return match_gpus(kb.dataset("gpus", GpuCatalog), text)


def gpu_by_capability(kb: KnowledgeBase, text: str) -> GpuRecord:
    """A GPU the catalogue lacks, known by its compute capability ("sm_86", "8.6") only;
    raises CapabilityError (malformed, or no recorded architecture) or KbError."""
    return capability_gpu(kb.dataset("gpus", GpuCatalog), text)
