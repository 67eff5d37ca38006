# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the plan's notes that are no reasons: each estimate's basis and the
infrastructure step's disclaimer, by code."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, When, sentence

NOTE_TEMPLATES: dict[str, Template] = {
    # a calibrate'd measure.py report of this machine, shown beside the estimate
    "measure.on_this_machine": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Measured on this machine ({device}, torch {torch}, {measured_at}): {peak_gib:,.2f} GiB allocated on the GPU at the peak, {tokens_per_s:,.1f} tokens/s at batch {batch} × {seq_len} tokens, {precision}.",
                ),
                peak_kind="gpu",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Measured on this machine ({device}, torch {torch}, {measured_at}): {peak_gib:,.2f} GiB of process memory at the peak (on the CPU), {tokens_per_s:,.1f} tokens/s at batch {batch} × {seq_len} tokens, {precision}.",
                ),
                peak_kind="rss",
            ),
        ),
    ),
    "estimate.weights": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "parameters x bytes per parameter at the chosen precision")
    ),
    "estimate.gradients": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "one gradient per trainable parameter (ZeRO paper)")
    ),
    "estimate.optimizer": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "optimizer states per trainable parameter, plus a float32 master copy where the recipe keeps one (ZeRO paper)",
        )
    ),
    "estimate.activations.transformer": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "Korthikanti et al. 2022 per-layer activations")
    ),
    "estimate.activations.transformer_recompute": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "Korthikanti et al. 2022 per-layer activations with full recomputation"
        )
    ),
    "estimate.activations.cnn": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "feature maps per multiply-add counted on ResNet-50, scaled by this model's cost",
        )
    ),
    "estimate.activations.unknown": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "not estimated: no per-sample cost in the catalog")
    ),
    "estimate.kv_cache": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "2 x layers x kv_heads x head_dim x tokens x bytes x requests"
        )
    ),
    "estimate.activations.unet": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "the larger of a denoising step's attention scores and the VAE decode of the batch",
        )
    ),
    "estimate.activations.prefill": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "one block's tensors while a batch of prompts is prefilled")
    ),
    "estimate.kv_cache.mla": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "(kv_lora_rank + qk_rope_head_dim) x layers x tokens x bytes x requests (MLA)",
        )
    ),
    "estimate.serving.decode": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "bandwidth x GPUs / (weights read + KV cache) per step, per request"
        )
    ),
    "estimate.serving.decode_total": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "per-request decode speed x concurrent requests")
    ),
    "estimate.serving.prefill": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "(2 x active parameters x prompt + attention) / (peak x MFU)"
        )
    ),
    "estimate.serving.first_token": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "prefill of one prompt plus one decode step")
    ),
    "estimate.serving.max_context": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "context per request whose memory per GPU stays under 90%")
    ),
    "estimate.overhead": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "CUDA context and workspaces plus 5% allocator fragmentation"
        )
    ),
    "estimate.vram_per_gpu": sentence(QT_TRANSLATE_NOOP("ReasonText", "sum of the parts above")),
    "estimate.host_ram": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "checkpoint load, dataset page cache and framework baseline"
        )
    ),
    "estimate.disk": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "dataset, base model, resumable checkpoints and environment"
        )
    ),
    "estimate.train_flops": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "6·N·D plus attention (PaLM appendix B); 4·N·D for LoRA/QLoRA"
        )
    ),
    "infra.disclaimer": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Guidance, not legal advice. The rules are summarised from the sources named; check the current texts and your own facts with counsel before you decide. Prices are list prices as published on the dates shown; taxes, discounts and negotiated rates are not included.",
        )
    ),
}
