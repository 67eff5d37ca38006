# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the engine's input errors (``PlanInputError``): why a workload cannot be
planned, by code. The CLI prints the English text; the wizard the translated one. Field
names in them are the workload file's keys, as the CLI and the files use them."""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, sentence

INPUT_TEMPLATES: dict[str, Template] = {
    "input.detail": sentence(QT_TRANSLATE_NOOP("ReasonText", "{detail}")),
    "input.catalog_unreadable": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "the model catalog cannot be read: {error}")
    ),
    "input.unknown_preset": (
        (QT_TRANSLATE_NOOP("ReasonText", "unknown preset '{preset}'"),),
        (
            QT_TRANSLATE_NOOP("ReasonText", "; did you mean {close}?"),
            "",
        ),
        (QT_TRANSLATE_NOOP("ReasonText", " (`dlconfig-cli kb list models` lists them)"),),
    ),
    "input.params_missing": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "give params_b, a preset or a config.json")
    ),
    "input.layers_and_hidden": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "a custom transformer needs both layers and hidden")
    ),
    "input.heads_divide": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "hidden must be a multiple of heads (or give head_dim)")
    ),
    "input.params_too_few": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{params_b}B parameters cannot hold {layers} layers of width {hidden} (at least {least_b}B); check params_b, layers and hidden",
        )
    ),
    "input.params_too_many": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{params_b}B parameters are far more than the {shapes_b}B the given layers, widths and vocabulary hold; check params_b",
        )
    ),
    "input.config_not_read": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "the config.json was not read; load the workload from its file"
        )
    ),
    "input.mode_unsupported": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "{model} cannot be planned for {mode}; it supports {allowed}"
        )
    ),
    "input.tokens_over_context": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "{tokens} tokens exceed {model}'s context of {context}")
    ),
    "input.precision_frozen": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{precision} holds frozen weights only; train or fine-tune in bf16, fp16, fp32 or fp8, or use mode lora/qlora",
        )
    ),
    "input.lora_int4": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "LoRA on 4-bit weights is QLoRA: use mode qlora")
    ),
    "input.qlora_precision": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "QLoRA stores the base model in 4-bit NF4 itself; set the compute precision (bf16, fp16 or fp32)",
        )
    ),
    "input.gpus_zero": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "0 GPUs is a CPU plan, but {needs} run only on GPUs; give gpus: 1 or more"
        )
    ),
    "input.kv_implausible": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{requests} requests × {tokens} tokens = {held} tokens in the KV cache at once is implausible (over {limit}); lower {requests_field} or {context_field}",
        )
    ),
    "input.batch_implausible": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{batch} samples × {tokens} tokens = {held} tokens per GPU step is implausible (over {limit}); lower {batch_field} or {seq_field}",
        )
    ),
    "input.task_mismatch": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{model} is a model for {model_task}, not {task}; set task: {model_task} or choose a model for {task}",
        )
    ),
    "input.lora_targets": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{names} matches no layer of {model} (its MLP has no gate); choose other modules, attention or all_linear",
        )
    ),
    "input.unknown_rule": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "unknown rule '{rule}'; known rules: {known}")
    ),
    "input.not_version_or_specifier": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "'{text}' is neither a version nor a specifier")
    ),
    "input.not_version": sentence(QT_TRANSLATE_NOOP("ReasonText", "'{text}' is not a version")),
}
