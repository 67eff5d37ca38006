"""The one decision of a plan: which GPUs, how many, where, at what price, for how long.

``Decision.chosen`` is the answer every output reads (``hardware.choice`` is its GPU
layout, ``infra.options[0]`` its place); ``alternatives`` are the other feasible
candidates ranked under the same objective, ``excluded`` a sample of the infeasible ones,
each with the reason that rules it out.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import Field

from dlconfig.models.common import Frozen, Reason
from dlconfig.models.workload import Objective

PlaceKind = Literal["local", "owned", "cluster", "onprem", "colocation", "cloud"]


class Candidate(Frozen):
    """One way to run the workload: a GPU layout at a place, priced in one mode."""

    gpu: str = Field(description="GPU id from the catalog")
    gpu_name: str
    gpus_per_node: int = Field(ge=1)
    nodes: int = Field(default=1, ge=1)
    strategy: str = "single"
    tensor_parallel: int = Field(default=1, ge=1, description="GPUs each layer is split over")
    place: str = Field(
        description="the place key: local, owned, cluster, onprem, colocation, cloud:P:R:I"
    )
    kind: PlaceKind
    provider: str | None = None
    provider_name: str | None = None
    region: str | None = None
    city: str | None = None
    country: str | None = None
    instance_type: str | None = None
    instances: int = Field(default=1, ge=1, description="whole instances or servers paid for")
    gpus_paid: int = Field(ge=1, description="GPUs those instances hold")
    replicas: int | None = Field(default=None, ge=1, description="serving replicas")
    price_mode: str | None = Field(
        default=None, description="on_demand, spot, commit_1y, commit_3y, always_on, owned, bought"
    )
    price_unit: Literal["instance", "gpu", "owned"] | None = None
    usd_per_hour: float | None = Field(
        default=None, description="all instances (or owned GPUs) together, while running"
    )
    hours_per_run: float | None = Field(default=None, description="training: wall-clock hours")
    run_usd: float | None = Field(default=None, description="training: one run")
    month_usd: float | None = Field(
        default=None, description="serving or owned hardware: a month (hours_per_month)"
    )
    latency_data_ms: float | None = None
    latency_users_ms: float | None = None
    prices_as_of: date | None = None
    price_source: str | None = None
    score: float | None = Field(default=None, description="the objective's score; lower is better")
    is_feasible: bool = True
    reasons: list[Reason] = Field(default_factory=list)

    @property
    def total_gpus(self) -> int:
        return self.gpus_per_node * self.nodes

    @property
    def cost_usd(self) -> float | None:
        """What the objective weighs: a run for training, a month for serving."""
        return self.run_usd if self.hours_per_run is not None else self.month_usd


class Decision(Frozen):
    objective: Objective
    hours_per_month: float = Field(gt=0, description="hours a monthly figure assumes")
    chosen: Candidate | None = None
    alternatives: list[Candidate] = Field(
        default_factory=list, description="feasible candidates, best first (chosen not included)"
    )
    excluded: list[Candidate] = Field(
        default_factory=list, description="infeasible candidates with the reason (a sample)"
    )
    considered: int = Field(default=0, ge=0, description="candidates weighed in all")
    reasons: list[Reason] = Field(default_factory=list)
