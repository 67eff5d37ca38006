"""Compute a workload needs (FLOPs) and how long it takes on a GPU.

- Dense transformer training: 6·N FLOPs per token plus the attention term 12·L·h·s
  (PaLM, Chowdhery et al. 2022, Appendix B, https://arxiv.org/abs/2204.02311); MoE uses
  the parameters active per token. LoRA/QLoRA skip the weight gradients of the frozen
  model: 4·N per token. Recomputation (gradient checkpointing) adds one forward: +2·N.
- Inference: 2·N FLOPs per generated token.
- CNNs: 3 x the forward cost (forward, and a backward of twice the forward), forward =
  2 x multiply-adds, scaled by image area.
- Time = FLOPs / (GPUs x peak TFLOPS at the workload's precision x MFU).

This is the one home of these formulas: the workload, hardware and infrastructure steps
and their reasons all call them, so a workload's ``mfu`` and precision reach every step.
"""

from __future__ import annotations

import math

from dlconfig.kb.gpus import GpuRecord
from dlconfig.models.requirements import Requirements
from dlconfig.models.workload import Precision, Task, Workload
from dlconfig.plan.workload_memory import tokens_per_sample
from dlconfig.plan.workload_model import ResolvedModel

PALM_SOURCE = "palm"  # reference ids (resources/kb/references.yaml)
# Model FLOPs utilisation assumed when the workload does not give one. PaLM reports 46.2%
# for its 540B run (Table 3); published large runs sit between 30% and 50%.
DEFAULT_MFU = 0.40
# Convolutional nets keep tensor cores far less busy. NVIDIA's ResNet-50 v1.5 recipe
# (DeepLearningExamples, PyTorch, mixed precision, one GPU) trains 2,470 images/s on an
# A100 80GB and 1,200 on a V100 16GB: at 3 x 2 x 4.089 GMACs = 24.5 GFLOPs per image that
# is 61 and 29 TFLOPS, 19% and 24% of their dense 16-bit peaks (312 and 125 TFLOPS).
CNN_MFU = 0.20
CNN_MFU_SOURCE = "nvidia_resnet50"
# "One token generally corresponds to ~4 characters of text for common English text."
BYTES_PER_TEXT_TOKEN = 4.0
TOKENS_SOURCE = "openai_tokens"
# ILSVRC-2012 training set: 1,281,167 images in about 138 GB of JPEGs (~108 KB each).
BYTES_PER_IMAGE = 108e3
# Whisper input: 30 s of 16 kHz, 16-bit mono audio.
BYTES_PER_AUDIO_CLIP = 30 * 16_000 * 2


def takes_cnn_mfu(workload: Workload, model: ResolvedModel) -> bool:
    """Whether the convolutional nets' default applies (the workload sets no mfu)."""
    return workload.mfu is None and model.kind == "cnn"


def mfu_for(workload: Workload, model: ResolvedModel) -> float:
    """The workload's own MFU, else the default for its kind of network."""
    if workload.mfu is not None:
        return workload.mfu
    return CNN_MFU if takes_cnn_mfu(workload, model) else DEFAULT_MFU


def assumed_mfu(requirements: Requirements) -> float:
    """The MFU step 1 assumed (a plan saved before it was recorded: the default)."""
    return requirements.mfu_assumed or DEFAULT_MFU


def train_units(model: ResolvedModel, workload: Workload) -> float:
    """Tokens (transformers on text) or samples (images, clips) processed over all epochs."""
    if model.is_transformer and model.kind != "vit" and model.task is not Task.SPEECH:
        if workload.tokens_b is not None:
            return workload.tokens_b * 1e9
        return workload.dataset_gb * 1e9 / BYTES_PER_TEXT_TOKEN * workload.epochs
    if workload.samples is not None:
        return float(workload.samples) * workload.epochs
    per_sample = BYTES_PER_AUDIO_CLIP if model.task is Task.SPEECH else BYTES_PER_IMAGE
    return workload.dataset_gb * 1e9 / per_sample * workload.epochs


def flops_per_unit(model: ResolvedModel, workload: Workload) -> float | None:
    """Training FLOPs per token (transformers) or per sample (CNNs, ViT, speech)."""
    if model.is_transformer:
        assert model.layers is not None
        seq = tokens_per_sample(model, workload)
        dense = model.active_params
        attention = 12.0 * model.layers * model.q_dim * seq
        per_token = (
            (4.0 * dense + attention * 4.0 / 6.0)
            if workload.mode.is_adapter
            else (6.0 * dense + attention)
        )
        if workload.gradient_checkpointing:
            per_token += 2.0 * dense + attention / 3.0
        counts_samples = model.kind == "vit" or model.task is Task.SPEECH
        return per_token * seq if counts_samples else per_token
    if model.gmacs_per_sample is None:
        return None
    native = model.native_image_size or workload.image_size
    forward = 2.0 * model.gmacs_per_sample * 1e9 * (workload.image_size / native) ** 2
    factor = 4.0 if workload.gradient_checkpointing else 3.0
    return factor * forward


def train_flops(model: ResolvedModel, workload: Workload) -> float | None:
    if not workload.mode.is_training:
        return None
    per_unit = flops_per_unit(model, workload)
    if per_unit is None:
        return None
    return per_unit * train_units(model, workload)


def inference_flops_per_token(model: ResolvedModel) -> float:
    return 2.0 * model.active_params


def peak_tflops(gpu: GpuRecord, precision: Precision) -> float | None:
    """Dense peak TFLOPS for the math the workload runs (16-bit math for 8/4-bit weights).

    FP32 workloads use the FP32 peak; every other precision needs the vendor's tensor-core
    figure for it. None when the catalog has none: no other figure stands in for it (an
    FP32 peak would make a tensor-core GPU look several times slower than it is).
    """
    if precision is Precision.FP32:
        return gpu.fp32_tflops
    if precision is Precision.FP16:
        return gpu.fp16_tensor_tflops or gpu.bf16_tensor_tflops
    if precision is Precision.FP8:
        return gpu.fp8_tensor_tflops
    return gpu.bf16_tensor_tflops or gpu.fp16_tensor_tflops


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) and value >= 0 else None


def delivered_tflops(gpu: GpuRecord, workload: Workload, mfu: float, gpus: int = 1) -> float | None:
    """TFLOPS ``gpus`` GPUs deliver to the workload: peak at its precision x ``mfu``."""
    peak = peak_tflops(gpu, workload.precision)
    if peak is None:
        return None
    return _finite(max(gpus, 1) * peak * mfu)


def hours_at(flops: float, peak: float, mfu: float, gpus: int = 1) -> float | None:
    """Wall-clock hours for ``flops`` on ``gpus`` GPUs of ``peak`` dense TFLOPS each at
    ``mfu``; None when the figure is not a finite number."""
    delivered = max(gpus, 1) * peak * 1e12 * mfu
    if not delivered > 0:
        return None
    return _finite(flops / delivered / 3600.0)


def training_hours(
    flops: float, gpu: GpuRecord, workload: Workload, mfu: float, gpus: int = 1
) -> float | None:
    """Wall-clock hours for ``flops`` on ``gpus`` GPUs ``gpu`` at the workload's precision
    and ``mfu`` (the estimate's ``mfu_assumed``); None when the GPU has no peak for that
    precision or the figure is not finite."""
    peak = peak_tflops(gpu, workload.precision)
    if peak is None:
        return None
    return hours_at(flops, peak, mfu, gpus)


def gpu_hours(flops: float, gpu: GpuRecord, workload: Workload, mfu: float) -> float | None:
    """GPU-hours for ``flops`` (time on one GPU; data parallelism divides the wall clock,
    not the GPU-hours)."""
    return training_hours(flops, gpu, workload, mfu, 1)
