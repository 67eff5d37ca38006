# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the training recipe's reasons (``plan.workload_recipe``), by code.

``{recipe}`` is the workload's ``recipe`` value as written in a workload file
(``hf_trainer``, ``torchtune``, ``unsloth``, ``deepspeed``, ``megatron``).
"""

from __future__ import annotations

from dlconfig.models.messages.render import QT_TRANSLATE_NOOP, Template, When

RECIPE_TEMPLATES: dict[str, Template] = {
    "workload.recipe.derived": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Training recipe {recipe}: ZeRO sharding ({sharding}) runs on DeepSpeed; set recipe to plan for another training library.",
                ),
                recipe="deepspeed",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Training recipe {recipe} (the default); set recipe to torchtune, unsloth, deepspeed or megatron to plan for that library's memory use.",
            ),
        ),
    ),
    "workload.recipe.chosen": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Training recipe {recipe}, as the workload sets it: its attention kernel, mixed precision, loss and adapter defaults are planned for.",
            ),
        ),
    ),
    "workload.recipe.attention.eager": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{recipe} runs this {model_kind} model with eager attention, which stores the s×s attention probabilities for the backward pass (the 5·a·s/h term).",
            ),
        ),
    ),
    "workload.recipe.attention.sdpa": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{recipe} runs this {model_kind} model with PyTorch's scaled_dot_product_attention, whose fused kernels do not store the s×s attention probabilities.",
            ),
        ),
    ),
    "workload.recipe.attention.flash": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{recipe} runs attention as a fused FlashAttention kernel, which does not store the s×s attention probabilities.",
            ),
        ),
    ),
    "workload.recipe.autocast": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{precision} mixed precision with autocast runs layer_norm and softmax in float32: their stored outputs take 4 bytes instead of 2, and a 16-bit copy of the attention probabilities is kept for the next matmul.",
            ),
        ),
    ),
    "workload.recipe.unfused_blocks": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{recipe} trains the model's own block code: each of its {norms} RMSNorms a block, and any on each head's queries and keys, keeps a float32 copy of its input (4 bytes per value), and the gated MLP keeps four wide tensors (gate, its activation, up and their product), one more than the standard count.",
                ),
                gated=True,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{recipe} trains the model's own block code: each of its {norms} RMSNorms a block, and any on each head's queries and keys, keeps a float32 copy of its input (4 bytes per value).",
            ),
        ),
    ),
    "workload.recipe.adapter_inputs": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{recipe}'s float32 LoRA adapters each cast their layer's input and keep that 16-bit copy for their own gradient, while a frozen projection without an adapter keeps none: {per_hidden:+g} × hidden values per token and block against a fully trained block.",
            ),
        ),
    ),
    "workload.recipe.chunked_loss": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The loss upcasts the logits over {vocab} tokens to float32 one chunk of {chunks} at a time, so only one chunk's float32 copy is held beside the 16-bit logits.",
            ),
        ),
    ),
    "workload.recipe.adapter_dtype": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{recipe} keeps the LoRA adapters in float32 ({bytes_per_param:g} bytes per weight and per gradient), so the optimizer needs no master copy.",
                ),
                bytes_per_param=4.0,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{recipe} trains the LoRA adapters in 16-bit ({bytes_per_param:g} bytes per weight) with a float32 master copy in the optimizer.",
                ),
                master=True,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{recipe} trains the LoRA adapters in 16-bit ({bytes_per_param:g} bytes per weight) with 16-bit optimizer states and no float32 master copy.",
            ),
        ),
    ),
    "workload.recipe.amp_weights": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{precision} mixed precision keeps the weights in float32 with the 16-bit copy autocast makes for the forward pass (6 bytes per parameter) and float32 gradients: 18 bytes per parameter with AdamW.",
            ),
        ),
    ),
    "workload.recipe.bf16_weights": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "bf16 training with the Trainer: transformers 5 loads the weights in the dtype asked for (the bundle's train.py asks for bf16) and Trainer(bf16=True) trains them as they are, so weights, gradients and AdamW's two states are all bf16: 8 bytes per parameter, no float32 master copy.",
            ),
        ),
    ),
    "workload.recipe.kbit_upcast": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "prepare_model_for_kbit_training casts every parameter that is not quantized to float32: {unquantized_m:g}M embedding and output-head weights take 4 bytes each.",
            ),
        ),
    ),
    "workload.recipe.offload.optimizer": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Optimizer states, their float32 master weights and the gradients are offloaded to host memory ({gib:.2f} GiB per GPU) and the update runs on the CPU.",
            ),
        ),
    ),
    "workload.recipe.offload.params": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Parameters, gradients and optimizer states are offloaded to host memory ({gib:.2f} GiB per GPU); each layer's weights are fetched to the GPU when it runs.",
            ),
        ),
    ),
}
