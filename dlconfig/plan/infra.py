"""Step 5, where to run it: ``plan_infra(workload, requirements, hardware, profile, kb, today)``.

Pure: reads the (cached) knowledge base and the inputs, no clock but ``today``. Weighs
cloud regions (latency to the data and to the users, data-protection rules, list
prices), this machine, buying a server (on premises or in a colocation facility near
the users) and hybrids of the two, and returns ranked options, each with its reasons.
"""

from __future__ import annotations

import math
from datetime import date

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord, find_gpu
from dlconfig.kb.infra_data import CityRecord, ComplianceRule
from dlconfig.kb.places import (
    InfraData,
    UnknownCityError,
    gpu_matches,
    load_infra,
    seller_of,
)
from dlconfig.kb.references import ReferenceCatalog, cite, load_references
from dlconfig.models.choice import HardwareChoice
from dlconfig.models.common import Reason
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.infra import InfraOption, InfraPlan
from dlconfig.models.requirements import Requirements
from dlconfig.models.workload import Workload
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.hardware import gpu_unsupported_because
from dlconfig.plan.infra_cost import SPOT_OVERHEAD
from dlconfig.plan.infra_hybrid import hybrid_options
from dlconfig.plan.infra_latency import (
    MODEL_PARAMS,
    MODEL_TEXT,
)
from dlconfig.plan.infra_options import (
    LATENCY_SOURCE,
    OwnContext,
    cloud_option,
    own_options,
)
from dlconfig.plan.infra_rank import (
    Candidate,
    Demand,
    OfferIndex,
    nearest_with_gpu,
    rank_cloud,
)
from dlconfig.plan.workload_compute import assumed_mfu, gpu_hours
from dlconfig.plan.workload_memory import is_training

REQUESTS_PER_REPLICA = 8  # concurrent requests one serving replica is planned for
TOP_CLOUD = 6
TOP_ALTERNATIVES = 3
SHOWN_EXCLUDED = 3
OVER_BUDGET_PENALTY = 10.0


def plan_infra(  # noqa: PLR0917 - the pipeline contract fixes these six arguments
    workload: Workload,
    requirements: Requirements,
    hardware: HardwareChoice,
    profile: HardwareProfile | None,
    kb: KnowledgeBase,
    today: date,
) -> InfraPlan:
    """Ranked places to run ``workload``; raises ``PlanInputError`` for unknown cities/rules."""
    data = load_infra(kb)
    gpus = _gpu_catalog(kb)
    rules = _rules(data, workload.compliance)
    data_city = _city(data, workload.location.data, "location.data")
    users_city = _city(data, workload.location.users, "location.users")
    reasons = _plan_reasons()
    choice = hardware.choice
    if choice.gpu is None or choice.count == 0:
        reasons.append(
            Reason(
                code="infra.no_gpu",
            )
        )
        return _plan([], reasons, data_city, users_city, data, load_references(kb))
    total_gpus = choice.count * choice.nodes
    chosen = find_gpu(gpus, choice.gpu)
    hours, serve_gpus = _gpu_hours_by_gpu(
        workload=workload,
        requirements=requirements,
        hardware=hardware,
        catalog=gpus,
        data=data,
        chosen=chosen,
        reasons=reasons,
    )
    demand = Demand(
        gpu_hours_by_gpu=hours,
        serve_gpus=choice.count,
        serve_gpus_by_gpu=serve_gpus,
        replicas=max(1, math.ceil(workload.concurrent_requests / REQUESTS_PER_REPLICA)),
        data_ll=(data_city.lat, data_city.lon) if data_city else None,
        users_ll=(users_city.lat, users_city.lon) if users_city else None,
        rules=tuple(rules),
        is_training=is_training(workload.mode),
    )
    providers = {p.id: p for p in data.places.providers}
    ranked = rank_cloud(
        data.places.regions,
        OfferIndex.build(data.places, data.prices).for_region,
        providers,
        demand,
    )
    storage = {
        p.id: [s for s in data.prices.storage if s.provider == p.id] for p in providers.values()
    }
    egress = {
        p.id: [e for e in data.prices.egress if e.provider == p.id] for p in providers.values()
    }
    users_in_china = users_city is not None and users_city.country == "CN"
    sells = seller_of(choice.gpu, gpus)
    selling = [c for c in ranked if not c.verdict.is_excluded and sells(c.instance)]
    kept = _keep(ranked, selling)
    place = users_city or data_city
    if place is not None:
        reasons += nearest_with_gpu(
            data.places.regions, selling, providers, (place.name, place.lat, place.lon), choice.gpu
        )
    options = [
        cloud_option(
            c,
            providers[c.region.provider],
            storage[c.region.provider],
            workload.dataset_gb,
            alternative_to=None if sells(c.instance) else choice.gpu,
            egress=egress[c.region.provider],
            users_in_china=users_in_china,
        )
        for c in kept
    ]
    own = OwnContext(
        gpu=chosen,
        gpu_id=choice.gpu,
        gpus=total_gpus,
        gpu_hours=hours.get(choice.gpu),
        data_city=data_city,
        users_city=users_city,
        rules=tuple(rules),
        ownership=data.prices.ownership,
        profile=profile,
        owns_hardware=workload.location.owns_hardware,
        # buying is weighed against renting the same GPU, not whatever ranks first
        best_rent=next((c for c in selling if c.serve), None),
        local_gpu=find_gpu(gpus, profile.gpus[0].name) if profile and profile.gpus else None,
        local_fit=hardware.local_fit,
        is_training=is_training(workload.mode),
        inputs=workload.location,
    )
    owned = own_options(own)
    options += owned
    options += hybrid_options(owned, kept)
    options = [_with_run_cost(o, is_training=is_training(workload.mode)) for o in options]
    if workload.budget_usd is not None:
        options = [_against_budget(o, workload.budget_usd) for o in options]
    if not kept:
        reasons.append(
            Reason(
                code="infra.no_cloud_offer",
                params={"gpu": choice.gpu},
            )
        )
    reasons += _prices_reason(options, today)
    return _plan(options, reasons, data_city, users_city, data, load_references(kb))


def _with_run_cost(option: InfraOption, *, is_training: bool) -> InfraOption:
    """Name the cost the option is ranked by: the training run, or a month of serving."""
    cost = option.train_cost_usd if is_training else option.monthly_cost_usd
    basis = "run" if is_training else "month"
    return option.model_copy(update={"run_cost_usd": cost, "cost_basis": basis})


def _against_budget(option: InfraOption, budget_usd: float) -> InfraOption:
    """Mark an option whose training run plus one month of serving exceeds the budget."""
    parts = [x for x in (option.train_cost_usd, option.monthly_cost_usd) if x is not None]
    if not parts or sum(parts) <= budget_usd:
        return option
    total = sum(parts)
    reason = Reason(
        code="infra.over_budget",
        params={"total_usd": round(total, 2), "budget_usd": budget_usd},
    )
    score = (option.score or 0.0) + OVER_BUDGET_PENALTY
    return option.model_copy(update={"reasons": [*option.reasons, reason], "score": score})


def _keep(ranked: list[Candidate], selling: list[Candidate]) -> list[Candidate]:
    """The best regions for the chosen GPU (``selling``: the allowed candidates that sell
    it, best first), each provider's best of them, the best region of each other GPU that
    holds the model, and a few excluded candidates so the user sees which rule ruled them
    out."""
    allowed = [c for c in ranked if not c.verdict.is_excluded]
    same = selling[:TOP_CLOUD]
    best_of_provider: dict[str, Candidate] = {}
    for c in selling:
        best_of_provider.setdefault(c.region.provider, c)
    same += [c for c in best_of_provider.values() if not any(c is s for s in same)]
    others: dict[str, Candidate] = {}
    for c in allowed:
        if not any(c is s for s in selling):
            others.setdefault(c.instance.gpu, c)
    kept = sorted([*same, *list(others.values())[:TOP_ALTERNATIVES]], key=lambda c: c.score)
    return kept + [c for c in ranked if c.verdict.is_excluded][:SHOWN_EXCLUDED]


def _plan(  # noqa: PLR0917 - the plan's parts, each a distinct kind
    options: list[InfraOption],
    reasons: list[Reason],
    data_city: CityRecord | None,
    users_city: CityRecord | None,
    data: InfraData,
    refs: ReferenceCatalog,
) -> InfraPlan:
    ranked = sorted(options, key=lambda o: (o.is_excluded, o.score if o.score is not None else 1e9))
    ranked = [o.model_copy(update={"reasons": cite(o.reasons, refs)}) for o in ranked]
    return InfraPlan(
        options=ranked,
        reasons=cite(reasons, refs),
        latency_model=MODEL_TEXT,
        data_city=f"{data_city.name}, {data_city.country}" if data_city else None,
        users_city=f"{users_city.name}, {users_city.country}" if users_city else None,
    )


def _gpu_catalog(kb: KnowledgeBase) -> GpuCatalog | None:
    try:
        return kb.dataset("gpus", GpuCatalog)
    except KbError:
        return None


def _rules(data: InfraData, ids: list[str]) -> list[ComplianceRule]:
    out = []
    for rule_id in ids:
        rule = data.compliance.rule(rule_id.strip().lower())
        if rule is None:
            known = ", ".join(r.id for r in data.compliance.rules)
            raise PlanInputError("compliance", f"unknown rule {rule_id!r}; known rules: {known}")
        out.append(rule)
    return out


def _city(data: InfraData, text: str | None, field: str) -> CityRecord | None:
    if not text:
        return None
    try:
        return data.cities.resolve(text)
    except UnknownCityError as exc:
        raise PlanInputError(field, str(exc)) from None


def _gpu_hours_by_gpu(
    *,
    workload: Workload,
    requirements: Requirements,
    hardware: HardwareChoice,
    catalog: GpuCatalog | None,
    data: InfraData,
    chosen: GpuRecord | None,
    reasons: list[Reason],
) -> tuple[dict[str, float | None], dict[str, int]]:
    """Training GPU-hours (None: no training, or no peak for the workload's precision) and
    GPUs per serving replica, for the chosen GPU and each price-list GPU that can hold the
    model and run its precision. Hours use the workload's FLOPs, precision and MFU through
    the same formula as the hardware step."""
    choice = hardware.choice
    assert choice.gpu is not None
    flops = requirements.train_flops if is_training(workload.mode) else None
    mfu = assumed_mfu(requirements)
    est = next((o for o in hardware.options if o.is_chosen and o.est_hours), None)
    # the hardware step's own figure for the chosen GPU (the same formula, on its record)
    est_gpu_hours = (
        est.est_hours * est.count * est.nodes if flops and est and est.est_hours else None
    )
    price_gpus = {g for i in data.prices.instances for g in (i.gpu, *i.also_gpus)}
    total_vram = requirements.vram_gib_per_gpu * choice.count
    out: dict[str, float | None] = {}
    serve: dict[str, int] = {}
    for gpu_id in sorted(price_gpus):
        record = find_gpu(catalog, gpu_id)
        same = gpu_matches(gpu_id, choice.gpu, catalog)
        if not same and not _can_take_over(record, requirements, workload):
            continue
        timed = record if record is not None else chosen if same else None
        hours = gpu_hours(flops, timed, workload, mfu) if flops and timed else None
        if same and est_gpu_hours:
            hours = est_gpu_hours
        if flops and hours is None and not same:
            continue  # no time to compare with: the chosen GPU's is known
        out[gpu_id] = hours
        fit = math.ceil(total_vram / record.vram_gib) if record is not None else choice.count
        serve[gpu_id] = choice.count if same else max(1, fit)
    chosen_hours = est_gpu_hours or (
        gpu_hours(flops, chosen, workload, mfu) if flops and chosen else None
    )
    out.setdefault(choice.gpu, chosen_hours)
    if flops:
        reasons.append(
            Reason(
                code="infra.gpu_hours",
                params={
                    "mfu_pct": round(mfu * 100, 2),
                    "precision": workload.precision.value,
                    "est_gpu_hours": round(chosen_hours, 2) if chosen_hours else None,
                },
            )
        )
    return out, serve


def _can_take_over(
    record: GpuRecord | None, requirements: Requirements, workload: Workload
) -> bool:
    """Whether another GPU can stand in for the chosen one: it holds the per-GPU memory
    and the hardware step would not exclude it (precision support, sold as a card)."""
    return (
        record is not None
        and record.vram_gib >= requirements.vram_gib_per_gpu
        and gpu_unsupported_because(record, workload) is None
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
            params={
                "spot_overhead_pct": SPOT_OVERHEAD * 100,
                "requests_per_replica": REQUESTS_PER_REPLICA,
            },
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
