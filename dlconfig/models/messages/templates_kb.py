# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates for the reasons that facts from the package index and per-GPU driver bounds add.

Each entry is ``code -> Template`` as in :mod:`dlconfig.models.messages.templates_plan`.
"""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, When

KB_TEMPLATES: dict[str, Template] = {
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
