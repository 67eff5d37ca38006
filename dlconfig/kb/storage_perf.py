"""Typical drive throughput by kind (``storage_perf.yaml``), for the machine benchmarks."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import Field

from dlconfig.models.common import Frozen, Sourced

StorageKind = Literal["nvme", "ssd", "hdd"]


class StorageKindPerf(Sourced):
    """Typical sequential throughput of one kind of drive (MB/s = 10^6 bytes/s)."""

    kind: StorageKind
    label: str
    example: str = Field(description="the drive whose datasheet figures these are")
    seq_read_mb_s: float = Field(gt=0, le=100_000)
    seq_write_mb_s: float = Field(gt=0, le=100_000)


class StoragePerfTable(Frozen):
    """Schema of ``storage_perf.yaml``."""

    as_of: date | None = None
    kinds: list[StorageKindPerf] = Field(min_length=1)

    def for_kind(self, kind: str | None) -> StorageKindPerf | None:
        return next((k for k in self.kinds if k.kind == kind), None)
