"""How many of one GPU a workload needs, and with which parallelism.

Tries, in order: the workload's own setup; FSDP/ZeRO-3 within one node (2, 4, 8 GPUs);
tensor parallelism within an NVLink node when one layer does not fit on a GPU; then
several nodes. Never fewer GPUs per node or fewer nodes than the workload asks for: a
training setup the user described is changed only by adding sharding or parallelism.
A configuration fits when its per-GPU need stays under 90% of the GPU's memory (10%
headroom).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from dlconfig.models.workload import Sharding, Workload
from dlconfig.plan.workload_memory import GIB, MemoryParts, per_gpu_parts
from dlconfig.plan.workload_model import ResolvedModel

HEADROOM = 0.10
GPUS_PER_NODE = 8
NODE_COUNTS = (2, 4, 8, 16, 32, 64, 128, 256)
# FSDP/ZeRO-3 gather one layer's full weights at a time, and prefetch the next one.
GATHERED_LAYERS = 2


@dataclass(frozen=True)
class Fit:
    """One way to run the workload on a GPU type."""

    fits: bool
    per_gpu_bytes: float
    gpus_per_node: int
    nodes: int
    strategy: str  # single, ddp, zero1/2/3, fsdp, tensor_parallel, multi_node_fsdp, ...
    tensor_parallel: int = 1
    why: str = ""
    # per-GPU memory by part in this configuration (FSDP's gathered layers in overhead)
    parts: MemoryParts | None = None

    @property
    def total_gpus(self) -> int:
        return self.gpus_per_node * self.nodes


def usable_bytes(vram_gib: float) -> float:
    return vram_gib * GIB * (1.0 - HEADROOM)


def _layer_gather_bytes(model: ResolvedModel, workload: Workload) -> float:
    layers = model.layers or 1
    bytes_per_param = 4.0 if workload.precision.value == "fp32" else 2.0
    return model.params / layers * bytes_per_param * GATHERED_LAYERS


# Memory by part depends on the model, the workload and the layout, not on the GPU: every
# GPU of a plan shares the figures. Entries hold their model and workload, so an id is not
# reused while its entry lives; the memo is emptied when it grows past a plan's worth.
_PARTS_MEMO: dict[tuple[int, int, int, Sharding, int], tuple[Any, Any, MemoryParts]] = {}
_PARTS_MEMO_MAX = 512


def _parts(
    model: ResolvedModel,
    workload: Workload,
    *,
    dp: int,
    sharding: Sharding,
    tp: int = 1,
) -> MemoryParts:
    key = (id(model), id(workload), dp, sharding, tp)
    held = _PARTS_MEMO.get(key)
    if held is not None and held[0] is model and held[1] is workload:
        return held[2]
    if len(_PARTS_MEMO) >= _PARTS_MEMO_MAX:
        _PARTS_MEMO.clear()
    parts = _parts_of(model, workload, dp=dp, sharding=sharding, tp=tp)
    _PARTS_MEMO[key] = (model, workload, parts)
    return parts


def _parts_of(
    model: ResolvedModel,
    workload: Workload,
    *,
    dp: int,
    sharding: Sharding,
    tp: int = 1,
) -> MemoryParts:
    parts: MemoryParts = per_gpu_parts(model, workload, dp=dp, sharding=sharding, tp=tp)
    if workload.mode.is_training and sharding in (Sharding.ZERO3, Sharding.FSDP) and dp > 1:
        parts = replace(parts, overhead=parts.overhead + _layer_gather_bytes(model, workload) / tp)
    return parts


def described_setup(model: ResolvedModel, workload: Workload, vram_gib: float) -> Fit:
    """The workload's own setup (its GPUs, nodes and sharding) on a GPU of ``vram_gib``."""
    return _own_setup(model, workload, usable_bytes(vram_gib))


def _own_setup(model: ResolvedModel, workload: Workload, limit: float) -> Fit:
    per_node = workload.gpus_per_node
    dp = per_node * workload.nodes
    parts = _parts(model, workload, dp=dp, sharding=workload.sharding)
    need = parts.total
    if dp == 1:
        strategy = "single"
    elif workload.sharding is Sharding.NONE:
        strategy = "ddp" if workload.mode.is_training else "replicas"
    else:
        strategy = workload.sharding.value
    return Fit(
        need <= limit, need, per_node, workload.nodes, strategy, why="fit.as_described", parts=parts
    )


def plan_training(
    model: ResolvedModel,
    workload: Workload,
    vram_gib: float,
    *,
    has_nvlink: bool,
    multi_node_ok: bool,
) -> Fit:
    limit = usable_bytes(vram_gib)
    own = _own_setup(model, workload, limit)
    if own.fits:
        return own
    best = own
    asked = workload.gpus_per_node
    one_node = workload.nodes == 1
    for n in (2, 4, GPUS_PER_NODE) if one_node else ():
        if n < asked:
            continue
        parts = _parts(model, workload, dp=n, sharding=Sharding.FSDP)
        need = parts.total
        fit = Fit(
            need <= limit,
            need,
            n,
            1,
            "fsdp",
            why="fit.sharded",
            parts=parts,
        )
        if fit.fits:
            return fit
        best = fit
    if has_nvlink and one_node and asked <= GPUS_PER_NODE:
        for tp in (2, 4, GPUS_PER_NODE):
            dp = GPUS_PER_NODE // tp
            parts = _parts(model, workload, dp=dp, sharding=Sharding.FSDP, tp=tp)
            need = parts.total
            fit = Fit(
                need <= limit,
                need,
                GPUS_PER_NODE,
                1,
                "tensor_parallel",
                tp,
                why="fit.layer_tp_nvlink",
                parts=parts,
            )
            if fit.fits:
                return fit
            best = fit
    if not multi_node_ok:
        return best
    per_node = max(asked, GPUS_PER_NODE)
    # the nodes the workload asks for first (9 nodes stay 9), then the next larger counts
    asked_nodes = (workload.nodes,) if workload.nodes > 1 else ()
    for nodes in (*asked_nodes, *(n for n in NODE_COUNTS if n > workload.nodes)):
        for tp in (1, GPUS_PER_NODE) if has_nvlink else (1,):
            dp = per_node * nodes // tp
            parts = _parts(model, workload, dp=dp, sharding=Sharding.FSDP, tp=tp)
            need = parts.total
            strategy = "multi_node_fsdp" if tp == 1 else "multi_node_tensor_parallel"
            fit = Fit(
                need <= limit,
                need,
                per_node,
                nodes,
                strategy,
                tp,
                why="fit.multi_node",
                parts=parts,
            )
            if fit.fits:
                return fit
            best = fit
    return best


def plan_inference(
    model: ResolvedModel,
    workload: Workload,
    vram_gib: float,
    *,
    has_nvlink: bool,
    multi_node_ok: bool,
) -> Fit:
    limit = usable_bytes(vram_gib)
    best: Fit | None = None
    for tp in (1, 2, 4, GPUS_PER_NODE):
        parts = _parts(model, workload, dp=1, sharding=Sharding.NONE, tp=tp)
        need = parts.total
        strategy = "single" if tp == 1 else "tensor_parallel"
        why = "" if tp == 1 else ("fit.tp_nvlink" if has_nvlink else "fit.tp_pcie")
        fit = Fit(need <= limit, need, tp, 1, strategy, tp, why=why, parts=parts)
        if fit.fits:
            return fit
        best = fit
    assert best is not None
    if not multi_node_ok:
        return best
    for nodes in NODE_COUNTS:
        tp = GPUS_PER_NODE * nodes
        parts = _parts(model, workload, dp=1, sharding=Sharding.NONE, tp=tp)
        need = parts.total
        fit = Fit(
            need <= limit,
            need,
            GPUS_PER_NODE,
            nodes,
            "multi_node_pipeline",
            GPUS_PER_NODE,
            why="fit.tp_pipeline",
            parts=parts,
        )
        if fit.fits:
            return fit
        best = fit
    return best


def plan_gpu(
    model: ResolvedModel,
    workload: Workload,
    vram_gib: float,
    *,
    has_nvlink: bool,
    multi_node_ok: bool,
) -> Fit:
    if workload.mode.is_training:
        return plan_training(
            model, workload, vram_gib, has_nvlink=has_nvlink, multi_node_ok=multi_node_ok
        )
    return plan_inference(
        model, workload, vram_gib, has_nvlink=has_nvlink, multi_node_ok=multi_node_ok
    )
