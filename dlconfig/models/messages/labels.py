"""Words that params name by id, shown translated inside sentences.

A param whose value is one of these ids (a fit's ``why``, a layout's ``strategy``, a
host's ``interconnect``, a price mode) is rendered as the words here, in the reader's language.
"""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP

# param value (an id) -> the English words it stands for
LABELS: dict[str, str] = {
    "interconnect.nvlink_ib": QT_TRANSLATE_NOOP(
        "ReasonText", "NVLink within each node; InfiniBand or RoCE between nodes"
    ),
    "interconnect.nvlink": QT_TRANSLATE_NOOP("ReasonText", "NVLink (or NVSwitch) between the GPUs"),
    "interconnect.pcie_tp": QT_TRANSLATE_NOOP("ReasonText", "PCIe (slow for tensor parallelism)"),
    "interconnect.pcie_sharded": QT_TRANSLATE_NOOP(
        "ReasonText", "PCIe: sharded training works, with more time spent communicating"
    ),
    "interconnect.pcie_dp": QT_TRANSLATE_NOOP(
        "ReasonText", "PCIe between the GPUs is enough for data parallelism"
    ),
    "strategy.single": QT_TRANSLATE_NOOP("ReasonText", "one GPU"),
    "strategy.ddp": QT_TRANSLATE_NOOP("ReasonText", "data parallel (DDP)"),
    "strategy.replicas": QT_TRANSLATE_NOOP("ReasonText", "independent replicas"),
    "strategy.tensor_parallel": QT_TRANSLATE_NOOP("ReasonText", "tensor parallel"),
    "strategy.fsdp": QT_TRANSLATE_NOOP("ReasonText", "FSDP (fully sharded)"),
    "strategy.zero1": QT_TRANSLATE_NOOP("ReasonText", "ZeRO-1"),
    "strategy.zero2": QT_TRANSLATE_NOOP("ReasonText", "ZeRO-2"),
    "strategy.zero3": QT_TRANSLATE_NOOP("ReasonText", "ZeRO-3"),
    "strategy.none": QT_TRANSLATE_NOOP("ReasonText", "no sharding"),
    "strategy.multi_node_fsdp": QT_TRANSLATE_NOOP("ReasonText", "FSDP across nodes"),
    "strategy.multi_node_tensor_parallel": QT_TRANSLATE_NOOP(
        "ReasonText", "tensor parallel within nodes, data parallel across them"
    ),
    "strategy.multi_node_pipeline": QT_TRANSLATE_NOOP(
        "ReasonText", "tensor parallel within nodes, pipeline stages across them"
    ),
    "fit.as_described": QT_TRANSLATE_NOOP("ReasonText", "as described"),
    "fit.sharded": QT_TRANSLATE_NOOP("ReasonText", "weights, gradients and states sharded"),
    "fit.layer_tp_nvlink": QT_TRANSLATE_NOOP(
        "ReasonText", "one layer does not fit on a GPU: tensor parallel over NVLink"
    ),
    "fit.multi_node": QT_TRANSLATE_NOOP(
        "ReasonText", "several nodes: NVLink within, InfiniBand or RoCE between"
    ),
    "fit.tp_nvlink": QT_TRANSLATE_NOOP("ReasonText", "tensor parallel over NVLink"),
    "fit.tp_pcie": QT_TRANSLATE_NOOP("ReasonText", "tensor parallel over PCIe (slower)"),
    "fit.tp_pipeline": QT_TRANSLATE_NOOP(
        "ReasonText", "tensor parallel within nodes, pipeline stages across them"
    ),
    "on_demand": QT_TRANSLATE_NOOP("ReasonText", "on demand"),
    "spot": QT_TRANSLATE_NOOP("ReasonText", "spot"),
    "always_on": QT_TRANSLATE_NOOP("ReasonText", "always on"),
    "commit_1y": QT_TRANSLATE_NOOP("ReasonText", "1-year commitment"),
    "commit_3y": QT_TRANSLATE_NOOP("ReasonText", "3-year commitment"),
    "place.local": QT_TRANSLATE_NOOP("ReasonText", "this machine"),
    "place.owned": QT_TRANSLATE_NOOP("ReasonText", "the hardware you own"),
    "place.onprem": QT_TRANSLATE_NOOP("ReasonText", "bought, on premises"),
    "place.colocation": QT_TRANSLATE_NOOP("ReasonText", "bought, in a colocation facility"),
    "launch_msrp": QT_TRANSLATE_NOOP("ReasonText", "launch msrp"),
    "street": QT_TRANSLATE_NOOP("ReasonText", "street"),
}


def label_text(value: str) -> str:
    """The English words an id param stands for (the value itself when it is no id)."""
    return LABELS.get(value, value)
