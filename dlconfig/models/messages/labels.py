"""English words and phrases that params carry, shown translated inside sentences."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP

# param value -> the English words it stands for
LABELS: dict[str, str] = {
    "NVLink within each node; InfiniBand or RoCE between nodes": QT_TRANSLATE_NOOP(
        "ReasonText", "NVLink within each node; InfiniBand or RoCE between nodes"
    ),
    "NVLink (or NVSwitch) between the GPUs": QT_TRANSLATE_NOOP(
        "ReasonText", "NVLink (or NVSwitch) between the GPUs"
    ),
    "PCIe (slow for tensor parallelism)": QT_TRANSLATE_NOOP(
        "ReasonText", "PCIe (slow for tensor parallelism)"
    ),
    "PCIe: sharded training works, with more time spent communicating": QT_TRANSLATE_NOOP(
        "ReasonText", "PCIe: sharded training works, with more time spent communicating"
    ),
    "PCIe between the GPUs is enough for data parallelism": QT_TRANSLATE_NOOP(
        "ReasonText", "PCIe between the GPUs is enough for data parallelism"
    ),
    "as described": QT_TRANSLATE_NOOP("ReasonText", "as described"),
    "weights, gradients and states sharded": QT_TRANSLATE_NOOP(
        "ReasonText", "weights, gradients and states sharded"
    ),
    "one layer does not fit on a GPU: tensor parallel over NVLink": QT_TRANSLATE_NOOP(
        "ReasonText", "one layer does not fit on a GPU: tensor parallel over NVLink"
    ),
    "several nodes: NVLink within, InfiniBand or RoCE between": QT_TRANSLATE_NOOP(
        "ReasonText", "several nodes: NVLink within, InfiniBand or RoCE between"
    ),
    "tensor parallel over NVLink": QT_TRANSLATE_NOOP("ReasonText", "tensor parallel over NVLink"),
    "tensor parallel over PCIe (slower)": QT_TRANSLATE_NOOP(
        "ReasonText", "tensor parallel over PCIe (slower)"
    ),
    "tensor parallel within nodes, pipeline stages across them": QT_TRANSLATE_NOOP(
        "ReasonText", "tensor parallel within nodes, pipeline stages across them"
    ),
    "on_demand": QT_TRANSLATE_NOOP("ReasonText", "on demand"),
    "spot": QT_TRANSLATE_NOOP("ReasonText", "spot"),
    "always_on": QT_TRANSLATE_NOOP("ReasonText", "always on"),
    "commit_1y": QT_TRANSLATE_NOOP("ReasonText", "commit 1y"),
    "commit_3y": QT_TRANSLATE_NOOP("ReasonText", "commit 3y"),
    "launch_msrp": QT_TRANSLATE_NOOP("ReasonText", "launch msrp"),
    "street": QT_TRANSLATE_NOOP("ReasonText", "street"),
    "every region": QT_TRANSLATE_NOOP("ReasonText", "every region"),
    "This machine": QT_TRANSLATE_NOOP("ReasonText", "This machine"),
    "A server of your own next to the data": QT_TRANSLATE_NOOP(
        "ReasonText", "A server of your own next to the data"
    ),
}
