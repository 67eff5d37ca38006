"""GPU sharing catalog schema (``gpu_sharing.yaml``): MIG profiles per GPU, device plugin
time-slicing and namespace quotas on Kubernetes."""

from __future__ import annotations

from datetime import date

from pydantic import Field

from dlconfig.models.common import Frozen, Sourced


class MigProfile(Frozen):
    """One MIG profile: ``1g.10gb`` is 1 compute slice with 10 GB (nominal)."""

    name: str = Field(pattern=r"^[1-9]g\.[0-9]{1,4}gb$")
    memory_gb: float = Field(gt=0, le=4096)
    max_count: int = Field(ge=1, le=7, description="instances of it one GPU holds")


class MigGpus(Sourced):
    """The MIG profiles of a group of GPUs (ids of gpus.yaml), smallest first."""

    gpus: list[str] = Field(min_length=1, max_length=20)
    profiles: list[MigProfile] = Field(min_length=1, max_length=20)


class TimeSlicing(Sourced):
    resource: str = "nvidia.com/gpu"
    config_namespace: str = Field(default="gpu-operator", pattern=r"^[a-z0-9-]{1,63}$")


class GpuSharingCatalog(Frozen):
    as_of: date | None = None
    mig: list[MigGpus] = Field(default_factory=list)
    time_slicing: TimeSlicing
    resource_quota: Sourced

    def mig_of(self, gpu_id: str) -> MigGpus | None:
        """The MIG profiles recorded for ``gpu_id`` (None: none recorded)."""
        return next((m for m in self.mig if gpu_id in m.gpus), None)
