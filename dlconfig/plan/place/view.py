"""Step 5, where to run it, as a view of the decision.

The place inputs (the data's and the users' cities, the data rules) are read here once;
``plan_infra`` lists the places of the ranked candidates (``plan.decide``), the chosen
place first, with latency, rules and cost. It ranks nothing itself.
"""

from __future__ import annotations

from datetime import date

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.references import ReferenceCatalog, cite, load_references
from dlconfig.models.common import Reason
from dlconfig.models.infra import InfraOption, InfraPlan
from dlconfig.plan.decide.decide import Ranked
from dlconfig.plan.decide.inputs import PlaceInputs
from dlconfig.plan.decide.views import infra_options
from dlconfig.plan.place.cloud_option import LATENCY_SOURCE
from dlconfig.plan.place.cost import SPOT_OVERHEAD
from dlconfig.plan.place.latency import MODEL_PARAMS, MODEL_TEXT


def plan_infra(ranked: Ranked, places: PlaceInputs, kb: KnowledgeBase, today: date) -> InfraPlan:
    """The places of the decision's candidates, the chosen one first."""
    data = places.data
    refs = load_references(kb)
    reasons = _plan_reasons()
    chosen = ranked.decision.chosen
    if chosen is None:
        reasons.append(Reason(code="infra.no_gpu"))
        return _plan([], reasons, places, refs)
    storage = {
        p.id: [s for s in data.prices.storage if s.provider == p.id] for p in data.places.providers
    }
    egress = {
        p.id: [e for e in data.prices.egress if e.provider == p.id] for p in data.places.providers
    }
    users_in_china = places.users_city is not None and places.users_city.country == "CN"
    options = infra_options(ranked, storage, egress, users_in_china=users_in_china)
    if not any(o.kind == "cloud" and not o.is_excluded for o in options):
        reasons.append(Reason(code="infra.no_cloud_offer", params={"gpu": chosen.gpu}))
    reasons += _prices_reason(options, today)
    reasons += _time_basis(ranked)
    return _plan(options, reasons, places, refs)


def _time_basis(ranked: Ranked) -> list[Reason]:
    """What the decision's hours rest on: GPU-hours at step 1's MFU and precision."""
    ctx, chosen = ranked.ctx, ranked.decision.chosen
    if not ctx.training or chosen is None or chosen.hours_per_run is None:
        return []
    return [
        Reason(
            code="infra.gpu_hours",
            params={
                "mfu_pct": round(ctx.mfu * 100, 2),
                "precision": ctx.workload.precision.value,
                "est_gpu_hours": round(chosen.hours_per_run * chosen.total_gpus, 2),
            },
        )
    ]


def _plan(
    options: list[InfraOption],
    reasons: list[Reason],
    places: PlaceInputs,
    refs: ReferenceCatalog,
) -> InfraPlan:
    data_city, users_city = places.data_city, places.users_city
    return InfraPlan(
        options=[o.model_copy(update={"reasons": cite(o.reasons, refs)}) for o in options],
        reasons=cite(reasons, refs),
        latency_model=MODEL_TEXT,
        data_city=f"{data_city.name}, {data_city.country}" if data_city else None,
        users_city=f"{users_city.name}, {users_city.country}" if users_city else None,
    )


def _plan_reasons() -> list[Reason]:
    return [
        Reason(
            code="infra.latency_model",
            params=MODEL_PARAMS,
            source=LATENCY_SOURCE,
        ),
        Reason(
            code="infra.assumptions",
            params={"spot_overhead_pct": SPOT_OVERHEAD * 100},
        ),
    ]


# Reasons that cost an option at a provider's list price (not power or PUE defaults).
_LIST_PRICE_CODES = frozenset(
    {
        "infra.cost.train",
        "infra.cost.serve_month",
        "infra.cost.storage",
        "infra.cost.egress",
        "infra.cost.egress_china",
    }
)


def _prices_reason(options: list[InfraOption], today: date) -> list[Reason]:
    """How old the prices behind the shown options are: the oldest date of an instance
    price or a costed rate (storage, egress, commitment) an option uses, not of the whole
    price list."""
    dated = [
        r.as_of
        for o in options
        if not o.is_excluded
        for r in o.reasons
        if r.code in _LIST_PRICE_CODES and r.as_of is not None
    ]
    dated += [date.fromisoformat(o.prices_as_of) for o in options if o.prices_as_of]
    oldest = min(dated, default=None)
    if oldest is None:
        return []
    return [
        Reason(
            code="infra.prices_list",
            params={"oldest": oldest.isoformat(), "age_days": (today - oldest).days},
            as_of=oldest,
        )
    ]
