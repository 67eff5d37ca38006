"""The LoRA adapter term: which linear layers carry adapters, their parameter count and
the reason that names it.

PEFT's ``LoraConfig.target_modules`` picks the layers: "all-linear" is every linear layer
but the output head, a list matches module names (``q_proj``, ``v_proj``). Each adapted
``in x out`` layer adds ``rank x (in + out)`` trainable parameters; only they carry
gradients and optimizer states.
"""

from __future__ import annotations

from typing import Final

from dlconfig.models.common import Reason
from dlconfig.models.workload import (
    ATTENTION_MODULES,
    LoraModule,
    LoraTargets,
    Workload,
)
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.workload_model import ResolvedModel

# Reference id (resources/kb/references.yaml) for target_modules' meaning.
PEFT_TARGETS: Final = "peft_lora_target_modules"
LORA_PAPER: Final = "lora"
# LoRA adapters on every linear layer as a share of parameters when a model's layer shapes
# are unknown (rule of thumb).
LORA_SHARE_WITHOUT_SHAPES: Final = 0.01
# Without shapes, each module's share of the linear layers of a block with hidden h, a
# 4h MLP without a gate and as many key/value heads as query heads (in + out features).
_UNSHAPED_WIDTH: Final = {
    LoraModule.Q_PROJ: 2.0,
    LoraModule.K_PROJ: 2.0,
    LoraModule.V_PROJ: 2.0,
    LoraModule.O_PROJ: 2.0,
    LoraModule.GATE_PROJ: 0.0,
    LoraModule.UP_PROJ: 5.0,
    LoraModule.DOWN_PROJ: 5.0,
}
_MLP_MODULES: Final = frozenset({LoraModule.GATE_PROJ, LoraModule.UP_PROJ, LoraModule.DOWN_PROJ})


def target_modules(workload: Workload) -> tuple[LoraModule, ...]:
    """The module names ``workload.lora_targets`` stands for."""
    targets = workload.lora_targets
    if targets is LoraTargets.ALL_LINEAR:
        return tuple(LoraModule)
    if targets is LoraTargets.ATTENTION:
        return ATTENTION_MODULES
    return tuple(targets)


# model_types whose attention projections and gate/up projections are fused into one
# Linear each (Phi-3's qkv_proj and gate_up_proj): one adapter per fused matrix.
_FUSED_TYPES: Final = frozenset({"phi3"})
_FUSED_PRESETS: Final = ("phi-3",)


def _is_fused(model: ResolvedModel) -> bool:
    preset = model.is_preset and model.id.startswith(_FUSED_PRESETS)
    return model.config_type in _FUSED_TYPES or preset


def _mlp_width(model: ResolvedModel, module: LoraModule) -> float:
    """``in + out`` of an MLP module in one block. transformers 5 keeps a MoE's routed
    experts as fused 3-D parameters, which target_modules (nn.Linear layers) does not
    match, so only shared experts and the dense layers' MLPs take adapters (averaged over
    the blocks)."""
    h, f = model.hidden or 0, model.ffn
    if module is LoraModule.GATE_PROJ and not model.gated_mlp:
        return 0.0
    if not model.experts or model.experts <= 1 or model.layers is None:
        return float(h + f)
    m = model.moe_ffn_hidden or f
    dense = min(model.dense_layers, model.layers)
    moe_blocks = model.layers - dense
    return (dense * (h + f) + moe_blocks * model.shared_experts * (h + m)) / model.layers


def _module_width(model: ResolvedModel, module: LoraModule) -> float:
    """``in + out`` features of ``module`` in one block."""
    h, q, kv = model.hidden or 0, model.q_dim, model.kv_dim
    if _is_fused(model) and module in (LoraModule.K_PROJ, LoraModule.V_PROJ):
        return float(kv)  # one qkv adapter: its input counted once, with q
    if _is_fused(model) and module is LoraModule.UP_PROJ:
        return float(model.ffn)  # one gate_up adapter: its input counted once, with gate
    width = {
        LoraModule.Q_PROJ: h + q,
        LoraModule.K_PROJ: h + kv,
        LoraModule.V_PROJ: h + kv,
        LoraModule.O_PROJ: q + h,
    }.get(module)
    return float(width) if width is not None else _mlp_width(model, module)


def adapter_input_values(model: ResolvedModel, workload: Workload) -> float:
    """Values per token and block that PEFT's float32 adapters keep beyond what a trained
    block keeps for its linear layers' inputs: each adapter casts its input for its own
    matmul and keeps that copy, so q, k and v keep three where the block kept one, while a
    frozen projection without an adapter keeps none (negative then). Dense decoders only."""
    if model.hidden is None or model.kind != "decoder":
        return 0.0
    h, q, f = model.hidden, model.q_dim, model.ffn
    modules = set(target_modules(workload))
    fused = _is_fused(model)
    qkv = [m for m in (LoraModule.Q_PROJ, LoraModule.K_PROJ, LoraModule.V_PROJ) if m in modules]
    gate_up = [m for m in (LoraModule.GATE_PROJ, LoraModule.UP_PROJ) if m in modules]
    if LoraModule.GATE_PROJ in gate_up and not model.gated_mlp:
        gate_up.remove(LoraModule.GATE_PROJ)
    kept = h * (min(len(qkv), 1) if fused else len(qkv))
    kept += q if LoraModule.O_PROJ in modules else 0
    kept += h * (min(len(gate_up), 1) if fused else len(gate_up))
    kept += f if LoraModule.DOWN_PROJ in modules else 0
    trained_block = h + q + h + f  # the inputs of the qkv, o, gate/up and down matmuls
    return float(kept - trained_block)


def lora_params(model: ResolvedModel, workload: Workload) -> float:
    """Adapter parameters for LoRA at ``workload.lora_rank`` on the target modules of
    every block."""
    modules = target_modules(workload)
    if not model.is_transformer or model.layers is None or model.hidden is None:
        share = sum(_UNSHAPED_WIDTH[m] for m in modules) / sum(_UNSHAPED_WIDTH.values())
        return model.params * LORA_SHARE_WITHOUT_SHAPES * share
    per_layer = sum(_module_width(model, m) for m in modules)
    return float(model.layers * workload.lora_rank * per_layer)


def check_lora_targets(workload: Workload, model: ResolvedModel) -> None:
    """LoRA's target modules must name a layer the model has (PEFT refuses a config that
    matches none); raises PlanInputError naming ``lora_targets``."""
    if not workload.mode.is_adapter or lora_params(model, workload) > 0:
        return
    names = ", ".join(m.value for m in target_modules(workload))
    raise PlanInputError("lora_targets", "input.lora_targets", names=names, model=model.name)


def lora_reason(workload: Workload, trainable: float) -> Reason:
    """Where the adapters sit and the trainable parameters they add."""
    trainable_m = round(trainable / 1e6, 2)
    targets = workload.lora_targets
    if targets is LoraTargets.ALL_LINEAR:
        return Reason(
            code="workload.lora.adapters",
            params={"rank": workload.lora_rank, "trainable_m": trainable_m},
            source=LORA_PAPER,
        )
    if targets is LoraTargets.ATTENTION:
        return Reason(
            code="workload.lora.adapters_attention",
            params={"rank": workload.lora_rank, "trainable_m": trainable_m},
            source=PEFT_TARGETS,
        )
    return Reason(
        code="workload.lora.adapters_modules",
        params={
            "rank": workload.lora_rank,
            "modules": ", ".join(m.value for m in target_modules(workload)),
            "trainable_m": trainable_m,
        },
        source=PEFT_TARGETS,
    )
