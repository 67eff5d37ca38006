"""Steps 2 and 5 as views of the ranked candidates; neither ranks on its own.

* Step 2: every GPU with its best candidate, in the decision's order; the rent and buy
  tables are the best cloud and the best bought candidate of each GPU, in that order.
* Step 5: every place with its best candidate, in the decision's order (the chosen place
  first), then a few ruled-out places with the rule that rules them out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dlconfig.kb.infra_data import HOURS_PER_MONTH, EgressPrice, StoragePrice
from dlconfig.models.choice import CAVEAT_CODES, RankedGpu
from dlconfig.models.common import Reason
from dlconfig.models.decision import Candidate
from dlconfig.models.infra import InfraOption
from dlconfig.plan.decide.candidates import Row
from dlconfig.plan.decide.decide import Ranked, place_group
from dlconfig.plan.place.cloud_option import cloud_option, money, r1
from dlconfig.plan.place.compliance import OK
from dlconfig.plan.place.cost import ModeCost
from dlconfig.plan.place.offers import Candidate as CloudCandidate

SHOWN_PLACES = 12
SHOWN_RULED_OUT = 3


def best_by_gpu(ranked: Ranked) -> dict[str, Candidate]:
    """GPU id -> its best candidate, in the decision's order."""
    return {r.layout.option.gpu: ranked.candidate(r) for r in ranked.best_per("gpu")}


def rankings(ranked: Ranked) -> tuple[list[RankedGpu], list[RankedGpu]]:
    """Step 2's rent and buy tables: each GPU's best cloud and best bought candidate."""
    rent: dict[str, Row] = {}
    buy: dict[str, Row] = {}
    for row in ranked.rows:
        if not row.is_feasible:
            break
        gpu = row.layout.option.gpu
        if row.kind == "cloud":
            rent.setdefault(gpu, row)
        elif row.kind in ("onprem", "colocation"):
            buy.setdefault(gpu, row)
    training = ranked.ctx.training
    return (
        [_ranked(r, "run" if training else "month") for r in rent.values()],
        [_ranked(r, "purchase") for r in buy.values()],
    )


def _ranked(row: Row, basis: str) -> RankedGpu:
    option = row.layout.option
    bought = basis == "purchase"
    record = row.layout.record
    price = record.price if record is not None else None
    return RankedGpu(
        gpu=option.gpu,
        name=option.name,
        count=row.gpus_per_node,
        nodes=row.nodes,
        usd=money(row.purchase_usd)
        if bought and row.purchase_usd is not None
        else money(row.cost)
        if not bought and row.cost is not None
        else None,
        usd_basis=basis,
        month_usd=money(row.power_usd_per_hour * HOURS_PER_MONTH)
        if bought and row.power_usd_per_hour is not None
        else money(row.usd_per_hour * HOURS_PER_MONTH)
        if row.usd_per_hour is not None
        else None,
        est_hours=round(row.hours, 2) if row.hours is not None else None,
        has_price=(row.purchase_usd if bought else row.cost) is not None,
        price_kind=(price.kind if price else None) if bought else row.mode,
        price_as_of=(price.as_of if price else None)
        if bought
        else (row.rate.as_of if row.rate else None),
        price_source=(price.source if price else None)
        if bought
        else (row.rate.source if row.rate else None),
        caveats=[r.code for r in option.reasons if r.code in CAVEAT_CODES],
    )


def infra_options(
    ranked: Ranked,
    storage: Mapping[str, Sequence[StoragePrice]],
    egress: Mapping[str, Sequence[EgressPrice]],
    *,
    users_in_china: bool,
) -> list[InfraOption]:
    """Step 5: the best candidate of each place, the chosen place first, then a few places
    ruled out, each with its rule."""
    places = ranked.best_per("place")
    # the best cloud regions, and every place of one's own (buying, owning, this machine)
    shown = places[:SHOWN_PLACES] + [r for r in places[SHOWN_PLACES:] if r.offer is None]
    ruled_out: list[Row] = []
    seen = {place_group(r) for r in shown}
    for row in ranked.rows:
        if row.is_feasible or len(ruled_out) >= SHOWN_RULED_OUT:
            continue
        group = place_group(row)
        if group not in seen:
            seen.add(group)
            ruled_out.append(row)
    dataset_gb = ranked.ctx.workload.dataset_gb
    costs = _PlaceCosts(storage, egress, dataset_gb, users_in_china)
    return [_option(ranked, row, costs) for row in [*shown, *ruled_out]]


@dataclass(frozen=True)
class _PlaceCosts:
    """Storage and egress price rows by provider, and what they are applied to."""

    storage: Mapping[str, Sequence[StoragePrice]]
    egress: Mapping[str, Sequence[EgressPrice]]
    dataset_gb: float
    users_in_china: bool


def _option(ranked: Ranked, row: Row, costs: _PlaceCosts) -> InfraOption:
    ctx = ranked.ctx
    candidate = ranked.candidate(row)
    training = ctx.training
    update: dict[str, object] = {
        "gpu": row.layout.option.gpu,
        "gpus": row.gpus_paid,
        "train_cost_usd": money(row.run_usd) if training and row.run_usd is not None else None,
        "monthly_cost_usd": money(row.month_usd) if row.month_usd is not None else None,
        "run_cost_usd": money(row.cost) if row.cost is not None else None,
        "cost_basis": "run" if training else "month",
        "price_mode": row.mode,
        "score": candidate.score,
        "is_excluded": not row.is_feasible,
        "place_key": row.place,
        "gpus_per_node": row.gpus_per_node,
        "nodes": row.nodes,
        "is_chosen": row is ranked.chosen_row,
    }
    offer = row.offer
    if offer is not None:
        billed = (row.billed_hours or 0.0) * row.instances
        rate = row.rate
        cost = (
            ModeCost(row.mode or "on_demand", row.run_usd or 0.0, billed, rate)
            if rate is not None and training and row.run_usd is not None
            else None
        )
        serve = (
            ModeCost(
                row.mode or "on_demand", row.month_usd or 0.0, HOURS_PER_MONTH * row.instances, rate
            )
            if rate is not None and not training and row.month_usd is not None
            else None
        )
        cloud = CloudCandidate(
            offer.region,
            offer.instance,
            offer.offer,
            row.latency_data_ms,
            row.latency_users_ms,
            row.verdict or OK,
            cost,
            serve,
            row.gpus_paid,
            0.0,
        )
        option = cloud_option(
            cloud,
            offer.provider,
            costs.storage.get(offer.provider.id, ()),
            costs.dataset_gb,
            egress=costs.egress.get(offer.provider.id, ()),
            users_in_china=costs.users_in_china,
        )
        extra = [*row.excluded, *row.missed]
        # what rules the place out comes last: the table's notes show the last reason
        update["reasons"] = [*_decision_cost(candidate), *option.reasons, *extra]
        return option.model_copy(update=update)
    verdict = row.verdict or OK
    ruling = [*row.excluded, *row.missed]
    # what rules the place out comes last: the table's notes show the last reason
    reasons: list[Reason] = [r for r in candidate.reasons if r not in ruling] + ruling
    city = row.city
    return InfraOption(
        kind=row.kind,
        city=city.name if city else None,
        country=city.country if city else None,
        latency_data_ms=r1(row.latency_data_ms),
        latency_users_ms=r1(row.latency_users_ms),
        needs=list(verdict.needs),
        excluded_by=list(verdict.excluded_by),
        reasons=reasons,
        cost_breakdown_usd={
            k: money(v)
            for k, v in (
                ("purchase_usd", row.purchase_usd),
                ("fixed_month_usd", row.fixed_month_usd),
                ("power_usd_per_hour", row.power_usd_per_hour),
                ("rack_month_usd", ctx.book.owning.rack_usd_per_month)
                if row.kind == "colocation"
                else ("", None),
            )
            if v is not None and k
        },
        **update,
    )


def _decision_cost(candidate: Candidate) -> list[Reason]:
    return [r for r in candidate.reasons if r.code.startswith("decision.cost")]
