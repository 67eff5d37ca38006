"""Property tests over every training recipe: memory grows with batch and sequence, ZeRO
stages are ordered per GPU, adapters help, and offloading only moves memory to the host."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_memory import per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model

KB = KnowledgeBase()
CATALOG = load_catalog(KB)
MODELS = ["llama-3.1-8b", "mistral-7b", "qwen2.5-7b", "bert-base", "mixtral-8x7b"]
RECIPES = st.sampled_from(["hf_trainer", "torchtune", "unsloth", "deepspeed", "megatron"])
FAST = settings(max_examples=50, deadline=None)


def _bytes(**kw: object) -> float:
    """Model states and activations per GPU (DeepSpeed's communication buckets, in the
    overhead, are not ordered by stage: ZeRO-3 keeps no allgather bucket)."""
    workload = Workload.model_validate(kw)
    parts = per_gpu_parts(resolve_model(workload, CATALOG), workload)
    return parts.total - parts.overhead


@FAST
@given(
    preset=st.sampled_from(MODELS),
    recipe=RECIPES,
    mode=st.sampled_from(["train", "finetune", "lora", "qlora"]),
    batch=st.integers(1, 32),
    extra=st.integers(1, 32),
    seq=st.integers(16, 256),
    longer=st.integers(1, 256),
)
def test_every_recipe_grows_with_batch_and_sequence(
    preset: str, recipe: str, mode: str, batch: int, extra: int, seq: int, longer: int
) -> None:
    if preset == "bert-base" and mode == "qlora":
        mode = "lora"  # the catalog offers BERT no QLoRA
    common = {"model": {"preset": preset}, "recipe": recipe, "mode": mode}
    base = _bytes(batch_size=batch, seq_len=seq, **common)
    assert base < _bytes(batch_size=batch + extra, seq_len=seq, **common)
    assert base < _bytes(batch_size=batch, seq_len=seq + longer, **common)


@FAST
@given(
    preset=st.sampled_from(MODELS),
    recipe=RECIPES,
    mode=st.sampled_from(["train", "finetune", "lora", "qlora"]),
    gpus=st.integers(2, 1024),
)
def test_zero_stages_are_ordered_per_gpu(preset: str, recipe: str, mode: str, gpus: int) -> None:
    if preset == "bert-base" and mode == "qlora":
        mode = "lora"  # the catalog offers BERT no QLoRA
    common = {
        "model": {"preset": preset},
        "recipe": recipe,
        "mode": mode,
        "gpus": gpus,
        "seq_len": 512,
    }
    stages = [_bytes(sharding=s, **common) for s in ("none", "zero1", "zero2", "zero3")]
    assert stages == sorted(stages, reverse=True), stages


@FAST
@given(
    preset=st.sampled_from(["llama-3.1-8b", "mistral-7b", "qwen2.5-7b", "mixtral-8x7b"]),
    recipe=RECIPES,
    batch=st.integers(1, 8),
    seq=st.integers(64, 4096),
    ckpt=st.booleans(),
)
def test_qlora_below_lora_below_full_for_every_recipe(
    preset: str, recipe: str, batch: int, seq: int, ckpt: bool
) -> None:
    common = {
        "model": {"preset": preset},
        "recipe": recipe,
        "batch_size": batch,
        "seq_len": seq,
        "gradient_checkpointing": ckpt,
    }
    assert _bytes(mode="qlora", **common) < _bytes(mode="lora", **common)
    assert _bytes(mode="lora", **common) < _bytes(mode="finetune", **common)


@FAST
@given(
    recipe=RECIPES,
    mode=st.sampled_from(["finetune", "lora"]),
    sharding=st.sampled_from(["zero2", "zero3", "fsdp"]),
    gpus=st.integers(1, 64),
    offload=st.sampled_from(["optimizer", "params"]),
)
def test_offloading_moves_memory_from_the_gpu_to_the_host(
    recipe: str, mode: str, sharding: str, gpus: int, offload: str
) -> None:
    if offload == "params" and sharding == "zero2":
        sharding = "zero3"
    common = {
        "model": {"preset": "llama-3.1-8b"},
        "recipe": recipe,
        "mode": mode,
        "sharding": sharding,
        "gpus": gpus,
    }
    on_gpu = estimate(Workload.model_validate(common), KB)
    off = estimate(Workload.model_validate({**common, "offload": offload}), KB)
    assert off.vram_gib_per_gpu <= on_gpu.vram_gib_per_gpu
    assert off.ram_gib >= on_gpu.ram_gib
