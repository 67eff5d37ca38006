"""The estimator across architectures: vision transformers, attention kernels, windows,
MLA, MoE, multi-GPU inference, kv_cache_dtype, and the errors a user sees."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dlconfig.kb import KnowledgeBase
from dlconfig.models.requirements import VRAM_PARTS
from dlconfig.models.workload import Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_memory import per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model

KB = KnowledgeBase()
CATALOG = load_catalog(KB)
GIB = 2**30
# Mistral 7B's shapes (config.json: 32 layers, 8 KV heads of 128, 4096-token window).
MISTRAL_SHAPES = {
    "params_b": 7.24,
    "layers": 32,
    "hidden": 4096,
    "heads": 32,
    "kv_heads": 8,
    "vocab": 32000,
    "ffn_hidden": 14336,
    "gated_mlp": True,
}


def _w(**kw: object) -> Workload:
    return Workload.model_validate(kw)


def _parts(**kw: object):  # type: ignore[no-untyped-def]
    workload = _w(**kw)
    return per_gpu_parts(resolve_model(workload, CATALOG), workload)


# ---- bugs -------------------------------------------------------------------------------


def test_a_custom_image_transformer_sees_patches_not_2048_text_tokens() -> None:
    deit_b = {"params_b": 0.0866, "layers": 12, "hidden": 768, "heads": 12}
    common = {"task": "image_classification", "mode": "finetune", "batch_size": 64}
    custom = estimate(_w(model=deit_b, **common), KB)
    preset = estimate(_w(model={"preset": "vit-b-16"}, **common), KB)
    act = custom.vram_breakdown_gib.activations
    assert act == pytest.approx(preset.vram_breakdown_gib.activations, rel=0.02)
    assert custom.vram_gib_per_gpu < 25  # was 82.8 GiB: 2,048 tokens instead of 197


def test_encoders_and_vits_keep_their_attention_scores_in_16_bit() -> None:
    """HF BERT and timm DeiT run eager/SDPA attention: the s x s scores are stored, so
    activations grow faster than the sequence; a decoder LM (FlashAttention) grows linearly."""

    def act(preset: str, seq: int) -> float:
        common = {"mode": "finetune", "precision": "bf16", "batch_size": 8}
        return float(_parts(model={"preset": preset}, seq_len=seq, **common).activations)

    assert act("bert-base", 512) / act("bert-base", 256) > 2.2
    assert act("llama-3.1-8b", 512) / act("llama-3.1-8b", 256) < 2.1


def test_quantized_inference_has_no_quadratic_attention_term() -> None:
    req = estimate(
        _w(
            mode="inference",
            precision="int4",
            model={"preset": "qwen2.5-7b"},
            context_len=32768,
            batch_size=1,
        ),
        KB,
    )
    assert req.vram_breakdown_gib.activations < 10  # was 145 GiB (s^2 term)


def test_inference_activations_follow_the_batch() -> None:
    one = _parts(mode="inference", model={"preset": "llama-3.1-8b"}, batch_size=1)
    eight = _parts(mode="inference", model={"preset": "llama-3.1-8b"}, batch_size=8)
    assert eight.activations == pytest.approx(8 * one.activations, rel=1e-6)


def test_inference_on_eight_gpus_splits_the_weights() -> None:
    req = estimate(_w(mode="inference", model={"preset": "llama-3.1-70b"}, gpus=8), KB)
    single = estimate(_w(mode="inference", model={"preset": "llama-3.1-70b"}), KB)
    weights = req.vram_breakdown_gib.weights
    assert weights == pytest.approx(single.vram_breakdown_gib.weights / 8, rel=0.01)
    assert weights < 20  # was 131 GiB per GPU
    assert "workload.inference.tensor_parallel" in {r.code for r in req.reasons}


def test_gpus_zero_with_a_named_gpu_is_refused_naming_gpus() -> None:
    with pytest.raises(ValidationError, match="gpus: 0"):
        _w(gpus=0, gpu="h100-sxm")
    assert _w(gpus=0).gpus == 0  # a CPU plan stays possible


# ---- architecture terms -----------------------------------------------------------------


def test_sliding_window_caps_the_kv_cache_at_the_window() -> None:
    common = {"mode": "inference", "context_len": 32768}
    full = _parts(model=MISTRAL_SHAPES, **common).kv_cache
    windowed = _parts(model={**MISTRAL_SHAPES, "sliding_window": 4096}, **common).kv_cache
    assert full == pytest.approx(2 * 32 * 8 * 128 * 32768 * 2)
    assert windowed == pytest.approx(full / 8)
    req = estimate(_w(model={**MISTRAL_SHAPES, "sliding_window": 4096}, **common), KB)
    assert "workload.kv_cache.window" in {r.code for r in req.reasons}


def test_mla_caches_the_latent_not_keys_and_values_per_head() -> None:
    req = estimate(_w(mode="inference", model={"preset": "deepseek-v3"}, context_len=1), KB)
    per_token = (512 + 64) * 61 * 2  # (kv_lora_rank + qk_rope_head_dim) x layers x bytes
    assert req.vram_breakdown_gib.kv_cache * GIB == pytest.approx(per_token, abs=GIB * 0.001)
    parts = _parts(mode="inference", model={"preset": "deepseek-v3"}, context_len=4096)
    assert parts.kv_cache == pytest.approx(per_token * 4096)
    naive = 2 * 61 * 128 * 128 * 4096 * 2  # keys and values of 128 heads: 56x more
    assert naive / parts.kv_cache > 24
    assert "workload.kv_cache.mla" in {r.code for r in req.reasons}


def test_chunked_attention_layers_keep_one_chunk() -> None:
    common = {"mode": "inference", "context_len": 65536}
    shapes = {**MISTRAL_SHAPES, "sliding_window": 8192, "window_kind": "chunked"}
    three_of_four = _parts(model={**shapes, "window_layers": 24}, **common).kv_cache
    full = _parts(model=MISTRAL_SHAPES, **common).kv_cache
    assert three_of_four == pytest.approx(full * (8 + 24 / 8) / 32)


def test_whisper_keeps_cross_attention_kv_for_1500_audio_positions() -> None:
    spec = {
        "params_b": 0.242,
        "layers": 24,
        "encoder_layers": 12,
        "hidden": 768,
        "heads": 12,
        "vocab": 51865,
        "encoder_tokens": 1500,
        "architecture": "encoder_decoder",
    }
    parts = _parts(task="speech", mode="inference", model=spec, context_len=448)
    assert parts.kv_cache == pytest.approx(2 * 12 * 768 * (448 + 1500) * 2)


def test_fp8_kv_cache_halves_the_cache_apart_from_the_weights() -> None:
    common = {"mode": "inference", "model": {"preset": "llama-3.1-8b"}, "context_len": 8192}
    bf16 = _parts(**common)
    fp8 = _parts(kv_cache_dtype="fp8", **common)
    assert fp8.kv_cache == pytest.approx(bf16.kv_cache / 2)
    assert fp8.weights == bf16.weights


def test_moe_memory_counts_every_expert_and_compute_the_active_ones() -> None:
    req = estimate(_w(mode="inference", model={"preset": "gpt-oss-20b"}, precision="bf16"), KB)
    assert req.params == pytest.approx(20.9e9, rel=0.01)
    assert req.active_params is not None and req.active_params < req.params / 4
    assert req.flops_per_token == pytest.approx(2 * req.active_params)


# ---- validation -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("model", "field"),
    [
        ({"params_b": 7, "layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 6}, "kv_heads"),
        ({"params_b": 7, "experts": 8, "experts_per_token": 9}, "experts_per_token"),
        ({"params_b": 7, "active_params_b": 9}, "active_params_b"),
        ({"params_b": 7, "attention": "mla"}, "kv_lora_rank"),
    ],
)
def test_contradictory_shapes_get_one_line_naming_the_field(
    model: dict[str, object], field: str
) -> None:
    with pytest.raises(ValidationError) as err:
        _w(model=model)
    message = str(err.value.errors()[0]["msg"])
    assert field in message and "\n" not in message


@pytest.mark.parametrize("params_b", [0.5, 700.0])
def test_shapes_that_contradict_the_parameter_count_are_refused(params_b: float) -> None:
    model = {**MISTRAL_SHAPES, "params_b": params_b}
    with pytest.raises(PlanInputError) as err:
        estimate(_w(model=model), KB)
    assert err.value.field == "model.params_b" and "\n" not in err.value.message
    assert estimate(_w(model=MISTRAL_SHAPES), KB).params == pytest.approx(7.24e9)


# ---- serving on a named GPU -------------------------------------------------------------


def _serving(**kw: object) -> dict[str, float]:
    req = estimate(_w(mode="inference", gpu="h100-sxm", **kw), KB)
    return {e.name: e.value for e in req.estimates}


def test_decode_speed_is_bandwidth_over_bytes_read_per_step() -> None:
    figures = _serving(model={"preset": "llama-3.1-8b"}, context_len=4096, concurrent_requests=4)
    req = estimate(
        _w(
            mode="inference",
            gpu="h100-sxm",
            model={"preset": "llama-3.1-8b"},
            context_len=4096,
            concurrent_requests=4,
        ),
        KB,
    )
    parts = req.vram_breakdown_gib
    read = (parts.weights + parts.kv_cache) * GIB
    assert figures["decode_tokens_per_s"] == pytest.approx(3350e9 / read, rel=0.01)
    assert figures["decode_tokens_per_s_total"] == pytest.approx(
        4 * figures["decode_tokens_per_s"], rel=0.01
    )
    assert 0 < figures["prefill_s"] < figures["time_to_first_token_s"]
    codes = {r.code for r in req.reasons}
    assert {"workload.serving.decode", "workload.serving.prefill"} <= codes


def test_the_largest_context_that_fits_shrinks_with_requests_and_grows_with_fp8_kv() -> None:
    def fit(**kw: object) -> float:
        return _serving(model={"preset": "llama-3.1-8b"}, context_len=4096, **kw)[
            "max_context_tokens"
        ]

    one, many = fit(concurrent_requests=1), fit(concurrent_requests=16)
    assert many < one
    # half the KV bytes per token; the prefill working set still grows with the context
    assert fit(concurrent_requests=16, kv_cache_dtype="fp8") > 1.5 * many
    # that context really fits: the KV cache at it stays within the GPU's 90%
    at_fit = estimate(
        _w(
            mode="inference",
            gpu="h100-sxm",
            model={"preset": "llama-3.1-8b"},
            context_len=int(many),
            seq_len=2048,
            concurrent_requests=16,
        ),
        KB,
    )
    assert at_fit.vram_gib_per_gpu <= 80 * 0.9 + 0.5


def test_moe_decode_reads_only_the_active_experts_for_one_request() -> None:
    figures = _serving(model={"preset": "gpt-oss-20b"}, context_len=1024)
    dense_equivalent = 3350e9 / (20.9e9 * 2)
    assert figures["decode_tokens_per_s"] > 3 * dense_equivalent


@pytest.mark.parametrize(
    "kw",
    [
        {"mode": "qlora", "model": {"preset": "llama-3.1-8b"}, "sharding": "fsdp", "gpus": 2},
        {"mode": "inference", "model": {"preset": "deepseek-v3"}, "context_len": 4096},
        {"mode": "finetune", "task": "image_classification", "model": {"preset": "resnet-50"}},
    ],
)
def test_every_memory_part_carries_its_own_basis_and_reasons(kw: dict[str, object]) -> None:
    from dlconfig.plan.workload_parts import memory_terms

    workload = _w(**kw)
    model = resolve_model(workload, CATALOG)
    parts = per_gpu_parts(model, workload)
    terms = memory_terms(model, workload, parts)
    assert tuple(t.name for t in terms) == VRAM_PARTS
    req = estimate(workload, KB)
    shown = {e.name: e for e in req.estimates}
    codes = {r.code for r in req.reasons}
    for term in terms:
        assert getattr(req.vram_breakdown_gib, term.name) == round(term.bytes / GIB, 3)
        assert shown[term.name].basis_code == term.basis_code
        assert shown[term.name].basis  # rendered from the catalogue
        if term.bytes > 0:
            assert term.reasons, term.name
            assert {r.code for r in term.reasons} <= codes
