"""The training recipe: each library's defaults move the memory a user is told to plan for,
and each effect says why with its source."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_memory import per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model

KB = KnowledgeBase()
CATALOG = load_catalog(KB)
GIB = 2**30
# torchtune's Llama 3.1 8B QLoRA single-device config: batch 2, packed to 2048 tokens,
# rank 8, activation checkpointing.
TORCHTUNE_QLORA = {
    "mode": "qlora",
    "model": {"preset": "llama-3.1-8b"},
    "batch_size": 2,
    "seq_len": 2048,
    "lora_rank": 8,
    "gradient_checkpointing": True,
}


def _w(**kw: object) -> Workload:
    return Workload.model_validate(kw)


def _parts(**kw: object):  # type: ignore[no-untyped-def]
    workload = _w(**kw)
    return per_gpu_parts(resolve_model(workload, CATALOG), workload)


def _codes(**kw: object) -> dict[str, str | None]:
    return {r.code: r.source for r in estimate(_w(**kw), KB).reasons}


def test_the_recipe_follows_the_sharding_unless_the_workload_names_one() -> None:
    assert "workload.recipe.derived" in _codes(mode="lora")
    zero = estimate(_w(mode="finetune", sharding="zero2", gpus=4), KB)
    derived = next(r for r in zero.reasons if r.code == "workload.recipe.derived")
    assert derived.params["recipe"] == "deepspeed"
    assert "DeepSpeed" in derived.text
    chosen = _codes(mode="lora", recipe="torchtune")
    assert "workload.recipe.chosen" in chosen
    inference = _codes(mode="inference")
    assert not any(code.startswith("workload.recipe") for code in inference)


def test_torchtune_qlora_is_planned_near_its_published_peak_and_below_hf_trainer() -> None:
    """torchtune's README: Llama 3.1 8B QLoRA peaks at 7.4 GiB; HF Trainer with PEFT holds
    the whole float32 logits and float32 embeddings, a third more."""
    tune = _parts(recipe="torchtune", **TORCHTUNE_QLORA)
    hf = _parts(recipe="hf_trainer", **TORCHTUNE_QLORA)
    allocated = (tune.total - tune.overhead) / GIB
    assert allocated == pytest.approx(7.4, rel=0.15)
    assert hf.total > 1.3 * tune.total


def test_chunked_cross_entropy_holds_one_float32_chunk_of_the_logits() -> None:
    common = {"mode": "lora", "model": {"preset": "llama-3.1-8b"}, "batch_size": 4}
    full = _parts(recipe="hf_trainer", gradient_checkpointing=True, **common).activations
    chunked = _parts(recipe="torchtune", gradient_checkpointing=True, **common).activations
    vocab, tokens, hidden = 128256, 4 * 2048, 4096
    # 16-bit logits plus a float32 copy (6 bytes) against 16-bit plus one chunk of 8 (2.5),
    # and the recomputed block's copies of PEFT's float32 adapters (3·h values of 2 bytes)
    loss = tokens * vocab * 3.5
    assert full - chunked == pytest.approx(loss + tokens * 2 * 3 * hidden, rel=0.01)
    reasons = _codes(recipe="torchtune", **common)
    assert "workload.recipe.chunked_loss" in reasons
    assert "workload.activations.logits" not in reasons


def test_autocast_keeps_softmax_and_layer_norm_outputs_in_float32() -> None:
    """BERT under HF Trainer's bf16 autocast stores more than a pure-bf16 library does."""
    common = {"mode": "finetune", "model": {"preset": "bert-large"}, "batch_size": 32}
    amp = _parts(recipe="hf_trainer", seq_len=512, **common).activations
    pure = _parts(recipe="deepspeed", seq_len=512, **common).activations
    assert amp > 1.3 * pure
    reasons = _codes(recipe="hf_trainer", seq_len=512, **common)
    assert "pytorch.org" in (reasons["workload.recipe.autocast"] or "")
    assert "workload.recipe.attention.eager" in reasons


def test_fused_attention_drops_the_quadratic_term_for_an_encoder() -> None:
    common = {"mode": "finetune", "model": {"preset": "bert-base"}, "batch_size": 8}

    def growth(recipe: str) -> float:
        a = _parts(recipe=recipe, seq_len=512, **common).activations
        return float(a / _parts(recipe=recipe, seq_len=256, **common).activations)

    assert growth("hf_trainer") > 2.2  # eager: s x s probabilities stored
    assert growth("unsloth") < 2.05  # FlashAttention: linear in the sequence
    assert "workload.recipe.attention.flash" in _codes(recipe="unsloth", seq_len=512, **common)


def test_kbit_training_casts_embeddings_to_float32_under_peft_only() -> None:
    model = resolve_model(_w(**TORCHTUNE_QLORA), CATALOG)
    peft = _parts(recipe="hf_trainer", **TORCHTUNE_QLORA).weights
    unsloth = _parts(recipe="unsloth", **TORCHTUNE_QLORA).weights
    assert peft - unsloth == pytest.approx(model.embedding_params * 2.0, rel=0.01)
    assert "workload.recipe.kbit_upcast" in _codes(recipe="hf_trainer", **TORCHTUNE_QLORA)
    assert "workload.recipe.kbit_upcast" not in _codes(recipe="unsloth", **TORCHTUNE_QLORA)


def test_adapters_in_bf16_without_a_master_copy_halve_the_adapter_states() -> None:
    common = {"mode": "lora", "model": {"preset": "llama-3.1-8b"}}
    peft = _parts(recipe="hf_trainer", **common)
    tune = _parts(recipe="torchtune", **common)
    peft_states = peft.gradients + peft.optimizer
    tune_states = tune.gradients + tune.optimizer
    assert tune_states == pytest.approx(peft_states / 2, rel=0.01)  # 2 + 4 against 4 + 8


def test_offloading_the_optimizer_moves_its_states_to_host_memory() -> None:
    common = {"mode": "finetune", "model": {"preset": "llama-3.1-8b"}, "sharding": "zero2"}
    on_gpu = estimate(_w(gpus=4, **common), KB)
    off = estimate(_w(gpus=4, offload="optimizer", **common), KB)
    moved = on_gpu.vram_breakdown_gib.optimizer
    assert moved > 10 and off.vram_breakdown_gib.optimizer == 0
    moved_grads = on_gpu.vram_breakdown_gib.gradients
    assert off.vram_breakdown_gib.gradients == 0
    assert off.ram_gib - on_gpu.ram_gib == pytest.approx(4 * (moved + moved_grads), rel=0.01)
    assert any(r.code == "workload.recipe.offload.optimizer" for r in off.reasons)


def test_offloading_parameters_needs_sharded_parameters() -> None:
    with pytest.raises(ValidationError, match="offload"):
        _w(mode="finetune", offload="params")
    params = _parts(mode="finetune", sharding="zero3", gpus=8, offload="params")
    model = resolve_model(_w(mode="finetune"), CATALOG)
    assert model.layers is not None
    full = _parts(mode="finetune").weights
    # only the layer at work and the one prefetched are gathered onto the GPU
    assert params.weights == pytest.approx(2 * full / model.layers) and params.optimizer == 0


@pytest.mark.parametrize("recipe", ["hf_trainer", "torchtune", "unsloth", "deepspeed", "megatron"])
def test_every_recipe_reason_reads_as_a_sentence_with_its_source(recipe: str) -> None:
    req = estimate(_w(recipe=recipe, **TORCHTUNE_QLORA), KB)
    recipe_reasons = [r for r in req.reasons if r.code.startswith("workload.recipe")]
    assert len(recipe_reasons) >= 3
    for reason in recipe_reasons:
        assert reason.text and "{" not in reason.text
        if reason.code not in ("workload.recipe.chosen", "workload.recipe.derived"):
            assert (reason.source or "").startswith("https://"), reason.code


@pytest.mark.parametrize(
    ("recipe", "wanted", "unwanted"),
    [
        ("torchtune", {"torchtune", "datasets"}, {"trl", "bitsandbytes"}),
        ("megatron", {"megatron-core"}, {"trl"}),
        ("deepspeed", {"deepspeed", "transformers", "trl"}, set()),
        ("hf_trainer", {"transformers", "peft", "trl", "bitsandbytes"}, {"torchtune"}),
    ],
)
def test_the_recipe_picks_the_training_library_of_the_stack(
    recipe: str, wanted: set[str], unwanted: set[str]
) -> None:
    from dlconfig.plan.stack_recipes import recipe_for

    names = set(recipe_for(_w(recipe=recipe, **TORCHTUNE_QLORA), None).names)
    assert wanted <= names
    assert not unwanted & names


def test_an_estimate_derives_its_recipe_traits_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every term and reason of one estimate asks for the traits; they are derived once."""
    import dlconfig.plan.workload_recipe as recipe

    derived = []
    original = recipe._recipe_traits
    monkeypatch.setattr(recipe, "_recipe_traits", lambda m, w: derived.append(w) or original(m, w))
    workload = Workload.model_validate({"task": "llm", "mode": "qlora"})
    estimate(workload, KnowledgeBase())
    assert len(derived) == 1


@pytest.mark.parametrize(
    ("task", "preset", "pure_16bit"),
    [
        ("llm", "llama-3.2-1b", True),  # transformers' Trainer trains the bf16 weights
        ("segmentation", "deeplabv3-resnet50", False),  # a PyTorch loop under autocast
        ("detection", "fasterrcnn-resnet50-fpn", False),
        ("image_classification", "resnet-50", False),
    ],
)
def test_bf16_full_training_keeps_a_float32_master_only_outside_the_trainer(
    task: str, preset: str, pure_16bit: bool
) -> None:
    """The bundle's train.py for text loads bf16 weights into the Trainer (8 bytes per
    parameter); the image bundles keep float32 weights under autocast (16 bytes)."""
    kw = {"task": task, "mode": "train", "model": {"preset": preset}, "precision": "bf16"}
    workload = _w(**kw)
    model = resolve_model(workload, CATALOG)
    parts = per_gpu_parts(model, workload)
    per_param = (parts.weights + parts.gradients + parts.optimizer) / model.params
    assert per_param == pytest.approx(8.0 if pure_16bit else 16.0, rel=0.01)
    assert ("workload.recipe.bf16_weights" in _codes(**kw)) is pure_16bit


def test_peft_adapters_keep_a_copy_of_their_input_each() -> None:
    """All-linear LoRA on a Llama-style block: q, k and v each keep their own 16-bit copy of
    the normed input where a trained block keeps one (+2·h values); Phi-3's fused qkv and
    gate_up adapters keep one each (0); attention-only LoRA leaves the MLP's inputs unkept."""
    from dlconfig.plan.workload_lora import adapter_input_values

    def values(preset: str, targets: str) -> float:
        workload = _w(mode="lora", model={"preset": preset}, lora_targets=targets)
        model = resolve_model(workload, CATALOG)
        assert model.hidden is not None
        return adapter_input_values(model, workload) / model.hidden

    assert values("llama-3.1-8b", "all-linear") == pytest.approx(3.0)
    assert values("phi-3-mini", "all-linear") == pytest.approx(0.0)
    llama = resolve_model(_w(model={"preset": "llama-3.1-8b"}), CATALOG)
    assert llama.hidden is not None
    assert values("llama-3.1-8b", "attention") == pytest.approx(1.0 - llama.ffn / llama.hidden)
    assert "workload.recipe.adapter_inputs" in _codes(mode="lora")
    assert "workload.recipe.adapter_inputs" not in _codes(mode="lora", recipe="torchtune")


def test_unfused_blocks_add_the_norms_float32_copies_and_a_fourth_wide_tensor() -> None:
    """The Trainer runs transformers' RMSNorm and MLP code; Unsloth fuses both."""
    kw = {"mode": "finetune", "model": {"preset": "llama-3.1-8b"}, "batch_size": 1}
    hf = _parts(recipe="hf_trainer", **kw)
    fused = _parts(recipe="unsloth", **kw)
    model = resolve_model(_w(**kw), CATALOG)
    assert model.hidden is not None and model.layers is not None
    per_block = (8 * model.hidden + 2 * model.ffn) * 2048  # seq_len 2048, batch 1
    assert hf.activations - fused.activations >= per_block * model.layers * 0.99
    assert "workload.recipe.unfused_blocks" in _codes(**kw)
    assert "workload.recipe.unfused_blocks" not in _codes(recipe="unsloth", **kw)


def test_deepspeed_keeps_its_communication_buckets_and_zero3_gathers_layers() -> None:
    """transformers' DeepSpeed guide: overlap_comm keeps 4.5 times the allgather and reduce
    buckets (the bundle: reduce "auto" = hidden², allgather at DeepSpeed's 5e8); ZeRO-3 and
    FSDP gather the layer at work and the one prefetched."""
    kw = {"mode": "finetune", "model": {"preset": "llama-3.1-8b"}, "gpus": 4}
    zero2 = _parts(sharding="zero2", **kw)
    ddp = _parts(sharding="ddp", **kw)
    hidden = 4096
    buckets = 4.5 * (hidden**2 + 5e8) * 2
    fragmentation = 0.05 * ((zero2.total - zero2.overhead) - (ddp.total - ddp.overhead))
    assert zero2.overhead - ddp.overhead == pytest.approx(buckets + fragmentation, rel=1e-6)
    assert "workload.overhead.deepspeed_buckets" in _codes(sharding="zero2", **kw)
    assert "workload.overhead.deepspeed_buckets" not in _codes(sharding="fsdp", **kw)
    fsdp = _parts(sharding="fsdp", **kw)
    model = resolve_model(_w(**kw), CATALOG)
    assert model.layers is not None
    full = _parts(**kw).weights
    assert fsdp.weights == pytest.approx(full / 4 + 2 * full / model.layers)
    offload = _parts(sharding="zero3", offload="params", **kw)
    assert offload.weights == pytest.approx(2 * full / model.layers)  # was 0
    # a model known only by its parameter count: no layer to gather is counted
    assert _parts(mode="finetune", model={"params_b": 7.0}, gpus=4, sharding="fsdp").weights > 0
