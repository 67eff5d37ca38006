"""Import a model's architecture from its Hugging Face ``config.json``.

``model_spec_fields(data, name)`` turns the fields the major families use (llama,
mistral, mixtral, qwen2/qwen3/qwen3_moe, gemma2/gemma3 incl. ``text_config``, phi3,
deepseek_v3/kimi_k2, gpt_oss, llama4, vit, whisper, bert) into ``ModelSpec`` fields and
counts the parameters from the weight shapes. Unknown fields are ignored; missing
required ones raise one ``ModelConfigError`` naming all of them. ``load_model_config``
reads the file through the one untrusted-file reader.

Parameter counts include embeddings, projections, MLPs, experts and norms; biases are
counted where a family has them on every projection (ViT, Whisper, BERT), not for the
few decoder families with small QKV biases (well under 0.1%). A multimodal
``config.json`` (Gemma 3, Llama 4) is counted for its language model only.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.config_defaults import ConfigDefaults
from dlconfig.models.untrusted import (
    UntrustedFileError,
    parse_untrusted,
    read_untrusted_bytes,
    read_untrusted_head,
)
from dlconfig.plan.model_gguf import MAX_HEADER_BYTES, GgufError, gguf_config, read_gguf_header

MAX_CONFIG_BYTES = 4 * 1024 * 1024
MAX_INDEX_BYTES = 32 * 1024 * 1024
INDEX_SUFFIX = ".safetensors.index.json"
# Bytes per parameter of an unquantised checkpoint by its config's dtype.
_DTYPE_BYTES = {"bfloat16": 2, "float16": 2, "float32": 4}
# Families whose config leaves tie_word_embeddings out and ties by default.
_TIED_BY_DEFAULT = ("gemma", "gemma2", "gemma3", "gemma3_text", "whisper", "bert", "vit")
# Families with a plain (not gated) two-matrix MLP.
_PLAIN_MLP = ("gpt2", "bert", "vit", "whisper", "phi", "gpt_neox")
# Families whose attention normalises each head's queries and keys with an RMSNorm, and
# those with four RMSNorms a block (before and after attention and the MLP): transformers
# 5.24.0's Qwen3/Qwen3Moe/Gemma3 attention (q_norm, k_norm) and Gemma2/Gemma3 decoder
# layers (input, post_attention, pre_feedforward and post_feedforward layernorms).
_QK_NORM = ("qwen3", "qwen3_moe", "gemma3", "gemma3_text")
_FOUR_NORMS = ("gemma2", "gemma3", "gemma3_text")
# llama4: every fourth layer attends globally without RoPE, the others in 8K chunks.
_LLAMA4_GLOBAL_EVERY = 4


class ModelConfigError(ValueError):
    """A config.json that cannot be imported; the message names the missing fields."""


# No size in a model's config comes near this; beyond it a float cannot hold every integer
# and products of sizes overflow.
_MAX_FIELD = 2**53


class _FieldValueError(ModelConfigError):
    """A field's number no model has; the file's name is put before it by the caller."""


def _int(cfg: Mapping[str, Any], key: str) -> int | None:
    value = cfg.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not -_MAX_FIELD <= value <= _MAX_FIELD:  # NaN and infinities are refused on reading
        shown = (
            f"{value:.3g}" if isinstance(value, float) else f"a {len(str(abs(value)))}-digit number"
        )
        raise _FieldValueError(f"{key}: {shown} is beyond {_MAX_FIELD:,}")
    return int(value)


def _require(cfg: Mapping[str, Any], keys: tuple[str, ...], name: str) -> dict[str, int]:
    found = {k: _int(cfg, k) for k in keys}
    missing = [k for k, v in found.items() if v is None or v <= 0]
    if missing:
        raise ModelConfigError(f"{name}: config.json lacks {', '.join(missing)}")
    return {k: int(v) for k, v in found.items() if v is not None}


def _text_part(data: Mapping[str, Any]) -> tuple[Mapping[str, Any], str]:
    """The language model's fields (``text_config`` of multimodal configs) and model_type."""
    top_type = str(data.get("model_type") or "")
    inner = data.get("text_config")
    if isinstance(inner, Mapping) and "num_hidden_layers" not in data:
        merged = {**{k: v for k, v in data.items() if k != "text_config"}, **inner}
        return merged, str(inner.get("model_type") or top_type)
    return data, top_type


def _window(cfg: Mapping[str, Any], model_type: str, layers: int) -> dict[str, Any]:
    """Sliding-window or chunked layers: from ``layer_types``, else the family's pattern."""
    kinds = cfg.get("layer_types")
    chunk = _int(cfg, "attention_chunk_size")
    window = _int(cfg, "sliding_window")
    if isinstance(kinds, list) and kinds:
        sliding = sum(1 for k in kinds if k == "sliding_attention")
        chunked = sum(1 for k in kinds if k == "chunked_attention")
        if chunked and chunk:
            return {"sliding_window": chunk, "window_kind": "chunked", "window_layers": chunked}
        if sliding and window:
            return {"sliding_window": window, "window_kind": "sliding", "window_layers": sliding}
        return {}
    if model_type.startswith("llama4") and chunk:
        chunked = layers - layers // _LLAMA4_GLOBAL_EVERY
        return {"sliding_window": chunk, "window_kind": "chunked", "window_layers": chunked}
    if not window:
        return {}
    if model_type.startswith(("qwen2", "qwen3")):
        if not cfg.get("use_sliding_window"):
            return {}
        # Qwen: layers from max_window_layers on use the window.
        first = _int(cfg, "max_window_layers") or 0
        return {"sliding_window": window, "window_layers": max(layers - first, 0)}
    if model_type.startswith("gemma3"):
        every = _int(cfg, "sliding_window_pattern") or 6
        return {"sliding_window": window, "window_layers": layers - layers // every}
    if model_type.startswith("gemma2"):
        return {"sliding_window": window, "window_layers": layers // 2}
    return {"sliding_window": window, "window_layers": layers}


def _linear(cfg: Mapping[str, Any], layers: int) -> dict[str, Any]:
    """Linear-attention layers (Qwen3-Next's Gated DeltaNet): from ``layer_types``, else
    every layer but each ``full_attention_interval``-th; each keeps a causal convolution's
    last ``linear_conv_kernel_dim`` inputs in 16 bits and a value-heads x key-dim x
    value-dim recurrent state in float32, as transformers' cache holds them."""
    kinds = cfg.get("layer_types")
    if isinstance(kinds, list) and kinds:
        linear = sum(1 for k in kinds if k == "linear_attention")
    elif _int(cfg, "full_attention_interval"):
        linear = layers - layers // (_int(cfg, "full_attention_interval") or 1)
    else:
        return {}
    nk, nv = _int(cfg, "linear_num_key_heads"), _int(cfg, "linear_num_value_heads")
    dk, dv = _int(cfg, "linear_key_head_dim"), _int(cfg, "linear_value_head_dim")
    if not linear or not (nk and nv and dk and dv):
        return {}
    conv = (2 * nk * dk + nv * dv) * (_int(cfg, "linear_conv_kernel_dim") or 4)
    return {"linear_layers": linear, "linear_state_bytes": conv * 2 + nv * dk * dv * 4}


def _decoder(cfg: Mapping[str, Any], model_type: str, name: str) -> dict[str, Any]:  # noqa: PLR0915 - one config field a line, in the families' order
    need = _require(
        cfg, ("hidden_size", "num_hidden_layers", "num_attention_heads", "vocab_size"), name
    )
    h, layers, heads, vocab = (
        need["hidden_size"],
        need["num_hidden_layers"],
        need["num_attention_heads"],
        need["vocab_size"],
    )
    kv_heads = _int(cfg, "num_key_value_heads") or heads
    head_dim = _int(cfg, "head_dim") or h // heads
    tied = bool(cfg.get("tie_word_embeddings", model_type in _TIED_BY_DEFAULT))
    gated = model_type not in _PLAIN_MLP
    ffn = _int(cfg, "intermediate_size")
    kv_rank = _int(cfg, "kv_lora_rank")
    rope_dim = _int(cfg, "qk_rope_head_dim") or 0
    fields: dict[str, Any] = {
        "layers": layers,
        "hidden": h,
        "heads": heads,
        "kv_heads": kv_heads,
        "head_dim": head_dim,
        "vocab": vocab,
        "tied_embeddings": tied,
        "gated_mlp": gated,
        "max_context": _int(cfg, "max_position_embeddings"),
        "qk_norm": model_type in _QK_NORM,
        "block_norms": 4 if model_type in _FOUR_NORMS else 2,
    }
    mlp_mats = 3 if gated else 2
    # attention weights per layer
    if kv_rank:
        nope = _int(cfg, "qk_nope_head_dim") or head_dim
        v_dim = _int(cfg, "v_head_dim") or head_dim
        q_rank = _int(cfg, "q_lora_rank")
        q = (
            (h * q_rank + q_rank + q_rank * heads * (nope + rope_dim))
            if q_rank
            else (h * heads * (nope + rope_dim))
        )
        kv = h * (kv_rank + rope_dim) + kv_rank + kv_rank * heads * (nope + v_dim)
        attn = q + kv + heads * v_dim * h
        fields.update(attention="mla", kv_lora_rank=kv_rank, qk_rope_head_dim=rope_dim)
        fields["head_dim"] = v_dim
        fields["kv_heads"] = heads
    else:
        attn = h * heads * head_dim + 2 * h * kv_heads * head_dim + heads * head_dim * h
    # experts
    experts = (
        _int(cfg, "n_routed_experts")
        or _int(cfg, "num_local_experts")
        or _int(cfg, "num_experts")
        or 0
    )
    top_k = _int(cfg, "num_experts_per_tok") or _int(cfg, "experts_per_token") or 0
    moe_ffn = _int(cfg, "moe_intermediate_size") or (ffn if experts else None)
    shared = _int(cfg, "n_shared_experts") or 0
    shared_ffn = (moe_ffn or 0) * shared
    if _int(cfg, "shared_expert_intermediate_size"):  # qwen2_moe
        shared, shared_ffn = 1, int(cfg["shared_expert_intermediate_size"])
    dense_ffn = ffn
    moe_layers = 0
    if experts > 1:
        if model_type.startswith("llama4"):
            shared, shared_ffn = 1, moe_ffn or 0
            step = _int(cfg, "interleave_moe_layer_step") or 1
            moe_layers = layers // step
            dense_ffn = _int(cfg, "intermediate_size_mlp") or ffn
        else:
            first_dense = _int(cfg, "first_k_dense_replace") or 0
            step = _int(cfg, "decoder_sparse_step") or _int(cfg, "moe_layer_freq") or 1
            sparse_only = cfg.get("mlp_only_layers") or []
            moe_layers = sum(
                1
                for i in range(first_dense, layers)
                if (i + 1) % step == 0 and i not in sparse_only
            )
        fields.update(
            experts=experts,
            experts_per_token=top_k or 1,
            shared_experts=shared,
            moe_ffn_hidden=moe_ffn,
            dense_layers=layers - moe_layers,
        )
    dense_layers = layers - moe_layers
    if dense_layers and not dense_ffn:
        raise ModelConfigError(f"{name}: config.json lacks intermediate_size")
    dense_mlp = mlp_mats * h * (dense_ffn or 0)
    expert_mlp = mlp_mats * h * (moe_ffn or 0)
    moe_mlp = experts * expert_mlp + mlp_mats * h * shared_ffn + h * experts
    norms = 2 * h
    body = dense_layers * (attn + dense_mlp + norms) + moe_layers * (attn + moe_mlp + norms)
    embeddings = vocab * h * (1 if tied else 2)
    total = body + embeddings + h
    inactive = moe_layers * max(experts - (top_k or 1), 0) * expert_mlp
    fields["ffn_hidden"] = dense_ffn or moe_ffn
    fields["params_b"] = total / 1e9
    if inactive:
        fields["active_params_b"] = (total - inactive) / 1e9
    fields["architecture"] = "moe" if experts > 1 else "decoder"
    fields.update(_window(cfg, model_type, layers))
    fields.update(_linear(cfg, layers))
    return fields


def _whisper(cfg: Mapping[str, Any], name: str) -> dict[str, Any]:
    need = _require(
        cfg,
        (
            "d_model",
            "encoder_layers",
            "decoder_layers",
            "encoder_attention_heads",
            "encoder_ffn_dim",
            "decoder_ffn_dim",
            "vocab_size",
            "num_mel_bins",
            "max_source_positions",
            "max_target_positions",
        ),
        name,
    )
    d, enc, dec = need["d_model"], need["encoder_layers"], need["decoder_layers"]
    attn = 4 * d * d + 3 * d  # q, k, v, out; biases on q, v and out
    enc_layer = attn + 2 * d * need["encoder_ffn_dim"] + need["encoder_ffn_dim"] + d + 4 * d
    dec_layer = 2 * attn + 2 * d * need["decoder_ffn_dim"] + need["decoder_ffn_dim"] + 7 * d
    convs = need["num_mel_bins"] * d * 3 + d + d * d * 3 + d
    positions = (need["max_source_positions"] + need["max_target_positions"]) * d
    total = (
        convs
        + positions
        + need["vocab_size"] * d  # tied output head
        + enc * enc_layer
        + dec * dec_layer
        + 4 * d  # final layer norms
    )
    return {
        "architecture": "encoder_decoder",
        "params_b": total / 1e9,
        "layers": enc + dec,
        "encoder_layers": enc,
        "hidden": d,
        "heads": need["encoder_attention_heads"],
        "kv_heads": need["encoder_attention_heads"],
        "ffn_hidden": need["decoder_ffn_dim"],
        "vocab": need["vocab_size"],
        "tied_embeddings": True,
        "gated_mlp": False,
        "encoder_tokens": need["max_source_positions"],
        "max_context": need["max_target_positions"],
    }


_ENCODER_FIELDS = ("hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size")


def _encoder_block(d: int, f: int) -> int:
    """One post-LN/pre-LN encoder block with biases: Q, K, V, out; two-matrix MLP; 2 norms."""
    return 4 * d * d + 4 * d + 2 * d * f + f + d + 4 * d


def _vit(cfg: Mapping[str, Any], name: str) -> dict[str, Any]:
    hidden, ratio = _int(cfg, "hidden_size"), cfg.get("mlp_ratio")
    if _int(cfg, "intermediate_size") is None and hidden and isinstance(ratio, int | float):
        # DINOv2 gives the MLP width as a multiple of the hidden size.
        cfg = {**cfg, "intermediate_size": int(hidden * ratio)}
    need = _require(cfg, (*_ENCODER_FIELDS, "patch_size", "image_size"), name)
    d, f, p = need["hidden_size"], need["intermediate_size"], need["patch_size"]
    channels = _int(cfg, "num_channels") or 3
    patches = (need["image_size"] // p) ** 2
    layer = _encoder_block(d, f)
    total = channels * p * p * d + d + d + (patches + 1) * d + need["num_hidden_layers"] * layer
    total += 2 * d  # final layer norm
    return {
        "architecture": "vit",
        "params_b": total / 1e9,
        "layers": need["num_hidden_layers"],
        "hidden": d,
        "heads": need["num_attention_heads"],
        "ffn_hidden": f,
        "patch_size": p,
        "gated_mlp": False,
    }


def _bert(cfg: Mapping[str, Any], name: str) -> dict[str, Any]:
    need = _require(cfg, (*_ENCODER_FIELDS, "vocab_size", "max_position_embeddings"), name)
    d, f = need["hidden_size"], need["intermediate_size"]
    layer = _encoder_block(d, f)
    types = _int(cfg, "type_vocab_size") or 2
    embeddings = (need["vocab_size"] + need["max_position_embeddings"] + types) * d + 2 * d
    total = embeddings + need["num_hidden_layers"] * layer + d * d + d  # pooler
    return {
        "architecture": "encoder",
        "params_b": total / 1e9,
        "layers": need["num_hidden_layers"],
        "hidden": d,
        "heads": need["num_attention_heads"],
        "ffn_hidden": f,
        "vocab": need["vocab_size"],
        "gated_mlp": False,
        "max_context": need["max_position_embeddings"],
    }


@functools.cache
def _class_defaults() -> ConfigDefaults | None:
    try:
        return KnowledgeBase().dataset("model_config_defaults", ConfigDefaults)
    except KbError:
        return None


def with_class_defaults(cfg: Mapping[str, Any], model_type: str) -> Mapping[str, Any]:
    """``cfg`` with the fields it leaves out taken from its transformers configuration
    class's defaults (a config.json lists only what differs from them)."""
    table = _class_defaults()
    record = table.for_type(model_type) if table is not None else None
    if record is None:
        return cfg
    return {**record.defaults, **cfg}


def model_spec_fields(data: Any, name: str) -> dict[str, Any]:
    """``ModelSpec`` fields (with ``params_b`` counted) for a parsed config.json; raises
    ModelConfigError naming what is missing."""
    if not isinstance(data, Mapping):
        raise ModelConfigError(f"{name}: expected a JSON object at the top")
    cfg, model_type = _text_part(data)
    cfg = with_class_defaults(cfg, model_type)
    if model_type == "whisper":
        fields = _whisper(cfg, name)
    elif model_type in ("vit", "deit", "dinov2"):
        fields = _vit(cfg, name)
    elif model_type in ("bert", "roberta"):
        fields = _bert(cfg, name)
    else:
        fields = _decoder(cfg, model_type, name)
    label = data.get("_name_or_path")
    fields["name"] = str(label)[:200] if isinstance(label, str) and label else name[:200]
    fields["config_type"] = model_type or "unknown"
    return {k: v for k, v in fields.items() if v is not None}


def _read_json(path: Path, max_bytes: int) -> Any:
    try:
        raw = read_untrusted_bytes(path, max_bytes)
        return parse_untrusted(raw, str(path), max_bytes=max_bytes, json_only=True)
    except UntrustedFileError as exc:
        raise ModelConfigError(str(exc)) from None


def _from_gguf(path: Path) -> dict[str, Any]:
    """A GGUF file: shapes from its metadata, the exact count from its tensor table."""
    try:
        header = read_gguf_header(read_untrusted_head(path, MAX_HEADER_BYTES))
        config, params_b, active_b = gguf_config(header)
    except UntrustedFileError as exc:
        raise ModelConfigError(str(exc)) from None
    except GgufError as exc:
        raise ModelConfigError(f"{path.name}: {exc}") from None
    fields = model_spec_fields(config, path.stem)
    fields["params_b"] = params_b
    if active_b is not None:
        fields["active_params_b"] = active_b
    return fields


def _from_index(path: Path) -> dict[str, Any]:
    """A model.safetensors.index.json: the config.json beside it for the shapes, the
    index's byte total for the count (unquantised checkpoints, by the config's dtype)."""
    config_path = path.parent / "config.json"
    if not config_path.is_file():
        raise ModelConfigError(f"{path.name}: needs the model's config.json in the same folder")
    data = _read_json(config_path, MAX_CONFIG_BYTES)
    fields = model_spec_fields(data, path.parent.name or config_path.name)
    index = _read_json(path, MAX_INDEX_BYTES)
    metadata = index.get("metadata") if isinstance(index, Mapping) else None
    total = _int(metadata, "total_size") if isinstance(metadata, Mapping) else None
    if not total or total <= 0:
        raise ModelConfigError(f"{path.name}: lacks metadata.total_size")
    cfg, _ = _text_part(data)
    dtype = cfg.get("torch_dtype") or cfg.get("dtype")
    size = _DTYPE_BYTES.get(str(dtype))
    if size and "quantization_config" not in data:
        fields["params_b"] = total / size / 1e9
    return fields


def load_model_config(path: Path) -> dict[str, Any]:
    """Read ``path`` as ModelSpec fields: a Hugging Face config.json, a GGUF file's header,
    or a model.safetensors.index.json beside its config.json. Raises ModelConfigError."""
    try:
        if path.suffix.lower() == ".gguf":
            return _from_gguf(path)
        if path.name.endswith(INDEX_SUFFIX):
            return _from_index(path)
        label = (path.parent.name if path.stem == "config" else path.stem) or path.name
        return model_spec_fields(_read_json(path, MAX_CONFIG_BYTES), label)
    except _FieldValueError as exc:
        raise ModelConfigError(f"{path.name}: {exc}") from None
