"""The model catalog (resources/kb/models.yaml): every preset loads, plans, and its stated
size agrees with the shapes it records."""

from __future__ import annotations

from typing import Any

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.models_catalog import ModelRecord
from dlconfig.models.workload import Workload
from dlconfig.plan.model_config import model_spec_fields
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_model import load_catalog

KB = KnowledgeBase()
CATALOG = load_catalog(KB)


def _as_config(record: ModelRecord) -> dict[str, Any]:
    """The record's shapes written back as the config.json fields the importer counts."""
    if record.kind == "vit":
        return {
            "model_type": "vit",
            "hidden_size": record.hidden,
            "num_hidden_layers": record.layers,
            "num_attention_heads": record.heads,
            "intermediate_size": record.ffn_hidden,
            "patch_size": record.patch_size,
            "image_size": record.native_image_size,
        }
    if record.kind == "encoder_decoder" and record.family == "whisper":
        encoder = record.encoder_layers or 0
        return {
            "model_type": "whisper",
            "d_model": record.hidden,
            "encoder_layers": encoder,
            "decoder_layers": (record.layers or 0) - encoder,
            "encoder_attention_heads": record.heads,
            "encoder_ffn_dim": record.ffn_hidden,
            "decoder_ffn_dim": record.ffn_hidden,
            "vocab_size": record.vocab,
            "num_mel_bins": 128,
            "max_source_positions": record.encoder_tokens,
            "max_target_positions": 448,
        }
    config: dict[str, Any] = {
        "model_type": "llama" if record.gated_mlp else "gpt2",
        "hidden_size": record.hidden,
        "num_hidden_layers": record.layers,
        "num_attention_heads": record.heads,
        "num_key_value_heads": record.kv_heads,
        "head_dim": record.head_dim,
        "intermediate_size": record.ffn_hidden,
        "vocab_size": record.vocab,
        "tie_word_embeddings": record.tied_embeddings,
    }
    if record.experts:
        config.update(
            n_routed_experts=record.experts,
            num_experts_per_tok=record.experts_per_token,
            moe_intermediate_size=record.moe_ffn_hidden,
            n_shared_experts=record.shared_experts,
            first_k_dense_replace=record.dense_layers,
        )
    if record.attention == "mla":
        config.update(kv_lora_rank=record.kv_lora_rank, qk_rope_head_dim=record.qk_rope_head_dim)
    return config


DERIVED = [
    m
    for m in CATALOG.models
    if m.params_basis == "derived_from_config"
    and (m.kind in ("decoder", "moe", "vit") or m.family == "whisper")
]


def test_the_catalog_holds_at_least_80_presets_each_with_its_source() -> None:
    assert len(CATALOG.models) >= 80
    assert all(m.source and m.as_of for m in CATALOG.models)


@pytest.mark.parametrize(
    "model_id",
    [
        "llama-3.2-3b",
        "llama-4-scout-17b-16e",
        "llama-4-maverick-17b-128e",
        "qwen3-0.6b",
        "qwen3-32b",
        "gemma-3-27b",
        "phi-4",
        "mistral-small-24b",
        "gpt-oss-120b",
        "deepseek-v2-lite",
        "whisper-small",
        "whisper-medium",
        "yolov8n",
        "flux.1-dev",
        "sd-3.5-large",
    ],
)
def test_current_models_are_presets(model_id: str) -> None:
    assert CATALOG.by_id(model_id) is not None


@pytest.mark.parametrize("model_id", [m.id for m in DERIVED])
def test_params_agree_with_the_recorded_shapes_within_3_percent(model_id: str) -> None:
    record = CATALOG.by_id(model_id)
    assert record is not None
    counted = model_spec_fields(_as_config(record), model_id)
    assert counted["params_b"] == pytest.approx(record.params_b, rel=0.03)
    # MLA records hold no query-compression rank, which the active count depends on most.
    if record.active_params_b is not None and record.attention != "mla":
        assert counted["active_params_b"] == pytest.approx(record.active_params_b, rel=0.03)


@pytest.mark.parametrize("model_id", CATALOG.ids())
def test_every_preset_plans_in_each_of_its_modes(model_id: str) -> None:
    record = CATALOG.by_id(model_id)
    assert record is not None
    for mode in record.modes:
        workload = Workload(
            task=record.task,
            mode=mode,
            model={"preset": model_id},
            precision="bf16",
            batch_size=1,
            seq_len=min(512, record.max_context or 512),
        )
        req = estimate(workload, KB)
        assert req.vram_gib_per_gpu > 0
        assert req.vram_breakdown_gib.weights > 0
