# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates for the reasons that facts from the package index and per-GPU driver bounds add.

Each entry is ``code -> Template`` as in :mod:`dlconfig.models.messages.templates_plan`.
"""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, When

# The doctor's findings about a driver outside a GPU's driver bounds: message templates.
KB_FINDING_TEMPLATES: dict[str, Template] = {
    "driver.gpu_too_new_for_driver": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The NVIDIA driver {driver} predates the {gpu}: {architecture} GPUs need driver {required} or newer.",
            ),
        ),
    ),
    "driver.gpu_dropped_by_driver": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The NVIDIA driver {driver} no longer supports the {gpu}: R{branch} is the last driver branch for {architecture} GPUs.",
            ),
        ),
    ),
}

# Their fixes.
KB_FIX_TEMPLATES: dict[str, Template] = {
    "driver.gpu_too_new_for_driver": (
        (QT_TRANSLATE_NOOP("ReasonText", "Update the NVIDIA driver to {required} or newer."),),
    ),
    "driver.gpu_dropped_by_driver": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Install an R{branch} driver (the legacy branch for {architecture})."
            ),
        ),
    ),
}

KB_TEMPLATES: dict[str, Template] = {
    "stack.gpu.capability_only": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{gpu} is not a GPU of the catalog: this stack is resolved from its compute capability {compute_capability} alone ({architecture}: the GPU code of each build and the driver bounds of the architecture). Its memory and speed are unknown.",
            ),
        ),
    ),
    "hardware.request.capability_only": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{requested} gives only a compute capability ({compute_capability}): its memory and speed are unknown, so whether it holds this workload is not judged. The stack is resolved for that capability; {chosen} from the catalog is sized instead.",
            ),
        ),
    ),
    "stack.arch_assumed": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "kb refresh could not read which GPUs the {framework} {version} {variant} build has code for: assumed the same as the {from_version} {from_variant} build, the nearest recorded one.",
                ),
                framework="pytorch",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "kb refresh could not read which GPUs {framework} {version} has code for: assumed the same as {from_version}, the nearest recorded release.",
            ),
        ),
    ),
    "stack.driver_min.gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The {gpu} needs NVIDIA driver >= {driver_min} ({architecture} GPUs), newer than the {cuda_driver_min} this build's CUDA needs.",
            ),
        ),
    ),
    "stack.target.cpu": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Linux: CPU-only wheels; no NVIDIA driver is needed."
                ),
                target="linux",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "WSL2: a Linux environment on Windows with CPU-only wheels; no NVIDIA driver is needed.",
                ),
                target="wsl2",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "Native Windows: CPU-only wheels."),
                target="windows",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "macOS: the framework runs on the CPU."),
                target="macos",
            ),
        ),
    ),
}
