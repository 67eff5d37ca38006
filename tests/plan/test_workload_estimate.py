"""estimate(): breakdown, reasons, estimates and the errors a user sees."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.models_catalog import ModelCatalog
from dlconfig.models.workload import Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.workload import estimate

KB = KnowledgeBase()


def _w(**kw: object) -> Workload:
    return Workload.model_validate(kw)


def test_catalog_has_the_presets_the_issue_names() -> None:
    catalog = KB.dataset("models", ModelCatalog)
    ids = set(catalog.ids())
    assert len(ids) >= 25
    for wanted in (
        "resnet-50",
        "efficientnet-b0",
        "vit-b-16",
        "vit-l-16",
        "bert-base",
        "bert-large",
        "t5-base",
        "gpt2",
        "gpt2-xl",
        "llama-2-7b",
        "llama-2-70b",
        "llama-3.1-8b",
        "llama-3.1-70b",
        "mistral-7b",
        "mixtral-8x7b",
        "qwen2.5-7b",
        "qwen2.5-14b",
        "qwen2.5-72b",
        "phi-3-mini",
        "gemma-2-9b",
        "gemma-2-27b",
        "sd-1.5",
        "sdxl",
        "whisper-large-v3",
    ):
        assert wanted in ids
    for record in catalog.models:
        assert record.source.startswith("https://")
    mixtral = catalog.by_id("mixtral-8x7b")
    assert mixtral is not None and mixtral.active_params_b is not None
    assert mixtral.active_params_b < mixtral.params_b


def test_breakdown_sums_to_total_and_every_figure_has_a_basis() -> None:
    req = estimate(_w(mode="finetune", model={"preset": "llama-2-7b"}, batch_size=1), KB)
    parts = req.vram_breakdown_gib
    assert req.vram_gib_per_gpu == pytest.approx(parts.total, abs=0.01)
    # bf16 with the Trainer (transformers 5 loads bf16, Trainer(bf16=True) trains it as it
    # is): weights, gradients and AdamW's two states in bf16, 8 bytes per parameter:
    # 6.74B x 8 B = 50.2 GiB, as PyTorch's allocation in tests/data/traces shows
    assert parts.weights + parts.gradients + parts.optimizer == pytest.approx(50.2, rel=0.01)
    # fp16 needs float32 weights (the gradient scaler cannot unscale fp16 gradients): the
    # weights, their 16-bit autocast copy, float32 gradients and AdamW states, 18 bytes
    fp16 = estimate(
        _w(mode="finetune", model={"preset": "llama-2-7b"}, batch_size=1, precision="fp16"), KB
    ).vram_breakdown_gib
    assert fp16.weights + fp16.gradients + fp16.optimizer == pytest.approx(113.0, rel=0.01)
    # 16 bytes per parameter (ZeRO) where the library keeps 16-bit weights: 100.4 GiB
    ds = estimate(
        _w(mode="finetune", model={"preset": "llama-2-7b"}, batch_size=1, recipe="deepspeed"), KB
    ).vram_breakdown_gib
    assert ds.weights + ds.gradients + ds.optimizer == pytest.approx(100.4, rel=0.01)
    names = {e.name for e in req.estimates}
    assert {"weights", "activations", "kv_cache", "overhead", "vram_per_gpu"} <= names
    for item in req.estimates:
        assert item.basis and item.error_pct > 0


def test_reasons_cite_the_formulas_with_sources() -> None:
    req = estimate(
        _w(
            mode="qlora", model={"preset": "llama-2-70b"}, batch_size=1, gradient_checkpointing=True
        ),
        KB,
    )
    by_code = {r.code: r for r in req.reasons}
    assert "arxiv.org/abs/2305.14314" in (by_code["workload.weights.qlora_nf4"].source or "")
    assert "2205.05198" in (by_code["workload.activations.korthikanti"].source or "")
    assert "1910.02054" in (by_code["workload.optimizer.states"].source or "")
    assert by_code["workload.model.preset"].source == (
        "https://huggingface.co/meta-llama/Llama-2-70b-hf/blob/main/config.json"
    )
    assert all(r.text for r in req.reasons)


def test_inference_has_kv_cache_and_no_training_states() -> None:
    req = estimate(
        _w(
            mode="inference",
            model={"preset": "llama-3.1-8b"},
            context_len=8192,
            concurrent_requests=4,
        ),
        KB,
    )
    parts = req.vram_breakdown_gib
    assert parts.gradients == 0 and parts.optimizer == 0
    # 2 x 32 layers x 8 kv heads x 128 x 8192 tokens x 2 bytes x 4 requests = 4 GiB
    assert parts.kv_cache == pytest.approx(4.0, rel=0.001)
    assert req.train_flops is None
    assert req.flops_per_token == pytest.approx(2 * 8.03e9, rel=0.01)


def test_moe_computes_with_active_parameters() -> None:
    req = estimate(_w(mode="train", model={"preset": "mixtral-8x7b"}, tokens_b=1, seq_len=128), KB)
    assert req.params == pytest.approx(46.7e9)
    assert req.train_flops is not None
    assert req.train_flops < 6 * 13.5e9 * 1e9  # 6·N_active·D, not 6·N_total·D
    assert any(r.code == "workload.compute.moe_active" for r in req.reasons)


def test_cnn_training_has_compute_and_activations() -> None:
    req = estimate(
        _w(
            task="image_classification",
            mode="train",
            model={"preset": "resnet-50"},
            batch_size=256,
            dataset_gb=138,
            epochs=1,
        ),
        KB,
    )
    assert req.train_flops is not None
    # 1.28M images x 3 x 2 x 4.089 GMACs ≈ 3.1e16 FLOPs
    assert req.train_flops == pytest.approx(1.2778e6 * 3 * 2 * 4.089e9, rel=0.01)
    assert req.vram_breakdown_gib.activations > 5


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"model": {"preset": "no-such-model"}}, "model.preset"),
        (
            {"model": {"preset": "resnet-50"}, "mode": "qlora", "task": "image_classification"},
            "mode",
        ),
        ({"model": {"preset": "llama-2-7b"}, "mode": "finetune", "precision": "int4"}, "precision"),
        ({"model": {"preset": "bert-base"}, "seq_len": 4096}, "seq_len"),
        ({"model": {"preset": "llama-2-7b"}, "mode": "lora", "precision": "int4"}, "precision"),
        ({"model": {"params_b": 7, "layers": 32}}, "model.hidden"),
    ],
)
def test_plan_input_errors_name_the_field(data: dict[str, object], field: str) -> None:
    with pytest.raises(PlanInputError) as info:
        estimate(Workload.model_validate(data), KB)
    assert info.value.field == field
    assert info.value.message


def test_unknown_preset_suggests_close_names() -> None:
    with pytest.raises(PlanInputError, match="llama-2-7b"):
        estimate(_w(model={"preset": "llama-2-7"}), KB)


@pytest.mark.parametrize(
    ("data", "loc"),
    [
        ({"batch_size": -1}, "batch_size"),
        ({"model": {"params_b": 1e6}}, "model.params_b"),
        ({"seq_len": 0}, "seq_len"),
        ({"mode": "dance"}, "mode"),
    ],
)
def test_workload_model_rejects_out_of_bounds_fields(data: dict[str, object], loc: str) -> None:
    with pytest.raises(ValidationError) as info:
        Workload.model_validate(data)
    first = info.value.errors()[0]
    assert ".".join(str(p) for p in first["loc"]) == loc


def test_preset_task_wins_over_a_default_task() -> None:
    req = estimate(_w(model={"preset": "resnet-50"}, mode="train", batch_size=32), KB)
    assert any(r.code == "workload.task.from_preset" for r in req.reasons)
    # images, not text tokens: 10 GB of JPEGs at ~108 KB each
    assert req.train_tokens == pytest.approx(10e9 / 108e3, rel=0.01)


def test_an_unset_sequence_length_follows_the_models_context() -> None:
    """BERT reads 512 tokens: a workload that does not set seq_len is planned at 512, not
    refused for the default 2,048; a length the user gives is still checked as given."""
    from dlconfig.plan.errors import PlanInputError
    from dlconfig.plan.workload_model import with_model_defaults

    kb = KnowledgeBase()
    fields = {"task": "text_classification", "model": {"preset": "bert-base"}}
    unset = Workload.model_validate(fields)
    assert with_model_defaults(unset, kb).seq_len == 512
    assert estimate(unset, kb).vram_gib_per_gpu > 0
    given = unset.model_copy(update={"seq_len": 2048})
    given = Workload.model_validate({**given.model_dump(exclude_unset=True), "seq_len": 2048})
    with pytest.raises(PlanInputError) as refused:
        estimate(given, kb)
    assert refused.value.field == "seq_len"
