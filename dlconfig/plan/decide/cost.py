"""Time and cost of a candidate: the one cost model of the decision.

* Time: the training FLOPs on the GPUs a candidate really uses, at step 1's MFU, divided
  by the scaling efficiency a run on more than one GPU gets (``decision.yaml``).
* Cloud cost: whole instances x their rate x billed hours (spot adds its restart overhead,
  a commitment bills at least its term); serving pays every instance all month.
* Owned or bought: the amortised fixed cost (purchase over the write-off years, rack fee)
  for the share of the month the run takes, plus power while busy. Buying for this
  workload spreads the month's fixed cost over ``runs_per_month`` runs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dlconfig.kb.decision_facts import ScalingFacts
from dlconfig.kb.gpus import GpuRecord
from dlconfig.kb.infra_data import HOURS_PER_MONTH
from dlconfig.models.workload import Workload
from dlconfig.plan.place.cost import SPOT_OVERHEAD, billed_training_hours
from dlconfig.plan.workload_compute import training_hours


def scaling_efficiency(total_gpus: int, scaling: ScalingFacts | None) -> float:
    """The share of ideal speed-up a run on ``total_gpus`` gets (1 on one GPU)."""
    if total_gpus <= 1 or scaling is None:
        return 1.0
    return scaling.data_parallel_efficiency.value


def run_hours(
    flops: float | None,
    record: GpuRecord | None,
    workload: Workload,
    mfu: float,
    total_gpus: int,
    *,
    scaling: ScalingFacts | None,
) -> float | None:
    """Wall-clock hours of a training run on ``total_gpus`` GPUs; None when unknown."""
    if not flops or record is None:
        return None
    ideal = training_hours(flops, record, workload, mfu, total_gpus)
    if ideal is None:
        return None
    return ideal / scaling_efficiency(total_gpus, scaling)


def cloud_run_usd(mode: str, usd_per_hour: float, hours: float) -> tuple[float, float]:
    """Cost and billed hours of a run of ``hours`` on instances at ``usd_per_hour``."""
    billed = billed_training_hours(mode, hours, SPOT_OVERHEAD)
    return billed * usd_per_hour, billed


@dataclass(frozen=True, slots=True)
class Packing:
    """Serving replicas on instances: how many instances, GPUs paid for."""

    instances: int
    gpus_paid: int


def pack_replicas(replicas: int, gpus_per_replica: int, instance_gpus: int) -> Packing:
    """Whole instances for ``replicas`` of ``gpus_per_replica`` GPUs each (a replica never
    spans instances; an instance takes as many whole replicas as it holds)."""
    per_instance = max(1, instance_gpus // max(1, gpus_per_replica))
    instances = math.ceil(replicas / per_instance)
    return Packing(instances, instances * instance_gpus)


def owned_run_usd(
    fixed_usd_per_month: float,
    power_usd_per_hour: float,
    hours: float,
    runs_per_month: float | None,
) -> float:
    """One run on owned or bought hardware: power while busy plus its share of the
    month's fixed cost: the hours it takes (hardware already owned), and at least one
    ``runs_per_month``-th of the month (hardware bought for this workload)."""
    share = hours / HOURS_PER_MONTH
    if runs_per_month is not None:
        share = max(share, 1.0 / runs_per_month)
    return fixed_usd_per_month * share + power_usd_per_hour * hours
