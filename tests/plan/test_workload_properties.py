"""Property tests: memory grows with batch, sequence and size; sharding and adapters help."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_memory import per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model

KB = KnowledgeBase()
CATALOG = load_catalog(KB)
LLMS = ["llama-2-7b", "llama-3.1-8b", "mistral-7b", "qwen2.5-7b", "gemma-2-9b", "phi-3-mini"]
TRAIN_MODES = st.sampled_from(["train", "finetune", "lora", "qlora"])
FAST = settings(max_examples=60, deadline=None)


def _vram(**kw: object) -> float:
    """Per-GPU bytes, unrounded; checks the public estimate agrees to its rounding."""
    workload = Workload.model_validate(kw)
    total = per_gpu_parts(resolve_model(workload, CATALOG), workload).total
    assert abs(estimate(workload, KB).vram_gib_per_gpu - total / 2**30) < 0.01
    return total


def _allocated(**kw: object) -> float:
    """Per-GPU bytes of model states and activations (the overhead aside: DeepSpeed's
    communication buckets can make ZeRO cost more in all than it saves on a LoRA's few
    trainable parameters)."""
    workload = Workload.model_validate(kw)
    parts = per_gpu_parts(resolve_model(workload, CATALOG), workload)
    return parts.total - parts.overhead


@FAST
@given(
    preset=st.sampled_from(LLMS),
    mode=TRAIN_MODES,
    batch=st.integers(1, 64),
    extra=st.integers(1, 64),
    ckpt=st.booleans(),
)
def test_memory_grows_with_batch(
    preset: str, mode: str, batch: int, extra: int, ckpt: bool
) -> None:
    common = {
        "model": {"preset": preset},
        "mode": mode,
        "seq_len": 512,
        "gradient_checkpointing": ckpt,
    }
    assert _vram(batch_size=batch, **common) < _vram(batch_size=batch + extra, **common)


@FAST
@given(
    preset=st.sampled_from(LLMS),
    mode=st.sampled_from(["train", "lora", "qlora", "inference"]),
    seq=st.integers(16, 2048),
    extra=st.integers(1, 2048),
)
def test_memory_grows_with_sequence_length(preset: str, mode: str, seq: int, extra: int) -> None:
    common = {"model": {"preset": preset}, "mode": mode, "batch_size": 2}
    assert _vram(seq_len=seq, **common) < _vram(seq_len=seq + extra, **common)


@FAST
@given(
    params=st.floats(1.1, 500),  # 32 layers of width 4096 hold at least 2.15B
    factor=st.floats(1.01, 10),
    mode=st.sampled_from(["train", "finetune", "inference"]),
)
def test_memory_grows_with_parameter_count(params: float, factor: float, mode: str) -> None:
    def at(p: float) -> float:
        return _vram(model={"params_b": p, "layers": 32, "hidden": 4096}, mode=mode)

    assert at(params) < at(min(params * factor, 20_000))


@FAST
@given(
    preset=st.sampled_from(LLMS),
    mode=TRAIN_MODES,
    sharding=st.sampled_from(["none", "ddp", "zero1", "zero2", "zero3", "fsdp"]),
    gpus=st.integers(1, 512),
)
def test_sharding_never_increases_per_gpu_memory(
    preset: str, mode: str, sharding: str, gpus: int
) -> None:
    # with the same training library: DeepSpeed (ZeRO) keeps a float32 master copy that
    # bf16 training with the Trainer does not, so changing library may cost memory
    recipe = "deepspeed" if sharding.startswith("zero") else "hf_trainer"
    common = {"model": {"preset": preset}, "mode": mode, "batch_size": 1, "seq_len": 512}
    single = _allocated(recipe=recipe, **common)
    sharded = _allocated(sharding=sharding, gpus=gpus, recipe=recipe, **common)
    assert sharded <= single + 1e-9


@FAST
@given(
    preset=st.sampled_from([*LLMS, "llama-2-70b", "mixtral-8x7b", "qwen2.5-72b"]),
    batch=st.integers(1, 16),
    seq=st.integers(64, 4096),
    ckpt=st.booleans(),
    rank=st.integers(1, 256),
)
def test_lora_below_full_finetune_and_qlora_below_lora(
    preset: str, batch: int, seq: int, ckpt: bool, rank: int
) -> None:
    """QLoRA always needs less than LoRA (4-bit weights, the same activations); LoRA's
    model states always less than full fine-tuning's. LoRA in all is less too, except
    where its adapters' saved inputs outweigh what it saves on states: tens of thousands
    of tokens a step kept without checkpointing (PEFT keeps each adapter's input copy;
    llama-2-7b, batch 13 x 2,955 tokens, rank 256: 294.88 GiB against 294.88)."""
    common = {
        "model": {"preset": preset},
        "batch_size": batch,
        "seq_len": seq,
        "gradient_checkpointing": ckpt,
        "lora_rank": rank,
    }
    full = _vram(mode="finetune", **common)
    lora = _vram(mode="lora", **common)
    qlora = _vram(mode="qlora", **common)
    assert qlora < lora

    def states(mode: str) -> float:
        workload = Workload.model_validate({**common, "mode": mode})
        parts = per_gpu_parts(resolve_model(workload, CATALOG), workload)
        return float(parts.weights + parts.gradients + parts.optimizer)

    assert states("lora") < states("finetune")
    if ckpt or batch * seq <= 8192:
        assert lora < full


@FAST
@given(
    preset=st.sampled_from([*LLMS, "mixtral-8x7b", "qwen3-30b-a3b"]),
    mode=st.sampled_from(["lora", "qlora"]),
    rank=st.integers(1, 256),
)
def test_fewer_lora_targets_train_fewer_parameters_and_need_less_memory(
    preset: str, mode: str, rank: int
) -> None:
    """PEFT's target_modules: every linear layer > the attention projections > q and v
    (a MoE's routed experts are fused parameters in transformers 5, not Linear layers, so
    "all-linear" adds to the attention only what shared experts and dense layers have)."""
    sizes = []
    for targets in ("all_linear", "attention", ["q_proj", "v_proj"]):
        workload = Workload.model_validate(
            {"mode": mode, "model": {"preset": preset}, "lora_rank": rank, "lora_targets": targets}
        )
        parts = per_gpu_parts(resolve_model(workload, CATALOG), workload)
        sizes.append((estimate(workload, KB).trainable_params or 0, parts.optimizer, parts.total))
    (every, attention, q_v) = sizes
    for i in range(3):
        assert every[i] >= attention[i] > q_v[i]
        if preset not in ("mixtral-8x7b", "qwen3-30b-a3b"):
            assert every[i] > attention[i]


@FAST
@given(
    tokens=st.integers(64, 200_000),
    more=st.integers(1, 100_000),
    every=st.integers(2, 8),
)
def test_linear_attention_layers_keep_the_cache_flat(tokens: int, more: int, every: int) -> None:
    """Only the full-attention layers' cache grows with the tokens: the linear-attention
    layers' state and the windowed layers' window stay as they are."""
    from dlconfig.plan.workload_model import resolve_model
    from dlconfig.plan.workload_terms import kv_bytes_per_request

    layers = 8 * every
    linear = layers - layers // every
    model = {
        "params_b": 3.0,
        "layers": layers,
        "hidden": 2048,
        "heads": 16,
        "kv_heads": 2,
        "head_dim": 256,
        "vocab": 151936,
        "linear_layers": linear,
        "linear_state_bytes": 2_162_688,
    }
    workload = Workload.model_validate({"mode": "inference", "model": model})
    resolved = resolve_model(workload, CATALOG)
    grow = kv_bytes_per_request(resolved, workload, tokens + more) - kv_bytes_per_request(
        resolved, workload, tokens
    )
    per_token_full_layer = 2 * 2 * 256 * 2  # keys and values, 2 heads of 256, bf16
    assert grow == pytest.approx((layers - linear) * per_token_full_layer * more)
