"""Labels of the one catalogue (:mod:`dlconfig.i18n.labels`), translated for the screen.

The wizard shows the same words as report.pdf and README.md: both read the ``Labels``
context, the GUI through Qt's installed translator.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dlconfig.i18n import labels

# Groups of codes with display names (the workload's choices and the kinds of place).
TASKS = "task"
MODES = "mode"
PRECISIONS = "precision"
OPTIMIZERS = "optimizer"
SHARDING = "sharding"
RECIPES = "recipe"
OFFLOAD = "offload"
LORA_TARGETS = "lora_targets"
FRAMEWORKS = "framework"
ENV_MANAGERS = "env_manager"
TARGETS = "target"
COMPLIANCE = "compliance"
OBJECTIVES = "objective"
PRICE_MODES = "price_mode"
INFRA_KINDS = "infra_kind"


def qt_translate(text: str) -> str:
    """The translation of catalogue text ``text`` in the app's language."""
    return QCoreApplication.translate(labels.CONTEXT, text)


def text(label_id: str, **fields: object) -> str:
    """Label ``label_id`` ("field.task", "step.workload") in the app's language."""
    return labels.label(label_id, qt_translate, **fields)


def codes(group: str) -> list[str]:
    """The codes of ``group`` in display order."""
    return labels.codes(group)


def label(group: str, code: str, default: str | None = None) -> str:
    """The translated display name of ``code`` in ``group``; ``default`` (else the code
    itself) when the catalogue has none."""
    return labels.choice(group, code, qt_translate, default)


def gpu_line(name: str, count: int, nodes: int) -> str:
    """ "8 × NVIDIA H100 SXM5 80GB × 2 nodes" in the app's language."""
    return labels.gpu_line(name, count, nodes, qt_translate)
