"""What the training library (the workload's ``recipe``) changes in the memory estimate.

Each library trains the same model with different defaults, and they differ by a third or
more in memory on the same workload. The traits below are the inputs the memory terms
read; ``recipe_reasons`` gives each trait that moves a figure its own Reason and source:

- attention kernel: eager attention stores the s x s probabilities, SDPA and
  FlashAttention do not (transformers' attention docs; torchtune calls
  ``scaled_dot_product_attention``; Unsloth and Megatron fuse it);
- autocast (HF Trainer's ``bf16``/``fp16``): ``layer_norm`` and ``softmax`` are on
  PyTorch's list of ops autocast runs in float32, so their outputs are stored in 32 bits;
- cross-entropy: torchtune upcasts one of 8 chunks of the logits at a time
  (``CEWithChunkedOutputLoss``, ``num_output_chunks = 8``) instead of the whole tensor;
- adapters: PEFT keeps LoRA weights in float32 (``autocast_adapter_dtype``), torchtune in
  the model's bf16 with no float32 master copy;
- k-bit training: PEFT's ``prepare_model_for_kbit_training`` casts every parameter that is
  not quantized (embeddings, output head, norms) to float32;
- offload (ZeRO-Offload): optimizer states, or parameters too, live in host memory.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Final

from dlconfig.models.common import Reason
from dlconfig.models.workload import (
    TRAINER_TASKS,
    AttentionImpl,
    Mode,
    Offload,
    Precision,
    Sharding,
    TrainingRecipe,
    Workload,
)
from dlconfig.plan.workload_lora import adapter_input_values
from dlconfig.plan.workload_model import ResolvedModel

# Reference ids (resources/kb/references.yaml).
AUTOCAST_DOC: Final = "pytorch_autocast"
ATTENTION_DOC: Final = "hf_attention_interface"
TORCHTUNE_LOSS: Final = "torchtune_chunked_ce"
HF_LLAMA_BLOCKS: Final = "hf_llama_blocks"
HF_EXTRA_NORMS: Final = "hf_extra_norms"
PEFT_LORA_FORWARD: Final = "peft_lora_forward"
TORCHTUNE_RMSNORM: Final = "torchtune_rmsnorm"
PEFT_KBIT: Final = "peft_kbit_training"
HF_MEMORY_ANATOMY: Final = "hf_memory_anatomy"
HF_BF16_LOADING: Final = "hf_from_pretrained_dtype"
PEFT_ADAPTER_DTYPE: Final = "peft_adapter_dtype"
TORCHTUNE_CONFIG: Final = "torchtune_qlora_config"
ZERO_OFFLOAD: Final = "zero_offload"

# PEFT's LoRA weights in float32 (autocast_adapter_dtype): 4 bytes per weight.
FLOAT32_ADAPTER_BYTES: Final = 4.0
# torchtune's CEWithChunkedOutputLoss default (num_output_chunks = 8).
TORCHTUNE_LOSS_CHUNKS: Final = 8
# Extra bytes per element of the s x s attention tensors under autocast: softmax output in
# float32 (+2 over 16-bit) and the 16-bit copy autocast makes of it for the next matmul (+2).
AUTOCAST_SCORE_EXTRA_BYTES: Final = 4.0
# Extra bytes per token and hidden unit per layer under autocast for nn.LayerNorm models:
# the two layer norms' inputs sit on a float32 residual stream (+2 bytes each).
AUTOCAST_NORM_EXTRA_BYTES: Final = 4.0

_ZERO = frozenset({Sharding.ZERO1, Sharding.ZERO2, Sharding.ZERO3})
_SDPA_RECIPES = frozenset({TrainingRecipe.TORCHTUNE})
_FLASH_RECIPES = frozenset({TrainingRecipe.UNSLOTH, TrainingRecipe.MEGATRON})
# Kinds whose Hugging Face/timm reference code ran eager attention in the measurements
# (HF BERT, timm DeiT); decoders and encoder-decoders (Whisper, whose WhisperPreTrained-
# Model supports SDPA) load with SDPA, transformers 5's default where a model supports it.
_EAGER_KINDS = frozenset({"encoder", "vit"})
# Kinds built from nn.LayerNorm (BERT, ViT, Whisper); Llama-style decoders use RMSNorm.
_LAYER_NORM_KINDS = frozenset({"encoder", "vit", "encoder_decoder"})


@dataclass(frozen=True)
class RecipeTraits:
    """The inputs of the memory terms that depend on the training library."""

    recipe: TrainingRecipe | None
    is_derived: bool
    attention: str  # "eager", "sdpa" or "flash"
    is_autocast: bool
    loss_chunks: int  # 1: the whole logits tensor is upcast at once
    adapter_bytes: float
    has_adapter_master: bool
    upcasts_unquantized: bool
    offload: Offload
    is_pure_16bit: bool  # weights, gradients and optimizer states all in 16-bit
    has_amp_weight_copy: bool  # float32 weights plus autocast's 16-bit copy (full training)

    @property
    def stores_scores(self) -> bool:
        """Whether the s x s attention probabilities are kept for the backward pass."""
        return self.attention == "eager"


def recipe_of(workload: Workload) -> tuple[TrainingRecipe | None, bool]:
    """The workload's training library and whether it was derived (None for inference)."""
    if not workload.mode.is_training:
        return None, False
    if workload.recipe is not None:
        return workload.recipe, False
    if workload.sharding in _ZERO:
        return TrainingRecipe.DEEPSPEED, True
    return TrainingRecipe.HF_TRAINER, True


def _attention(model: ResolvedModel, workload: Workload, recipe: TrainingRecipe | None) -> str:
    if workload.attention_impl is not AttentionImpl.AUTO:
        return workload.attention_impl.value
    if workload.precision is Precision.FP32:
        return "eager"  # the fused kernels the recipes pick run in 16-bit
    if recipe in _FLASH_RECIPES:
        return "flash"
    if recipe in _SDPA_RECIPES:
        return "sdpa"
    return "eager" if model.kind in _EAGER_KINDS or not model.is_transformer else "sdpa"


_LAST = threading.local()  # this thread's last (model, workload, traits)


def recipe_traits(model: ResolvedModel, workload: Workload) -> RecipeTraits:
    """How ``workload``'s training library stores activations, adapters and model states.

    Computed once per (model, workload): the estimate's terms and reasons all ask for the
    same objects' traits, and get the first answer (both are immutable)."""
    last = getattr(_LAST, "entry", None)
    if last is not None and last[0] is model and last[1] is workload:
        return last[2]  # type: ignore[no-any-return]
    traits = _recipe_traits(model, workload)
    _LAST.entry = (model, workload, traits)
    return traits


def _recipe_traits(model: ResolvedModel, workload: Workload) -> RecipeTraits:
    recipe, derived = recipe_of(workload)
    sixteen_bit = workload.precision in (Precision.FP16, Precision.BF16)
    hf_like = recipe in (TrainingRecipe.HF_TRAINER, TrainingRecipe.UNSLOTH)
    adapter_fp32 = hf_like or workload.precision is Precision.FP32
    full = workload.mode in (Mode.TRAIN, Mode.FINETUNE)
    # transformers 5 loads the checkpoint in its own dtype (the bundle's train.py asks for
    # bf16) and Trainer(bf16=True) trains those weights as they are: no float32 master.
    # Image models are trained by a plain PyTorch loop under autocast: float32 weights.
    bf16_weights = (
        recipe is TrainingRecipe.HF_TRAINER
        and workload.precision is Precision.BF16
        and full
        and workload.task in TRAINER_TASKS
    )
    return RecipeTraits(
        recipe=recipe,
        is_derived=derived,
        attention=_attention(model, workload, recipe),
        is_autocast=recipe is TrainingRecipe.HF_TRAINER and sixteen_bit,
        loss_chunks=TORCHTUNE_LOSS_CHUNKS if recipe is TrainingRecipe.TORCHTUNE else 1,
        adapter_bytes=FLOAT32_ADAPTER_BYTES if adapter_fp32 else 2.0,
        has_adapter_master=not adapter_fp32 and recipe is not TrainingRecipe.TORCHTUNE,
        upcasts_unquantized=workload.mode is Mode.QLORA and recipe is TrainingRecipe.HF_TRAINER,
        offload=workload.offload if recipe is not None else Offload.NONE,
        is_pure_16bit=(recipe is TrainingRecipe.TORCHTUNE and sixteen_bit) or bf16_weights,
        # fp16 needs float32 weights: GradScaler cannot unscale fp16 gradients
        has_amp_weight_copy=recipe is TrainingRecipe.HF_TRAINER
        and workload.precision is Precision.FP16
        and full,
    )


def autocast_extra_bytes_per_layer(
    model: ResolvedModel, traits: RecipeTraits, seq: int, batch: int
) -> float:
    """Bytes autocast adds per layer over a 16-bit count (float32 softmax and norm inputs)."""
    if not traits.is_autocast or model.hidden is None:
        return 0.0
    extra = 0.0
    if traits.stores_scores:
        heads = model.heads or max(1, model.hidden // 64)
        extra += AUTOCAST_SCORE_EXTRA_BYTES * heads * seq * seq * batch
    if model.kind in _LAYER_NORM_KINDS:
        extra += AUTOCAST_NORM_EXTRA_BYTES * seq * batch * model.hidden
    return extra


# Recipes whose RMSNorm upcasts its input to float32 and keeps that copy for the backward
# (transformers' LlamaRMSNorm and its copies, torchtune's RMSNorm), and whose gated MLP
# keeps all four wide tensors (gate, its activation, up, their product); Unsloth and
# Megatron fuse both.
_UNFUSED_RECIPES = frozenset(
    {TrainingRecipe.HF_TRAINER, TrainingRecipe.DEEPSPEED, TrainingRecipe.TORCHTUNE}
)
# RMSNorm's float32 input copy: 4 bytes per element, two norms per block.
RMSNORM_FP32_BYTES: Final = 4.0


def keeps_unfused_blocks(model: ResolvedModel, workload: Workload) -> bool:
    """Whether the recipe trains this decoder in 16-bit with unfused RMSNorm and MLP code."""
    return (
        recipe_traits(model, workload).recipe in _UNFUSED_RECIPES
        and workload.precision is not Precision.FP32
        and model.hidden is not None
        and model.kind in ("decoder", "moe")
    )


def unfused_extra_bytes_per_token_layer(model: ResolvedModel, workload: Workload) -> float:
    """Bytes per token and block that unfused RMSNorm and gated-MLP code keeps beyond the
    16-bit count: each norm's float32 input (two a block; Gemma's four, Qwen3's and
    Gemma 3's query and key norms too) and the fourth wide MLP tensor (checked against
    PyTorch's own allocation: docs/estimator.md)."""
    if not keeps_unfused_blocks(model, workload):
        return 0.0
    extra = RMSNORM_FP32_BYTES * model.norm_values
    if model.gated_mlp:
        f = model.moe_ffn_hidden if model.kind == "moe" and model.moe_ffn_hidden else model.ffn
        experts = (model.experts_per_token + model.shared_experts) if model.kind == "moe" else 1
        extra += 2.0 * f * experts
    return extra


def adapter_copy_values(model: ResolvedModel, workload: Workload) -> float:
    """Values per token and block PEFT's float32 adapters keep beyond a trained block's
    (``workload_lora.adapter_input_values``): only where a 16-bit input is cast for them."""
    traits = recipe_traits(model, workload)
    if (
        not workload.mode.is_adapter
        or traits.adapter_bytes != FLOAT32_ADAPTER_BYTES
        or workload.precision is Precision.FP32
    ):
        return 0.0
    return adapter_input_values(model, workload)


def logits_bytes_per_value(traits: RecipeTraits) -> float:
    """16-bit logits plus the float32 copy the loss makes (of one chunk when chunked)."""
    return 2.0 + 4.0 / traits.loss_chunks


def recipe_choice_reason(workload: Workload) -> Reason | None:
    """Which training library the estimate follows, and whether it was derived."""
    recipe, derived = recipe_of(workload)
    if recipe is None:
        return None
    return Reason(
        code="workload.recipe.derived" if derived else "workload.recipe.chosen",
        params={"recipe": recipe.value, "sharding": workload.sharding.value},
    )


def recipe_activation_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """The recipe's attention kernel, autocast and loss, each with its source."""
    traits = recipe_traits(model, workload)
    if traits.recipe is None or not model.is_transformer:
        return []
    reasons = [
        Reason(
            code=f"workload.recipe.attention.{traits.attention}",
            params={"recipe": traits.recipe.value, "model_kind": model.kind},
            source=ATTENTION_DOC,
        )
    ]
    if traits.is_autocast:
        reasons.append(
            Reason(
                code="workload.recipe.autocast",
                params={"precision": workload.precision.value},
                source=AUTOCAST_DOC,
            )
        )
    if keeps_unfused_blocks(model, workload):
        assert traits.recipe is not None
        reasons.append(
            Reason(
                code="workload.recipe.unfused_blocks",
                params={
                    "recipe": traits.recipe.value,
                    "gated": model.gated_mlp,
                    "norms": model.block_norms,
                },
                source=TORCHTUNE_RMSNORM
                if traits.recipe is TrainingRecipe.TORCHTUNE
                else HF_EXTRA_NORMS
                if model.qk_norm or model.block_norms != 2
                else HF_LLAMA_BLOCKS,
            )
        )
    adapter_values = adapter_copy_values(model, workload)
    if adapter_values and model.hidden:
        reasons.append(
            Reason(
                code="workload.recipe.adapter_inputs",
                params={
                    "recipe": traits.recipe.value,
                    "per_hidden": round(adapter_values / model.hidden, 2),
                },
                source=PEFT_LORA_FORWARD,
            )
        )
    if traits.loss_chunks > 1 and model.vocab and model.kind in ("decoder", "moe"):
        reasons.append(
            Reason(
                code="workload.recipe.chunked_loss",
                params={"chunks": traits.loss_chunks, "vocab": model.vocab},
                source=TORCHTUNE_LOSS,
            )
        )
    return reasons


def recipe_weight_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """Mixed precision's weight copy, adapter dtype and master copy, and k-bit training's
    float32 casts."""
    traits = recipe_traits(model, workload)
    if traits.has_amp_weight_copy:
        return [
            Reason(
                code="workload.recipe.amp_weights",
                params={"precision": workload.precision.value},
                source=HF_MEMORY_ANATOMY,
            )
        ]
    if traits.is_pure_16bit and traits.recipe is TrainingRecipe.HF_TRAINER:
        return [Reason(code="workload.recipe.bf16_weights", params={}, source=HF_BF16_LOADING)]
    if traits.recipe is None or not workload.mode.is_adapter:
        return []
    reasons = [
        Reason(
            code="workload.recipe.adapter_dtype",
            params={
                "recipe": traits.recipe.value,
                "bytes_per_param": traits.adapter_bytes,
                "master": traits.has_adapter_master,
            },
            source=TORCHTUNE_CONFIG
            if traits.recipe is TrainingRecipe.TORCHTUNE
            else PEFT_ADAPTER_DTYPE,
        )
    ]
    if traits.upcasts_unquantized:
        reasons.append(
            Reason(
                code="workload.recipe.kbit_upcast",
                params={"unquantized_m": round(model.embedding_params / 1e6, 2)},
                source=PEFT_KBIT,
            )
        )
    return reasons


def recipe_offload_reasons(workload: Workload, host_gib: float) -> list[Reason]:
    """What ZeRO-Offload moves to host memory, and how much per GPU."""
    recipe, _ = recipe_of(workload)
    if recipe is None or workload.offload is Offload.NONE:
        return []
    return [
        Reason(
            code=f"workload.recipe.offload.{workload.offload.value}",
            params={"recipe": recipe.value, "gib": round(host_gib, 2)},
            source=ZERO_OFFLOAD,
        )
    ]
