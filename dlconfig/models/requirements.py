"""What a workload needs (step 1). GiB = 2^30 bytes (as GPUs report memory); GB = 10^9."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import Field, model_validator

from dlconfig.models.common import Frozen, Reason, rendered_words

GIB = 2**30  # bytes in a GiB, the unit GPU memory is reported in (the one definition)
GB = 10**9  # bytes in a GB, the unit of disks and datasets


class Confidence(StrEnum):
    MEASURED = "measured"
    FORMULA = "formula"
    RULE_OF_THUMB = "rule_of_thumb"


# The parts of GPU memory, in the order every face lists them (the Plan's field names).
VRAM_PARTS = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")


class VramBreakdown(Frozen):
    """Per-GPU memory by part, GiB."""

    weights: float = Field(ge=0)
    gradients: float = Field(ge=0)
    optimizer: float = Field(ge=0)
    activations: float = Field(ge=0)
    kv_cache: float = Field(ge=0)
    overhead: float = Field(ge=0)

    @property
    def total(self) -> float:
        return float(sum(getattr(self, part) for part in VRAM_PARTS))


class Estimate(Frozen):
    """One figure with its basis, confidence and error band (± percent).

    ``basis`` is the English rendering of ``basis_code`` from the messages catalogue.
    """

    name: str
    value: float
    unit: str
    basis: str = ""
    basis_code: str | None = Field(default=None, pattern=r"^[a-z0-9_.]+$")
    confidence: Confidence
    error_pct: float = Field(ge=0)

    @model_validator(mode="before")
    @classmethod
    def _render(cls, data: Any) -> Any:
        return rendered_words(data, "basis_code", "basis", strict=True)


class Requirements(Frozen):
    vram_gib_per_gpu: float = Field(ge=0)
    vram_breakdown_gib: VramBreakdown
    ram_gib: float = Field(ge=0)
    disk_gb: float = Field(ge=0)
    train_flops: float | None = Field(default=None, ge=0)
    flops_per_token: float | None = Field(default=None, ge=0)
    params: float | None = Field(default=None, ge=0, description="parameter count")
    active_params: float | None = Field(default=None, ge=0, description="used per token (MoE)")
    trainable_params: float | None = Field(default=None, ge=0)
    train_tokens: float | None = Field(default=None, ge=0, description="tokens or samples seen")
    mfu_assumed: float | None = Field(default=None, gt=0, le=1)
    data_parallel: int = Field(default=1, ge=1, description="GPUs the states are sharded over")
    estimates: list[Estimate] = Field(default_factory=list)
    reasons: list[Reason] = Field(default_factory=list)
    # this machine's measurements of the model in this mode (``dlconfig-cli calibrate``),
    # each labelled as measured (``measure.on_this_machine``): beside the formula's
    # figures, never in place of them
    measured: list[Reason] = Field(default_factory=list, max_length=20)
