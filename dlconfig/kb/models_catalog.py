"""Model catalog schema (``models.yaml``): architecture numbers of well-known models.

Numbers come from each model's official ``config.json`` or paper (the record's
``source``). ``params_b`` is the total parameter count in billions; for mixture-of-experts
models ``active_params_b`` is the count used per token. Transformer records give the
shapes the estimator needs for activations and the KV cache; convolutional and UNet
records give a forward cost per sample instead.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import Field, model_validator

from dlconfig.models.common import Frozen, Sourced
from dlconfig.models.workload import Mode, Task

ModelKind = Literal["decoder", "encoder", "encoder_decoder", "vit", "cnn", "unet", "moe"]

TRANSFORMER_KINDS: frozenset[str] = frozenset(
    {"decoder", "encoder", "encoder_decoder", "vit", "moe"}
)


class ModelRecord(Sourced):
    """One preset. Shapes are those of the official configuration."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9.-]*$", max_length=60)
    name: str = Field(min_length=1, max_length=120)
    family: str = Field(min_length=1, max_length=60)
    task: Task
    kind: ModelKind
    params_b: float = Field(gt=0, le=20_000, description="total parameters, billions")
    active_params_b: float | None = Field(default=None, gt=0, le=20_000)
    params_basis: Literal["stated", "derived_from_config"] = "stated"
    layers: int | None = Field(default=None, ge=1, le=1000, description="all blocks")
    hidden: int | None = Field(default=None, ge=1, le=262_144)
    heads: int | None = Field(default=None, ge=1, le=1024)
    kv_heads: int | None = Field(default=None, ge=1, le=1024)
    head_dim: int | None = Field(default=None, ge=1, le=4096)
    ffn_hidden: int | None = Field(default=None, ge=1, le=1_048_576)
    gated_mlp: bool = False
    qk_norm: bool = False  # each head's queries and keys pass an RMSNorm (Qwen3, Gemma 3)
    block_norms: int = Field(default=2, ge=1, le=8)  # normalisation layers a block
    vocab: int | None = Field(default=None, ge=1, le=2_000_000)
    tied_embeddings: bool = False
    max_context: int | None = Field(default=None, ge=1, le=10_000_000)
    experts: int | None = Field(default=None, ge=1, le=4096)
    experts_per_token: int | None = Field(default=None, ge=1, le=4096)
    patch_size: int | None = Field(default=None, ge=1, le=1024)
    attention: Literal["mha", "gqa", "mqa", "mla"] | None = None
    kv_lora_rank: int | None = Field(default=None, ge=1, le=65_536)
    qk_rope_head_dim: int | None = Field(default=None, ge=0, le=4096)
    sliding_window: int | None = Field(default=None, ge=1, le=10_000_000)
    window_kind: Literal["sliding", "chunked"] = "sliding"
    window_layers: int | None = Field(default=None, ge=0, le=1000)
    linear_layers: int | None = Field(default=None, ge=0, le=1000)
    linear_state_bytes: int | None = Field(default=None, ge=1, le=100_000_000_000)
    shared_experts: int | None = Field(default=None, ge=0, le=64)
    moe_ffn_hidden: int | None = Field(default=None, ge=1, le=1_048_576)
    dense_layers: int | None = Field(default=None, ge=0, le=1000)
    encoder_layers: int | None = Field(default=None, ge=0, le=1000)
    encoder_tokens: int | None = Field(default=None, ge=1, le=1_000_000)
    native_image_size: int | None = Field(default=None, ge=8, le=16_384)
    gmacs_per_sample: float | None = Field(
        default=None, gt=0, description="forward multiply-adds per sample at native size, 1e9"
    )
    pipeline_params_b: float | None = Field(
        default=None, gt=0, le=100, description="diffusion: text encoders + VAE, billions"
    )
    latent_attention_tokens: int | None = Field(
        default=None, ge=1, le=10_000_000, description="UNet: tokens at its first attention level"
    )
    latent_attention_heads: int | None = Field(default=None, ge=1, le=1024)
    vae_upcast: bool = False
    modes: list[Mode] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> ModelRecord:
        if self.kind in TRANSFORMER_KINDS and (self.layers is None or self.hidden is None):
            raise ValueError(f"{self.id}: transformer presets need layers and hidden")
        if self.kind == "moe" and (self.active_params_b is None or self.experts is None):
            raise ValueError(f"{self.id}: MoE presets need active_params_b and experts")
        if self.kind == "vit" and (self.patch_size is None or self.native_image_size is None):
            raise ValueError(f"{self.id}: ViT presets need patch_size and native_image_size")
        if self.kind in {"cnn", "unet"} and Mode.QLORA in self.modes:
            raise ValueError(f"{self.id}: QLoRA applies to transformer linear layers only")
        if self.heads and self.kv_heads and self.kv_heads > self.heads:
            raise ValueError(f"{self.id}: kv_heads cannot exceed heads")
        if self.heads and self.kv_heads and self.heads % self.kv_heads:
            raise ValueError(f"{self.id}: heads must be a multiple of kv_heads")
        if self.attention == "mla" and self.kv_lora_rank is None:
            raise ValueError(f"{self.id}: MLA presets need kv_lora_rank")
        return self


class ModelCatalog(Frozen):
    models: list[ModelRecord] = Field(min_length=1)
    as_of: date | None = None

    @model_validator(mode="after")
    def _unique(self) -> ModelCatalog:
        seen: set[str] = set()
        for model in self.models:
            if model.id in seen:
                raise ValueError(f"duplicate model id {model.id!r}")
            seen.add(model.id)
        return self

    def by_id(self, model_id: str) -> ModelRecord | None:
        wanted = model_id.strip().lower()
        return next((m for m in self.models if m.id == wanted), None)

    def ids(self) -> list[str]:
        return [m.id for m in self.models]
