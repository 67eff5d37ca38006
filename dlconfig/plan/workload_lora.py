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
    Mode,
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


def _module_width(model: ResolvedModel, module: LoraModule) -> float:
    """``in + out`` features of ``module`` in one block (summed over a MoE's experts)."""
    h, q, kv, f = model.hidden or 0, model.q_dim, model.kv_dim, model.ffn
    width = {
        LoraModule.Q_PROJ: h + q,
        LoraModule.K_PROJ: h + kv,
        LoraModule.V_PROJ: h + kv,
        LoraModule.O_PROJ: q + h,
        LoraModule.GATE_PROJ: (h + f) if model.gated_mlp else 0,
        LoraModule.UP_PROJ: h + f,
        LoraModule.DOWN_PROJ: f + h,
    }[module]
    return float(width * (model.experts if module in _MLP_MODULES else 1))


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
    if workload.mode not in (Mode.LORA, Mode.QLORA) or lora_params(model, workload) > 0:
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
