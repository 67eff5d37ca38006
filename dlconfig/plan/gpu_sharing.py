"""Shared GPUs (step 4): MIG profiles and device plugin time-slicing on Kubernetes, and a
quota per namespace, when a workload needs a small part of a GPU or asks to share one.

Follows NVIDIA's MIG user guide (MIG isolates memory and faults; one process uses one MIG
instance, so MIG is offered for single-GPU plans) and the GPU Operator's time-slicing
guide (replicas take turns on the GPU with no memory or fault isolation). Facts come from
``gpu_sharing.yaml`` and ``gpus.yaml``; this module holds only the policy.
"""

from __future__ import annotations

from dataclasses import dataclass

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpu_sharing import GpuSharingCatalog, MigGpus, MigProfile
from dlconfig.kb.gpus import GpuCatalog, GpuRecord
from dlconfig.models.common import Conflict, Reason, Sourced
from dlconfig.models.container import GpuSharingSpec
from dlconfig.models.messages import ParamValue
from dlconfig.models.workload import Workload

MAX_REPLICAS = 1024  # the bound of GpuSharingSpec.time_slicing_replicas


@dataclass(frozen=True)
class Sharing:
    spec: GpuSharingSpec | None = None
    conflict: Conflict | None = None


def _reason(code: str, src: Sourced | None, **params: ParamValue) -> Reason:
    return Reason(
        code=code,
        params=params,
        source=src.source if src else None,
        as_of=src.as_of if src else None,
    )


def _number(value: float) -> int | float:
    """``value`` as an int when it is whole (20 GB, not 20.0 GB)."""
    return int(value) if float(value).is_integer() else value


def _slices(profile: MigProfile) -> int:
    return int(profile.name.split("g.", 1)[0])


def _smallest(profiles: list[MigProfile], need_gib: float) -> MigProfile | None:
    """The profile with the least memory that holds ``need_gib``, then the fewest slices."""
    fitting = [p for p in profiles if p.memory_gb >= need_gib]
    return min(fitting, key=lambda p: (p.memory_gb, _slices(p))) if fitting else None


def _mig_conflict(
    asked: str, mig: MigGpus | None, gpu: GpuRecord, need_gib: float
) -> Conflict | None:
    """A conflict when the asked MIG profile is not one of the GPU's or is too small."""
    profile = next((p for p in mig.profiles if p.name == asked), None) if mig else None
    fits = _smallest(mig.profiles, need_gib) if mig else None
    fixes = [_reason("container.share.fix.mig_profile", mig, profile=fits.name)] if fits else []
    if profile is None:
        return Conflict(
            code="container.share.mig_unknown",
            constraints=[f"mig_profile={asked}", f"gpu={gpu.id}"],
            params={
                "asked": asked,
                "gpu": gpu.name,
                "profiles": ", ".join(p.name for p in mig.profiles) if mig else None,
            },
            fixes=fixes,
        )
    if profile.memory_gb < need_gib:
        return Conflict(
            code="container.share.mig_too_small",
            constraints=[f"mig_profile={asked}", f"vram_gib_per_gpu={need_gib:g}"],
            params={
                "asked": asked,
                "asked_gb": _number(profile.memory_gb),
                "need_gib": round(need_gib, 1),
                "fits": fits.name if fits else None,
            },
            fixes=fixes,
        )
    return None


def plan_sharing(
    workload: Workload,
    gpu_id: str | None,
    *,
    need_gib: float,
    total_gpus: int,
    kb: KnowledgeBase,
    reasons: list[Reason],
) -> Sharing:
    """MIG and time-slicing for the plan's GPU when it is shared (appends the reasons);
    a MIG profile asked for that does not fit is a conflict naming the one that would."""
    gpus = kb.dataset("gpus", GpuCatalog)
    gpu = gpus.by_id(gpu_id) if gpu_id else None
    if gpu is None or gpu.vendor != "nvidia" or total_gpus < 1:
        return Sharing()
    small = not workload.mode.is_training and need_gib <= gpu.vram_gib / 2
    if not (small or workload.share_gpu or workload.mig_profile):
        return Sharing()
    try:
        catalog = kb.dataset("gpu_sharing", GpuSharingCatalog)
    except KbError:  # an imported knowledge base without the file: no advice, not an error
        return Sharing()
    need = round(need_gib, 1)
    mig = catalog.mig_of(gpu.id) if gpu.mig_instances else None
    if workload.mig_profile:
        conflict = _mig_conflict(workload.mig_profile, mig, gpu, need_gib)
        if conflict is not None:
            return Sharing(conflict=conflict)
    profile = None
    if mig is not None and total_gpus == 1:
        asked = next((p for p in mig.profiles if p.name == workload.mig_profile), None)
        profile = asked or _smallest(mig.profiles, need_gib)
    if profile is not None and mig is not None:
        reasons.append(
            _reason(
                "container.share.mig",
                mig,
                gpu=gpu.name,
                profile=profile.name,
                memory_gb=_number(profile.memory_gb),
                need_gib=need,
                count=profile.max_count,
            )
        )
    else:
        why = "multi_gpu"
        if not gpu.mig_instances:
            why = "no_mig"
        elif mig is None:
            why = "not_recorded"
        rule = gpus.platform_rule("mig_supported")
        reasons.append(_reason("container.share.no_mig", rule, gpu=gpu.name, why=why))
    replicas = min(MAX_REPLICAS, max(2, int(gpu.vram_gib // need_gib) if need_gib > 0 else 2))
    ts = catalog.time_slicing
    reasons.append(
        _reason(
            "container.share.time_slicing",
            ts,
            replicas=replicas,
            need_gib=need,
            vram_gib=_number(gpu.vram_gib),
        )
    )
    reasons.append(_reason("container.share.quota", catalog.resource_quota, gpus=total_gpus))
    return Sharing(
        spec=GpuSharingSpec(
            mig_profile=profile.name if profile else None,
            mig_count=profile.max_count if profile else None,
            mig_profiles=[p.name for p in mig.profiles if p.memory_gb >= need_gib]
            if mig and profile
            else [],
            time_slicing_replicas=replicas,
            quota_gpus=total_gpus,
            config_namespace=ts.config_namespace,
        )
    )
