"""Importing a model from its Hugging Face config.json (tests/data/model_configs/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.config_defaults import ConfigDefaults
from dlconfig.models.workload import Workload
from dlconfig.plan.model_config import ModelConfigError, load_model_config, model_spec_fields
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_file import WorkloadFileError, load_workload, with_model_config
from dlconfig.plan.workload_memory import per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model

CONFIGS = Path(__file__).parents[1] / "data" / "model_configs"
KB = KnowledgeBase()
GIB = 2**30

# Official parameter counts (tests/data/model_configs/SOURCES.md), in billions.
OFFICIAL = {
    "llama-3.2-1b.json": 1.23,
    "qwen3-8b.json": 8.2,
    "gpt-oss-20b.json": 21.0,
    "kimi-k2-instruct.json": 1026.470731056,
    "vit-base-patch16-224.json": 86.0 / 1000,
    "whisper-large-v3-turbo.json": 0.809,
    "bert-base-uncased.json": 0.110,
    "tinyllama-1.1b-chat-v1.0.json": 1.1,
    "gemma-3-12b-it.json": 12.0,
    "mistral-7b-v0.1.json": 7.3,
    "mixtral-8x7b-v0.1.json": 46.7,
    "phi-3-mini-4k-instruct.json": 3.8,
    "llama-4-scout-17b-16e.json": 109.0,
    "deepseek-v3.json": 671.0,
    "gpt-oss-120b.json": 116.8,
}


@pytest.mark.parametrize("name", sorted(OFFICIAL))
def test_parameter_count_within_3_percent_of_the_official_one(name: str) -> None:
    fields = load_model_config(CONFIGS / name)
    assert fields["params_b"] == pytest.approx(OFFICIAL[name], rel=0.03)


def _kv_gib(name: str, tokens: int) -> float:
    workload = with_model_config(
        Workload(mode="inference", context_len=tokens, batch_size=1), CONFIGS / name
    )
    model = resolve_model(workload, load_catalog(KB))
    return float(per_gpu_parts(model, workload).kv_cache) / GIB


@pytest.mark.parametrize(
    ("name", "per_token_bytes"),
    [
        # 2 x layers x kv_heads x head_dim x 2 bytes
        ("llama-3.2-1b.json", 2 * 16 * 8 * 64 * 2),
        ("qwen3-8b.json", 2 * 36 * 8 * 128 * 2),
        ("tinyllama-1.1b-chat-v1.0.json", 2 * 22 * 4 * 64 * 2),
        # MLA: (kv_lora_rank + qk_rope_head_dim) x layers x 2 bytes
        ("kimi-k2-instruct.json", (512 + 64) * 61 * 2),
        ("deepseek-v3.json", (512 + 64) * 61 * 2),
        # Mixtral: every layer full attention (sliding_window null), 8 KV heads
        ("mixtral-8x7b-v0.1.json", 2 * 32 * 8 * 128 * 2),
    ],
)
def test_kv_cache_equals_the_architecture_formula(name: str, per_token_bytes: int) -> None:
    assert _kv_gib(name, 2048) * GIB == pytest.approx(per_token_bytes * 2048, rel=0.001)


def test_gpt_oss_sliding_layers_keep_128_tokens() -> None:
    # 12 full layers keep every token, 12 sliding layers at most 128 (layer_types).
    per_layer_token = 2 * 8 * 64 * 2
    expected = per_layer_token * (12 * 32768 + 12 * 128)
    assert _kv_gib("gpt-oss-20b.json", 32768) * GIB == pytest.approx(expected, rel=0.001)


def test_moe_and_mla_fields_are_read() -> None:
    kimi = load_model_config(CONFIGS / "kimi-k2-instruct.json")
    assert kimi["attention"] == "mla" and kimi["kv_lora_rank"] == 512
    assert kimi["experts"] == 384 and kimi["experts_per_token"] == 8
    assert kimi["shared_experts"] == 1 and kimi["dense_layers"] == 1
    assert kimi["active_params_b"] == pytest.approx(32, rel=0.03)
    gpt = load_model_config(CONFIGS / "gpt-oss-20b.json")
    assert gpt["sliding_window"] == 128 and gpt["window_layers"] == 12


def test_a_vit_config_plans_patches_from_image_size() -> None:
    workload = with_model_config(
        Workload(task="image_classification", mode="finetune", batch_size=32),
        CONFIGS / "vit-base-patch16-224.json",
    )
    preset = Workload(
        task="image_classification", mode="finetune", batch_size=32, model={"preset": "vit-b-16"}
    )
    imported = estimate(workload, KB).vram_breakdown_gib.activations
    assert imported == pytest.approx(estimate(preset, KB).vram_breakdown_gib.activations, rel=0.02)


def test_nested_text_config_and_chunked_layers_are_read() -> None:
    """A Llama 4 style config: the language model in text_config, 3 of 4 layers chunked."""
    data = {
        "model_type": "llama4",
        "text_config": {
            "model_type": "llama4_text",
            "hidden_size": 512,
            "num_hidden_layers": 8,
            "num_attention_heads": 8,
            "num_key_value_heads": 2,
            "head_dim": 64,
            "intermediate_size": 256,
            "intermediate_size_mlp": 1024,
            "num_local_experts": 4,
            "num_experts_per_tok": 1,
            "attention_chunk_size": 8192,
            "vocab_size": 1000,
        },
    }
    fields = model_spec_fields(data, "tiny-llama4")
    assert fields["window_kind"] == "chunked" and fields["sliding_window"] == 8192
    assert fields["window_layers"] == 6 and fields["experts"] == 4


def test_missing_required_fields_are_named_in_one_message(tmp_path: Path) -> None:
    # a model_type whose class defaults are not recorded: nothing fills the gaps (a llama
    # config gets LlamaConfig's defaults, as transformers itself would load it)
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"model_type": "my_arch", "hidden_size": 64}), encoding="utf-8")
    with pytest.raises(ModelConfigError) as err:
        load_model_config(path)
    message = str(err.value)
    assert "num_hidden_layers" in message and "num_attention_heads" in message
    assert "vocab_size" in message and "\n" not in message


def test_unknown_fields_are_ignored() -> None:
    data = json.loads((CONFIGS / "llama-3.2-1b.json").read_text(encoding="utf-8"))
    data["some_future_field"] = {"nested": [1, 2, 3]}
    assert model_spec_fields(data, "x")["params_b"] == pytest.approx(1.2358, rel=1e-3)


def test_a_workload_reads_its_config_relative_to_itself(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "config.json").write_bytes((CONFIGS / "qwen3-8b.json").read_bytes())
    path = tmp_path / "workload.yaml"
    path.write_text("mode: inference\nmodel: {config: models/config.json}\n", encoding="utf-8")
    workload = load_workload(path)
    assert workload.model.params_b == pytest.approx(8.19, rel=0.01)
    assert workload.model.kv_heads == 8
    reasons = estimate(workload, KB).reasons
    assert "workload.model.config" in {r.code for r in reasons}


def test_numbers_in_the_workload_override_the_config(tmp_path: Path) -> None:
    (tmp_path / "config.json").write_bytes((CONFIGS / "qwen3-8b.json").read_bytes())
    path = tmp_path / "workload.yaml"
    path.write_text("model: {config: config.json, kv_heads: 4}\n", encoding="utf-8")
    assert load_workload(path).model.kv_heads == 4


def test_a_bad_config_path_names_the_field(tmp_path: Path) -> None:
    path = tmp_path / "workload.yaml"
    path.write_text("model: {config: nowhere/config.json}\n", encoding="utf-8")
    with pytest.raises(WorkloadFileError) as err:
        load_workload(path)
    assert err.value.field == "model.config" and "\n" not in str(err.value)


def test_whisper_turbo_keeps_decoder_and_cross_attention_kv() -> None:
    workload = with_model_config(
        Workload(task="speech", mode="inference", context_len=448, seq_len=448, batch_size=1),
        CONFIGS / "whisper-large-v3-turbo.json",
    )
    kv = per_gpu_parts(resolve_model(workload, load_catalog(KB)), workload).kv_cache
    # 4 decoder layers x (448 own tokens + 1500 encoder positions) x 2 x 1280 x 2 bytes
    assert kv == pytest.approx(4 * (448 + 1500) * 2 * 1280 * 2, rel=0.001)


def test_an_encoder_config_keeps_its_attention_scores_and_no_kv_cache() -> None:
    workload = with_model_config(
        Workload(task="text_classification", mode="inference", seq_len=512, batch_size=8),
        CONFIGS / "bert-base-uncased.json",
    )
    req = estimate(workload, KB)
    assert req.vram_breakdown_gib.kv_cache == 0
    # 12 heads x 512 x 512 scores x 8 prompts x 5 bytes (Korthikanti) in one layer
    assert req.vram_breakdown_gib.activations * GIB > 12 * 512 * 512 * 8 * 5


def test_gemma3_reads_text_config_and_five_sliding_layers_in_six() -> None:
    fields = load_model_config(CONFIGS / "gemma-3-12b-it.json")
    assert fields["layers"] == 48 and fields["tied_embeddings"] is True
    assert fields["sliding_window"] == 1024 and fields["window_layers"] == 40
    per_layer_token = 2 * 8 * 256 * 2
    expected = per_layer_token * (8 * 32768 + 40 * 1024)
    assert _kv_gib("gemma-3-12b-it.json", 32768) * GIB == pytest.approx(expected, rel=0.001)


@pytest.mark.parametrize(
    ("name", "tokens", "expected_bytes"),
    [
        # Mistral 7B: all 32 layers keep at most the 4,096-token window
        ("mistral-7b-v0.1.json", 32768, 2 * 8 * 128 * 2 * 32 * 4096),
        ("mistral-7b-v0.1.json", 2048, 2 * 8 * 128 * 2 * 32 * 2048),
        # Phi-3 mini: 32 heads, head_dim 96, sliding_window 2047 on every layer
        ("phi-3-mini-4k-instruct.json", 4096, 2 * 32 * 96 * 2 * 32 * 2047),
        # Llama 4 Scout: 36 chunked layers keep one 8,192-token chunk, 12 global layers all
        ("llama-4-scout-17b-16e.json", 32768, 2 * 8 * 128 * 2 * (12 * 32768 + 36 * 8192)),
        ("llama-4-scout-17b-16e.json", 4096, 2 * 8 * 128 * 2 * 48 * 4096),
        # gpt-oss-120b: 18 full layers, 18 sliding layers keep at most 128 tokens
        ("gpt-oss-120b.json", 32768, 2 * 8 * 64 * 2 * (18 * 32768 + 18 * 128)),
    ],
)
def test_windowed_kv_cache_follows_the_window(name: str, tokens: int, expected_bytes: int) -> None:
    assert _kv_gib(name, tokens) * GIB == pytest.approx(expected_bytes, rel=0.001)


def test_mixtral_and_llama4_scout_count_total_and_active_experts() -> None:
    mixtral = load_model_config(CONFIGS / "mixtral-8x7b-v0.1.json")
    assert mixtral["experts"] == 8 and mixtral["experts_per_token"] == 2
    assert mixtral["active_params_b"] == pytest.approx(12.9, rel=0.03)
    scout = load_model_config(CONFIGS / "llama-4-scout-17b-16e.json")
    assert scout["window_kind"] == "chunked" and scout["window_layers"] == 36
    assert scout["experts"] == 16 and scout["shared_experts"] == 1
    assert scout["active_params_b"] == pytest.approx(17, rel=0.03)


def test_a_dinov2_config_takes_its_mlp_width_from_mlp_ratio() -> None:
    # facebook/dinov2-small's fields: no intermediate_size, mlp_ratio 4 instead
    data = {
        "model_type": "dinov2",
        "hidden_size": 384,
        "num_hidden_layers": 12,
        "num_attention_heads": 6,
        "mlp_ratio": 4,
        "patch_size": 14,
        "image_size": 518,
    }
    fields = model_spec_fields(data, "dinov2-small")
    assert fields["ffn_hidden"] == 1536 and fields["patch_size"] == 14
    assert fields["params_b"] == pytest.approx(0.022, rel=0.03)


def test_a_config_listing_only_its_differences_imports_like_the_full_one(
    tmp_path: Path,
) -> None:
    """A config.json is a diff against its transformers class's defaults (Gemma 3's text
    config leaves out vocab_size and more): the fields it omits come from the recorded
    class defaults, so Gemma 3 12B's config with every default-valued field removed imports
    to the same model."""
    full = json.loads((CONFIGS / "gemma-3-12b-it.json").read_text(encoding="utf-8"))
    record = (
        KnowledgeBase().dataset("model_config_defaults", ConfigDefaults).for_type("gemma3_text")
    )
    assert record is not None and record.source.startswith("https://github.com/huggingface/")
    text = dict(full["text_config"])
    dropped = [k for k, v in record.defaults.items() if text.get(k) == v]
    assert "vocab_size" in dropped  # 262208, the class default
    short = {**full, "text_config": {k: v for k, v in text.items() if k not in dropped}}
    path = tmp_path / "config.json"
    path.write_text(json.dumps(short), encoding="utf-8")
    assert load_model_config(path) == load_model_config(CONFIGS / "gemma-3-12b-it.json") | {
        "name": load_model_config(path)["name"]
    }


def _qwen3_next(tmp_path: Path, **fields: object) -> Path:
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"model_type": "qwen3_next", **fields}), encoding="utf-8")
    return path


def test_a_hybrid_attention_config_keeps_a_cache_only_on_its_full_layers(
    tmp_path: Path,
) -> None:
    """Qwen3-Next's linear-attention layers keep a fixed state (a 4-step convolution of
    8,192 channels in bf16 and 32 x 128 x 128 float32 values), not a cache: 3 of every 4
    layers. 7,536,640 bytes for 4 layers at 512 tokens is what transformers' cache held in
    a fake-tensor trace (dlconfig's tracer, torch 2.14.1, transformers 5.24.0)."""
    fields = load_model_config(_qwen3_next(tmp_path))  # the class's defaults: 48 layers
    assert fields["linear_layers"] == 36
    assert fields["linear_state_bytes"] == 8192 * 4 * 2 + 32 * 128 * 128 * 4
    kinds = ["linear_attention"] * 3 + ["full_attention"]
    small = _qwen3_next(tmp_path, num_hidden_layers=4, layer_types=kinds)
    workload = with_model_config(
        Workload.model_validate(
            {"mode": "inference", "seq_len": 512, "context_len": 512, "concurrent_requests": 1}
        ),
        small,
    )
    kv = next(e for e in estimate(workload, KnowledgeBase()).estimates if e.name == "kv_cache")
    assert kv.value == pytest.approx(7_536_640 / 2**30, abs=0.0005)


@pytest.mark.parametrize(
    ("name", "qk_norm", "norms"),
    [
        ("qwen3-8b", True, 2),
        ("gemma-3-12b-it", True, 4),
        ("mistral-7b-v0.1", False, 2),
    ],
)
def test_the_norms_of_a_block_come_from_its_family(name: str, qk_norm: bool, norms: int) -> None:
    """Qwen3 and Gemma 3 normalise each head's queries and keys, Gemma 2 and 3 have four
    norms a block (transformers' modeling code); the preset of the same model agrees."""
    path = Path(__file__).resolve().parents[1] / "data" / "model_configs" / f"{name}.json"
    fields = load_model_config(path)
    assert (fields["qk_norm"], fields["block_norms"]) == (qk_norm, norms)
    preset = {"qwen3-8b": "qwen3-8b", "gemma-3-12b-it": "gemma-3-12b", "mistral-7b-v0.1": None}
    if preset[name]:
        workload = Workload.model_validate({"model": {"preset": preset[name]}})
        model = resolve_model(workload, load_catalog(KnowledgeBase()))
        assert (model.qk_norm, model.block_norms) == (qk_norm, norms)
