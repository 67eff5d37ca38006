"""Step 2's rows: every GPU of the catalog and of this machine weighed for the workload.

How many are needed and with which parallelism (with 10% memory headroom), how long
training takes at the stated utilisation, what the GPUs cost at the catalog price, and
every reason one is excluded (precision, vendor, how it is sold, where, licences).
Pure: no I/O beyond the cached knowledge base.
"""

from __future__ import annotations

from dataclasses import dataclass

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import (
    DeploymentRule,
    GpuCatalog,
    GpuRecord,
    PlatformRule,
    gpu_for_profile,
    match_gpus,
)
from dlconfig.kb.infra_data import CityCatalog
from dlconfig.kb.places import UnknownCityError, city_index
from dlconfig.models.choice import GpuOption
from dlconfig.models.common import Reason
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.messages import ParamValue
from dlconfig.models.requirements import VRAM_PARTS, Requirements
from dlconfig.models.workload import Precision, Target, Task, Workload
from dlconfig.plan.hardware.fit import Fit, plan_gpu
from dlconfig.plan.hardware.vendor import ROCM_VENDOR, vendor_exclusion
from dlconfig.plan.workload_compute import (
    assumed_mfu,
    delivered_tflops,
    peak_tflops,
    training_hours,
)
from dlconfig.plan.workload_memory import GIB, MemoryParts
from dlconfig.plan.workload_model import ResolvedModel
from dlconfig.plan.workload_serving import decode_speed

TF_DISTRIBUTED = "https://www.tensorflow.org/guide/distributed_training"
PYTORCH_MPS = "https://docs.pytorch.org/docs/stable/notes/mps.html"
TP_SOURCE = "https://docs.vllm.ai/en/v0.8.3/serving/distributed_serving.html"
BF16_MIN_CC = (8, 0)  # bfloat16 tensor cores arrive with Ampere (sm_80)
FP8_MIN_CC = (8, 9)  # FP8 tensor cores arrive with Ada and Hopper (sm_89, sm_90)
NO_GPU_NAMES = ("none", "cpu")  # what ``workload.gpu`` may say to ask for no GPU
# Policy, named in its reason: more consumer cards than this are a server build (power,
# slots, PCIe-only peer traffic), not a workstation.
WORKSTATION_MAX_GPUS = 4


def asks_for_no_gpu(workload: Workload) -> bool:
    """Whether the workload asks to run on the CPU: ``gpus: 0`` or ``gpu: none``/``cpu``."""
    named = (workload.gpu or "").strip().lower()
    return workload.gpus == 0 or named in NO_GPU_NAMES


@dataclass(frozen=True)
class GpuCandidate:
    record: GpuRecord | None
    gpu_id: str
    name: str
    vram_gib: float
    is_local: bool
    local_count: int = 0


def gpu_catalog(kb: KnowledgeBase) -> GpuCatalog | None:
    try:
        return kb.dataset("gpus", GpuCatalog)
    except KbError:
        return None


def _cc(record: GpuRecord | None) -> tuple[int, int] | None:
    if record is None or record.compute_capability is None:
        return None
    major, minor = record.compute_capability.split(".")
    return int(major), int(minor)


def gpu_candidates(
    catalog: GpuCatalog | None, profile: HardwareProfile | None
) -> list[GpuCandidate]:
    out: list[GpuCandidate] = []
    local_ids: dict[str, int] = {}
    if profile is not None:
        seen: dict[str, GpuCandidate] = {}
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
                seen[key] = GpuCandidate(
                    prev.record, prev.gpu_id, prev.name, prev.vram_gib, True, prev.local_count + 1
                )
                continue
            vram = (
                gpu.vram_total_bytes / GIB
                if gpu.vram_total_bytes
                else (record.vram_gib if record else 0.0)
            )
            seen[key] = GpuCandidate(
                record, key, record.name if record else gpu.name, vram, True, 1
            )
        out.extend(seen.values())
        local_ids = {c.gpu_id: c.local_count for c in out}
    if catalog is not None:
        out.extend(
            GpuCandidate(g, g.id, g.name, g.vram_gib, False)
            for g in catalog.gpus
            if g.id not in local_ids
        )
    return out


def _excluded_because(
    candidate: GpuCandidate, workload: Workload, context: PlanContext
) -> Reason | None:
    record = candidate.record
    vendor = vendor_exclusion(
        record, workload, requested=context.requested, rocm_gap=context.rocm_gap
    )
    if vendor is not None:
        return vendor
    if candidate.vram_gib <= 0:
        return Reason(code="hardware.excluded.memory_unknown", params={"name": candidate.name})
    return gpu_unsupported_because(record, workload, context)


def gpu_unsupported_because(
    record: GpuRecord | None, workload: Workload, context: PlanContext | None = None
) -> Reason | None:
    """Why a GPU cannot run ``workload`` whatever its count (None: it can). Every step
    that offers a GPU asks this, so none offers one the hardware step rules out."""
    context = context or PlanContext()
    vendor = vendor_exclusion(
        record, workload, requested=context.requested, rocm_gap=context.rocm_gap
    )
    if vendor is not None:
        return vendor
    cc = _cc(record)
    if cc is not None and workload.precision is Precision.BF16 and cc < BF16_MIN_CC:
        return Reason(
            code="hardware.excluded.no_bf16", params={"min_cc": "{}.{}".format(*BF16_MIN_CC)}
        )
    if workload.precision is Precision.FP8 and (cc is None or cc < FP8_MIN_CC):
        return Reason(
            code="hardware.excluded.no_fp8", params={"min_cc": "{}.{}".format(*FP8_MIN_CC)}
        )
    return None


_WINDOWS_HOSTED = (Target.WINDOWS, Target.WSL2)
# a server or rack system is a Linux data-centre machine, never a Windows or Mac desktop
_DESKTOP_TARGETS = (Target.WINDOWS, Target.WSL2, Target.MACOS)


def _server_unit(record: GpuRecord | None, *, buying: bool) -> int | None:
    """GPUs per server for a part sold only in servers (HGX): it is offered as whole
    servers; None when it is bought as cards (or already in this machine)."""
    if not buying or record is None or record.sold_as != "server":
        return None
    return record.sold_in_gpus


def _record_reason(code: str, record: GpuRecord, **params: ParamValue) -> Reason:
    """A reason about how ``record`` is sold, citing where that was read."""
    return Reason(
        code=code,
        params={"gpu": record.id, "name": record.name, **params},
        source=record.sale_source or record.source,
        as_of=record.as_of,
    )


def _system_reason(record: GpuRecord, count: int, nodes: int) -> Reason:
    unit = record.sold_in_gpus or count or 1
    return _record_reason(
        "hardware.option.sold_as_system",
        record,
        system=record.system_name,
        unit_gpus=record.sold_in_gpus,
        count=count,
        servers=nodes * (count // unit),
    )


def _sale_exclusion(
    record: GpuRecord | None,
    workload: Workload,
    countries: frozenset[str] = frozenset(),
    *,
    requested: bool = False,
) -> Reason | None:
    """Why this GPU cannot be bought for this plan: sold only in other countries (an
    export-control variant, unless the workload names it), sold only as a bigger unit
    than the plan asks for (a rack), or its host does not run the target OS (None: it can)."""
    if record is None:
        return None
    if record.markets is not None and not requested and not countries & set(record.markets):
        return Reason(
            code="hardware.option.market",
            params={
                "gpu": record.id,
                "name": record.name,
                "markets": ", ".join(record.markets),
                "where": ", ".join(sorted(countries)) or None,
            },
            source=record.market_source or record.source,
            as_of=record.as_of,
        )
    asked = workload.gpus_per_node * workload.nodes
    if record.sold_as == "rack" and record.sold_in_gpus and asked < record.sold_in_gpus:
        return _record_reason(
            "hardware.option.sold_as_unit",
            record,
            unit=record.sold_as,
            unit_gpus=record.sold_in_gpus,
            asked_gpus=asked,
            system=record.system_name,
        )
    hosts = record.host_os
    if hosts is not None and workload.target in _WINDOWS_HOSTED and "windows" not in hosts:
        return Reason(
            code="hardware.option.host_os",
            params={
                "gpu": record.id,
                "name": record.name,
                "target": workload.target.value,
                "host_os": ", ".join(hosts),
            },
            source=record.source,
            as_of=record.as_of,
        )
    if record.sold_as != "card" and workload.target in _DESKTOP_TARGETS:
        return _record_reason(
            "hardware.option.system_target",
            record,
            system=record.system_name,
            unit_gpus=record.sold_in_gpus,
            target=workload.target.value,
        )
    return None


def _node_reason(
    code: str, record: GpuRecord, unit: int, asked: tuple[int, int], **extra: ParamValue
) -> Reason:
    """A reason about ``asked`` (GPUs per node, nodes) against servers of ``unit`` GPUs,
    naming the nearest layout with at most ``unit`` per node and as many GPUs in all."""
    per_node, nodes = asked
    params: dict[str, ParamValue] = {"system": record.system_name, "unit_gpus": unit}
    params |= {"asked_gpus": per_node, "asked_nodes": nodes, **extra}
    params |= {"fix_gpus": unit, "fix_nodes": -(-(per_node * nodes) // unit)}
    return _record_reason(code, record, **params)


def _node_size_exclusion(
    record: GpuRecord | None, unit: int | None, workload: Workload
) -> Reason | None:
    """A part bought in servers of ``unit`` GPUs cannot have more per node than that:
    the option is ruled out, naming the layout that would work."""
    if record is None or unit is None or workload.gpus_per_node <= unit:
        return None
    asked = (workload.gpus_per_node, workload.nodes)
    return _node_reason("hardware.option.node_size", record, unit, asked)


def largest_server(catalog: GpuCatalog | None) -> GpuRecord | None:
    """The GPU catalog's server part sold in the most GPUs per server (an HGX board)."""
    servers = [
        g for g in (catalog.gpus if catalog else []) if g.sold_as == "server" and g.sold_in_gpus
    ]
    return max(servers, key=lambda g: g.sold_in_gpus or 0, default=None)


def node_size_reason(
    chosen: GpuOption, catalog: GpuCatalog | None, *, runs_here: bool
) -> list[Reason]:
    """More GPUs per node than any server in the catalog holds: the layout is kept as
    asked, with the smallest change that gives servers that exist."""
    biggest = largest_server(catalog)
    most = biggest.sold_in_gpus if biggest is not None else None
    if runs_here or biggest is None or most is None or chosen.count <= most:
        return []
    asked = (chosen.count, chosen.nodes)
    code = "hardware.request.node_size"
    return [_node_reason(code, biggest, most, asked, chosen=chosen.name)]


def multi_node_ok(record: GpuRecord | None) -> bool:
    return record is None or record.segment == "datacenter"


def in_production_datacenter(workload: Workload) -> bool:
    """Whether the plan serves users in production under stated rules or to a stated place:
    such serving runs in a data centre, a colocation facility or a cloud, where licences
    that bind consumer cards apply."""
    serving = not workload.mode.is_training
    return serving and (bool(workload.compliance) or workload.location.users is not None)


def _licence_reasons(record: GpuRecord | None, rules: list[DeploymentRule]) -> list[Reason]:
    if record is None:
        return []
    return [
        Reason(
            code="hardware.option.licence",
            params={
                "gpu": record.id,
                "name": record.name,
                "rule": rule.id,
                "clause": rule.clause,
                "segment": record.segment,
            },
            source=rule.source,
            as_of=rule.as_of,
        )
        for rule in rules
        if record.segment in rule.segments
    ]


def _consumer_build_reasons(
    record: GpuRecord | None, bought: int, rule: PlatformRule | None
) -> list[Reason]:
    """More consumer cards than a workstation takes: say what makes the build unusual."""
    if record is None or record.segment != "consumer" or bought <= WORKSTATION_MAX_GPUS:
        return []
    watts = record.tdp_w * bought if record.tdp_w else None
    return [
        Reason(
            code="hardware.option.consumer_build",
            params={
                "gpu": record.id,
                "name": record.name,
                "count": bought,
                "max_gpus": WORKSTATION_MAX_GPUS,
                "card_w": record.tdp_w,
                "total_w": watts,
                "nvlink": record.nvlink,
            },
            source=rule.source if rule else None,
            as_of=rule.as_of if rule else None,
        )
    ]


def _serving_speed(
    record: GpuRecord,
    fit: Fit,
    *,
    model: ResolvedModel,
    requirements: Requirements,
    workload: Workload,
    bought: int,
    cost: float | None,
) -> tuple[Reason | None, ParamValue, float | None]:
    """Decoding speed of an LLM serving option: its reason, tokens/s, and tokens/s per
    1,000 USD of GPUs (None where there is no price)."""
    replicas = max(1, bought // max(1, fit.total_gpus))
    speed = _decode_reason(
        record,
        fit,
        model=model,
        requirements=requirements,
        workload=workload,
        replicas=replicas,
    )
    if speed is None:
        return None, None, None
    tokens = speed.params.get("tokens_per_s")
    value = round(tokens / cost * 1000.0, 3) if isinstance(tokens, float | int) and cost else None
    return speed, tokens, value


@dataclass(frozen=True)
class PlanContext:
    """What every option of one plan is judged against."""

    licence_rules: tuple[DeploymentRule, ...] = ()
    countries: frozenset[str] = frozenset()
    requested: str | None = None
    consumer_rule: PlatformRule | None = None
    # why an AMD GPU cannot run this workload's libraries (None: ROCm runs them all)
    rocm_gap: Reason | None = None
    # the ROCm support of the libraries with GPU kernels an AMD GPU runs, cited on its option
    rocm_reasons: tuple[Reason, ...] = ()


def _sale_for_plan(
    candidate: GpuCandidate, workload: Workload, context: PlanContext
) -> Reason | None:
    """``_sale_exclusion`` for a candidate to buy; a GPU the workload names is kept
    whatever market it is sold in."""
    asked = context.requested in (candidate.gpu_id, candidate.name)
    return _sale_exclusion(candidate.record, workload, context.countries, requested=asked)


def weigh_gpu(
    candidate: GpuCandidate,
    model: ResolvedModel,
    workload: Workload,
    requirements: Requirements,
    context: PlanContext | None = None,
) -> tuple[GpuOption, Fit | None]:
    context = context or PlanContext()
    excluded = _excluded_because(candidate, workload, context)
    # a GPU already in this machine needs no buying, whatever unit it is sold in
    buying = excluded is None and not candidate.is_local
    unit = _server_unit(candidate.record, buying=buying)
    sale = _sale_for_plan(candidate, workload, context) if buying else None
    # more GPUs per node than the servers it is sold in hold
    sale = sale or _node_size_exclusion(candidate.record, unit, workload)
    why = excluded or sale
    if why is not None:
        return GpuOption(
            gpu=candidate.gpu_id,
            name=candidate.name,
            count=0,
            fits=False,
            is_local=candidate.is_local,
            excluded_because=why.text,
            reasons=[why],
        ), None
    record = candidate.record
    training = workload.mode.is_training
    sized = workload
    if unit is not None and training and workload.gpus_per_node < unit:
        # a whole server is bought: training spreads over all of its GPUs
        sized = workload.model_copy(update={"gpus": unit})
    fit = plan_gpu(
        model,
        sized,
        candidate.vram_gib,
        has_nvlink=bool(record and record.nvlink),
        multi_node_ok=multi_node_ok(record),
    )
    count = fit.gpus_per_node
    if unit is not None:
        count = -(-count // unit) * unit  # whole servers
    bought = count * fit.nodes
    reasons: list[Reason] = []
    hours = cost = perf = None
    timed = training and bool(requirements.train_flops)
    if fit.fits and timed and record is not None and requirements.train_flops:
        hours = training_hours(
            requirements.train_flops, record, sized, assumed_mfu(requirements), fit.total_gpus
        )
    if record is not None and record.price is not None:
        cost = record.price.usd * bought
        delivered = delivered_tflops(record, sized, assumed_mfu(requirements), fit.total_gpus)
        if delivered:
            perf = delivered / cost * 1000.0
    excluded_because = None
    if not fit.fits:
        excluded_because = (
            f"needs {fit.per_gpu_bytes / GIB:.1f} GiB per GPU even as {fit.strategy} on "
            f"{fit.total_gpus} GPUs; {candidate.vram_gib * 0.9:.1f} GiB usable"
        )
    reasons.append(_fit_reason(candidate, fit))
    if record is not None and record.vendor == ROCM_VENDOR:
        reasons.extend(context.rocm_reasons)
    if timed and record is not None and peak_tflops(record, workload.precision) is None:
        reasons.append(_time_unknown_reason(record, workload.precision))
    generating = not training and model.task is Task.LLM
    speed, tokens, tokens_value = (
        _serving_speed(
            record,
            fit,
            model=model,
            requirements=requirements,
            workload=workload,
            bought=bought,
            cost=cost,
        )
        if fit.fits and generating and record is not None
        else (None, None, None)
    )
    if speed is not None:
        reasons.append(speed)
    if unit is not None and record is not None:
        reasons.append(_system_reason(record, count, fit.nodes))
    reasons.extend(_licence_reasons(record, list(context.licence_rules)))
    # a consumer build is a caveat of what is bought, and only where it fits
    built = bought if buying and fit.fits else 0
    reasons.extend(_consumer_build_reasons(record, built, context.consumer_rule))
    if generating and fit.strategy == "tensor_parallel" and not (record and record.nvlink):
        reasons.append(
            Reason(
                code="hardware.option.tp_over_pcie",
                params={"gpu": candidate.gpu_id, "count": fit.total_gpus},
                source=TP_SOURCE,
            )
        )
    option = GpuOption(
        gpu=candidate.gpu_id,
        name=candidate.name,
        count=count,
        nodes=fit.nodes,
        strategy=fit.strategy,
        fits=fit.fits,
        vram_gib_per_gpu=round(fit.per_gpu_bytes / GIB, 2),
        est_hours=round(hours, 2) if hours is not None else None,
        est_cost_usd=round(cost, 2) if cost is not None else None,
        perf_per_dollar=round(perf, 4) if perf is not None else None,
        decode_tokens_per_s=float(tokens) if isinstance(tokens, float | int) else None,
        tokens_per_s_per_1000_usd=tokens_value,
        rank_basis="decode_tokens_per_dollar" if generating else "tflops_per_dollar",
        system=record.system_name if record is not None and unit is not None else None,
        is_local=candidate.is_local,
        excluded_because=excluded_because,
        reasons=reasons,
    )
    return option, fit


def _decode_reason(
    record: GpuRecord,
    fit: Fit,
    *,
    model: ResolvedModel,
    requirements: Requirements,
    workload: Workload,
    replicas: int = 1,
) -> Reason | None:
    """Decoding speed on this option, from step 1's one formula (``decode_speed``: each
    step reads the weights and the KV cache once). ``replicas``: copies of the model
    served side by side (a whole server bought)."""
    if record.mem_bandwidth_gbs is None:
        return None
    gib = requirements.vram_breakdown_gib
    parts = MemoryParts(**{part: getattr(gib, part) * GIB for part in VRAM_PARTS})
    per_request, _total = decode_speed(
        model, workload, parts, record.mem_bandwidth_gbs, fit.total_gpus
    )
    if per_request <= 0:
        return None
    steps_per_s = round(per_request, 1)
    tokens_per_s = round(steps_per_s * workload.concurrent_requests * replicas, 1)
    return Reason(
        code="hardware.option.decode_speed",
        params={
            "gpu": record.id,
            "tokens_per_s": tokens_per_s,
            "per_request_tokens_per_s": steps_per_s,
            "requests": workload.concurrent_requests,
            "total_gpus": fit.total_gpus,
            "bandwidth_gbs": record.mem_bandwidth_gbs,
            "replicas": replicas,
            "multi_replica": replicas > 1,
        },
        source=record.source,
        as_of=record.as_of,
    )


def _time_unknown_reason(record: GpuRecord, precision: Precision) -> Reason:
    """No dense peak at the workload's precision: the time is unknown, not guessed from
    another precision's peak."""
    return Reason(
        code="hardware.option.time_unknown",
        params={"gpu": record.id, "name": record.name, "precision": precision.value},
        source=record.source,
        as_of=record.as_of,
    )


def _fit_reason(candidate: GpuCandidate, fit: Fit) -> Reason:
    need_gib = round(fit.per_gpu_bytes / GIB, 2)
    record = candidate.record
    return Reason(
        code="hardware.option.fit",
        params={
            "gpu": candidate.gpu_id,
            "count": fit.gpus_per_node,
            "nodes": fit.nodes,
            "strategy": f"strategy.{fit.strategy}",
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


def runs_here(option: GpuOption, candidate: GpuCandidate) -> bool:
    return candidate.is_local and option.nodes == 1 and option.count <= candidate.local_count


def requested_id(workload: Workload, catalog: GpuCatalog | None) -> str | None:
    """The catalog id of the GPU the workload names ("RTX 3060 12GB" -> rtx-3060-12gb);
    the name itself when the catalog does not know it (a GPU of this machine, say)."""
    if not workload.gpu or asks_for_no_gpu(workload):
        return None
    found = match_gpus(catalog, workload.gpu) if catalog is not None else []
    return found[0].id if len(found) == 1 else workload.gpu


def is_requested(option: GpuOption, requested: str | None) -> bool:
    return requested is not None and requested in (option.gpu, option.name)


def plan_countries(workload: Workload, kb: KnowledgeBase) -> frozenset[str]:
    """Countries (ISO codes) of the plan's data and users; empty when none is given or
    known (step 5 reports an unknown city)."""
    try:
        cities = kb.dataset("cities", CityCatalog)
    except KbError:
        return frozenset()
    index = city_index(cities)
    out: set[str] = set()
    for text in (workload.location.data, workload.location.users):
        if text:
            try:
                out.add(index.resolve(text).country)
            except UnknownCityError:
                continue
    return frozenset(out)
