"""Step 2's two rankings of the GPUs that fit: renting them and buying them.

*Rent*: the cheapest on-demand list price of an instance that holds the GPUs, from
step 5's price list (``prices.yaml``, read through ``offers_by_gpu`` and
``instance_rate``), as the cost of the training run and of a month. *Buy*: the catalog
price with its kind and date, the GPUs' power at the plan's USD/kWh, and the utilisation
above which buying beats renting the same GPUs (``buy_vs_rent``, step 5's formula).
A GPU without a price is ranked after every priced one, by fewest GPUs and time, and
marked so; a budget keeps only what is priced within it, and says what it left out.
Pure: no I/O beyond the cached knowledge base.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord
from dlconfig.kb.infra_data import HOURS_PER_MONTH, InstancePrice, PriceCatalog, SourcedFigure
from dlconfig.kb.places import offers_by_gpu
from dlconfig.models.choice import GpuOption, RankedGpu
from dlconfig.models.common import Reason
from dlconfig.models.workload import Workload
from dlconfig.plan.infra_cost import buy_vs_rent, instance_rate

RENT_MODE = "on_demand"  # list price anyone can rent at, without a commitment
CAVEAT_CODES = frozenset({"hardware.option.licence", "hardware.option.consumer_build"})


@dataclass(frozen=True, slots=True)
class RentQuote:
    """Renting ``gpus`` GPUs: ``instances`` x the cheapest instance, USD per hour."""

    usd_per_hour: float
    instance: InstancePrice
    instances: int


@dataclass(frozen=True, slots=True)
class CostFacts:
    """What the rankings price with: the price list's offers and the power price."""

    offers: dict[str, list[InstancePrice]]
    usd_per_kwh: SourcedFigure | None
    user_usd_per_kwh: float | None
    pue: SourcedFigure | None


def cost_facts(kb: KnowledgeBase, catalog: GpuCatalog | None, workload: Workload) -> CostFacts:
    """The offers of step 5's price list by GPU and the power price (the workload's own
    USD/kWh, else the price list's sourced average)."""
    try:
        prices = kb.dataset("prices", PriceCatalog)
    except KbError:
        return CostFacts({}, None, workload.power_usd_per_kwh, None)
    offers = offers_by_gpu(prices, catalog) if catalog is not None else {}
    owning = prices.ownership
    return CostFacts(offers, owning.power_usd_per_kwh, workload.power_usd_per_kwh, owning.pue)


def cheapest_rent(offers: Sequence[InstancePrice], gpus: int) -> RentQuote | None:
    """The cheapest way to rent ``gpus`` GPUs on demand from ``offers`` (whole instances)."""
    best: RentQuote | None = None
    for inst in offers:
        rate = instance_rate(inst, RENT_MODE)
        if rate is None:
            continue
        count = math.ceil(max(1, gpus) / inst.gpus)
        usd = rate.usd_per_hour * count
        if best is None or usd < best.usd_per_hour:
            best = RentQuote(usd, inst, count)
    return best


def with_costs(
    option: GpuOption, record: GpuRecord | None, facts: CostFacts, *, training: bool
) -> GpuOption:
    """``option`` with its rent and buy figures (None where there is no price)."""
    if not option.fits or option.excluded_because is not None or record is None:
        return option
    gpus = option.count * option.nodes
    quote = cheapest_rent(facts.offers.get(record.id, []), gpus)
    update: dict[str, object] = {}
    if quote is not None:
        update["rent_usd_per_hour"] = round(quote.usd_per_hour, 4)
        update["rent_month_usd"] = round(quote.usd_per_hour * HOURS_PER_MONTH, 2)
        update["rent_offer"] = f"{quote.instance.provider} {quote.instance.instance_type}"
        rate = instance_rate(quote.instance, RENT_MODE)
        if rate is not None:
            update["rent_source"], update["rent_as_of"] = rate.source, rate.as_of
        if training and option.est_hours is not None:
            update["rent_run_usd"] = round(quote.usd_per_hour * option.est_hours, 2)
    price = record.price
    if price is not None:
        update["price_kind"] = price.kind
        update["price_as_of"] = price.as_of
        update["price_source"] = price.source
        kwh = facts.user_usd_per_kwh or (facts.usd_per_kwh.value if facts.usd_per_kwh else None)
        pue = facts.pue.value if facts.pue is not None else None
        if record.tdp_w and kwh and pue:
            month = record.tdp_w * gpus / 1000.0 * pue * kwh * HOURS_PER_MONTH
            update["power_month_usd"] = round(month, 2)
            if quote is not None:
                owned = buy_vs_rent(
                    purchase_usd_per_gpu=price.usd,
                    board_power_w=record.tdp_w,
                    gpus=gpus,
                    rent_usd_per_gpu_hour=quote.usd_per_hour / gpus,
                    pue=pue,
                    usd_per_kwh=kwh,
                )
                if owned.break_even_utilisation is not None:
                    update["break_even_utilisation"] = round(owned.break_even_utilisation, 4)
    return option.model_copy(update=update) if update else option


def _speed_key(option: GpuOption) -> tuple[float, float, float]:
    """Unpriced options: fewest GPUs, then the shorter run, then the faster decoding."""
    return (
        float(option.count * option.nodes),
        option.est_hours if option.est_hours is not None else math.inf,
        -(option.decode_tokens_per_s or 0.0),
    )


def _value(option: GpuOption) -> float | None:
    if option.rank_basis == "decode_tokens_per_dollar":
        return option.tokens_per_s_per_1000_usd
    return option.perf_per_dollar


def _rent_entry(option: GpuOption, *, training: bool) -> RankedGpu:
    usd = option.rent_run_usd if training else option.rent_month_usd
    return RankedGpu(
        gpu=option.gpu,
        name=option.name,
        count=option.count,
        nodes=option.nodes,
        usd=usd,
        usd_basis="run" if training else "month",
        month_usd=option.rent_month_usd,
        est_hours=option.est_hours,
        has_price=usd is not None,
        price_kind=RENT_MODE if usd is not None else None,
        price_as_of=option.rent_as_of if usd is not None else None,
        price_source=option.rent_source if usd is not None else None,
        caveats=_caveats(option),
    )


def _buy_entry(option: GpuOption) -> RankedGpu:
    return RankedGpu(
        gpu=option.gpu,
        name=option.name,
        count=option.count,
        nodes=option.nodes,
        usd=option.est_cost_usd,
        usd_basis="purchase",
        month_usd=option.power_month_usd,
        est_hours=option.est_hours,
        has_price=option.est_cost_usd is not None,
        price_kind=option.price_kind,
        price_as_of=option.price_as_of,
        price_source=option.price_source,
        value_per_1000_usd=_value(option) if option.est_cost_usd is not None else None,
        break_even_utilisation=option.break_even_utilisation,
        caveats=_caveats(option),
    )


def _caveats(option: GpuOption) -> list[str]:
    return [r.code for r in option.reasons if r.code in CAVEAT_CODES]


def _rank(
    entries: list[RankedGpu],
    by_value: dict[str, float | None],
    asked_gpus: int,
    *,
    caveats_last: bool,
) -> list[RankedGpu]:
    """Priced first, then the unpriced. More GPUs than asked for come after the others
    (their time assumes perfect scaling); buying (``caveats_last``) also puts a caveat (a
    licence, a consumer build) after the others, then ranks by the most value per
    dollar; renting ranks by the lowest cost."""

    def key(item: tuple[int, RankedGpu]) -> tuple[float, ...]:
        order, entry = item
        if not entry.has_price:
            return (1.0, 0.0, 0.0, 0.0, 0.0, float(order))
        value = by_value.get(entry.gpu)
        caveat = 1.0 if caveats_last and entry.caveats else 0.0
        bigger = entry.count * entry.nodes > asked_gpus
        return (
            0.0,
            caveat,
            1.0 if bigger else 0.0,
            -(value or 0.0),
            entry.usd or 0.0,
            float(order),
        )

    return [e for _, e in sorted(enumerate(entries), key=key)]


@dataclass(frozen=True, slots=True)
class Rankings:
    rent: list[RankedGpu]
    buy: list[RankedGpu]
    reasons: list[Reason]


def rank_rent_and_buy(
    options: Sequence[GpuOption], workload: Workload, facts: CostFacts, *, training: bool
) -> Rankings:
    """The rent and the buy rankings of the fitting ``options`` (each GPU once, in the
    step's order), with the budget applied and its reasons."""
    fitting: list[GpuOption] = []
    seen: set[str] = set()
    for option in sorted(options, key=_speed_key):
        if option.fits and option.excluded_because is None and option.gpu not in seen:
            seen.add(option.gpu)
            fitting.append(option)
    asked = max(workload.gpus, 1) * workload.nodes
    rent_entries = [_rent_entry(o, training=training) for o in fitting]
    rent = _rank(rent_entries, {}, asked, caveats_last=False)
    values = {o.gpu: _value(o) for o in fitting}
    buy = _rank([_buy_entry(o) for o in fitting], values, asked, caveats_last=True)
    reasons = [_ranking_reason("rent", rent, training=training, asked=asked)]
    reasons.append(_ranking_reason("buy", buy, training=training))
    power = _power_reason(facts)
    if power is not None:
        reasons.append(power)
    if workload.budget_usd is not None:
        rent, rent_reason = _within_budget("rent", rent, workload.budget_usd)
        buy, buy_reason = _within_budget("buy", buy, workload.budget_usd)
        reasons += [rent_reason, buy_reason]
    return Rankings(rent, buy, reasons)


def _within_budget(
    ranking: str, entries: list[RankedGpu], budget_usd: float
) -> tuple[list[RankedGpu], Reason]:
    kept = [e for e in entries if e.usd is not None and e.usd <= budget_usd]
    over = sum(1 for e in entries if e.usd is not None and e.usd > budget_usd)
    unpriced = sum(1 for e in entries if e.usd is None)
    return kept, Reason(
        code="hardware.ranking.budget",
        params={
            "ranking": ranking,
            "budget_usd": budget_usd,
            "kept": len(kept),
            "over_budget": over,
            "unpriced": unpriced,
        },
    )


def _ranking_reason(
    ranking: str, entries: list[RankedGpu], *, training: bool, asked: int | None = None
) -> Reason:
    """What the ranking ranks by, and what leads it (renting: ``asked``, the GPUs the
    workload asks for, when a bigger option is listed)."""
    first = next((e for e in entries if e.has_price), None)
    unpriced = sum(1 for e in entries if not e.has_price)
    params: dict[str, str | int | float | bool | None] = {
        "ranking": ranking,
        "basis": ("run" if training else "month") if ranking == "rent" else "value",
        "unpriced": unpriced,
        "gpu": first.gpu if first else None,
        "name": first.name if first else None,
        "total": first.count * first.nodes if first else None,
        "usd": first.usd if first else None,
    }
    if asked is not None and any(e.count * e.nodes > asked for e in entries):
        params["asked"] = asked
    source = first.price_source if first else None
    as_of = first.price_as_of if first else None
    if ranking == "buy":
        params["price_kind"] = first.price_kind if first else None
        params["break_even_pct"] = (
            round(first.break_even_utilisation * 100.0, 1)
            if first and first.break_even_utilisation is not None
            else None
        )
    return Reason(code=f"hardware.ranking.{ranking}", params=params, source=source, as_of=as_of)


def _power_reason(facts: CostFacts) -> Reason | None:
    """The electricity price the buy ranking uses: the workload's, or the sourced average
    (None when the price list gives neither price nor PUE)."""
    given = facts.user_usd_per_kwh
    figure = facts.usd_per_kwh
    if facts.pue is None or (given is None and figure is None):
        return None
    return Reason(
        code="hardware.ranking.power",
        params={
            "usd_per_kwh": given if given is not None else (figure.value if figure else None),
            "given": given is not None,
            "pue": facts.pue.value if facts.pue is not None else None,
        },
        source=None if given is not None or figure is None else figure.source,
        as_of=None if given is not None or figure is None else figure.as_of,
    )
