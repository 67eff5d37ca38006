"""Engine reasons and findings in the user's language.

The engine gives each reason a stable ``code`` with named ``params`` and an English
``text``. Codes listed here have translatable templates with ``{param}`` fields; any
other code, or a template whose fields the params do not fill, falls back to the English
text, so nothing is ever lost.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from dlconfig.models.common import ParamValue

CONTEXT = "ReasonText"

TEMPLATES: dict[str, str] = {
    "workload.model.preset": QT_TRANSLATE_NOOP(
        "ReasonText",
        "{model}: {params_b} billion parameters, shapes from its official configuration.",
    ),
    "workload.weights.precision": QT_TRANSLATE_NOOP(
        "ReasonText", "Weights in {precision}: {gib} GiB per GPU."
    ),
    "workload.lora.adapters": QT_TRANSLATE_NOOP(
        "ReasonText",
        "LoRA rank {rank} trains {trainable_m} million parameters; only they carry gradients and optimizer states.",  # noqa: E501 - one literal for lupdate
    ),
    "workload.optimizer.states": QT_TRANSLATE_NOOP(
        "ReasonText",
        "{optimizer}: {bytes_per_param} bytes of optimizer state per trainable parameter.",
    ),
    "workload.overhead.rule": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Overhead of {gib} GiB: CUDA context, library workspaces and allocator fragmentation (rule of thumb).",  # noqa: E501 - one literal for lupdate
    ),
    "workload.compute.mfu": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Time assumes {mfu} model FLOPs utilisation (as a fraction of the GPU's dense peak).",
    ),
    "hardware.host.cpu_workers": QT_TRANSLATE_NOOP(
        "ReasonText", "{workers_per_gpu} data-loader workers per GPU: {cores} CPU cores in all."
    ),
    "hardware.host.ram": QT_TRANSLATE_NOOP(
        "ReasonText",
        "RAM: at least {floor_gb} GB, and enough for the checkpoint, the dataset cache and pinned buffers: {ram_gb} GB.",  # noqa: E501 - one literal for lupdate
    ),
    "hardware.host.storage": QT_TRANSLATE_NOOP(
        "ReasonText", "Storage: {storage_gb} GB of {kind} for the hot data and checkpoints."
    ),
    "stack.framework.version": QT_TRANSLATE_NOOP(
        "ReasonText", "{framework} {version}: the newest release that fits every constraint."
    ),
    "stack.framework.variant": QT_TRANSLATE_NOOP(
        "ReasonText", "Install the {variant} build from {index_url}."
    ),
    "stack.driver_min": QT_TRANSLATE_NOOP(
        "ReasonText", "This build needs NVIDIA driver {driver_min} or newer."
    ),
    "stack.cuda": QT_TRANSLATE_NOOP(
        "ReasonText", "CUDA {cuda} comes with the framework's wheels; no system toolkit is needed."
    ),
    "stack.cudnn": QT_TRANSLATE_NOOP("ReasonText", "cuDNN {cudnn} is the version of this build."),
    "stack.env_manager": QT_TRANSLATE_NOOP("ReasonText", "Environment manager: {env_manager}."),
    "container.procs_per_node": QT_TRANSLATE_NOOP(
        "ReasonText",
        "{procs} processes per node and {gpus} GPUs set explicitly; 'auto' would start one process on a multi-GPU node.",  # noqa: E501 - one literal for lupdate
    ),
    "container.resources.requests": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Requests {cpu} CPU cores and {memory_gb} GB memory per node; /dev/shm is {shm_gb} GB for data-loader workers.",  # noqa: E501 - one literal for lupdate
    ),
    "container.k8s.job": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Single-node training: a Kubernetes Job runs to completion and is not restarted once it succeeds.",  # noqa: E501 - one literal for lupdate
    ),
    "workload.activations.flash_attention": QT_TRANSLATE_NOOP(
        "ReasonText",
        "16-bit attention runs as FlashAttention, which does not store the s×s attention scores.",
    ),
    "workload.activations.logits": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Output logits over {vocab} tokens are kept in 16-bit and in fp32 for the loss.",
    ),
    "workload.compute.tokens_from_bytes": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Tokens estimated from the dataset size at about 4 bytes of English text per token; give tokens_b for an exact count.",  # noqa: E501 - one literal for lupdate
    ),
    "container.base.eol": QT_TRANSLATE_NOOP(
        "ReasonText",
        "NVIDIA removes nvidia/cuda tags of CUDA versions past end of life; pin the digest after the first pull.",  # noqa: E501 - one literal for lupdate
    ),
    "container.build.multi_stage": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Two stages: dependencies are built with a pip cache and copied into a slim runtime stage; the app runs as a non-root user and the dataset is mounted, never copied into the image.",  # noqa: E501 - one literal for lupdate
    ),
    "infra.prices_list": QT_TRANSLATE_NOOP(
        "ReasonText",
        "Prices are list prices; the oldest was read on {oldest} ({age_days} days ago). Check the provider before you buy.",  # noqa: E501 - one literal for lupdate
    ),
}


def _format_param(value: ParamValue) -> str:
    if isinstance(value, float):
        return f"{value:.3g}" if abs(value) < 1000 else f"{value:,.0f}"
    return "" if value is None else str(value)


def translate_code(code: str, params: Mapping[str, ParamValue], english: str) -> str:
    template = TEMPLATES.get(code)
    if template is None:
        return english
    translated = QCoreApplication.translate(CONTEXT, template)
    try:
        return translated.format(**{k: _format_param(v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):
        return english
