"""Step 2: what to run it on — ``match_hardware(workload, requirements, profile, kb)``.

Every GPU in the catalog, and every GPU found on this machine, is considered: how many
are needed and with which parallelism (with 10% memory headroom), how long training
takes at the stated utilisation, what the GPUs cost at the catalog price and how much
delivered compute that buys. Every option is kept with why it was chosen or excluded.
Pure: no I/O beyond the cached knowledge base.
"""

from __future__ import annotations

from dataclasses import dataclass

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord, gpu_for_profile
from dlconfig.models.choice import GpuChoice, GpuOption, HardwareChoice
from dlconfig.models.common import Reason
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.requirements import Requirements
from dlconfig.models.workload import Framework, Precision, Target, Task, Workload
from dlconfig.plan.hardware_fit import Fit, plan_gpu
from dlconfig.plan.hardware_host import host_needs
from dlconfig.plan.workload_compute import mfu_for, peak_tflops, training_hours
from dlconfig.plan.workload_memory import GIB, is_training
from dlconfig.plan.workload_model import ResolvedModel, load_catalog, resolve_model

TF_DISTRIBUTED = "https://www.tensorflow.org/guide/distributed_training"
PYTORCH_MPS = "https://docs.pytorch.org/docs/stable/notes/mps.html"
BF16_MIN_CC = (8, 0)  # bfloat16 tensor cores arrive with Ampere (sm_80)
FP8_MIN_CC = (8, 9)  # FP8 tensor cores arrive with Ada and Hopper (sm_89, sm_90)
NO_GPU_NAMES = ("none", "cpu")  # what ``workload.gpu`` may say to ask for no GPU


def asks_for_no_gpu(workload: Workload) -> bool:
    """Whether the workload asks to run on the CPU: ``gpus: 0`` or ``gpu: none``/``cpu``."""
    named = (workload.gpu or "").strip().lower()
    return workload.gpus == 0 or named in NO_GPU_NAMES


@dataclass(frozen=True)
class _Candidate:
    record: GpuRecord | None
    gpu_id: str
    name: str
    vram_gib: float
    is_local: bool
    local_count: int = 0


def _catalog(kb: KnowledgeBase) -> GpuCatalog | None:
    try:
        return kb.dataset("gpus", GpuCatalog)
    except KbError:
        return None


def _cc(record: GpuRecord | None) -> tuple[int, int] | None:
    if record is None or record.compute_capability is None:
        return None
    major, minor = record.compute_capability.split(".")
    return int(major), int(minor)


def _candidates(catalog: GpuCatalog | None, profile: HardwareProfile | None) -> list[_Candidate]:
    out: list[_Candidate] = []
    local_ids: dict[str, int] = {}
    if profile is not None:
        seen: dict[str, _Candidate] = {}
        matched: dict[tuple[str, int | None], GpuRecord | None] = {}
        for gpu in profile.gpus:
            # identical GPUs are matched once: name matching is the slow part of ranking
            key_seen = (gpu.name, gpu.vram_total_bytes)
            if key_seen not in matched:
                matched[key_seen] = gpu_for_profile(catalog, gpu) if catalog is not None else None
            record = matched[key_seen]
            key = record.id if record is not None else gpu.name
            if key in seen:
                prev = seen[key]
                seen[key] = _Candidate(
                    prev.record, prev.gpu_id, prev.name, prev.vram_gib, True, prev.local_count + 1
                )
                continue
            vram = (
                gpu.vram_total_bytes / GIB
                if gpu.vram_total_bytes
                else (record.vram_gib if record else 0.0)
            )
            seen[key] = _Candidate(record, key, record.name if record else gpu.name, vram, True, 1)
        out.extend(seen.values())
        local_ids = {c.gpu_id: c.local_count for c in out}
    if catalog is not None:
        out.extend(
            _Candidate(g, g.id, g.name, g.vram_gib, False)
            for g in catalog.gpus
            if g.id not in local_ids
        )
    return out


def _excluded_because(candidate: _Candidate, workload: Workload) -> str | None:
    record = candidate.record
    if record is not None and record.vendor != "nvidia":
        return f"{record.vendor} GPUs are outside the CUDA stacks dlconfig plans"
    if candidate.vram_gib <= 0:
        return "its memory size is unknown"
    cc = _cc(record)
    if cc is not None and workload.precision is Precision.BF16 and cc < BF16_MIN_CC:
        return "no bfloat16 support (needs compute capability 8.0 or newer)"
    if workload.precision is Precision.FP8 and (cc is None or cc < FP8_MIN_CC):
        return "no FP8 tensor cores (needs compute capability 8.9 or newer)"
    return None


def _multi_node_ok(record: GpuRecord | None) -> bool:
    return record is None or record.segment == "datacenter"


def _option(
    candidate: _Candidate,
    model: ResolvedModel,
    workload: Workload,
    requirements: Requirements,
) -> tuple[GpuOption, Fit | None]:
    excluded = _excluded_because(candidate, workload)
    if excluded is not None:
        return GpuOption(
            gpu=candidate.gpu_id,
            name=candidate.name,
            count=0,
            fits=False,
            is_local=candidate.is_local,
            excluded_because=excluded,
        ), None
    record = candidate.record
    fit = plan_gpu(
        model,
        workload,
        candidate.vram_gib,
        has_nvlink=bool(record and record.nvlink),
        multi_node_ok=_multi_node_ok(record),
    )
    reasons: list[Reason] = []
    hours = cost = perf = None
    peak = _peak(record, workload.precision)
    if fit.fits and is_training(workload.mode) and requirements.train_flops and peak:
        hours = training_hours(requirements.train_flops, peak, fit.total_gpus, mfu_for(workload))
    if record is not None and record.price is not None:
        cost = record.price.usd * fit.total_gpus
        if peak:
            perf = fit.total_gpus * peak * mfu_for(workload) / cost * 1000.0
    excluded_because = None
    if not fit.fits:
        excluded_because = (
            f"needs {fit.per_gpu_bytes / GIB:.1f} GiB per GPU even as {fit.strategy} on "
            f"{fit.total_gpus} GPUs; {candidate.vram_gib * 0.9:.1f} GiB usable"
        )
    reasons.append(_fit_reason(candidate, fit))
    if peak and record is not None and not _has_tensor_peak(record, workload.precision):
        reasons.append(
            Reason(
                code="hardware.option.fp32_peak",
                params={"gpu": candidate.gpu_id},
                source=record.source,
                as_of=record.as_of,
            )
        )
    if fit.fits and not is_training(workload.mode) and record is not None:
        speed = _decode_reason(record, fit, requirements, workload)
        if speed is not None:
            reasons.append(speed)
    option = GpuOption(
        gpu=candidate.gpu_id,
        name=candidate.name,
        count=fit.gpus_per_node,
        nodes=fit.nodes,
        strategy=fit.strategy,
        fits=fit.fits,
        vram_gib_per_gpu=round(fit.per_gpu_bytes / GIB, 2),
        est_hours=round(hours, 2) if hours is not None else None,
        est_cost_usd=round(cost, 2) if cost is not None else None,
        perf_per_dollar=round(perf, 4) if perf is not None else None,
        is_local=candidate.is_local,
        excluded_because=excluded_because,
        reasons=reasons,
    )
    return option, fit


def _decode_reason(
    record: GpuRecord, fit: Fit, requirements: Requirements, workload: Workload
) -> Reason | None:
    """Decoding is memory-bound: each step reads the weights and the KV cache once."""
    if record.mem_bandwidth_gbs is None:
        return None
    parts = requirements.vram_breakdown_gib
    read_bytes = (parts.weights + parts.kv_cache) * GIB
    if read_bytes <= 0:
        return None
    steps_per_s = round(record.mem_bandwidth_gbs * 1e9 * fit.total_gpus / read_bytes, 1)
    tokens_per_s = round(steps_per_s * workload.concurrent_requests, 1)
    return Reason(
        code="hardware.option.decode_speed",
        params={
            "gpu": record.id,
            "tokens_per_s": tokens_per_s,
            "per_request_tokens_per_s": steps_per_s,
            "requests": workload.concurrent_requests,
            "total_gpus": fit.total_gpus,
            "bandwidth_gbs": record.mem_bandwidth_gbs,
        },
        source=record.source,
        as_of=record.as_of,
    )


def _has_tensor_peak(record: GpuRecord, precision: Precision) -> bool:
    if precision is Precision.FP32:
        return True
    return peak_tflops(record, precision) is not None


def _peak(record: GpuRecord | None, precision: Precision) -> float | None:
    if record is None:
        return None
    return peak_tflops(record, precision) or record.fp32_tflops


def _fit_reason(candidate: _Candidate, fit: Fit) -> Reason:
    need_gib = round(fit.per_gpu_bytes / GIB, 2)
    record = candidate.record
    return Reason(
        code="hardware.option.fit",
        params={
            "gpu": candidate.gpu_id,
            "count": fit.gpus_per_node,
            "nodes": fit.nodes,
            "strategy": fit.strategy,
            "need_gib": need_gib,
            "fits": fit.fits,
            "name": candidate.name,
            "vram_gib": candidate.vram_gib,
            "why": fit.why or None,
            "multi_node": fit.nodes > 1,
        },
        source=record.source if record else None,
        as_of=record.as_of if record else None,
    )


def _runs_here(option: GpuOption, candidate: _Candidate) -> bool:
    return candidate.is_local and option.nodes == 1 and option.count <= candidate.local_count


def _rank_key(option: GpuOption, candidate: _Candidate, workload: Workload) -> tuple[float, ...]:
    over_budget = (
        workload.budget_usd is not None
        and option.est_cost_usd is not None
        and option.est_cost_usd > workload.budget_usd
    )
    requested = workload.gpu is not None and workload.gpu in (option.gpu, option.name)
    return (
        0.0 if option.fits and option.excluded_because is None else 1.0,
        0.0 if requested else 1.0,
        0.0 if _runs_here(option, candidate) else 1.0,
        1.0 if over_budget else 0.0,
        # More GPUs than the workload asks for is a bigger machine to buy, wire and run:
        # such options follow the ones within the request, however cheap per TFLOP.
        0.0 if option.count * option.nodes <= max(workload.gpus, 1) * workload.nodes else 1.0,
        -(option.perf_per_dollar or 0.0),
        float(option.count * option.nodes),
        option.est_hours if option.est_hours is not None else float("inf"),
    )


def _framework_reasons(workload: Workload, chosen: GpuOption | None) -> list[Reason]:
    if chosen is None:
        return []
    out: list[Reason] = []
    if workload.framework is Framework.TENSORFLOW and chosen.nodes > 1:
        out.append(
            Reason(
                code="hardware.framework.tf_multi_worker",
                params={"nodes": chosen.nodes},
                source=TF_DISTRIBUTED,
            )
        )
    elif workload.framework is Framework.PYTORCH and chosen.count * chosen.nodes == 1:
        out.append(
            Reason(
                code="hardware.framework.pytorch_single_gpu",
                params={"gpu": chosen.gpu},
            )
        )
    return out


def match_hardware(
    workload: Workload,
    requirements: Requirements,
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
) -> HardwareChoice:
    """Rank GPU options for ``workload``; the first fitting one is chosen, unless the
    workload asks for no GPU (``gpus: 0``, ``gpu: none``): then the plan is for the CPU;
    on macOS (no CUDA) the plan is for the Mac itself."""
    model = resolve_model(workload, load_catalog(kb))
    catalog = _catalog(kb)
    reasons: list[Reason] = []
    if catalog is None:
        reasons.append(
            Reason(
                code="hardware.catalog.missing",
            )
        )
    scored = [
        (*_option(c, model, workload, requirements), c) for c in _candidates(catalog, profile)
    ]
    scored.sort(key=lambda item: _rank_key(item[0], item[2], workload))
    if asks_for_no_gpu(workload) or workload.target is Target.MACOS:
        # none is chosen; the ranked options stay, to show what a GPU would take
        options = [o for o, _, _ in scored]
        return _cpu_choice(
            workload, requirements, profile, task=model.task, options=options, reasons=reasons
        )
    chosen_at = next(
        (i for i, (o, _, _) in enumerate(scored) if o.fits and o.excluded_because is None), None
    )
    options = [
        o.model_copy(update={"is_chosen": i == chosen_at}) for i, (o, _, _) in enumerate(scored)
    ]
    chosen = options[chosen_at] if chosen_at is not None else None
    fit = scored[chosen_at][1] if chosen_at is not None else None
    runs_here = chosen_at is not None and _runs_here(options[chosen_at], scored[chosen_at][2])
    chosen_record = scored[chosen_at][2].record if chosen_at is not None else None
    host, host_reasons = host_needs(
        workload,
        requirements,
        fit,
        profile,
        has_nvlink=bool(chosen_record and chosen_record.nvlink),
        task=model.task,
    )
    if chosen is not None:
        choice = GpuChoice(
            gpu=chosen.gpu, count=chosen.count, nodes=chosen.nodes, strategy=chosen.strategy
        )
        reasons.append(_chosen_reason(chosen, workload, runs_here=runs_here))
        reasons.extend(_time_reasons(chosen))
    else:
        choice = GpuChoice(gpu=None, count=0, nodes=1, strategy="none")
        reasons.append(
            Reason(
                code="hardware.none_fits",
                params={"need_gib": requirements.vram_gib_per_gpu},
            )
        )
    reasons.extend(host_reasons)
    reasons.extend(_framework_reasons(workload, chosen))
    return HardwareChoice(
        choice=choice,
        local_fit=_local_fit(
            [(o, c) for o, (_, _, c) in zip(options, scored, strict=True)], profile
        ),
        host=host,
        options=options,
        reasons=reasons,
    )


def _cpu_choice(
    workload: Workload,
    requirements: Requirements,
    profile: HardwareProfile | None,
    *,
    task: Task,
    options: list[GpuOption],
    reasons: list[Reason],
) -> HardwareChoice:
    """The plan without an NVIDIA GPU (asked for none, or macOS): the host it needs."""
    host, host_reasons = host_needs(workload, requirements, None, profile, task=task)
    strategy = "cpu"
    if asks_for_no_gpu(workload):
        asked = f"gpu: {workload.gpu}" if workload.gpus > 0 else "gpus: 0"
        reasons.append(
            Reason(
                code="hardware.cpu_only",
                params={"asked": asked},
            )
        )
    else:
        mps = workload.framework is Framework.PYTORCH
        strategy = "mps" if mps else "cpu"
        reasons.append(
            Reason(
                code="hardware.macos",
                params={"framework": workload.framework.value, "accelerator": strategy},
                source=PYTORCH_MPS if mps else None,
            )
        )
    reasons.extend(host_reasons)
    local_fit = None
    if profile is not None:
        checks = (host.local_cpu_ok, host.local_ram_ok, host.local_storage_ok)
        local_fit = all(ok is not False for ok in checks)
    return HardwareChoice(
        choice=GpuChoice(gpu=None, count=0, nodes=1, strategy=strategy),
        local_fit=local_fit,
        host=host,
        options=options,
        reasons=reasons,
    )


def _chosen_reason(chosen: GpuOption, workload: Workload, *, runs_here: bool) -> Reason:
    why = (
        "it is on this machine"
        if runs_here
        else "it was asked for"
        if workload.gpu in (chosen.gpu, chosen.name)
        else "it gives the most delivered compute per dollar among GPUs that fit"
    )
    extra = ""
    if chosen.est_hours is not None:
        extra += f"; about {chosen.est_hours:,.1f} hours"
    if chosen.est_cost_usd is not None:
        extra += f"; GPUs cost about ${chosen.est_cost_usd:,.0f} at catalog price"
    return Reason(
        code="hardware.choice",
        params={
            "gpu": chosen.gpu,
            "count": chosen.count,
            "nodes": chosen.nodes,
            "strategy": chosen.strategy,
            "perf_per_1000_usd_tflops": chosen.perf_per_dollar,
            "name": chosen.name,
            "total": chosen.count * chosen.nodes,
            "because": "here" if runs_here else "asked" if why == "it was asked for" else "value",
            "est_hours": chosen.est_hours,
            "est_cost_usd": chosen.est_cost_usd,
        },
    )


LONG_RUN_HOURS = 30 * 24.0


def _time_reasons(chosen: GpuOption) -> list[Reason]:
    """Suggest more GPUs when the minimal set would train for more than a month."""
    if chosen.est_hours is None or chosen.est_hours <= LONG_RUN_HOURS:
        return []
    gpus = chosen.count * chosen.nodes
    needed = int(gpus * chosen.est_hours / LONG_RUN_HOURS) + 1
    return [
        Reason(
            code="hardware.time.long_run",
            params={
                "hours": chosen.est_hours,
                "gpus_for_30_days": needed,
                "gpus": gpus,
                "days": chosen.est_hours / 24,
            },
        )
    ]


def _local_fit(
    pairs: list[tuple[GpuOption, _Candidate]], profile: HardwareProfile | None
) -> bool | None:
    """Whether the GPUs on this machine can run the workload as they are."""
    if profile is None:
        return None
    return any(o.fits and o.excluded_because is None and _runs_here(o, c) for o, c in pairs)
