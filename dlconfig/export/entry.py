"""What the bundle runs: train.py (text and LLM models on transformers + peft, image
classifiers on torchvision/timm, segmentation and detection models on torchvision,
Whisper on transformers, SD/SDXL LoRA on diffusers) or
serve.sh (vLLM, TF Serving).

The serving engine is the plan's: a ``vllm`` pin serves with vLLM's OpenAI-compatible
server, a TensorFlow inference plan with TensorFlow Serving; the image, port and health
route of each engine come from the images catalogue (``serving_images``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.images import ImageCatalog
from dlconfig.kb.models_catalog import ModelCatalog
from dlconfig.models.container import INFERENCE_PORT, ContainerSpec
from dlconfig.models.plan import Plan
from dlconfig.models.workload import (
    ATTENTION_MODULES,
    Framework,
    LoraTargets,
    Mode,
    Precision,
    Sharding,
    Task,
    Workload,
)

# The train.py template of each trained task (PyTorch).
TRAIN_TEMPLATES = {
    Task.LLM: "train.py.j2",
    Task.TEXT_CLASSIFICATION: "train.py.j2",
    Task.IMAGE_CLASSIFICATION: "train_vision.py.j2",
    Task.SEGMENTATION: "train_segmentation.py.j2",
    Task.DETECTION: "train_detection.py.j2",
    Task.SPEECH: "train_speech.py.j2",
    Task.DIFFUSION: "train_diffusion.py.j2",
}
_HUB_SOURCE = re.compile(r"https://huggingface\.co/([A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9._-]+)/")
# Checkpoints: every SAVE_STEPS optimizer steps (transformers' TrainingArguments default),
# the newest CHECKPOINTS_KEPT of them kept in the output folder (a rerun resumes from it).
SAVE_STEPS = 500
CHECKPOINTS_KEPT = 2
# Where the container's output folder (checkpoints, final model) is mounted.
OUTPUT_MOUNT = "/output"
# Trainer's optimizer names for the workload's optimizers.
OPTIM = {
    "adamw": "adamw_torch",
    "adamw_8bit": "adamw_bnb_8bit",
    "sgd": "sgd",
    "adafactor": "adafactor",
}


@dataclass(frozen=True)
class Serving:
    """How the bundle serves: the engine's image and the server's settings."""

    engine: str
    image: str
    port: int
    health_path: str
    model_name: str
    tensor_parallel: int
    max_model_len: int
    gpu_memory_utilization: float | None


def hub_model_id(plan: Plan, kb: KnowledgeBase) -> str | None:
    """The preset's model repository id ("org/name") when its source is a model-hub
    config; None for custom models and presets described elsewhere (papers, code)."""
    preset = plan.workload.model.preset
    if preset is None:
        return None
    try:
        catalog = kb.dataset("models", ModelCatalog)
    except KbError:
        return None
    record = next((m for m in catalog.models if m.id == preset), None)
    found = _HUB_SOURCE.match(record.source or "") if record else None
    return found.group(1) if found else None


def serving_for(plan: Plan, kb: KnowledgeBase, name: str) -> Serving | None:
    """The serving engine of an inference plan, or None (not serving, or no engine): the
    engine and its image are the container plan's (``ContainerSpec.serving_image``)."""
    w = plan.workload
    spec = plan.container
    if w.mode.is_training or spec is None or plan.stack is None:
        return None
    catalog = kb.dataset("images", ImageCatalog)
    record = catalog.serving(spec.serving_engine or "")
    image = spec.serving_image
    if record is None or image is None:
        # a plan saved before the container plan named its serving image
        found = catalog.serving_image_for(w, plan.stack)
        if found is None:
            return None
        record, image = found
    return Serving(
        engine=record.engine,
        image=image,
        port=record.port,
        health_path=record.health_path.replace("{model}", name),
        model_name=name,
        tensor_parallel=max(1, spec.gpus_per_node),
        max_model_len=w.context_len or w.seq_len,
        gpu_memory_utilization=record.gpu_memory_utilization,
    )


# transformers' pipeline task that serves each task's model in serve.py (no engine).
SERVE_PIPELINES = {
    Task.LLM: "text-generation",
    Task.TEXT_CLASSIFICATION: "text-classification",
    Task.IMAGE_CLASSIFICATION: "image-classification",
    Task.SEGMENTATION: "image-segmentation",
    Task.DETECTION: "object-detection",
    Task.SPEECH: "automatic-speech-recognition",
}


def serve_context(plan: Plan, kb: KnowledgeBase, spec: ContainerSpec) -> dict[str, object] | None:
    """What serve.py is written with: a PyTorch inference plan no serving engine runs,
    served by a transformers pipeline; None for other plans."""
    w = plan.workload
    pipeline = SERVE_PIPELINES.get(w.task)
    if w.mode.is_training or w.framework != Framework.PYTORCH or pipeline is None:
        return None
    precision = {Precision.BF16: "bf16", Precision.FP16: "fp16"}.get(w.precision, "fp32")
    return {
        "model_id": hub_model_id(plan, kb),
        "pipeline": pipeline,
        "port": spec.service_port or INFERENCE_PORT,
        "precision": precision,
    }


# Tokens each measured generation makes (inference plans): enough for a decode rate.
MEASURE_NEW_TOKENS = 16


def measure_context(plan: Plan, kb: KnowledgeBase) -> dict[str, object] | None:
    """What scripts/measure.py is written with: a PyTorch plan whose model transformers
    builds from its config (LLMs, text classifiers); None for other plans."""
    w = plan.workload
    task = {Task.LLM: "causal_lm", Task.TEXT_CLASSIFICATION: "sequence_classification"}.get(w.task)
    if w.framework != Framework.PYTORCH or task is None:
        return None
    precision = {Precision.BF16: "bf16", Precision.FP16: "fp16"}.get(w.precision, "fp32")
    return {
        "model_id": hub_model_id(plan, kb),
        "preset": w.model.preset,
        "task": task,
        "mode": w.mode.value,
        "batch_size": w.batch_size,
        "seq_len": w.context_len or w.seq_len if not w.mode.is_training else w.seq_len,
        "precision": "bf16" if w.mode == Mode.QLORA else precision,
        "lora_rank": w.lora_rank,
        "lora_targets": _peft_targets(w),
        "gradient_checkpointing": w.gradient_checkpointing,
        "new_tokens": MEASURE_NEW_TOKENS,
    }


def train_template(plan: Plan) -> str | None:
    """The train.py template that fits the plan (a PyTorch training job), or None."""
    w = plan.workload
    if w.framework != Framework.PYTORCH or not w.mode.is_training:
        return None
    return TRAIN_TEMPLATES.get(w.task)


def _vision_model(plan: Plan) -> str | None:
    """torchvision's or timm's builder name for an image preset (vit-b-16 -> vit_b_16)."""
    preset = plan.workload.model.preset
    return preset.replace("-", "_").replace(".", "_") if preset else None


def train_context(plan: Plan, kb: KnowledgeBase) -> dict[str, object]:
    """Values train.py is written with (Python literals through ``repr``-safe types)."""
    w = plan.workload
    sharding = training_sharding(plan)
    zero = {Sharding.ZERO1: 1, Sharding.ZERO2: 2, Sharding.ZERO3: 3}.get(sharding)
    model_id = hub_model_id(plan, kb)
    bf16 = w.precision == Precision.BF16 or w.mode == Mode.QLORA
    fp16 = w.precision == Precision.FP16
    if w.task in (Task.IMAGE_CLASSIFICATION, Task.SEGMENTATION, Task.DETECTION):
        model_id = _vision_model(plan)
    out: dict[str, object] = {
        "model_id": model_id,
        "task": {Task.LLM: "causal_lm", Task.TEXT_CLASSIFICATION: "sequence_classification"}.get(
            w.task, w.task.value
        ),
        "mode": w.mode.value,
        "bf16": bf16,
        "fp16": fp16,
        "precision": "bf16" if bf16 else "fp16" if fp16 else "fp32",
        "save_steps": SAVE_STEPS,
        "checkpoints_kept": CHECKPOINTS_KEPT,
        "batch_size": w.batch_size,
        "grad_accum": w.grad_accum,
        "gradient_checkpointing": w.gradient_checkpointing,
        "seq_len": w.seq_len,
        "epochs": w.epochs,
        "lora_rank": w.lora_rank,
        "lora_targets": _peft_targets(w),
        "optim": "paged_adamw_8bit" if w.mode == Mode.QLORA else OPTIM[w.optimizer.value],
        "zero_stage": zero,
        "fsdp": sharding == Sharding.FSDP,
        "tensor_parallel": training_tensor_parallel(plan),
    }
    if w.task in (Task.IMAGE_CLASSIFICATION, Task.SEGMENTATION, Task.DETECTION, Task.DIFFUSION):
        out["optimizer"] = w.optimizer.value
        out["image_size"] = w.image_size
    if w.task == Task.DIFFUSION:
        out["xl"] = (w.model.preset or "").startswith("sdxl")
    return out


# The decision's layout (GpuChoice.strategy) -> how the training entry point shards.
_STRATEGY_SHARDING = {
    "fsdp": Sharding.FSDP,
    "multi_node_fsdp": Sharding.FSDP,
    "zero1": Sharding.ZERO1,
    "zero2": Sharding.ZERO2,
    "zero3": Sharding.ZERO3,
    # tensor parallel: transformers shards at load time (training_tensor_parallel)
    "tensor_parallel": Sharding.NONE,
    "multi_node_tensor_parallel": Sharding.NONE,
}


def training_sharding(plan: Plan) -> Sharding:
    """How train.py shards: the layout the decision's memory was sized for (one process
    per GPU; plain data parallel unless the layout shards)."""
    own = plan.workload.sharding
    if plan.hardware is None:
        return own
    layout = _STRATEGY_SHARDING.get(plan.hardware.choice.strategy)
    if layout is not None:
        return layout
    # a layout that does not shard (one GPU, data parallel): the workload's own sharding
    # where it asked for one and runs several processes (ZeRO's offload on one GPU too)
    return own if own not in (Sharding.NONE, Sharding.DDP) else Sharding.NONE


def training_tensor_parallel(plan: Plan) -> int:
    """GPUs each layer is split over in training: the decision's tensor-parallel degree
    (transformers' DistributedConfig; FSDP2 shards over the rest), else 1."""
    if plan.hardware is None or "tensor_parallel" not in plan.hardware.choice.strategy:
        return 1
    return plan.hardware.choice.tensor_parallel


def _peft_targets(w: Workload) -> str | list[str]:
    """``lora_targets`` as PEFT's ``target_modules`` reads it ("all-linear" or names)."""
    if w.lora_targets is LoraTargets.ALL_LINEAR:
        return "all-linear"
    if w.lora_targets is LoraTargets.ATTENTION:
        return [m.value for m in ATTENTION_MODULES]
    return [m.value for m in w.lora_targets]
