"""Which of step 1's fields apply to a workload: none that its task and mode ignore.

An LLM has no image size, inference has no optimizer, epochs or checkpointing, only
LoRA and QLoRA have a rank and target layers, and only serving has a context length and concurrent
requests. Pure over the workload, so it is tested without widgets.
"""

from __future__ import annotations

from dlconfig.models.workload import IMAGE_SIZE_TASKS, TEXT_TASKS, Task, Workload

# Fields that only training reads.
TRAINING_FIELDS = frozenset(
    {
        "optimizer",
        "grad_accum",
        "gradient_checkpointing",
        "sharding",
        "dataset_gb",
        "tokens_b",
        "epochs",
        "recipe",
        "offload",
    }
)
# Fields that only serving reads.
INFERENCE_FIELDS = frozenset({"context_len", "concurrent_requests"})
ADAPTER_FIELDS = frozenset({"lora_rank", "lora_targets"})


def hidden_fields(workload: Workload) -> frozenset[str]:
    """The step-1 fields that do not apply to ``workload``'s task and mode."""
    hidden: set[str] = set()
    training = workload.mode.is_training
    hidden |= INFERENCE_FIELDS if training else TRAINING_FIELDS
    if not workload.mode.is_adapter:
        hidden |= ADAPTER_FIELDS
    task = workload.task
    if task is not Task.CUSTOM:
        if task not in IMAGE_SIZE_TASKS:
            hidden.add("image_size")
        if task not in TEXT_TASKS:
            hidden |= {"seq_len", "context_len", "tokens_b"}
    return frozenset(hidden)
