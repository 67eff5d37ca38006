"""``decide``: the ranked candidates and the chosen one, with their reasons.

Order (each step only among equals of the one before): feasible before ruled out; the
candidate the user picked ("Use this one"); within the deadline and the budget; hardware
the team owns or this machine, when it holds the workload; then the objective's score
(``objective``). The chosen candidate is the first; ``hardware.choice`` and
``infra.options[0]`` are views of it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.decision_facts import DecisionFacts
from dlconfig.kb.infra_data import HOURS_PER_MONTH
from dlconfig.models.choice import CAVEAT_CODES
from dlconfig.models.common import Reason
from dlconfig.models.decision import Candidate, Decision
from dlconfig.models.messages import price_mode_id
from dlconfig.models.workload import Workload
from dlconfig.plan.decide.candidates import BUILDERS, Context, Row, serving_replicas
from dlconfig.plan.decide.feasibility import PlaceRules
from dlconfig.plan.decide.inputs import PlaceInputs
from dlconfig.plan.decide.objective import Axes, Floors, score_key, weighed_latency
from dlconfig.plan.decide.pricebook import PriceBook
from dlconfig.plan.hardware.choice import GpuEvaluation

SHOWN_ALTERNATIVES = 20
TP_OVER_PCIE = "hardware.option.tp_over_pcie"
SHOWN_EXCLUDED_PER_CAUSE = 2
SHOWN_EXCLUDED = 12


@dataclass(frozen=True)
class Ranked:
    """The decision and the ranked rows its views read."""

    decision: Decision
    ctx: Context
    rows: list[Row]  # every candidate, best first (ruled-out ones last)
    made: dict[int, Candidate] = field(default_factory=dict)

    def candidate(self, row: Row) -> Candidate:
        """``row`` as a Candidate, built once (the views share rows)."""
        made = self.made.get(id(row))
        if made is None:
            made = self.made[id(row)] = to_candidate(self.ctx, row)
        return made

    @property
    def chosen_row(self) -> Row | None:
        return self.rows[0] if self.rows and self.rows[0].is_feasible else None

    def best_per(self, key: str) -> list[Row]:
        """The first feasible row of each GPU (``key='gpu'``) or place (``'place'``)."""
        seen: set[str] = set()
        out: list[Row] = []
        for row in self.rows:
            if not row.is_feasible:
                break
            k = row.layout.option.gpu if key == "gpu" else place_group(row)
            if k not in seen:
                seen.add(k)
                out.append(row)
        return out


def place_group(row: Row) -> str:
    """One place of step 5: a cloud region of a provider, or an own place."""
    offer = row.offer
    return f"cloud:{offer.provider.id}:{offer.region.code}" if offer is not None else row.kind


def decision_facts(kb: KnowledgeBase) -> DecisionFacts | None:
    try:
        return kb.dataset("decision", DecisionFacts)
    except KbError:
        return None


def decide(ev: GpuEvaluation, kb: KnowledgeBase, places: PlaceInputs, today: date) -> Ranked:
    """Every candidate for ``ev``'s workload, ranked under its objective. ``today`` dates
    the prices (a launch price from before the write-off period is not a price today)."""
    workload = ev.workload
    data, rules = places.data, places.rules
    data_city, users_city = places.data_city, places.users_city
    facts = decision_facts(kb)
    book = PriceBook.build(data, ev.catalog, workload.location)
    place_rules = PlaceRules.of(
        workload,
        rules,
        data_city.country if data_city else None,
        facts.export_control if facts else None,
    )
    ctx = Context.of(ev, book, place_rules, facts, cities=(data_city, users_city), today=today)
    reasons: list[Reason] = []
    rows: list[Row] = []
    if ev.wants_gpu:
        for layout in ev.layouts():
            replicas, replica = serving_replicas(ctx, layout)
            for build in BUILDERS:
                rows.extend(build(ctx, replica, replicas))
    _mark_request(ev, rows)
    _mark_limits(workload, rows, training=ctx.training)
    _mark_pin(workload, rows)
    feasible = [r for r in rows if r.is_feasible]
    tiers = {id(r): _tier(r) for r in rows}
    best_tier = min((tiers[id(r)] for r in feasible), default=None)
    # the objective's scale comes from the candidates that can win: a cheap card ranked
    # after the others for its licence must not make every other cost look large
    leading = [r for r in feasible if tiers[id(r)] == best_tier]
    floors = Floors.of([_axes(r, ctx) for r in leading or feasible])
    for row in rows:
        row.key = (
            *tiers[id(row)],
            *score_key(workload.objective, _axes(row, ctx), floors),
            float(row.gpus_paid),
        )
    rows.sort(key=lambda r: (r.key, r.place, r.mode or ""))
    chosen_row = rows[0] if rows and rows[0].is_feasible else None
    reasons.extend(_decision_reasons(ctx, rows, chosen_row, len(feasible)))
    made: dict[int, Candidate] = {}

    def once(row: Row) -> Candidate:
        if id(row) not in made:
            made[id(row)] = to_candidate(ctx, row)
        return made[id(row)]

    decision = Decision(
        objective=workload.objective,
        hours_per_month=HOURS_PER_MONTH,
        chosen=once(chosen_row) if chosen_row else None,
        alternatives=[once(r) for r in _alternatives(rows)],
        excluded=[once(r) for r in _excluded_sample(rows)],
        considered=len(rows),
        reasons=reasons,
    )
    return Ranked(decision, ctx, rows, made)


def _tier(row: Row) -> tuple[float, ...]:
    """What comes before the objective: feasible, picked by the user, within the deadline
    and budget, one's own hardware, no licence caveat, a known cost (a cost nobody knows
    never beats one that is known, whatever the objective)."""
    return (
        0.0 if row.is_feasible else 1.0,
        float(row.pin_tier),
        2.0 if row.unchecked else 1.0 if row.missed else 0.0,
        float(row.own_tier),
        1.0 if _has_caveat(row) else 0.0,
        1.0 if row.cost is None else 0.0,
    )


def _has_caveat(row: Row) -> bool:
    """A candidate with a caveat follows those without: bought hardware that a licence
    binds in a data centre or that is more consumer cards than a workstation takes, and
    serving with tensor parallelism over PCIe (slow all-reduce on every token)."""
    codes = {r.code for r in row.layout.option.reasons}
    if TP_OVER_PCIE in codes:
        return True
    return row.kind in ("onprem", "colocation") and bool(codes & CAVEAT_CODES)


def _axes(row: Row, ctx: Context) -> Axes:
    latency = weighed_latency(
        training=ctx.training, data_ms=row.latency_data_ms, users_ms=row.latency_users_ms
    )
    return Axes(row.cost, row.hours if ctx.training else None, latency)


def _mark_request(ev: GpuEvaluation, rows: list[Row]) -> None:
    """A GPU the workload names is the only one planned while it holds the workload."""
    asked = ev.requested
    if asked is None:
        return
    hits = {
        r.layout.option.gpu for r in rows if asked in (r.layout.option.gpu, r.layout.option.name)
    }
    if not hits:
        return  # it does not hold the workload: step 2 says why, the others stay
    for row in rows:
        if row.layout.option.gpu not in hits:
            row.excluded.append(
                Reason(
                    code="decision.excluded.not_requested",
                    params={"gpu": row.layout.option.name, "requested": ev.workload.gpu},
                )
            )


def _mark_limits(workload: Workload, rows: list[Row], *, training: bool) -> None:
    """A deadline or budget a row misses, or cannot be checked against (unknown time or
    cost: such a row ranks after the ones that miss, never before one that can be checked)."""
    deadline, budget = workload.deadline_hours, workload.budget_usd
    for row in rows:
        row.unchecked = (training and deadline is not None and row.hours is None) or (
            budget is not None and row.cost is None
        )
        if deadline is not None and row.hours is not None and row.hours > deadline:
            row.missed.append(
                Reason(
                    code="decision.missed.deadline",
                    params={"hours": round(row.hours, 1), "deadline_hours": deadline},
                )
            )
        cost = row.cost
        if budget is not None and cost is not None and cost > budget:
            row.missed.append(
                Reason(
                    code="decision.missed.budget",
                    params={
                        "usd": round(cost, 2),
                        "budget_usd": budget,
                        "basis": "run" if row.hours is not None else "month",
                    },
                )
            )


def _mark_pin(workload: Workload, rows: list[Row]) -> None:
    pin = workload.pinned
    if pin is None:
        return
    for row in rows:
        if (
            row.layout.option.gpu == pin.gpu
            and row.gpus_per_node == pin.count
            and row.nodes == pin.nodes
            and row.place == pin.place
        ):
            row.pin_tier = 0


def _alternatives(rows: list[Row]) -> list[Row]:
    """Feasible rows after the chosen one, one per GPU layout and place."""
    seen: set[tuple[str, int, int, str]] = set()
    out: list[Row] = []
    for row in rows:
        if not row.is_feasible:
            break
        key = (row.layout.option.gpu, row.gpus_per_node, row.nodes, row.place)
        if key in seen:
            continue
        seen.add(key)
        out.append(row)
    return out[1 : SHOWN_ALTERNATIVES + 1]


def _excluded_sample(rows: list[Row]) -> list[Row]:
    """A few ruled-out rows per cause, so the user sees what each rule removed."""
    per_cause: dict[str, int] = {}
    out: list[Row] = []
    for row in rows:
        if row.is_feasible:
            continue
        cause = row.excluded[0].code
        if per_cause.get(cause, 0) >= SHOWN_EXCLUDED_PER_CAUSE:
            continue
        per_cause[cause] = per_cause.get(cause, 0) + 1
        out.append(row)
        if len(out) >= SHOWN_EXCLUDED:
            break
    return out


def _r(x: float | None, digits: int = 2) -> float | None:
    """Rounded for the JSON; a score of a candidate nobody can price is not a number."""
    return None if x is None or not math.isfinite(x) else round(x, digits)


def to_candidate(ctx: Context, row: Row) -> Candidate:
    """A row as the model every face reads, with its reasons."""
    offer = row.offer
    rate = row.rate
    reasons = [*row.excluded, *row.missed, *cost_reasons(ctx, row), *row.notes]
    if row.verdict is not None and not row.excluded:
        reasons.extend(row.verdict.reasons)
    city = offer.region.name if offer is not None else row.city.name if row.city else None
    country = offer.region.country if offer is not None else row.city.country if row.city else None
    record = row.layout.record
    price_unit = None
    if offer is not None:
        price_unit = "gpu" if offer.instance.gpus == 1 else "instance"
    elif row.mode in ("owned", "bought"):
        price_unit = "owned"
    return Candidate(
        gpu=row.layout.option.gpu,
        gpu_name=row.layout.option.name,
        gpus_per_node=row.gpus_per_node,
        nodes=row.nodes,
        strategy=row.strategy,
        tensor_parallel=(
            row.layout.fit.tensor_parallel if row.strategy == row.layout.fit.strategy else 1
        ),
        place=row.place,
        kind=row.kind,
        provider=offer.provider.id if offer else None,
        provider_name=offer.provider.name if offer else None,
        region=offer.region.code if offer else None,
        city=city,
        country=country,
        instance_type=offer.instance.instance_type if offer else None,
        instances=row.instances,
        gpus_paid=row.gpus_paid,
        replicas=row.replicas,
        price_mode=row.mode,
        price_unit=price_unit,
        usd_per_hour=_r(row.usd_per_hour, 4),
        hours_per_run=_r(row.hours),
        run_usd=_r(row.run_usd),
        month_usd=_r(row.month_usd),
        latency_data_ms=_r(row.latency_data_ms, 1),
        latency_users_ms=_r(row.latency_users_ms, 1),
        prices_as_of=rate.as_of
        if rate
        else (record.price.as_of if record and record.price and row.mode == "bought" else None),
        price_source=rate.source
        if rate
        else (record.price.source if record and record.price and row.mode == "bought" else None),
        score=_r(row.key[6] if len(row.key) > 6 else None, 4),
        is_feasible=row.is_feasible,
        reasons=reasons,
    )


def cost_reasons(ctx: Context, row: Row) -> list[Reason]:
    """How a row's time and cost were figured."""
    out: list[Reason] = []
    gpus = row.gpus_per_node * row.nodes
    if row.offer is not None and row.rate is not None:
        out.append(
            Reason(
                code="decision.cost.cloud",
                params={
                    "instances": row.instances,
                    "instance_type": row.offer.instance.instance_type,
                    "gpus_paid": row.gpus_paid,
                    "gpus_used": gpus if ctx.training else None,
                    "mode": price_mode_id(row.mode) if row.mode else None,
                    "usd_per_hour": _r(row.usd_per_hour, 4),
                    "hours": _r(row.billed_hours, 1),
                    "usd": _r(row.run_usd if ctx.training else row.month_usd),
                    "hours_per_month": HOURS_PER_MONTH if not ctx.training else None,
                },
                source=row.rate.source,
                as_of=row.rate.as_of,
            )
        )
    elif row.mode in ("owned", "bought"):
        owning = ctx.book.owning
        out.append(
            Reason(
                code="decision.cost.owned" if row.mode == "owned" else "decision.cost.bought",
                params={
                    "gpus": row.gpus_paid,
                    "purchase_usd": _r(row.purchase_usd),
                    "fixed_month_usd": _r(row.fixed_month_usd),
                    "power_usd_per_hour": _r(row.power_usd_per_hour, 4),
                    "years": owning.years,
                    "pue": owning.pue,
                    "usd_per_kwh": owning.usd_per_kwh,
                    "runs_per_month": ctx.workload.runs_per_month if row.mode == "bought" else None,
                    "usd": _r(row.run_usd if ctx.training else row.month_usd),
                },
                source=owning.kwh_fact.source if not owning.is_users_kwh else None,
                as_of=owning.kwh_fact.as_of if not owning.is_users_kwh else None,
            )
        )
        if row.kind == "colocation" and owning.rack_usd_per_month is None:
            out.append(Reason(code="infra.colocation_fees_unknown"))
    if row.cost is None and row.is_feasible:
        out.append(Reason(code="decision.cost.unknown", params={"gpu": row.layout.option.name}))
    return out


def _decision_reasons(
    ctx: Context, rows: list[Row], chosen: Row | None, feasible: int
) -> list[Reason]:
    workload = ctx.workload
    out = [
        Reason(
            code="decision.objective",
            params={
                "objective": workload.objective.value,
                "considered": len(rows),
                "feasible": feasible,
                "modes": ", ".join(m.value for m in workload.price_modes),
            },
        )
    ]
    if chosen is None:
        if ctx.ev.wants_gpu:
            out.append(Reason(code="decision.no_candidate", params={"considered": len(rows)}))
        return out
    if chosen.pin_tier == 0:
        out.append(Reason(code="decision.pinned", params={"place": place_words(chosen)}))
    elif workload.pinned is not None:
        out.append(Reason(code="decision.pin_lost", params={"place": workload.pinned.place}))
    if chosen.own_tier == 0:
        out.append(
            Reason(
                code="decision.preferred_own",
                params={"kind": chosen.kind, "gpu": chosen.layout.option.name},
            )
        )
    if chosen.missed:
        out.append(Reason(code="decision.none_meets", params={"n": len(chosen.missed)}))
    runner = next(
        (r for r in rows[1:] if r.is_feasible and _offer_of(r) != _offer_of(chosen)),
        None,
    )
    if runner is not None:
        out.append(runner_up_reason(ctx, chosen, runner))
    facts = ctx.facts
    if ctx.training and chosen.gpus_per_node * chosen.nodes > 1 and facts is not None:
        eff = facts.scaling.data_parallel_efficiency
        out.append(
            Reason(
                code="decision.scaling",
                params={"pct": round(eff.value * 100), "gpus": chosen.gpus_per_node * chosen.nodes},
                source=eff.source,
                as_of=eff.as_of,
            )
        )
    if not ctx.training:
        out.append(_replica_reason(ctx, chosen))
    return out


def place_words(row: Row) -> str:
    """Where a row runs, for a sentence: "RunPod AP-IN-1" (a provider's name and region
    code), or the id of an own place's words ("place.onprem"), which the reader's
    language renders."""
    offer = row.offer
    if offer is not None:
        return f"{offer.provider.name} {offer.region.code}"
    return f"place.{row.kind}"


def _offer_of(row: Row) -> tuple[str, int, str]:
    """What makes another candidate a real alternative: another GPU layout or provider."""
    seller = row.offer.provider.id if row.offer is not None else row.kind
    return (row.layout.option.gpu, row.gpus_per_node * row.nodes, seller)


def runner_up_reason(ctx: Context, chosen: Row, runner: Row) -> Reason:
    """What the runner-up is and where it loses to the chosen candidate."""
    return Reason(
        code="decision.runner_up",
        params={
            "gpu": runner.layout.option.name,
            "count": runner.gpus_per_node * runner.nodes,
            "place": place_words(runner),
            "usd": _r(runner.cost),
            "chosen_usd": _r(chosen.cost),
            "hours": _r(runner.hours, 1),
            "chosen_hours": _r(chosen.hours, 1),
            "basis": "run" if ctx.training else "month",
        },
    )


def _replica_reason(ctx: Context, chosen: Row) -> Reason:
    workload = ctx.workload
    generating = ctx.ev.model.task.value == "llm"
    facts = ctx.facts
    per_user = workload.target_tokens_per_s_per_user
    source = as_of = None
    if per_user is None and facts is not None:
        per_user = facts.serving.tokens_per_s_per_user
        source = facts.serving.reading_words_per_minute.source
        as_of = facts.serving.reading_words_per_minute.as_of
    return Reason(
        code="decision.replicas",
        params={
            "replicas": chosen.replicas or 1,
            "gpus_per_replica": chosen.gpus_per_node,
            "requests": workload.concurrent_requests,
            "tokens_per_s_per_user": _r(per_user, 1) if generating else None,
            "decode_tokens_per_s": _r(chosen.layout.option.decode_tokens_per_s, 0)
            if generating
            else None,
        },
        source=source,
        as_of=as_of,
    )


def prices_date(rows: Sequence[Row]) -> date | None:
    """The oldest price date of the feasible rows shown."""
    dated = [r.rate.as_of for r in rows if r.rate is not None]
    return min(dated, default=None)
