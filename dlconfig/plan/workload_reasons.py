"""Reasons for the estimate: which formula produced each figure, with its source."""

from __future__ import annotations

from dlconfig.models.common import Reason
from dlconfig.models.messages import FIELD
from dlconfig.models.workload import Mode, Offload, Precision, Sharding, Workload
from dlconfig.plan.workload_compute import (
    BYTES_PER_TEXT_TOKEN,
    CNN_MFU_SOURCE,
    PALM_SOURCE,
    TOKENS_SOURCE,
    mfu_for,
    takes_cnn_mfu,
)
from dlconfig.plan.workload_lora import lora_reason
from dlconfig.plan.workload_memory import (
    GATHERED_LAYERS,
    GIB,
    MemoryParts,
    data_parallel_degree,
    decoder_label_tokens,
    deepspeed_bucket_bytes,
    gathered_weight_bytes,
    is_diffusion_inference,
    optimizer_bytes_per_param,
    pipeline_weight_bytes,
    tokens_per_sample,
    trainable_params,
    unet_attention_bytes,
    vae_decode_bytes,
    weight_bytes,
)
from dlconfig.plan.workload_model import ResolvedModel
from dlconfig.plan.workload_recipe import (
    recipe_activation_reasons,
    recipe_choice_reason,
    recipe_traits,
)

# Reference ids (resources/kb/references.yaml): ``kb.references.cite`` gives each reason
# the work's address and the date it was read.
ZERO = "zero"
KORTHIKANTI = "korthikanti"
QLORA = "qlora"
LLM_INT8 = "llm_int8"
FSDP = "pytorch_fsdp"
DIFFUSERS_ATTENTION = "diffusers_attention"
SDXL_OPTIMIZATIONS = "sdxl_optimizations"
HF_DEEPSPEED = "hf_deepspeed_zero"


def _r(code: str, source: str | None = None, **params: str | int | float) -> Reason:
    return Reason(
        code=code,
        params=dict(params),
        source=source,
    )


def _gib(value: float) -> float:
    return round(value / GIB, 2)


def _model_reason(model: ResolvedModel) -> Reason:
    if model.is_preset:
        return Reason(
            code="workload.model.preset",
            params={
                "model": model.id,
                "name": model.name,
                "params_b": round(model.params / 1e9, 6),
                "active_b": round(model.active_params / 1e9, 6)
                if model.active_params < model.params
                else None,
            },
            source=model.source,
            as_of=model.as_of,
        )
    if model.config_type:
        return Reason(
            code="workload.model.config",
            params={
                "name": model.name,
                "params_b": round(model.params / 1e9, 6),
                "model_type": model.config_type,
            },
        )
    return _r(
        "workload.model.custom",
        params_b=round(model.params / 1e9, 6),
    )


def weights_reason(model: ResolvedModel, workload: Workload, parts: MemoryParts) -> Reason:
    if workload.mode is Mode.QLORA:
        return _r(
            "workload.weights.qlora_nf4",
            QLORA,
            bits_per_weight=4.127,
            gib=_gib(parts.weights),
        )
    if workload.precision is Precision.INT8 and not workload.mode.is_training:
        return _r(
            "workload.weights.int8",
            LLM_INT8,
            gib=_gib(parts.weights),
        )
    if workload.precision is Precision.INT4:
        return _r(
            "workload.weights.int4",
            QLORA,
            gib=_gib(parts.weights),
        )
    return _r(
        "workload.weights.precision",
        ZERO,
        precision=workload.precision.value,
        gib=_gib(parts.weights),
    )


def gathered_weights_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """Sharded or offloaded weights are gathered a layer at a time onto each GPU."""
    dp = data_parallel_degree(workload)
    sharded = workload.sharding in (Sharding.ZERO3, Sharding.FSDP) and dp > 1
    offloaded = workload.offload is Offload.PARAMS
    if not workload.mode.is_training or not (sharded or offloaded):
        return []
    gathered = gathered_weight_bytes(model, weight_bytes(model, workload))
    if gathered <= 0:
        return []
    return [
        _r(
            "workload.weights.gathered",
            FSDP if workload.sharding is Sharding.FSDP else ZERO,
            layers=GATHERED_LAYERS,
            gib=_gib(gathered),
        )
    ]


def buffer_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """DeepSpeed's communication buckets, counted with the overhead."""
    dp = data_parallel_degree(workload)
    buckets = deepspeed_bucket_bytes(model, workload, workload.sharding, dp)
    if buckets <= 0:
        return []
    return [
        _r(
            "workload.overhead.deepspeed_buckets",
            HF_DEEPSPEED,
            stage=workload.sharding.value,
            gib=_gib(buckets),
        )
    ]


def pipeline_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """A diffusion pipeline's text encoders and VAE, counted with the weights."""
    if not model.pipeline_params:
        return []
    return [
        _r(
            "workload.weights.pipeline",
            params_b=round(model.pipeline_params / 1e9, 3),
            gib=_gib(pipeline_weight_bytes(model, workload)),
        )
    ]


def gradient_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """Which parameters carry gradients (LoRA adapters only) and how they are sharded."""
    reasons: list[Reason] = []
    if workload.mode.is_adapter:
        reasons.append(lora_reason(workload, trainable_params(model, workload)))
    else:
        reasons.append(
            Reason(
                code="workload.gradients.full",
                params={
                    "trainable_m": round(trainable_params(model, workload) / 1e6, 2),
                    "bytes_per_param": 4 if workload.precision is Precision.FP32 else 2,
                },
                source=ZERO,
            )
        )
    dp = data_parallel_degree(workload)
    if workload.sharding is not Sharding.NONE and dp > 1:
        reasons.append(
            _r(
                f"workload.sharding.{workload.sharding.value}",
                FSDP if workload.sharding is Sharding.FSDP else ZERO,
                gpus=dp,
            )
        )
    return reasons


def optimizer_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """Optimizer state bytes per trainable parameter, and QLoRA's paged optimizer."""
    reasons: list[Reason] = []
    if workload.mode is Mode.QLORA:
        reasons.append(
            _r(
                "workload.qlora.paged_optimizer",
                QLORA,
            )
        )
    per_param = optimizer_bytes_per_param(workload, model.hidden, recipe_traits(model, workload))
    reasons.append(
        _r(
            "workload.optimizer.states",
            ZERO,
            optimizer=workload.optimizer.value,
            bytes_per_param=round(per_param, 3),
        )
    )
    return reasons


def _unet_inference_reason(model: ResolvedModel, workload: Workload) -> Reason:
    attention = unet_attention_bytes(model, workload)
    vae = vae_decode_bytes(model, workload)
    return _r(
        "workload.activations.unet",
        DIFFUSERS_ATTENTION if attention > vae else SDXL_OPTIMIZATIONS,
        images=workload.batch_size,
        image_size=workload.image_size,
        heads=model.latent_attention_heads or 0,
        attention_gib=_gib(attention),
        vae_gib=_gib(vae),
    )


def activation_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    if is_diffusion_inference(model, workload):
        return [_unet_inference_reason(model, workload)]
    if not model.is_transformer:
        if model.gmacs_per_sample is None:
            return [
                _r(
                    "workload.activations.unknown",
                    name=model.name,
                )
            ]
        return [
            _r(
                "workload.activations.cnn_rule",
                batch=workload.batch_size,
                image_size=workload.image_size,
            )
        ]
    seq = tokens_per_sample(model, workload)
    if not workload.mode.is_training:
        return [
            _r(
                "workload.activations.inference",
                KORTHIKANTI,
            )
        ]
    reasons = [
        _r(
            "workload.activations.korthikanti",
            KORTHIKANTI,
            seq=seq,
            batch=workload.batch_size,
            layers=model.layers or 0,
            recompute=workload.gradient_checkpointing,
        )
    ]
    if model.kind == "encoder_decoder" and model.encoder_layers and model.encoder_tokens:
        reasons.append(
            _r(
                "workload.activations.encoder_decoder",
                KORTHIKANTI,
                encoder_layers=model.encoder_layers,
                audio=model.encoder_tokens,
                decoder_layers=model.decoder_layers,
                labels=decoder_label_tokens(model, workload),
                field=FIELD + "seq_len",
            )
        )
    reasons.extend(recipe_activation_reasons(model, workload))
    chunked = recipe_traits(model, workload).loss_chunks > 1
    if model.vocab and model.kind in ("decoder", "moe", "encoder_decoder") and not chunked:
        reasons.append(
            _r(
                "workload.activations.logits",
                vocab=model.vocab,
            )
        )
    return reasons


def model_reasons(model: ResolvedModel, workload: Workload) -> list[Reason]:
    """The model planned for and how the workload's setup applies to it; the reasons of
    each memory part come with its term (``workload_parts``)."""
    reasons = [_model_reason(model)]
    choice = recipe_choice_reason(workload)
    if choice is not None:
        reasons.append(choice)
    if model.is_preset and model.task is not workload.task:
        reasons.append(
            _r(
                "workload.task.from_preset",
                name=model.name,
                preset_task=model.task.value,
                workload_task=workload.task.value,
            )
        )
    if not workload.mode.is_training and workload.sharding not in (Sharding.NONE, Sharding.DDP):
        reasons.append(
            _r(
                "workload.inference.sharding_ignored",
            )
        )
    if not workload.mode.is_training and data_parallel_degree(workload) > 1:
        reasons.append(
            Reason(
                code="workload.inference.tensor_parallel",
                params={"gpus": data_parallel_degree(workload)},
            )
        )
    return reasons


def overhead_reason(parts: MemoryParts) -> Reason:
    return _r(
        "workload.overhead.rule",
        gib=_gib(parts.overhead),
    )


def requirement_reasons(
    model: ResolvedModel, workload: Workload, flops: float | None, units: float | None
) -> list[Reason]:
    reasons: list[Reason] = []
    if not workload.mode.is_training:
        if model.generates_tokens:  # images and classifiers have no tokens to generate
            reasons.append(
                _r(
                    "workload.compute.inference",
                    PALM_SOURCE,
                    flops=2.0 * model.active_params,
                )
            )
        return reasons
    if flops is None:
        reasons.append(
            _r(
                "workload.compute.unknown",
                name=model.name,
            )
        )
        return reasons
    if model.kind == "moe":
        reasons.append(
            _r(
                "workload.compute.moe_active",
                active_b=round(model.active_params / 1e9, 6),
            )
        )
    if model.is_transformer:
        per = "4·N" if workload.mode.is_adapter else "6·N"
        reasons.append(
            _r(
                "workload.compute.transformer",
                PALM_SOURCE,
                flops=flops,
                units=units or 0.0,
                per_token=per,
            )
        )
        if workload.tokens_b is None and model.kind != "vit":
            reasons.append(
                _r(
                    "workload.compute.tokens_from_bytes",
                    TOKENS_SOURCE,
                    bytes_per_token=BYTES_PER_TEXT_TOKEN,
                    tokens_field=FIELD + "tokens_b",
                )
            )
    else:
        reasons.append(
            _r(
                "workload.compute.cnn",
                flops=flops,
            )
        )
    mfu = mfu_for(workload, model)
    if takes_cnn_mfu(workload, model):
        reasons.append(_r("workload.compute.mfu_cnn", CNN_MFU_SOURCE, mfu=mfu))
    else:
        reasons.append(_r("workload.compute.mfu", PALM_SOURCE, mfu=mfu))
    return reasons
