# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of why the probe could not use the NVIDIA GPUs, by ``probe.`` + its code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, When, sentence

PROBE_TEMPLATES: dict[str, Template] = {
    "probe.nvml.library_not_found": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The nvidia-ml-py package (import pynvml) is not installed, so NVIDIA GPUs cannot be queried ({error}).",
                ),
                cause="no_pynvml",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "The NVIDIA driver library could not be loaded ({error})."
                ),
                cause="load_failed",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No NVIDIA driver library (NVML, libnvidia-ml) was found, so no NVIDIA GPU can be used here. If this machine has an NVIDIA GPU, install the NVIDIA driver.",
            ),
        ),
    ),
    "probe.nvml.driver_not_loaded": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "The NVIDIA driver library is installed but the driver is not loaded (NVML: Driver Not Loaded). Reboot after installing the driver, or check that the kernel module loads (Secure Boot can block it).",
        )
    ),
    "probe.nvml.version_mismatch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "The NVIDIA driver library and the loaded kernel driver have different versions (usually after a driver update). Reboot to load the new driver.",
        )
    ),
    "probe.nvml.no_permission": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "This user may not talk to the NVIDIA driver (NVML: Insufficient Permissions). Check the permissions of /dev/nvidia*.",
        )
    ),
    "probe.nvml.not_open": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "NVML was used before it was opened.")
    ),
    "probe.nvml.error": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "NVML could not start ({error}); GPUs cannot be queried."
                ),
                stage="start",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "NVML failed while listing GPUs ({error})."),
                stage="list",
            ),
            # a probe section that failed (a bug): its words as the probe wrote them
            When("{error}", stage="section"),
        ),
    ),
    "probe.nvml.bad_count": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "NVML reported {count} GPUs, which cannot be right (0 to {max} expected), so no NVIDIA GPU can be used. Check the driver with nvidia-smi.",
        )
    ),
    "probe.nvml.hung": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "NVML stopped answering (no reply within {timeout_s} s), so no NVIDIA GPU can be used. Check the driver with nvidia-smi.",
        )
    ),
    "probe.nvml.no_devices": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "The NVIDIA driver is loaded but reports no GPU.")
    ),
    "probe.nvml.not_applicable": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "macOS has no NVIDIA CUDA support; an Apple GPU is used through Metal (PyTorch's MPS backend).",
        )
    ),
}
