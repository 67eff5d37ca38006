"""Per-GPU memory of a workload, by part, from published formulas.

All functions return bytes. Sources:
- Model states of mixed-precision Adam: 2 + 2 + 12 = 16 bytes per parameter and their
  partitioning by ZeRO stage (Rajbhandari et al. 2019, https://arxiv.org/abs/1910.02054).
- Transformer activations per layer: s·b·h·(34 + 5·a·s/h) bytes without recomputation and
  2·s·b·h per layer with full recomputation (Korthikanti et al. 2022,
  https://arxiv.org/abs/2205.05198), generalised here to grouped-query attention and
  gated MLPs by counting the same stored tensors.
- KV cache: ``workload_terms.kv_cache_term`` (standard, MLA, windowed and cross-attention
  layers).
- QLoRA: 4-bit NF4 weights with double quantization (0.127 bits of constants per weight),
  16-bit adapters (Dettmers et al. 2023, https://arxiv.org/abs/2305.14314).
"""

from __future__ import annotations

from dataclasses import dataclass

from dlconfig.models.requirements import GIB, VRAM_PARTS
from dlconfig.models.workload import (
    AttentionImpl,
    Mode,
    Offload,
    Optimizer,
    Precision,
    Sharding,
    Task,
    TrainingRecipe,
    Workload,
)
from dlconfig.plan.workload_lora import lora_params
from dlconfig.plan.workload_model import ResolvedModel
from dlconfig.plan.workload_recipe import (
    RecipeTraits,
    adapter_copy_values,
    autocast_extra_bytes_per_layer,
    logits_bytes_per_value,
    recipe_traits,
    unfused_extra_bytes_per_token_layer,
)
from dlconfig.plan.workload_terms import (
    compute_value_bytes,
    kv_cache_total,
    prompt_tokens,
)

__all__ = ["GIB"]  # re-exported for the steps that import it from here

# NF4 weight (4 bits) plus double-quantized constants (8/64 + 32/(64·256) bits), QLoRA §3.
NF4_DOUBLE_QUANT_BYTES = (4 + 8 / 64 + 32 / (64 * 256)) / 8
# bitsandbytes 4-bit without double quantization: one fp32 absmax per 64 weights.
INT4_BYTES = (4 + 32 / 64) / 8
# CUDA context and library workspaces (cuBLAS, cuDNN); a rule of thumb, not a measurement.
CUDA_CONTEXT_BYTES = 0.75 * GIB
# Caching-allocator fragmentation, as a share of what is allocated (rule of thumb).
FRAGMENTATION_SHARE = 0.05
# Layers whose full weights a sharded GPU holds at once: the one running and the one
# prefetched (FSDP's default backward prefetch, DeepSpeed ZeRO-3's prefetch bucket).
GATHERED_LAYERS = 2
# DeepSpeed's communication buckets with the bundle's ds_config: reduce_bucket_size "auto"
# (the Trainer fills hidden²), allgather_bucket_size at DeepSpeed's default of 5e8 values,
# ZeRO-3's stage3_prefetch_bucket_size "auto" (0.9·hidden²); with overlap_comm on, ZeRO
# keeps 4.5 times the allgather and reduce buckets, in 2-byte values (transformers'
# DeepSpeed guide: 5e8 each "requires 9GB").
DS_ALLGATHER_BUCKET_VALUES = 5e8
DS_OVERLAP_FACTOR = 4.5
DS_PREFETCH_SHARE = 0.9
DS_BUCKET_VALUE_BYTES = 2.0
# Activation elements stored per image by ResNet-50 at 224x224, counted from torchvision's
# layer shapes (each convolution's output kept by batch norm, each batch-norm/ReLU output
# kept by the next convolution); used per multiply-add as a rough rule for other CNNs.
RESNET50_ACT_ELEMS = 22.5e6
RESNET50_GMACS = 4.089
ACT_ELEMS_PER_MAC = RESNET50_ACT_ELEMS / (RESNET50_GMACS * 1e9)
# Same count: inference holds about the two largest feature maps (2 x 64x112x112), and
# block-level checkpointing keeps the 16 block inputs (5.6M) plus one block's recompute.
RESNET50_INFERENCE_SHARE = 2 * 802_816 / RESNET50_ACT_ELEMS
RESNET50_CHECKPOINT_SHARE = 8.0e6 / RESNET50_ACT_ELEMS
# Stable Diffusion's VAE decoder (block_out_channels 128, 256, 512, 512) brings 256 channels
# to full resolution in its last upsampling: the upsampled input and the convolution's output
# are two 256-channel maps per output pixel. Measured: the SDXL blog's fp16 rows with and
# without VAE slicing (21.72 and 15.40 GB, 4 images of 1024 px decoded in float32) differ by
# 2.1 GB per image, 502 float32 values per pixel (huggingface.co/blog/simple_sdxl_optimizations).
VAE_DECODE_VALUES_PER_PIXEL = 2 * 256

_TRAIN_WEIGHT_BYTES = {
    Precision.FP32: 4.0,
    Precision.FP16: 2.0,
    Precision.BF16: 2.0,
    Precision.FP8: 2.0,  # FP8 training keeps 16-bit weights; FP8 copies are transient
}
_FROZEN_WEIGHT_BYTES = {
    Precision.FP32: 4.0,
    Precision.FP16: 2.0,
    Precision.BF16: 2.0,
    Precision.FP8: 1.0,
    Precision.INT8: 1.0,
    Precision.INT4: INT4_BYTES,
}
_QUANTIZED = {Precision.FP8, Precision.INT8, Precision.INT4}


@dataclass(frozen=True)
class MemoryParts:
    """Bytes per GPU by part."""

    weights: float
    gradients: float
    optimizer: float
    activations: float
    kv_cache: float
    overhead: float

    @property
    def total(self) -> float:
        return float(sum(getattr(self, part) for part in VRAM_PARTS))

    @property
    def model_states(self) -> float:
        return self.weights + self.gradients + self.optimizer


def trainable_params(model: ResolvedModel, workload: Workload) -> float:
    if not workload.mode.is_training:
        return 0.0
    if workload.mode.is_adapter:
        return lora_params(model, workload)
    return model.params


def weight_bytes(model: ResolvedModel, workload: Workload) -> float:
    """All weights held on the GPUs (before sharding), including LoRA adapters."""
    mode, precision = workload.mode, workload.precision
    traits = recipe_traits(model, workload)
    embeddings = model.embedding_params
    body = max(model.params - embeddings, 0.0)
    if mode is Mode.QLORA:
        # PEFT's prepare_model_for_kbit_training casts the unquantized ones to float32.
        unquantized = 4.0 if traits.upcasts_unquantized else 2.0
        base = body * NF4_DOUBLE_QUANT_BYTES + embeddings * unquantized
    elif mode in (Mode.TRAIN, Mode.FINETUNE) and traits.has_amp_weight_copy:
        # float32 weights and the 16-bit copy autocast caches for the forward (6 bytes)
        return model.params * (4.0 + 2.0) + pipeline_weight_bytes(model, workload)
    elif mode in (Mode.TRAIN, Mode.FINETUNE):
        return model.params * _TRAIN_WEIGHT_BYTES[precision] + pipeline_weight_bytes(
            model, workload
        )
    elif precision in _QUANTIZED:
        # bitsandbytes, GPTQ/AWQ and fp8 checkpoints quantize the linear layers only: the
        # embeddings and the output head stay 16-bit.
        base = body * _FROZEN_WEIGHT_BYTES[precision] + embeddings * 2.0
    else:
        base = model.params * _FROZEN_WEIGHT_BYTES[precision]
    adapters = trainable_params(model, workload) * traits.adapter_bytes
    return base + adapters + pipeline_weight_bytes(model, workload)


def pipeline_weight_bytes(model: ResolvedModel, workload: Workload) -> float:
    """A diffusion pipeline's text encoders and VAE, frozen beside the UNet: 16-bit unless
    the run is in float32 (quantizing the UNet leaves them 16-bit)."""
    if not model.pipeline_params:
        return 0.0
    return model.pipeline_params * compute_value_bytes(workload)


def gradient_bytes(model: ResolvedModel, workload: Workload) -> float:
    trainable = trainable_params(model, workload)
    traits = recipe_traits(model, workload)
    if workload.mode.is_adapter:
        return trainable * traits.adapter_bytes
    if workload.precision is Precision.FP32 or traits.has_amp_weight_copy:
        return trainable * 4.0
    return trainable * 2.0


def optimizer_bytes_per_param(
    workload: Workload, hidden: int | None, traits: RecipeTraits
) -> float:
    """Optimizer state bytes per trainable parameter (fp32 master copy included).

    States follow the trained weights' dtype: float32 weights (fp32 runs, PEFT's float32
    adapters) need no master copy; torchtune trains in bf16 with bf16 states and none.
    """
    states = {
        Optimizer.ADAMW: 8.0,
        Optimizer.ADAMW_8BIT: 2.0,
        Optimizer.SGD: 4.0,
        # Adafactor factors the second moment of a d x f matrix into d + f values.
        Optimizer.ADAFACTOR: 4.0 * 2.0 / float(hidden or 1024),
    }[workload.optimizer]
    if workload.precision is Precision.FP32 or traits.has_amp_weight_copy:
        return states  # the weights themselves are the float32 copy
    if workload.mode.is_adapter and traits.adapter_bytes == 4.0:
        return states
    if traits.is_pure_16bit:
        return states if workload.optimizer is Optimizer.ADAMW_8BIT else states / 2.0
    return states + 4.0


def optimizer_bytes(model: ResolvedModel, workload: Workload) -> float:
    traits = recipe_traits(model, workload)
    per_param = optimizer_bytes_per_param(workload, model.hidden, traits)
    return trainable_params(model, workload) * per_param


def tokens_per_sample(model: ResolvedModel, workload: Workload) -> int:
    """Tokens one sample feeds the transformer: image patches (+ class token) for a vision
    transformer, the encoder's audio positions for speech (its decoder reads ``seq_len``
    label tokens, at most its positions: ``encoder_decoder_training_bytes``), else
    ``seq_len``."""
    if model.kind == "vit" and model.patch_size:
        side = workload.image_size // model.patch_size
        return side * side + 1
    if model.task is Task.SPEECH and model.encoder_tokens:
        return model.encoder_tokens
    return workload.seq_len


def _act_bytes_per_token_layer(model: ResolvedModel, experts_active: int) -> float:
    """Stored 16-bit activations per token of one block (Korthikanti's count, generalised)."""
    assert model.hidden is not None
    h, kv, f = model.hidden, model.kv_dim, model.ffn
    if model.kind == "moe" and model.moe_ffn_hidden:
        f = model.moe_ffn_hidden  # each routed (and shared) expert's width
        experts_active += model.shared_experts
    attention = 7 * h + 4 * kv  # QKV input, Q, K, V, attention output, out-proj input, mask
    norms = 2 * model.norm_values  # each norm's 16-bit input (two a block: 4·h)
    mlp = 3 * h + experts_active * (6 * f if model.gated_mlp else 4 * f)
    return float(attention + norms + mlp)


# Kinds whose usual runtime (transformers/vLLM for decoders) attends with FlashAttention in
# 16-bit. Encoders (HF BERT), ViTs (timm DeiT) and Whisper run eager or SDPA attention in
# their reference code and keep the s x s scores, so they are counted with them.
_FLASH_KINDS = frozenset({"decoder", "moe"})


def _inference_bytes_per_token_layer(model: ResolvedModel, experts_active: int) -> float:
    """16-bit tensors alive at once in one block during a forward pass without a backward:
    the residual input and normed input, Q, K and V, the attention output, and the MLP's
    intermediate (gate and up for a gated MLP)."""
    assert model.hidden is not None
    h, f = model.hidden, model.ffn
    if model.kind == "moe" and model.moe_ffn_hidden:
        f = model.moe_ffn_hidden
        experts_active += model.shared_experts
    mlp = experts_active * (2 * f if model.gated_mlp else f)
    return 2.0 * (2 * h + model.q_dim + 2 * model.kv_dim + h + mlp)


def uses_flash_attention(model: ResolvedModel, workload: Workload) -> bool:
    """Whether the s x s attention scores are never stored: in training, as the recipe's
    attention kernel decides (``workload_recipe``); in inference, decoder LMs computing in
    16-bit (8- and 4-bit weights are dequantized and multiplied in 16-bit too)."""
    if workload.mode.is_training:
        return not recipe_traits(model, workload).stores_scores
    if workload.attention_impl is not AttentionImpl.AUTO:
        return workload.attention_impl is not AttentionImpl.EAGER
    if model.kind == "unet":
        return True  # diffusers attends with SDPA by default under PyTorch 2, in any dtype
    return model.kind in _FLASH_KINDS and workload.precision is not Precision.FP32


def transformer_layer_activation_bytes(
    model: ResolvedModel, workload: Workload, seq: int, batch: int
) -> float:
    experts_active = model.experts_per_token if model.kind == "moe" else 1
    if workload.mode.is_training:
        per_token = _act_bytes_per_token_layer(model, experts_active)
    else:
        per_token = _inference_bytes_per_token_layer(model, experts_active)
    per_layer = seq * batch * per_token
    if not uses_flash_attention(model, workload):
        heads = model.heads or max(1, (model.hidden or 64) // 64)
        per_layer += 5.0 * heads * seq * seq * batch
    scale = 2.0 if workload.precision is Precision.FP32 else 1.0
    extra = 0.0
    if workload.mode.is_training:
        extra = autocast_extra_bytes_per_layer(model, recipe_traits(model, workload), seq, batch)
        # unfused norms and MLP; each float32 adapter's own 16-bit copy of its input
        unfused = unfused_extra_bytes_per_token_layer(model, workload)
        extra += seq * batch * (unfused + 2.0 * adapter_copy_values(model, workload))
    return per_layer * scale + extra


def _logits_bytes(model: ResolvedModel, workload: Workload, seq: int, batch: int) -> float:
    """Output logits in 16-bit plus their fp32 copy for the loss (decoder LMs); a chunked
    loss (torchtune) upcasts one chunk at a time."""
    if model.kind not in ("decoder", "moe", "encoder_decoder") or not model.vocab:
        return 0.0
    per_value = logits_bytes_per_value(recipe_traits(model, workload))
    return float(seq * batch * model.vocab) * per_value


def prefill_working_set_bytes(model: ResolvedModel, workload: Workload) -> float:
    """One block's tensors while ``batch_size`` prompts of ``prompt_tokens`` are prefilled.

    Counted on top of the full cache, as engines that reserve the cache up front (vLLM, a
    static cache) hold it; Transformers' growing cache holds only the prompt during the
    prefill, so there the sum is an upper bound (docs/estimator.md has the measurements).
    """
    prompt = prompt_tokens(workload)
    return transformer_layer_activation_bytes(model, workload, prompt, workload.batch_size)


def unet_attention_bytes(model: ResolvedModel, workload: Workload) -> float:
    """Eager attention's score matrix and its softmax at the UNet's highest-resolution
    attention level, for the conditional and unconditional copy of each image (classifier-
    free guidance); nothing when the kernel never stores them (SDPA, the default)."""
    tokens, heads = model.latent_attention_tokens, model.latent_attention_heads
    if not tokens or not heads or uses_flash_attention(model, workload):
        return 0.0
    native = model.native_image_size or workload.image_size
    tokens_now = tokens * (workload.image_size / native) ** 2
    values = 2 * workload.batch_size * heads * tokens_now**2
    return 2.0 * values * compute_value_bytes(workload)


def vae_decode_bytes(model: ResolvedModel, workload: Workload) -> float:
    """The VAE decoder's last upsampling, for every image of the batch at once; in float32
    when the VAE is upcast (SDXL's ``force_upcast``) or the run is."""
    if not model.pipeline_params:
        return 0.0
    pixels = workload.image_size**2
    per_value = 4.0 if model.vae_upcast else compute_value_bytes(workload)
    return workload.batch_size * pixels * VAE_DECODE_VALUES_PER_PIXEL * per_value


def is_diffusion_inference(model: ResolvedModel, workload: Workload) -> bool:
    """A diffusion pipeline served whose catalog record gives its parts: the denoising
    and decoding terms apply (a UNet's training, or a record without them, has none)."""
    return model.kind == "unet" and not workload.mode.is_training and bool(model.pipeline_params)


def unet_inference_bytes(model: ResolvedModel, workload: Workload) -> float:
    """The larger of a denoising step's attention and the final VAE decode; the UNet's own
    feature maps (tens of MB per image) are left out."""
    return max(unet_attention_bytes(model, workload), vae_decode_bytes(model, workload))


def activation_bytes(model: ResolvedModel, workload: Workload) -> float:
    """Activations kept for the backward pass (training) or the working set (inference)."""
    if model.is_transformer:
        assert model.layers is not None and model.hidden is not None
        seq = tokens_per_sample(model, workload)
        if not workload.mode.is_training:
            if model.kind == "vit":
                return transformer_layer_activation_bytes(model, workload, seq, workload.batch_size)
            return prefill_working_set_bytes(model, workload)
        batch = workload.batch_size
        if model.kind == "encoder_decoder" and model.encoder_layers and model.encoder_tokens:
            return encoder_decoder_training_bytes(model, workload)
        layer = transformer_layer_activation_bytes(model, workload, seq, batch)
        logits = _logits_bytes(model, workload, seq, batch)
        if workload.gradient_checkpointing:
            inputs = 2.0 * seq * batch * model.hidden * model.layers
            return inputs + layer + logits
        return layer * model.layers + logits + 2.0 * seq * batch * model.hidden
    if is_diffusion_inference(model, workload):
        return unet_inference_bytes(model, workload)
    gmacs = model.gmacs_per_sample
    if gmacs is None:
        return 0.0
    scale = (workload.image_size / (model.native_image_size or workload.image_size)) ** 2
    elems = ACT_ELEMS_PER_MAC * gmacs * 1e9 * scale
    stored = elems * compute_value_bytes(workload) * workload.batch_size
    if not workload.mode.is_training:
        return stored * RESNET50_INFERENCE_SHARE
    if workload.gradient_checkpointing:
        return stored * RESNET50_CHECKPOINT_SHARE
    return stored


def decoder_label_tokens(model: ResolvedModel, workload: Workload) -> int:
    """Label tokens a speech decoder reads: ``seq_len``, at most its positions."""
    return min(workload.seq_len, model.max_context or workload.seq_len)


def encoder_decoder_training_bytes(model: ResolvedModel, workload: Workload) -> float:
    """Activations of a speech encoder-decoder (Whisper) in training: the encoder's blocks
    over its audio positions, the decoder's over the ``seq_len`` label tokens, each decoder
    block also keeping its cross-attention (the query side over the labels; K and V over
    every audio position, and their scores unless the kernel never stores them), and the
    logits over the labels only."""
    assert model.hidden is not None and model.encoder_tokens is not None
    batch, h = workload.batch_size, model.hidden
    audio, labels = model.encoder_tokens, decoder_label_tokens(model, workload)
    scale = 2.0 if workload.precision is Precision.FP32 else 1.0
    encoder = transformer_layer_activation_bytes(model, workload, audio, batch)
    decoder = transformer_layer_activation_bytes(model, workload, labels, batch)
    # cross-attention: normed input, Q, output and out-proj input over the labels; K, V
    cross = batch * scale * (2.0 * 4 * h * labels + 2.0 * 2 * model.kv_dim * audio)
    if not uses_flash_attention(model, workload):
        heads = model.heads or max(1, h // 64)
        cross += 5.0 * heads * labels * audio * batch * scale
    decoder += cross
    logits = _logits_bytes(model, workload, labels, batch)
    enc_layers, dec_layers = model.encoder_layers, model.decoder_layers
    inputs = 2.0 * batch * h * (audio + labels)
    if workload.gradient_checkpointing:
        kept = 2.0 * batch * h * (audio * enc_layers + labels * dec_layers)
        return kept + max(encoder, decoder) + logits
    return encoder * enc_layers + decoder * dec_layers + logits + inputs


def kv_cache_bytes(model: ResolvedModel, workload: Workload) -> float:
    """KV cache of all concurrent requests (``workload_terms.kv_cache_term``); none in training."""
    if workload.mode.is_training:
        return 0.0
    return kv_cache_total(model, workload)


def data_parallel_degree(workload: Workload) -> int:
    return workload.gpus_per_node * workload.nodes


def gathered_weight_bytes(model: ResolvedModel, weights: float) -> float:
    """Full weights a GPU gathers while its own are sharded or offloaded: the layer running
    and the one prefetched, at most the whole model (none counted when the layers are
    unknown: a model given by its parameter count alone)."""
    if not model.layers:
        return 0.0
    return min(weights, GATHERED_LAYERS * weights / model.layers)


def shard(
    parts: MemoryParts, sharding: Sharding, dp: int, mode: Mode, gathered: float = 0.0
) -> MemoryParts:
    """Apply ZeRO/FSDP partitioning over ``dp`` data-parallel GPUs (training only);
    ``gathered``: the full weights ZeRO-3/FSDP gathers for the layers at work."""
    if not mode.is_training or dp <= 1 or sharding in (Sharding.NONE, Sharding.DDP):
        return parts
    opt = parts.optimizer / dp
    grads = parts.gradients / dp if sharding is not Sharding.ZERO1 else parts.gradients
    weights = parts.weights
    if sharding in (Sharding.ZERO3, Sharding.FSDP):
        weights = min(parts.weights, parts.weights / dp + gathered)
    return MemoryParts(weights, grads, opt, parts.activations, parts.kv_cache, parts.overhead)


def offloaded(
    parts: MemoryParts, offload: Offload, mode: Mode, gathered: float = 0.0
) -> MemoryParts:
    """Move optimizer states and gradients (and with ``params`` the weights) to host
    memory, as ZeRO-Offload does and as DeepSpeed's own memory estimator counts it
    (ZeRO-2 with cpu_offload: 2 bytes per parameter on the GPU)."""
    if not mode.is_training or offload is Offload.NONE:
        return parts
    # offloaded parameters are gathered onto the GPU a layer at a time
    weights = gathered if offload is Offload.PARAMS else parts.weights
    return MemoryParts(weights, 0.0, 0.0, parts.activations, parts.kv_cache, 0.0)


def offloaded_bytes(model: ResolvedModel, workload: Workload) -> float:
    """Bytes per GPU that ``offload`` moves to host memory (after ZeRO sharding)."""
    if not workload.mode.is_training or workload.offload is Offload.NONE:
        return 0.0
    raw = MemoryParts(
        weight_bytes(model, workload),
        gradient_bytes(model, workload),
        optimizer_bytes(model, workload),
        0.0,
        0.0,
        0.0,
    )
    sharded = shard(raw, workload.sharding, data_parallel_degree(workload), workload.mode)
    weights = sharded.weights if workload.offload is Offload.PARAMS else 0.0
    return sharded.optimizer + sharded.gradients + weights


def tensor_split(parts: MemoryParts, tp: int, kv_heads: int | None) -> MemoryParts:
    """Megatron-style tensor parallelism with sequence parallelism over ``tp`` GPUs."""
    if tp <= 1:
        return parts
    kv_split = min(tp, kv_heads) if kv_heads else tp
    return MemoryParts(
        parts.weights / tp,
        parts.gradients / tp,
        parts.optimizer / tp,
        parts.activations / tp,
        parts.kv_cache / kv_split,
        parts.overhead,
    )


def deepspeed_bucket_bytes(
    model: ResolvedModel, workload: Workload, sharding: Sharding, dp: int
) -> float:
    """DeepSpeed ZeRO's communication buckets per GPU with the bundle's ds_config (see
    DS_ALLGATHER_BUCKET_VALUES); none for other libraries or one GPU."""
    recipe = recipe_traits(model, workload).recipe
    zero = (Sharding.ZERO1, Sharding.ZERO2, Sharding.ZERO3)
    if recipe is not TrainingRecipe.DEEPSPEED or sharding not in zero or dp <= 1:
        return 0.0
    if model.hidden is None:
        return 0.0
    # a bucket never holds more than what is communicated: the trainable parameters'
    # gradients (reduce) and updated values (allgather); ZeRO-3 prefetches full weights
    trainable = trainable_params(model, workload)
    reduce = min(float(model.hidden) ** 2, trainable)
    if sharding is Sharding.ZERO3:
        prefetch = min(DS_PREFETCH_SHARE * float(model.hidden) ** 2, model.params)
        values = DS_OVERLAP_FACTOR * reduce + prefetch
    else:
        values = DS_OVERLAP_FACTOR * (reduce + min(DS_ALLGATHER_BUCKET_VALUES, trainable))
    return values * DS_BUCKET_VALUE_BYTES


def with_overhead(parts: MemoryParts, buffers: float = 0.0) -> MemoryParts:
    """CUDA context and workspaces, the allocator's fragmentation, and a library's
    communication ``buffers``."""
    allocated = parts.total - parts.overhead
    overhead = CUDA_CONTEXT_BYTES + FRAGMENTATION_SHARE * allocated + buffers
    return MemoryParts(
        parts.weights,
        parts.gradients,
        parts.optimizer,
        parts.activations,
        parts.kv_cache,
        overhead,
    )


def per_gpu_parts(
    model: ResolvedModel,
    workload: Workload,
    *,
    dp: int | None = None,
    sharding: Sharding | None = None,
    tp: int | None = None,
) -> MemoryParts:
    """Memory per GPU for ``workload`` on ``dp`` data-parallel x ``tp`` tensor-parallel GPUs.

    Without ``tp``, inference on several GPUs is split over all of them with tensor
    parallelism (how vLLM and TGI serve one model on ``gpus``); training is not.
    """
    if tp is None:
        tp = 1 if workload.mode.is_training else data_parallel_degree(workload)
    raw = MemoryParts(
        weights=weight_bytes(model, workload),
        gradients=gradient_bytes(model, workload) if workload.mode.is_training else 0.0,
        optimizer=optimizer_bytes(model, workload) if workload.mode.is_training else 0.0,
        activations=activation_bytes(model, workload),
        kv_cache=kv_cache_bytes(model, workload),
        overhead=0.0,
    )
    degree = data_parallel_degree(workload) if dp is None else dp
    strategy = workload.sharding if sharding is None else sharding
    gathered = gathered_weight_bytes(model, raw.weights) if workload.mode.is_training else 0.0
    sharded = offloaded(
        shard(raw, strategy, degree, workload.mode, gathered),
        workload.offload,
        workload.mode,
        gathered,
    )
    # MLA's one latent per token cannot be split by head: every rank keeps all of it.
    kv_split = 1 if model.attention == "mla" else model.kv_heads
    buffers = deepspeed_bucket_bytes(model, workload, strategy, degree)
    return with_overhead(tensor_split(sharded, tp, kv_split), buffers)
