"""The user's objective as one score per candidate (lower is better).

* ``cheapest``: the cost (a training run, or a month of serving), then time, then latency.
* ``fastest``: training: the hours of a run, then cost; serving: the round trip to the
  users, then cost.
* ``balanced``: cost and time weighed equally, each against the best feasible candidate
  (1.0 for the cheapest, 2.0 for twice its cost), plus 1 point per 100 ms of round trip to
  the users (serving) or the data (training). Time is measured against the fastest
  candidate's hours but never against less than a working day (``TIME_FLOOR_HOURS``):
  when every candidate finishes within a day, saving minutes is not worth much money.

Every score grows with cost, time and latency, so the best-scored candidate is never
beaten on all three by another candidate of the same tier.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dlconfig.models.workload import Objective

LATENCY_UNIT_MS = 100.0
TIME_FLOOR_HOURS = 8.0  # policy: a working day
UNKNOWN = float("inf")


@dataclass(frozen=True, slots=True)
class Axes:
    """What the objective weighs of one candidate; None: not known."""

    cost: float | None
    hours: float | None
    latency_ms: float | None


@dataclass(frozen=True, slots=True)
class Floors:
    """The best cost and hours among the feasible candidates (the balanced scale)."""

    cost: float
    hours: float

    @classmethod
    def of(cls, axes: Sequence[Axes]) -> Floors:
        costs = [a.cost for a in axes if a.cost is not None and a.cost > 0]
        hours = [a.hours for a in axes if a.hours is not None and a.hours > 0]
        return cls(min(costs, default=1.0), max(min(hours, default=1.0), TIME_FLOOR_HOURS))


def weighed_latency(
    *, training: bool, data_ms: float | None, users_ms: float | None
) -> float | None:
    """The round trip the objective weighs: to the data (training) or to the users
    (serving); the other one when that one is not known (serving with no users' city)."""
    first, second = (data_ms, users_ms) if training else (users_ms, data_ms)
    return first if first is not None else second


def score_key(objective: Objective, axes: Axes, floors: Floors) -> tuple[float, ...]:
    """The sort key of a candidate under ``objective`` (a tuple, compared in order)."""
    cost = axes.cost if axes.cost is not None else UNKNOWN
    hours = axes.hours if axes.hours is not None else 0.0
    latency = axes.latency_ms or 0.0
    if objective is Objective.CHEAPEST:
        return (cost, hours, latency)
    if objective is Objective.FASTEST:
        if axes.hours is None:  # serving: the quickest answer is the nearest place
            return (latency, cost)
        return (hours, cost, latency)
    # an unpriced candidate ranks after every priced one, and among the unpriced ones by
    # what is known of them (time and latency), not by an infinite score that ties them all
    priced = axes.cost is not None
    score = cost / floors.cost if priced else 0.0
    if axes.hours is not None:
        score += hours / floors.hours
    score += latency / LATENCY_UNIT_MS
    return (0.0 if priced else 1.0, score, cost, hours)


def dominates(a: Axes, b: Axes) -> bool:
    """Whether ``a`` is at least as good as ``b`` on every known axis and better on one."""
    pairs = [
        (x, y)
        for x, y in ((a.cost, b.cost), (a.hours, b.hours), (a.latency_ms, b.latency_ms))
        if x is not None and y is not None
    ]
    if not pairs or (a.cost is None) != (b.cost is None):
        return False
    return all(x <= y for x, y in pairs) and any(x < y for x, y in pairs)
