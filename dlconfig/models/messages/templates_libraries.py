# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the workload libraries' reasons (step 3), by code."""

from __future__ import annotations

from dlconfig.models.messages.render import OPTIONAL, QT_TRANSLATE_NOOP, Template, When

_ROLES: tuple[tuple[str, str], ...] = (
    (
        "model_library",
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: loads the model and its tokenizer"),
    ),
    (
        "text_encoder",
        QT_TRANSLATE_NOOP(
            "ReasonText", "{name} {version}: the text encoders of the diffusion pipeline"
        ),
    ),
    ("adapters", QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: the LoRA adapters")),
    (
        "trainer",
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: the supervised fine-tuning trainer"),
    ),
    (
        "launcher",
        QT_TRANSLATE_NOOP(
            "ReasonText", "{name} {version}: launches the run on the devices with mixed precision"
        ),
    ),
    (
        "data",
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: loads and streams the training data"),
    ),
    (
        "quantization",
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{name} {version}: the 4-bit and 8-bit weights the memory estimate assumes",
        ),
    ),
    (
        "zero",
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{name} {version}: ZeRO sharding of parameters, gradients and optimizer states",
        ),
    ),
    (
        "megatron",
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{name} {version}: tensor, pipeline and sequence parallel training of the model",
        ),
    ),
    (
        "flash_attention",
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: fused attention kernels for this GPU"),
    ),
    (
        "serving",
        QT_TRANSLATE_NOOP(
            "ReasonText", "{name} {version}: serves the model to concurrent requests"
        ),
    ),
    ("diffusion", QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: the diffusion pipelines")),
    (
        "vision_models",
        QT_TRANSLATE_NOOP(
            "ReasonText", "{name} {version}: image model architectures and pretrained weights"
        ),
    ),
    ("audio_io", QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: reads and writes audio files")),
    (
        "audio_features",
        QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: audio loading and features"),
    ),
    ("keras", QT_TRANSLATE_NOOP("ReasonText", "{name} {version}: the Keras API of TensorFlow")),
    (
        "notebook",
        QT_TRANSLATE_NOOP(
            "ReasonText", "{name} {version}: the notebook the team reaches through a tunnel"
        ),
    ),
)

LIBRARY_TEMPLATES: dict[str, Template] = {
    "stack.library": (
        (
            *(When(text, role=role) for role, text in _ROLES),
            QT_TRANSLATE_NOOP("ReasonText", "{name} {version}"),
        ),
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "; the newest recorded release that fits {framework} {framework_version} and Python {python}",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "; the newest recorded release that fits {framework} {framework_version}",
            ),
        ),
        (QT_TRANSLATE_NOOP("ReasonText", " (it requires {requires})"), OPTIONAL),
        (
            QT_TRANSLATE_NOOP("ReasonText", "; {newest_recorded} is newer but does not fit"),
            OPTIONAL,
        ),
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "; its ops compile with nvcc, so the CUDA {cuda} toolkit is needed",
                ),
                needs_toolkit=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "; its ops compile with nvcc, so a CUDA toolkit is needed"
                ),
                needs_toolkit=True,
            ),
            OPTIONAL,
        ),
        (QT_TRANSLATE_NOOP("ReasonText", "."),),
    ),
    "stack.companion": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "{name} {version}: the release recorded with torch {torch}."
            ),
        ),
    ),
    "stack.library.skipped": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} is left out: its makers build it for Linux, and it has no wheel for native Windows (its README: Windows compilation still needs more testing), so it blocks FlashAttention on native Windows. Run the plan in WSL2 to use it ({docs}), or set the attention kernel to SDPA.",
                ),
                why="platform",
                target="windows",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} is left out: its makers build it for Linux only, and this plan runs on {target} ({docs}).",
                ),
                why="platform",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} is left out: it supports compute capability {low} to {high}, and the {gpu} has {compute_capability}.",
                ),
                why="gpu_arch",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "{name} is left out: it needs an NVIDIA GPU."),
                why="no_gpu",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} is left out: it needs a CUDA 12 or newer build of the framework.",
                ),
                why="cuda",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{name} is left out: no recorded release fits the other versions."
                ),
                why="versions",
            ),
        ),
    ),
    "stack.framework.pinned_by": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{library} {library_version} pins torch=={torch}, so it chooses the framework version, in the {variant} build its wheels are made for.",
            ),
        ),
    ),
    "stack.serving.image": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "TensorFlow Serving {version} serves the SavedModel from the GPU container image {image}",
                ),
                gpu=True,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "TensorFlow Serving {version} serves the SavedModel from the container image {image}",
            ),
        ),
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "; it carries TensorFlow {tensorflow}, so the environment that exports the model uses the same minor release",
            ),
            OPTIONAL,
        ),
        (QT_TRANSLATE_NOOP("ReasonText", "."),),
    ),
    "stack.serving.app": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Ollama serves the model on macOS: vLLM has Linux wheels only. Install it outside pip, from {install_url}.",
                ),
                target="macos",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Ollama serves the model on Windows: vLLM has Linux wheels only. Install it outside pip, from {install_url}.",
                ),
                target="windows",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText", "Ollama serves the model. Install it outside pip, from {install_url}."
            ),
        ),
    ),
}
