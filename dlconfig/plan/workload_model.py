"""Resolve a workload's model (catalog preset, custom numbers, or both) into shapes.

Raises ``PlanInputError`` naming the field for an unknown preset, a preset that cannot
run the chosen mode, or custom numbers that are not enough to estimate memory.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from datetime import date
from typing import Any

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.models_catalog import TRANSFORMER_KINDS, ModelCatalog, ModelRecord
from dlconfig.models.workload import IMAGE_TASKS, Mode, ModelSpec, Task, Workload
from dlconfig.plan.errors import PlanInputError

# Kind assumed for custom models, by task.
_CUSTOM_KIND = {
    Task.IMAGE_CLASSIFICATION: "cnn",
    Task.SEGMENTATION: "cnn",
    Task.DETECTION: "cnn",
    Task.DIFFUSION: "unet",
    Task.SPEECH: "encoder_decoder",
    Task.TEXT_CLASSIFICATION: "encoder",
    Task.LLM: "decoder",
    Task.CUSTOM: "decoder",
}


@dataclass(frozen=True)
class ResolvedModel:
    """Shapes of the model to plan for. Counts are plain numbers (not billions)."""

    id: str
    name: str
    kind: str
    task: Task
    params: float
    active_params: float
    layers: int | None
    hidden: int | None
    heads: int | None
    kv_heads: int | None
    head_dim: int | None
    ffn_hidden: int | None
    gated_mlp: bool
    vocab: int | None
    tied_embeddings: bool
    max_context: int | None
    patch_size: int | None
    native_image_size: int | None
    gmacs_per_sample: float | None
    experts: int
    experts_per_token: int
    modes: tuple[Mode, ...]
    source: str | None
    as_of: date | None
    is_preset: bool
    attention: str = "mha"  # mha, gqa, mqa or mla
    kv_lora_rank: int | None = None
    qk_rope_head_dim: int | None = None
    sliding_window: int | None = None
    window_kind: str = "sliding"
    window_layers: int = 0  # layers attending within ``sliding_window``
    linear_layers: int = 0  # layers of linear attention: a fixed state, no growing cache
    linear_state_bytes: int = 0  # bytes of that state per sequence
    shared_experts: int = 0
    moe_ffn_hidden: int | None = None
    dense_layers: int = 0
    encoder_layers: int = 0  # encoder-decoder models: blocks of the encoder
    encoder_tokens: int | None = None  # positions the decoder's cross-attention reads
    config_type: str | None = None  # model_type of an imported config.json
    pipeline_params: float = 0.0  # diffusion: text encoders and VAE beside the UNet
    latent_attention_tokens: int | None = None  # UNet: tokens at its first attention level
    latent_attention_heads: int | None = None
    vae_upcast: bool = False  # the pipeline decodes in float32 whatever the run's dtype
    qk_norm: bool = False  # each head's queries and keys pass an RMSNorm
    block_norms: int = 2  # normalisation layers a block

    @property
    def decoder_layers(self) -> int:
        """Blocks that keep a KV cache (all of a decoder; the decoder half otherwise)."""
        layers = self.layers or 0
        if self.kind != "encoder_decoder":
            return layers
        return layers - self.encoder_layers if self.encoder_layers else layers // 2

    @property
    def is_transformer(self) -> bool:
        return self.kind in TRANSFORMER_KINDS and self.layers is not None and bool(self.hidden)

    @property
    def generates_tokens(self) -> bool:
        """Decodes token by token with a KV cache (decoders, MoE, encoder-decoders)."""
        return self.is_transformer and self.kind not in ("encoder", "vit")

    @property
    def q_dim(self) -> int:
        """Width of the query projection (heads x head_dim)."""
        assert self.hidden is not None
        if self.heads and self.head_dim:
            return self.heads * self.head_dim
        return self.hidden

    @property
    def kv_dim(self) -> int:
        """Width of one of the key/value projections (kv_heads x head_dim)."""
        assert self.hidden is not None
        heads = self.heads or 1
        head_dim = self.head_dim or self.hidden // heads
        return (self.kv_heads or heads) * head_dim

    @property
    def norm_values(self) -> int:
        """Values a block's normalisation layers read per token: ``block_norms`` of the
        hidden width, plus the queries and keys where each head's pass an RMSNorm."""
        assert self.hidden is not None
        qk = self.q_dim + self.kv_dim if self.qk_norm else 0
        return self.block_norms * self.hidden + qk

    @property
    def kv_elems_per_token_layer(self) -> int:
        """Cached values per token and layer: keys and values of every KV head, or MLA's
        compressed latent plus its decoupled RoPE key (DeepSeek-V2 §2.1)."""
        if self.attention == "mla" and self.kv_lora_rank:
            return self.kv_lora_rank + (self.qk_rope_head_dim or 0)
        return 2 * self.kv_dim

    @property
    def ffn(self) -> int:
        assert self.hidden is not None
        return self.ffn_hidden or 4 * self.hidden

    @property
    def embedding_params(self) -> float:
        """Input embedding plus output head (once when tied); kept in 16-bit when quantizing."""
        if not self.vocab or not self.hidden:
            return 0.0
        return float(self.vocab * self.hidden * (1 if self.tied_embeddings else 2))


def load_catalog(kb: KnowledgeBase) -> ModelCatalog:
    try:
        return kb.dataset("models", ModelCatalog)
    except KbError as exc:
        raise PlanInputError("model.preset", "input.catalog_unreadable", error=str(exc)) from None


def _unknown_preset(preset: str, catalog: ModelCatalog) -> PlanInputError:
    close = difflib.get_close_matches(preset.lower(), catalog.ids(), n=3, cutoff=0.5)
    return PlanInputError(
        "model.preset", "input.unknown_preset", preset=preset, close=", ".join(close) or None
    )


def _from_record(record: ModelRecord, spec: ModelSpec) -> ResolvedModel:
    params_b = spec.params_b or record.params_b
    active_b = spec.active_params_b or record.active_params_b or params_b
    return ResolvedModel(
        id=record.id,
        name=record.name,
        kind=record.kind,
        task=record.task,
        params=params_b * 1e9,
        active_params=min(active_b, params_b) * 1e9,
        layers=spec.layers or record.layers,
        hidden=spec.hidden or record.hidden,
        heads=spec.heads or record.heads,
        kv_heads=spec.kv_heads or record.kv_heads or spec.heads or record.heads,
        head_dim=spec.head_dim or (record.head_dim if not (spec.hidden or spec.heads) else None),
        ffn_hidden=spec.ffn_hidden or record.ffn_hidden,
        gated_mlp=record.gated_mlp,
        vocab=spec.vocab or record.vocab,
        tied_embeddings=record.tied_embeddings,
        max_context=record.max_context,
        patch_size=record.patch_size,
        native_image_size=record.native_image_size,
        gmacs_per_sample=record.gmacs_per_sample,
        experts=spec.experts or record.experts or 1,
        experts_per_token=spec.experts_per_token or record.experts_per_token or 1,
        modes=tuple(record.modes),
        source=record.source,
        as_of=record.as_of,
        is_preset=True,
        pipeline_params=(record.pipeline_params_b or 0.0) * 1e9,
        latent_attention_tokens=record.latent_attention_tokens,
        latent_attention_heads=record.latent_attention_heads,
        vae_upcast=record.vae_upcast,
        **_architecture(record, record.kv_heads or record.heads),
    )


def _architecture(src: ModelRecord | ModelSpec, kv_heads: int | None) -> dict[str, Any]:
    """Attention, window, MoE and encoder fields, named alike on a preset and a spec."""
    attention = src.attention
    return {
        "attention": _attention(
            str(attention) if attention else None, src.heads, kv_heads, src.kv_lora_rank
        ),
        "kv_lora_rank": src.kv_lora_rank,
        "qk_rope_head_dim": src.qk_rope_head_dim,
        "sliding_window": src.sliding_window,
        "window_kind": str(src.window_kind),
        "window_layers": _window_layers(src.sliding_window, src.window_layers, src.layers),
        "linear_layers": min(src.linear_layers or 0, src.layers or 0),
        "linear_state_bytes": src.linear_state_bytes or 0 if src.linear_layers else 0,
        "shared_experts": src.shared_experts or 0,
        "moe_ffn_hidden": src.moe_ffn_hidden,
        "dense_layers": src.dense_layers or 0,
        "encoder_layers": src.encoder_layers or 0,
        "encoder_tokens": src.encoder_tokens,
        "qk_norm": bool(src.qk_norm),
        "block_norms": src.block_norms or 2,
    }


def _attention(given: str | None, heads: int | None, kv_heads: int | None, rank: int | None) -> str:
    if given:
        return given
    if rank:
        return "mla"
    if heads and kv_heads and kv_heads < heads:
        return "mqa" if kv_heads == 1 else "gqa"
    return "mha"


def _window_layers(window: int | None, given: int | None, layers: int | None) -> int:
    """Layers that attend within the window: as given, else all of them when a window is set."""
    if not window:
        return 0
    if given is not None:
        return min(given, layers or given)
    return layers or 0


# Patch side assumed for a custom vision transformer that gives none (ViT-B/16, DeiT-B).
DEFAULT_PATCH = 16


def _custom_kind(spec: ModelSpec, task: Task) -> str:
    if spec.architecture is not None:
        return spec.architecture
    kind = _CUSTOM_KIND[task]
    if not (spec.layers or spec.hidden):
        return kind
    if (spec.experts and spec.experts > 1) or spec.active_params_b:
        return "moe"
    if task in IMAGE_TASKS or spec.patch_size:
        return "vit"  # a transformer on an image task sees patches, not text tokens
    return "decoder" if kind in {"cnn", "unet"} else kind


def _custom(spec: ModelSpec, task: Task) -> ResolvedModel:
    if spec.params_b is None:
        raise PlanInputError("model.params_b", "input.params_missing")
    kind = _custom_kind(spec, task)
    if (spec.layers or spec.hidden) and not (spec.layers and spec.hidden):
        raise PlanInputError(
            "model.hidden" if spec.layers else "model.layers", "input.layers_and_hidden"
        )
    if spec.hidden and spec.heads and spec.hidden % spec.heads and not spec.head_dim:
        raise PlanInputError("model.heads", "input.heads_divide")
    _check_params_against_shapes(spec)
    all_modes = tuple(Mode)
    modes = all_modes if spec.layers else (Mode.TRAIN, Mode.FINETUNE, Mode.INFERENCE)
    active_b = min(spec.active_params_b or spec.params_b, spec.params_b)
    kv_heads = spec.kv_heads or spec.heads
    return ResolvedModel(
        id="custom",
        name=spec.name or "custom model",
        kind=kind,
        task=task,
        params=spec.params_b * 1e9,
        active_params=active_b * 1e9,
        layers=spec.layers,
        hidden=spec.hidden,
        heads=spec.heads,
        kv_heads=kv_heads,
        head_dim=spec.head_dim,
        ffn_hidden=spec.ffn_hidden,
        gated_mlp=bool(spec.gated_mlp),
        vocab=spec.vocab,
        tied_embeddings=bool(spec.tied_embeddings),
        max_context=spec.max_context,
        patch_size=(spec.patch_size or DEFAULT_PATCH) if kind == "vit" else spec.patch_size,
        native_image_size=None,
        gmacs_per_sample=None,
        experts=spec.experts or 1,
        experts_per_token=spec.experts_per_token or 1,
        modes=modes,
        source=None,
        as_of=None,
        is_preset=False,
        config_type=spec.config_type,
        **_architecture(spec, kv_heads),
    )


# A parameter count under this share of what the shapes alone hold is a typo, not a model.
_MIN_SHARE_OF_SHAPES = 0.5
# A dense model whose every shape is given holds about what they hold (norms and biases
# add well under 1%); more than twice that is a typo too.
_MAX_TIMES_SHAPES = 2.0


def _check_params_against_shapes(spec: ModelSpec) -> None:
    """Refuse a ``params_b`` far below the weights the given shapes hold (attention and MLP
    of every layer, plus embeddings): one of them is wrong, and the estimate would be."""
    if not (spec.layers and spec.hidden and spec.params_b):
        return
    h = spec.hidden
    heads = spec.heads or max(1, h // 64)
    head_dim = spec.head_dim or h // heads
    kv = (spec.kv_heads or heads) * head_dim
    attention = 2 * h * heads * head_dim + 2 * h * kv
    mats = 3 if spec.gated_mlp else 2
    experts = spec.experts or 1
    mlp = mats * h * (spec.moe_ffn_hidden or spec.ffn_hidden or 0) * experts
    shapes = spec.layers * (attention + mlp) + (spec.vocab or 0) * h
    if spec.params_b * 1e9 < _MIN_SHARE_OF_SHAPES * shapes:
        raise PlanInputError(
            "model.params_b",
            "input.params_too_few",
            params_b=f"{spec.params_b:g}",
            layers=spec.layers,
            hidden=h,
            least_b=f"{shapes / 1e9:.3g}",
        )
    complete = spec.ffn_hidden and spec.vocab and not spec.experts and not spec.active_params_b
    if complete and spec.params_b * 1e9 > _MAX_TIMES_SHAPES * shapes:
        raise PlanInputError(
            "model.params_b",
            "input.params_too_many",
            params_b=f"{spec.params_b:g}",
            shapes_b=f"{shapes / 1e9:.3g}",
        )


def resolve_model(
    workload: Workload, catalog: ModelCatalog, *, check_context: bool = True
) -> ResolvedModel:
    """Shapes for ``workload.model``; checks the mode and context against the preset."""
    spec = workload.model
    if spec.config is not None and spec.params_b is None:
        raise PlanInputError("model.config", "input.config_not_read")
    if spec.preset is not None:
        record = catalog.by_id(spec.preset)
        if record is None:
            raise _unknown_preset(spec.preset, catalog)
        model = _from_record(record, spec)
    else:
        model = _custom(spec, workload.task)
    if workload.mode not in model.modes:
        allowed = ", ".join(m.value for m in model.modes)
        raise PlanInputError(
            "mode",
            "input.mode_unsupported",
            model=model.name,
            mode=workload.mode.value,
            allowed=allowed,
        )
    if check_context:
        _check_context(workload, model)
    return model


def with_model_defaults(workload: Workload, kb: KnowledgeBase) -> Workload:
    """``workload`` with a sequence length it left unset capped at its model's context
    (BERT reads 512 tokens, not the default 2,048); a length the user gave is kept and
    checked as given."""
    if "seq_len" in workload.model_fields_set:
        return workload
    try:
        model = resolve_model(workload, load_catalog(kb), check_context=False)
    except PlanInputError:
        return workload  # planning says what is wrong, naming the field
    # text models read at most their context; speech decoders their label positions
    textual = model.kind not in {"vit", "cnn", "unet"}
    if textual and model.max_context is not None and workload.seq_len > model.max_context:
        return workload.model_copy(update={"seq_len": model.max_context})
    return workload


def _check_context(workload: Workload, model: ResolvedModel) -> None:
    if model.max_context is None or model.kind in {"vit", "cnn", "unet"}:
        return
    if model.task is Task.SPEECH:
        # audio: the encoder always sees 30 s windows; seq_len counts the decoder's label
        # tokens, which the estimate takes at most up to its positions (max_context)
        return
    if workload.seq_len > model.max_context:
        raise PlanInputError(
            "seq_len",
            "input.tokens_over_context",
            tokens=workload.seq_len,
            model=model.name,
            context=model.max_context,
        )
    if workload.context_len is not None and workload.context_len > model.max_context:
        raise PlanInputError(
            "context_len",
            "input.tokens_over_context",
            tokens=workload.context_len,
            model=model.name,
            context=model.max_context,
        )
