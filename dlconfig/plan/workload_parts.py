"""The six memory parts of an estimate as terms: each part's bytes per GPU, the basis the
estimate table prints, its confidence and error band, and the reasons citing its source,
built in one place so the reasons cannot disagree with the numbers.

The byte counts come from ``workload_memory`` (sharding and tensor parallelism applied);
the KV cache term is ``workload_terms.kv_cache_term``.
"""

from __future__ import annotations

from dataclasses import replace

from dlconfig.models.requirements import Confidence
from dlconfig.models.workload import Workload
from dlconfig.plan.workload_memory import (
    GIB,
    MemoryParts,
    is_diffusion_inference,
    offloaded_bytes,
)
from dlconfig.plan.workload_model import ResolvedModel
from dlconfig.plan.workload_reasons import (
    activation_reasons,
    buffer_reasons,
    gathered_weights_reasons,
    gradient_reasons,
    optimizer_reasons,
    overhead_reason,
    pipeline_reasons,
    weights_reason,
)
from dlconfig.plan.workload_recipe import recipe_offload_reasons, recipe_weight_reasons
from dlconfig.plan.workload_terms import Term, kv_cache_term


def _activation_basis(model: ResolvedModel, workload: Workload) -> tuple[Confidence, float, str]:
    if is_diffusion_inference(model, workload):
        return Confidence.RULE_OF_THUMB, 30, "estimate.activations.unet"
    if model.is_transformer:
        if not workload.mode.is_training:
            return Confidence.FORMULA, 25, "estimate.activations.prefill"
        if workload.gradient_checkpointing:
            return Confidence.FORMULA, 15, "estimate.activations.transformer_recompute"
        return Confidence.FORMULA, 15, "estimate.activations.transformer"
    if model.gmacs_per_sample is not None:
        return Confidence.RULE_OF_THUMB, 50, "estimate.activations.cnn"
    return Confidence.RULE_OF_THUMB, 100, "estimate.activations.unknown"


def memory_terms(model: ResolvedModel, workload: Workload, parts: MemoryParts) -> tuple[Term, ...]:
    """Weights, gradients, optimizer, activations, KV cache and overhead, in that order."""
    training = workload.mode.is_training
    act_conf, act_err, act_basis = _activation_basis(model, workload)
    kv = kv_cache_term(model, workload)
    return (
        Term(
            "weights",
            parts.weights,
            "estimate.weights",
            Confidence.FORMULA,
            5,
            (
                weights_reason(model, workload, parts),
                *gathered_weights_reasons(model, workload),
                *pipeline_reasons(model, workload),
                *recipe_weight_reasons(model, workload),
            ),
        ),
        Term(
            "gradients",
            parts.gradients,
            "estimate.gradients",
            Confidence.FORMULA,
            5,
            tuple(gradient_reasons(model, workload)) if training else (),
        ),
        Term(
            "optimizer",
            parts.optimizer,
            "estimate.optimizer",
            Confidence.FORMULA,
            5,
            tuple(optimizer_reasons(model, workload))
            + tuple(recipe_offload_reasons(workload, offloaded_bytes(model, workload) / GIB))
            if training
            else (),
        ),
        Term(
            "activations",
            parts.activations,
            act_basis,
            act_conf,
            act_err,
            tuple(activation_reasons(model, workload)),
        ),
        replace(kv, bytes=parts.kv_cache, reasons=kv.reasons if parts.kv_cache > 0 else ()),
        Term(
            "overhead",
            parts.overhead,
            "estimate.overhead",
            Confidence.RULE_OF_THUMB,
            50,
            (overhead_reason(parts), *buffer_reasons(model, workload)),
        ),
    )
