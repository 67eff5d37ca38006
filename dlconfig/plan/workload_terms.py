"""Memory terms that own their formula, their reason and their confidence together.

A ``Term`` is what one part of the estimate needs in one place: the bytes, the basis the
estimate table prints, the confidence and error band, and the Reasons citing the source.
A term is read and changed here, so its reasons cannot disagree with its number.

KV cache (inference), per request:
- standard attention: 2 · kv_heads · head_dim values per token and layer;
- multi-head latent attention (DeepSeek-V2 §2.1, https://arxiv.org/abs/2405.04434):
  kv_lora_rank + qk_rope_head_dim values per token and layer;
- layers with a sliding window or chunked attention keep at most the window (Mistral 7B
  §2, https://arxiv.org/abs/2310.06825; Llama 4 chunks), full layers keep the context;
- encoder-decoder models also keep the cross-attention keys and values of every encoder
  position in each decoder layer (Whisper: 1500 positions for 30 s of audio).
"""

from __future__ import annotations

from dataclasses import dataclass

from dlconfig.models.common import Reason
from dlconfig.models.requirements import GIB, Confidence
from dlconfig.models.workload import KvCacheDtype, Precision, Workload
from dlconfig.plan.workload_model import ResolvedModel

KV_DOC = "hf_kv_cache"  # reference ids (resources/kb/references.yaml)
MLA_PAPER = "deepseek_v2"
WINDOW_PAPER = "mistral_7b"
LINEAR_ATTENTION_DOC = "hf_qwen3_next_config"

_KV_DTYPE_BYTES = {
    KvCacheDtype.FP32: 4.0,
    KvCacheDtype.FP16: 2.0,
    KvCacheDtype.BF16: 2.0,
    KvCacheDtype.FP8: 1.0,
}


@dataclass(frozen=True)
class Term:
    """One part of the estimate: bytes with the basis, confidence, error band and reasons."""

    name: str
    bytes: float
    basis_code: str  # the messages catalogue's estimate.* entry
    confidence: Confidence
    error_pct: float
    reasons: tuple[Reason, ...] = ()


def compute_value_bytes(workload: Workload) -> float:
    """Bytes of a value the run computes with: 4 in float32 runs, else 2 (8- and 4-bit
    weights are dequantized and multiplied in 16-bit)."""
    return 4.0 if workload.precision is Precision.FP32 else 2.0


def kv_bytes_per_value(workload: Workload) -> float:
    """Bytes per cached value: ``kv_cache_dtype``, else the activations' 16 bits (32 for fp32
    runs). Quantized or fp8 weights do not quantize the cache unless asked (vLLM ``auto``)."""
    if workload.kv_cache_dtype is not KvCacheDtype.AUTO:
        return _KV_DTYPE_BYTES[workload.kv_cache_dtype]
    return compute_value_bytes(workload)


def kv_tokens(workload: Workload) -> int:
    """Tokens each request keeps: the context when given, else ``seq_len``."""
    return workload.context_len or workload.seq_len


def prompt_tokens(workload: Workload) -> int:
    """Tokens of one prompt, prefilled in one pass: ``seq_len``, at most the context (the
    rest of the context is what generation adds)."""
    return min(workload.seq_len, kv_tokens(workload))


def kv_bytes_per_request(model: ResolvedModel, workload: Workload, tokens: int) -> float:
    """Self-attention plus cross-attention cache of one request at ``tokens`` tokens."""
    if not model.is_transformer or model.kind in ("encoder", "vit"):
        return 0.0
    per_value = kv_bytes_per_value(workload)
    per_token_layer = model.kv_elems_per_token_layer * per_value
    layers = model.decoder_layers
    # linear-attention layers keep a fixed state whatever the tokens; the others a cache
    linear = min(model.linear_layers, layers)
    attending = layers - linear
    windowed = min(model.window_layers, attending) if model.sliding_window else 0
    window_tokens = min(tokens, model.sliding_window or tokens)
    self_attn = per_token_layer * ((attending - windowed) * tokens + windowed * window_tokens)
    self_attn += linear * model.linear_state_bytes
    cross = 0.0
    if model.kind == "encoder_decoder" and model.encoder_tokens:
        cross = 2.0 * model.kv_dim * per_value * layers * model.encoder_tokens
    return self_attn + cross


def kv_cache_total(model: ResolvedModel, workload: Workload) -> float:
    """Bytes of the KV cache of all concurrent requests at full context."""
    tokens = kv_tokens(workload)
    return kv_bytes_per_request(model, workload, tokens) * workload.concurrent_requests


def kv_cache_term(model: ResolvedModel, workload: Workload) -> Term:
    """KV cache of all concurrent requests at full context (reserved, as servers do)."""
    tokens = kv_tokens(workload)
    requests = workload.concurrent_requests
    total = kv_cache_total(model, workload)
    basis = "estimate.kv_cache.mla" if model.attention == "mla" else "estimate.kv_cache"
    if total <= 0:
        return Term("kv_cache", 0.0, basis, Confidence.FORMULA, 5)
    gib = round(total / GIB, 2)
    per_value = kv_bytes_per_value(workload)
    reasons: list[Reason] = []
    if model.attention == "mla":
        reasons.append(
            Reason(
                code="workload.kv_cache.mla",
                params={
                    "latent": model.kv_elems_per_token_layer,
                    "layers": model.decoder_layers,
                    "tokens": tokens,
                    "requests": requests,
                    "gib": gib,
                },
                source=MLA_PAPER,
            )
        )
    else:
        reasons.append(
            Reason(
                code="workload.kv_cache.formula",
                params={"tokens": tokens, "requests": requests, "gib": gib},
                source=KV_DOC,
            )
        )
    if model.sliding_window and model.window_layers and tokens > model.sliding_window:
        reasons.append(
            Reason(
                code="workload.kv_cache.window",
                params={
                    "window_layers": min(model.window_layers, model.decoder_layers),
                    "layers": model.decoder_layers,
                    "window": model.sliding_window,
                    "window_kind": model.window_kind,
                    "tokens": tokens,
                },
                source=WINDOW_PAPER,
            )
        )
    if model.linear_layers:
        reasons.append(
            Reason(
                code="workload.kv_cache.linear",
                params={
                    "linear_layers": min(model.linear_layers, model.decoder_layers),
                    "layers": model.decoder_layers,
                    "state_mib": round(model.linear_state_bytes / 2**20, 2),
                },
                source=LINEAR_ATTENTION_DOC,
            )
        )
    if model.kind == "encoder_decoder" and model.encoder_tokens:
        reasons.append(
            Reason(
                code="workload.kv_cache.cross",
                params={"encoder_tokens": model.encoder_tokens, "layers": model.decoder_layers},
                source=KV_DOC,
            )
        )
    if workload.kv_cache_dtype is not KvCacheDtype.AUTO:
        reasons.append(
            Reason(
                code="workload.kv_cache.dtype",
                params={
                    "dtype": workload.kv_cache_dtype.value,
                    "bytes_per_value": per_value,
                    "precision": workload.precision.value,
                },
                source=KV_DOC,
            )
        )
    return Term("kv_cache", total, basis, Confidence.FORMULA, 5, tuple(reasons))
