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
from dlconfig.plan.workload_memory import MemoryParts, is_training
from dlconfig.plan.workload_model import ResolvedModel
from dlconfig.plan.workload_reasons import (
    activation_reasons,
    gradient_reasons,
    optimizer_reasons,
    overhead_reason,
    weights_reason,
)
from dlconfig.plan.workload_terms import Term, kv_cache_term


def _activation_basis(model: ResolvedModel, workload: Workload) -> tuple[Confidence, float, str]:
    if model.is_transformer:
        if not is_training(workload.mode):
            return (
                Confidence.FORMULA,
                25,
                "one block's tensors while a batch of prompts is prefilled",
            )
        basis = "Korthikanti et al. 2022 per-layer activations" + (
            " with full recomputation" if workload.gradient_checkpointing else ""
        )
        return Confidence.FORMULA, 15, basis
    if model.gmacs_per_sample is not None:
        return (
            Confidence.RULE_OF_THUMB,
            50,
            "feature maps per multiply-add counted on ResNet-50, scaled by this model's cost",
        )
    return Confidence.RULE_OF_THUMB, 100, "not estimated: no per-sample cost in the catalog"


def memory_terms(model: ResolvedModel, workload: Workload, parts: MemoryParts) -> tuple[Term, ...]:
    """Weights, gradients, optimizer, activations, KV cache and overhead, in that order."""
    training = is_training(workload.mode)
    act_conf, act_err, act_basis = _activation_basis(model, workload)
    kv = kv_cache_term(model, workload)
    return (
        Term(
            "weights",
            parts.weights,
            "parameters x bytes per parameter at the chosen precision",
            Confidence.FORMULA,
            5,
            (weights_reason(model, workload, parts),),
        ),
        Term(
            "gradients",
            parts.gradients,
            "one gradient per trainable parameter (ZeRO paper)",
            Confidence.FORMULA,
            5,
            tuple(gradient_reasons(model, workload)) if training else (),
        ),
        Term(
            "optimizer",
            parts.optimizer,
            "optimizer states per trainable parameter, fp32 master copy (ZeRO paper)",
            Confidence.FORMULA,
            5,
            tuple(optimizer_reasons(model, workload)) if training else (),
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
            "CUDA context and workspaces plus 5% allocator fragmentation",
            Confidence.RULE_OF_THUMB,
            50,
            (overhead_reason(parts),),
        ),
    )
