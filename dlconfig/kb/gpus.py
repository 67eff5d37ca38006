"""GPU catalog schema (``gpus.yaml``): specs, architectures and prices, each with a source.

Memory is GiB as GPUs report it (a "24 GB" card has 24 GiB). Throughputs are dense
(no sparsity) TFLOPS as the vendor states them; ``None`` where the vendor states none.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import Field, model_validator

from dlconfig.models.common import Frozen, Sourced

Segment = Literal["consumer", "workstation", "datacenter", "apple"]


class ArchitectureRecord(Sourced):
    """A GPU architecture and the compute capabilities (sm_XY) it covers."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    vendor: Literal["nvidia", "apple", "amd", "intel"] = "nvidia"
    compute_capabilities: list[str] = Field(default_factory=list)
    year: int = Field(ge=2000, le=2100)


class GpuPrice(Sourced):
    usd: float = Field(gt=0)
    kind: Literal["launch_msrp", "list", "street"]


class GpuRecord(Sourced):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=60)
    name: str
    aliases: list[str] = Field(default_factory=list)
    vendor: Literal["nvidia", "apple", "amd", "intel"] = "nvidia"
    segment: Segment
    architecture: str
    compute_capability: str | None = Field(default=None, pattern=r"^\d+\.\d+$")
    vram_gib: float = Field(gt=0, le=4096)
    mem_bandwidth_gbs: float | None = Field(default=None, gt=0)
    fp32_tflops: float | None = Field(default=None, gt=0)
    fp16_tensor_tflops: float | None = Field(default=None, gt=0)
    bf16_tensor_tflops: float | None = Field(default=None, gt=0)
    fp8_tensor_tflops: float | None = Field(default=None, gt=0)
    int8_tensor_tops: float | None = Field(default=None, gt=0)
    tdp_w: float | None = Field(default=None, gt=0)
    nvlink: bool = False
    nvlink_gbs: float | None = Field(default=None, gt=0)
    form_factor: str | None = None
    launch_year: int = Field(ge=2010, le=2100)
    price: GpuPrice | None = None
    k8s_product_label: str | None = Field(
        default=None, description="value of nvidia.com/gpu.product as GPU feature discovery sets it"
    )


class GpuCatalog(Frozen):
    architectures: list[ArchitectureRecord]
    gpus: list[GpuRecord] = Field(min_length=1)
    as_of: date | None = None

    @model_validator(mode="after")
    def _consistent(self) -> GpuCatalog:
        arch_ids = {a.id for a in self.architectures}
        seen: set[str] = set()
        for gpu in self.gpus:
            if gpu.id in seen:
                raise ValueError(f"duplicate GPU id {gpu.id!r}")
            seen.add(gpu.id)
            if gpu.architecture not in arch_ids:
                raise ValueError(f"GPU {gpu.id!r}: unknown architecture {gpu.architecture!r}")
        return self

    def by_id(self, gpu_id: str) -> GpuRecord | None:
        return next((g for g in self.gpus if g.id == gpu_id), None)
