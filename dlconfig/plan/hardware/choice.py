"""Step 2 as a view of the decision: the GPUs weighed (``evaluate_gpus``) and, once the
decision has chosen, the chosen layout with its reasons and every GPU at its best
candidate (``hardware_view``). Nothing here ranks: ``plan.decide`` does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import (
    CapabilityError,
    GpuCatalog,
    GpuRecord,
    names_capability,
    parse_capability,
)
from dlconfig.models.choice import GpuChoice, GpuOption, HardwareChoice, RankedGpu
from dlconfig.models.common import Reason
from dlconfig.models.decision import Candidate
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.requirements import Requirements
from dlconfig.models.workload import Framework, Sharding, Target, Task, Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.hardware.fit import Fit, described_setup, plan_gpu
from dlconfig.plan.hardware.host import host_needs
from dlconfig.plan.hardware.options import (
    PYTORCH_MPS,
    TF_DISTRIBUTED,
    GpuCandidate,
    PlanContext,
    asks_for_no_gpu,
    gpu_candidates,
    gpu_catalog,
    in_production_datacenter,
    is_requested,
    multi_node_ok,
    node_size_reason,
    plan_countries,
    requested_id,
    runs_here,
    weigh_gpu,
)
from dlconfig.plan.hardware.vendor import (
    ROCM_VENDOR,
    rocm_library_gap,
    rocm_library_reasons,
)
from dlconfig.plan.workload_memory import GIB
from dlconfig.plan.workload_model import ResolvedModel, load_catalog, resolve_model


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


@dataclass(frozen=True, slots=True)
class Layout:
    """One GPU model that holds the workload, and how: step 2's row for it and the layout
    one rents or runs (no whole servers); ``buy_count``: GPUs per node when bought."""

    option: GpuOption
    record: GpuRecord | None
    fit: Fit
    buy_count: int
    is_local: bool
    local_count: int
    vram_gib: float


class GpuEvaluation:
    """Every GPU weighed for the workload (step 2's rows), before the decision.

    ``layouts()`` are the ones that hold it; ``fit_for`` sizes one GPU model for another
    count of GPUs (the decision rents whole instances and uses their GPUs)."""

    def __init__(
        self,
        *,
        workload: Workload,
        requirements: Requirements,
        profile: HardwareProfile | None,
        model: ResolvedModel,
        catalog: GpuCatalog | None,
        requested: str | None,
        scored: list[tuple[GpuOption, Fit | None, GpuCandidate]],
        reasons: list[Reason],
    ) -> None:
        self.workload = workload
        self.requirements = requirements
        self.profile = profile
        self.model = model
        self.catalog = catalog
        self.requested = requested
        self.scored = scored
        self.reasons = reasons
        self._fits: dict[tuple[float, bool, bool, int, int, int | None, bool], Fit] = {}
        self._by_id = {c.gpu_id: c for _, _, c in scored}

    @property
    def wants_gpu(self) -> bool:
        return not (asks_for_no_gpu(self.workload) or self.workload.target is Target.MACOS)

    def layouts(self) -> list[Layout]:
        out: list[Layout] = []
        for option, fit, candidate in self.scored:
            if fit is None or not option.fits or option.excluded_because is not None:
                continue
            run_fit = fit
            if fit.gpus_per_node > self.workload.gpus_per_node:  # whole servers, or sharded
                smaller = self.fit_for(candidate.gpu_id, self.workload.gpus_per_node, fit.nodes)
                run_fit = smaller if smaller is not None and smaller.fits else fit
            out.append(
                Layout(
                    option=option,
                    record=candidate.record,
                    fit=run_fit,
                    buy_count=option.count,
                    is_local=candidate.is_local,
                    local_count=candidate.local_count,
                    vram_gib=candidate.vram_gib,
                )
            )
        return out

    def fit_for(
        self,
        gpu_id: str,
        count: int,
        nodes: int,
        *,
        requests: int | None = None,
        sharded: bool = False,
    ) -> Fit | None:
        """The layout of ``count`` GPUs per node on ``nodes`` nodes of ``gpu_id`` (the
        planner may shard further when that does not fit); ``requests``: a serving
        replica's share of the concurrent requests (None: all of them); ``sharded``:
        training shards its state (FSDP) over exactly those GPUs unless the workload names
        its own sharding, for nodes whose size is fixed (a cluster's). None for an
        unknown GPU."""
        candidate = self._by_id.get(gpu_id)
        if candidate is None:
            return None
        record = candidate.record
        nvlink, multi = bool(record and record.nvlink), multi_node_ok(record)
        # the layout depends on the GPU only through its memory and links
        key = (candidate.vram_gib, nvlink, multi, count, nodes, requests, sharded)
        if key not in self._fits:
            update: dict[str, object] = {"gpus": count, "nodes": nodes}
            if requests is not None:
                update["concurrent_requests"] = requests
            forced = sharded and self.workload.sharding in (Sharding.NONE, Sharding.DDP)
            if forced:
                update["sharding"] = Sharding.FSDP
            sized = self.workload.model_copy(update=update)
            fit = plan_gpu(
                self.model, sized, candidate.vram_gib, has_nvlink=nvlink, multi_node_ok=multi
            )
            if forced and fit.why == "fit.as_described":  # sharded here, not by the workload
                fit = replace(fit, why="fit.sharded")
            self._fits[key] = fit
        return self._fits[key]


def evaluate_gpus(
    workload: Workload,
    requirements: Requirements,
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
) -> GpuEvaluation:
    """Weigh every GPU of the catalog and of this machine for ``workload``: fit, layout,
    time, catalog price, exclusions. Nothing is chosen here: the decision chooses."""
    model = resolve_model(workload, load_catalog(kb))
    catalog = gpu_catalog(kb)
    reasons: list[Reason] = []
    if catalog is None:
        reasons.append(Reason(code="hardware.catalog.missing"))
    rules = catalog.deployment_rules if catalog is not None else []
    requested = requested_id(workload, catalog)
    named = catalog.by_id(requested) if catalog is not None and requested else None
    amd = named if named is not None and named.vendor == ROCM_VENDOR else None
    context = PlanContext(
        licence_rules=tuple(rules if in_production_datacenter(workload) else []),
        countries=plan_countries(workload, kb),
        requested=requested,
        consumer_rule=catalog.platform_rule("consumer_multi_gpu") if catalog else None,
        rocm_gap=rocm_library_gap(workload, amd, kb),
        rocm_reasons=tuple(rocm_library_reasons(workload, amd, kb)) if amd else (),
    )
    scored = [
        (*weigh_gpu(c, model, workload, requirements, context), c)
        for c in gpu_candidates(catalog, profile)
    ]
    # rows that hold the workload first; the decision orders them further
    scored.sort(key=lambda item: 0 if item[0].fits and item[0].excluded_because is None else 1)
    return GpuEvaluation(
        workload=workload,
        requirements=requirements,
        profile=profile,
        model=model,
        catalog=catalog,
        requested=requested,
        scored=scored,
        reasons=reasons,
    )


def hardware_view(
    ev: GpuEvaluation,
    chosen: Candidate | None,
    best_by_gpu: Mapping[str, Candidate],
    rankings: tuple[list[RankedGpu], list[RankedGpu]],
) -> tuple[HardwareChoice, Fit | None]:
    """Step 2 as a view of the decision: the chosen GPU layout, and every GPU with its
    best candidate (``best_by_gpu``, in the decision's order), the rest after them."""
    workload, requirements, profile = ev.workload, ev.requirements, ev.profile
    reasons = list(ev.reasons)
    order = {gpu: i for i, gpu in enumerate(best_by_gpu)}
    rows: list[tuple[GpuOption, GpuCandidate]] = []
    for option, _, candidate in ev.scored:
        best = best_by_gpu.get(option.gpu)
        update: dict[str, object] = {"best": best}
        if best is not None:
            update["est_hours"] = _r2(best.hours_per_run)
            if best.kind == "cloud":
                update |= _rent_figures(best)
        rows.append((option.model_copy(update=update), candidate))
    rows.sort(key=lambda row: order.get(row[0].gpu, len(order)))
    options = [o for o, _ in rows]
    if not ev.wants_gpu:
        return _cpu_choice(
            workload, requirements, profile, task=ev.model.task, options=options, reasons=reasons
        ), None
    fit: Fit | None = None
    chosen_option: GpuOption | None = None
    chosen_row: GpuCandidate | None = None
    if chosen is not None:
        # FSDP across nodes of a fixed size (a cluster's) is the one layout named "fsdp"
        # on several nodes; the planner's own multi-node layouts are "multi_node_*"
        across = chosen.nodes > 1 and chosen.strategy == Sharding.FSDP.value
        fit = ev.fit_for(chosen.gpu, chosen.gpus_per_node, chosen.nodes, sharded=across)
        at = next(i for i, o in enumerate(options) if o.gpu == chosen.gpu)
        chosen_row = rows[at][1]
        chosen_option = options[at].model_copy(
            update={
                "count": chosen.gpus_per_node,
                "nodes": chosen.nodes,
                "strategy": chosen.strategy,
                "vram_gib_per_gpu": round(fit.per_gpu_bytes / GIB, 2)
                if fit is not None
                else options[at].vram_gib_per_gpu,
                "is_chosen": True,
            }
        )
        options[at] = chosen_option
    runs_here = chosen is not None and chosen.kind == "local"
    host, host_reasons = host_needs(
        workload,
        requirements,
        fit,
        profile,
        has_nvlink=bool(chosen_row and chosen_row.record and chosen_row.record.nvlink),
        task=ev.model.task,
    )
    if chosen is not None and chosen_option is not None and chosen_row is not None:
        choice = GpuChoice(
            gpu=chosen.gpu,
            count=chosen.gpus_per_node,
            nodes=chosen.nodes,
            strategy=chosen.strategy,
            tensor_parallel=chosen.tensor_parallel,
        )
        reasons.append(_decided_reason(chosen, chosen_option, ev))
        reasons.extend(_request_reasons(chosen_option, options, ev.requested, workload))
        reasons.extend(node_size_reason(chosen_option, ev.catalog, runs_here=runs_here))
        layout_changed = fit is not None and fit.why != "fit.as_described"
        if layout_changed and workload.mode.is_training and workload.asks_gpus:
            reasons.append(_layout_reason(chosen_option, ev.model, workload, chosen_row))
        reasons.extend(_time_reasons(chosen_option))
        reasons.extend(
            _platform_reasons(
                chosen_row.record, chosen_option, ev.catalog, serving=not workload.mode.is_training
            )
        )
    else:
        choice = GpuChoice(gpu=None, count=0, nodes=1, strategy="none")
        reasons.append(
            Reason(code="hardware.none_fits", params={"need_gib": requirements.vram_gib_per_gpu})
        )
    reasons.extend(host_reasons)
    reasons.extend(_framework_reasons(workload, chosen_option))
    return HardwareChoice(
        choice=choice,
        local_fit=_local_fit([(o, c) for o, c in rows], profile),
        host=host,
        options=options,
        rent_ranking=rankings[0],
        buy_ranking=rankings[1],
        reasons=reasons,
    ), fit


def _decided_reason(chosen: Candidate, option: GpuOption, ev: GpuEvaluation) -> Reason:
    """Why this layout: the GPU the user named, the user's pick, hardware at hand, or the
    objective over every candidate."""
    workload = ev.workload
    because = "objective"
    if workload.pinned is not None and workload.pinned.place == chosen.place:
        because = "pinned"
    elif chosen.kind in ("local", "owned", "cluster"):
        because = chosen.kind
    elif is_requested(option, ev.requested):
        because = "asked"
    return Reason(
        code="hardware.decided",
        params={
            "gpu": chosen.gpu,
            "name": chosen.gpu_name,
            "count": chosen.gpus_per_node,
            "nodes": chosen.nodes,
            "total": chosen.total_gpus,
            "strategy": f"strategy.{chosen.strategy}",
            "because": because,
            "objective": workload.objective.value,
            "hours": chosen.hours_per_run,
        },
    )


def _r2(x: float | None) -> float | None:
    return None if x is None else round(x, 2)


def _rent_figures(best: Candidate) -> dict[str, object]:
    """Step 2's rent columns from the GPU's best cloud candidate."""
    return {
        "rent_usd_per_hour": _r2(best.usd_per_hour),
        "rent_run_usd": _r2(best.run_usd),
        "rent_month_usd": _r2(best.month_usd),
        "rent_offer": f"{best.provider} {best.instance_type}",
        "rent_source": best.price_source,
        "rent_as_of": best.prices_as_of,
    }


def _platform_reasons(
    record: GpuRecord | None, chosen: GpuOption, catalog: GpuCatalog | None, *, serving: bool
) -> list[Reason]:
    """Platform facts that bind the chosen GPU: an Arm (Grace) host needs arm64 images;
    MIG can split a GPU that the model uses only a part of (only where NVIDIA lists it)."""
    if record is None or catalog is None:
        return []
    out: list[Reason] = []
    grace = catalog.platform_rule("grace_aarch64")
    if record.host_arch == "aarch64" and grace is not None:
        out.append(
            Reason(
                code="hardware.platform.aarch64",
                params={"gpu": record.id, "name": record.name, "arch": record.host_arch},
                source=grace.source,
                as_of=grace.as_of,
            )
        )
    mig = catalog.platform_rule("mig_supported")
    need = chosen.vram_gib_per_gpu
    small = need is not None and need * 2 <= record.vram_gib
    if serving and small and mig is not None and record.mig_instances and chosen.count == 1:
        out.append(
            Reason(
                code="hardware.platform.mig",
                params={
                    "gpu": record.id,
                    "name": record.name,
                    "instances": record.mig_instances,
                    "need_gib": need,
                    "vram_gib": record.vram_gib,
                },
                source=mig.source,
                as_of=mig.as_of,
            )
        )
    return out


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
        asked = f"gpu: {workload.gpu}" if workload.gpus != 0 else "gpus: 0"
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


def _capability_request_reason(requested: str, chosen: GpuOption) -> Reason:
    """The workload gives a compute capability, not a GPU: its memory is unknown.

    Raises PlanInputError for a malformed capability."""
    try:
        capability = parse_capability(requested)
    except CapabilityError as exc:
        raise PlanInputError("gpu", "input.detail", detail=str(exc)) from None
    return Reason(
        code="hardware.request.capability_only",
        params={"requested": requested, "compute_capability": capability, "chosen": chosen.name},
    )


def _request_reasons(
    chosen: GpuOption, options: list[GpuOption], requested: str | None, workload: Workload
) -> list[Reason]:
    """Say why the GPU the workload names is not the one planned, and what is instead."""
    if requested is None or is_requested(chosen, requested):
        return []
    if workload.gpu and names_capability(workload.gpu):
        return [_capability_request_reason(workload.gpu, chosen)]
    asked = next((o for o in options if is_requested(o, requested)), None)
    params: dict[str, str | int | float | bool | None] = {
        "requested": workload.gpu,
        "chosen": chosen.name,
        "precision": workload.precision.value,
    }
    if asked is None:
        cause = "unknown"
    elif asked.count == 0:  # ruled out before sizing: precision, vendor, how it is sold
        sale_codes = (
            "hardware.option.sold_as_unit",
            "hardware.option.host_os",
            "hardware.option.market",
            "hardware.option.node_size",
        )
        sold = any(r.code in sale_codes for r in asked.reasons)
        cause = "sale" if sold else "capability"
        rocm = next((r for r in asked.reasons if r.code == "hardware.excluded.rocm_library"), None)
        if rocm is not None:
            cause = "rocm_library"
            params["library"] = rocm.params.get("library")
        maker = next((r for r in asked.reasons if r.code == "hardware.excluded.vendor"), None)
        if maker is not None:
            cause = "vendor"
            params["vendor"] = maker.params.get("vendor")
    else:
        cause = "memory"
        params["need_gib"] = asked.vram_gib_per_gpu
        params["count"] = asked.count * asked.nodes
    params["cause"] = cause
    return [Reason(code="hardware.request.gpu_not_planned", params=params)]


def _layout_reason(
    chosen: GpuOption, model: ResolvedModel, workload: Workload, candidate: GpuCandidate
) -> Reason:
    """The described setup does not fit the chosen GPU: what it would need, and what
    is planned instead (more sharding or parallelism, never fewer GPUs or nodes)."""
    described = described_setup(model, workload, candidate.vram_gib)
    return Reason(
        code="hardware.request.layout_changed",
        params={
            "name": chosen.name,
            "asked_gpus": workload.gpus_per_node,
            "asked_nodes": workload.nodes,
            "asked_sharding": workload.sharding.value,
            "described_need_gib": round(described.per_gpu_bytes / GIB, 2),
            "vram_gib": candidate.vram_gib,
            "count": chosen.count,
            "nodes": chosen.nodes,
            "strategy": f"strategy.{chosen.strategy}",
            "need_gib": chosen.vram_gib_per_gpu,
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
    pairs: list[tuple[GpuOption, GpuCandidate]], profile: HardwareProfile | None
) -> bool | None:
    """Whether the GPUs on this machine can run the workload as they are."""
    if profile is None:
        return None
    return any(o.fits and o.excluded_because is None and runs_here(o, c) for o, c in pairs)
