# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the plan's notes that are no reasons: each estimate's basis and the
infrastructure step's disclaimer, by code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template


def _one(text: str) -> Template:
    return ((text,),)


NOTE_TEMPLATES: dict[str, Template] = {
    "estimate.weights": _one(
        QT_TRANSLATE_NOOP("ReasonText", "parameters x bytes per parameter at the chosen precision")
    ),
    "estimate.gradients": _one(
        QT_TRANSLATE_NOOP("ReasonText", "one gradient per trainable parameter (ZeRO paper)")
    ),
    "estimate.optimizer": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "optimizer states per trainable parameter, fp32 master copy (ZeRO paper)",
        )
    ),
    "estimate.activations.transformer": _one(
        QT_TRANSLATE_NOOP("ReasonText", "Korthikanti et al. 2022 per-layer activations")
    ),
    "estimate.activations.transformer_recompute": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText", "Korthikanti et al. 2022 per-layer activations with full recomputation"
        )
    ),
    "estimate.activations.cnn": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "feature maps per multiply-add counted on ResNet-50, scaled by this model's cost",
        )
    ),
    "estimate.activations.unknown": _one(
        QT_TRANSLATE_NOOP("ReasonText", "not estimated: no per-sample cost in the catalog")
    ),
    "estimate.kv_cache": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText", "2 x layers x kv_heads x head_dim x tokens x bytes x requests"
        )
    ),
    "estimate.overhead": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText", "CUDA context and workspaces plus 5% allocator fragmentation"
        )
    ),
    "estimate.vram_per_gpu": _one(QT_TRANSLATE_NOOP("ReasonText", "sum of the parts above")),
    "estimate.host_ram": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText", "checkpoint load, dataset page cache and framework baseline"
        )
    ),
    "estimate.disk": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText", "dataset, base model, resumable checkpoints and environment"
        )
    ),
    "estimate.train_flops": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText", "6·N·D plus attention (PaLM appendix B); 4·N·D for LoRA/QLoRA"
        )
    ),
    "infra.disclaimer": _one(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Guidance, not legal advice. The rules are summarised from the sources named; check the current texts and your own facts with counsel before you decide. Prices are list prices as published on the dates shown; taxes, discounts and negotiated rates are not included.",
        )
    ),
}
