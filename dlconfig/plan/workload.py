"""Step 1: what a workload needs — ``estimate(workload, kb) -> Requirements``.

Per-GPU memory by part (sharding and recomputation applied), host RAM, disk and compute,
each figure with its basis, confidence and error band, and Reasons citing the formulas.
Pure and fast: arithmetic over the (cached) model catalog. Raises ``PlanInputError``
naming the field for input that cannot be planned.
"""

from __future__ import annotations

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord, find_gpu
from dlconfig.kb.references import cite, load_references
from dlconfig.models.common import Reason
from dlconfig.models.messages import FIELD
from dlconfig.models.requirements import (
    VRAM_PARTS,
    Confidence,
    Estimate,
    Requirements,
    VramBreakdown,
)
from dlconfig.models.workload import Mode, Offload, Precision, Sharding, Task, Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.hardware.fit import Fit
from dlconfig.plan.workload_compute import (
    inference_flops_per_token,
    mfu_for,
    train_flops,
    train_units as _train_units,
)
from dlconfig.plan.workload_file import default_workload
from dlconfig.plan.workload_lora import check_lora_targets
from dlconfig.plan.workload_memory import (
    GIB,
    MemoryParts,
    data_parallel_degree,
    offloaded_bytes,
    per_gpu_parts,
    trainable_params,
    weight_bytes,
)
from dlconfig.plan.workload_model import (
    ResolvedModel,
    load_catalog,
    resolve_model,
    with_model_defaults,
)
from dlconfig.plan.workload_parts import memory_terms
from dlconfig.plan.workload_reasons import model_reasons, requirement_reasons
from dlconfig.plan.workload_serving import serving_estimates
from dlconfig.plan.workload_terms import Term

__all__ = [
    "check_combination",
    "default_workload",
    "disk_gb",
    "estimate",
    "host_ram_gib",
    "on_layout",
]

_TRAIN_PRECISIONS = {Precision.FP32, Precision.FP16, Precision.BF16, Precision.FP8}
# Host side (rules of thumb, stated in the reasons).
_HOST_BASE_GIB = 8.0  # OS, Python, framework, CUDA libraries
_DATASET_CACHE_MAX_GB = 64.0  # datasets up to this size are kept in the page cache
_STREAM_BUFFER_GB = 16.0  # larger ones stream through a buffer of this size
_ENVIRONMENT_GB = 25.0  # CUDA toolkit, framework wheels, container layers
_CHECKPOINTS_KEPT = 2


def check_combination(workload: Workload) -> None:
    """Reject precision/mode pairs no framework runs, GPU-only setups planned for the CPU
    and implausible totals; raises PlanInputError naming the field."""
    _check_gpu_only(workload)
    _check_plausible(workload)
    mode, precision = workload.mode, workload.precision
    if mode in (Mode.TRAIN, Mode.FINETUNE) and precision not in _TRAIN_PRECISIONS:
        raise PlanInputError("precision", "input.precision_frozen", precision=precision.value)
    if mode is Mode.LORA and precision is Precision.INT4:
        raise PlanInputError("precision", "input.lora_int4")
    if mode is Mode.QLORA and precision in (Precision.INT8, Precision.INT4, Precision.FP8):
        raise PlanInputError("precision", "input.qlora_precision")


# Tokens held on the GPUs at once beyond which a workload is a typing slip, not a plan:
# 2^32 is past any cluster's memory for the smallest KV cache per token. A sanity rule.
_MAX_TOKENS_AT_ONCE = 2**32


def _check_gpu_only(workload: Workload) -> None:
    """``gpus: 0`` plans for the CPU; setups that exist only on GPUs are refused."""
    if workload.gpus != 0:
        return
    needs = None
    if workload.mode is Mode.QLORA:
        needs = "QLoRA's 4-bit bitsandbytes kernels"
    elif workload.precision is Precision.FP8:
        needs = "FP8 compute"
    elif workload.sharding not in (Sharding.NONE, Sharding.DDP):
        needs = f"{workload.sharding.value} sharding"
    elif workload.offload is not Offload.NONE:
        needs = "offloading from GPU memory"
    if needs is not None:
        raise PlanInputError("gpus", "input.gpus_zero", needs=needs)


def _check_plausible(workload: Workload) -> None:
    """Totals no machine holds (a million requests of 128K tokens) are refused."""
    if not workload.mode.is_training:
        tokens = workload.context_len or workload.seq_len
        held = workload.concurrent_requests * tokens
        if held > _MAX_TOKENS_AT_ONCE:
            raise PlanInputError(
                "concurrent_requests",
                "input.kv_implausible",
                requests=f"{workload.concurrent_requests:,}",
                tokens=f"{tokens:,}",
                held=f"{held:.3g}",
                limit=f"{_MAX_TOKENS_AT_ONCE:.3g}",
                requests_field=FIELD + "concurrent_requests",
                context_field=FIELD + "context_len",
            )
        return
    held = workload.batch_size * workload.seq_len
    if held > _MAX_TOKENS_AT_ONCE:
        raise PlanInputError(
            "batch_size",
            "input.batch_implausible",
            batch=f"{workload.batch_size:,}",
            tokens=f"{workload.seq_len:,}",
            held=f"{held:.3g}",
            limit=f"{_MAX_TOKENS_AT_ONCE:.3g}",
            batch_field=FIELD + "batch_size",
            seq_field=FIELD + "seq_len",
        )


def _check_task(workload: Workload, model: ResolvedModel) -> None:
    """A task the workload sets must be its preset's (a default task follows the preset)."""
    if not model.is_preset or "task" not in workload.model_fields_set:
        return
    if workload.task in (model.task, Task.CUSTOM):
        return
    raise PlanInputError(
        "task",
        "input.task_mismatch",
        model=model.name,
        model_task=model.task.value,
        task=workload.task.value,
    )


def _to_gib(value: float) -> float:
    return round(value / GIB, 3)


def _breakdown(parts: MemoryParts) -> VramBreakdown:
    return VramBreakdown(
        weights=_to_gib(parts.weights),
        gradients=_to_gib(parts.gradients),
        optimizer=_to_gib(parts.optimizer),
        activations=_to_gib(parts.activations),
        kv_cache=_to_gib(parts.kv_cache),
        overhead=_to_gib(parts.overhead),
    )


def host_ram_gib(model: ResolvedModel, workload: Workload) -> float:
    """Framework baseline, the checkpoint passing through host memory, the dataset cache."""
    load = weight_bytes(model, workload) / GIB
    cache_gb = 0.0
    if workload.mode.is_training:
        cache_gb = (
            workload.dataset_gb
            if workload.dataset_gb <= _DATASET_CACHE_MAX_GB
            else _STREAM_BUFFER_GB
        )
    # ZeRO-Offload keeps what it moves off each GPU of this node in host memory.
    offload = offloaded_bytes(model, workload) * workload.gpus_per_node / GIB
    return round(_HOST_BASE_GIB + load + offload + cache_gb * 1e9 / GIB, 2)


def disk_gb(model: ResolvedModel, workload: Workload) -> float:
    """Dataset, the base model, checkpoints at their precision and the environment, in GB."""
    base_model_gb = weight_bytes(model, workload) / 1e9
    checkpoints = 0.0
    if workload.mode in (Mode.TRAIN, Mode.FINETUNE):
        # resumable checkpoint: 16-bit weights plus fp32 master and optimizer states
        per_param = 2.0 + 4.0 + (8.0 if workload.precision is not Precision.FP32 else 4.0)
        checkpoints = model.params * per_param / 1e9 * _CHECKPOINTS_KEPT
    elif workload.mode.is_adapter:
        checkpoints = trainable_params(model, workload) * 16.0 / 1e9 * _CHECKPOINTS_KEPT
    dataset = workload.dataset_gb if workload.mode.is_training else 0.0
    return round(dataset + base_model_gb + checkpoints + _ENVIRONMENT_GB, 2)


def _estimates(
    terms: tuple[Term, ...], parts: MemoryParts, ram: float, disk: float
) -> list[Estimate]:
    out = [
        Estimate(
            name=term.name,
            value=_to_gib(term.bytes),
            unit="GiB",
            basis_code=term.basis_code,
            confidence=term.confidence,
            error_pct=term.error_pct,
        )
        for term in terms
    ]
    activations = next(t for t in terms if t.name == "activations")
    out += [
        Estimate(
            name="vram_per_gpu",
            value=_to_gib(parts.total),
            unit="GiB",
            basis_code="estimate.vram_per_gpu",
            confidence=activations.confidence
            if parts.activations > parts.model_states
            else Confidence.FORMULA,
            error_pct=15 if activations.error_pct <= 15 else 30,
        ),
        Estimate(
            name="host_ram",
            value=ram,
            unit="GiB",
            basis_code="estimate.host_ram",
            confidence=Confidence.RULE_OF_THUMB,
            error_pct=30,
        ),
        Estimate(
            name="disk",
            value=disk,
            unit="GB",
            basis_code="estimate.disk",
            confidence=Confidence.RULE_OF_THUMB,
            error_pct=20,
        ),
    ]
    return out


def _named_gpu(workload: Workload, kb: KnowledgeBase) -> GpuRecord | None:
    """The catalog GPU the workload names (``gpu``), if exactly one matches."""
    if not workload.gpu:
        return None
    try:
        catalog = kb.dataset("gpus", GpuCatalog)
    except KbError:
        return None
    return find_gpu(catalog, workload.gpu)


def estimate(workload: Workload, kb: KnowledgeBase) -> Requirements:
    """What ``workload`` needs per GPU, on the host and in compute; raises PlanInputError."""
    workload = with_model_defaults(workload, kb)
    check_combination(workload)
    model = resolve_model(workload, load_catalog(kb))
    _check_task(workload, model)
    check_lora_targets(workload, model)
    parts = per_gpu_parts(model, workload)
    ram = host_ram_gib(model, workload)
    disk = disk_gb(model, workload)
    flops = train_flops(model, workload)
    units = _train_units(model, workload) if workload.mode.is_training else None
    terms = memory_terms(model, workload, parts)
    estimates = _estimates(terms, parts, ram, disk)
    if flops is not None:
        estimates.append(
            Estimate(
                name="train_flops",
                value=flops,
                unit="FLOP",
                basis_code="estimate.train_flops",
                confidence=Confidence.FORMULA,
                error_pct=10,
            )
        )
    reasons: list[Reason] = model_reasons(model, workload)
    reasons.extend(reason for term in terms for reason in term.reasons)
    reasons.extend(requirement_reasons(model, workload, flops, units))
    gpu = _named_gpu(workload, kb)
    if gpu is not None and not workload.mode.is_training:
        serving, serving_reasons = serving_estimates(model, workload, parts, gpu)
        estimates.extend(serving)
        reasons.extend(serving_reasons)
    reasons = cite(reasons, load_references(kb))
    return Requirements(
        vram_gib_per_gpu=_to_gib(parts.total),
        vram_breakdown_gib=_breakdown(parts),
        ram_gib=ram,
        disk_gb=disk,
        train_flops=flops,
        flops_per_token=inference_flops_per_token(model),
        params=model.params,
        active_params=model.active_params,
        trainable_params=trainable_params(model, workload),
        train_tokens=units,
        mfu_assumed=mfu_for(workload, model),
        data_parallel=data_parallel_degree(workload),
        estimates=estimates,
        reasons=reasons,
    )


def on_layout(requirements: Requirements, layout: Fit) -> Requirements:
    """``requirements`` with the memory per GPU of the layout the hardware step planned,
    so every step shows one figure. When that layout is not the one the workload
    describes, a reason gives both figures."""
    parts = layout.parts
    if parts is None:
        return requirements
    estimates = [
        e.model_copy(update={"value": _to_gib(getattr(parts, e.name))})
        if e.name in VRAM_PARTS
        else e
        for e in requirements.estimates
    ]
    reasons = list(requirements.reasons)
    if layout.why != "fit.as_described":
        reasons.append(
            Reason(
                code="workload.memory.layout",
                params={
                    "strategy": f"strategy.{layout.strategy}",
                    "count": layout.gpus_per_node,
                    "nodes": layout.nodes,
                    "need_gib": _to_gib(parts.total),
                    "described_need_gib": requirements.vram_gib_per_gpu,
                },
            )
        )
    return requirements.model_copy(
        update={
            "vram_gib_per_gpu": _to_gib(parts.total),
            "vram_breakdown_gib": _breakdown(parts),
            "estimates": estimates,
            "reasons": reasons,
        }
    )
