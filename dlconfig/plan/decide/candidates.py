"""Every candidate of the decision: each GPU layout that holds the workload, at each place
that can run it (cloud offers of the price book, this machine, hardware the team owns,
hardware bought for on premises or a colocation facility), priced in every allowed mode.

The inner loop stays free of pydantic: rows are slotted dataclasses, and latency, the
rules' verdict and sizing are computed once per region, country and GPU count.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date

from dlconfig.kb.decision_facts import DecisionFacts
from dlconfig.kb.infra_data import HOURS_PER_MONTH, CityRecord, Rate, RegionRecord
from dlconfig.kb.places import gpu_matches
from dlconfig.models.common import Reason
from dlconfig.models.workload import OwnedHardware, Task, Workload
from dlconfig.plan.decide.cost import (
    cloud_run_usd,
    owned_run_usd,
    pack_replicas,
    run_hours,
)
from dlconfig.plan.decide.feasibility import PlaceRules, holds_node
from dlconfig.plan.decide.pricebook import CloudOffer, PriceBook, rates
from dlconfig.plan.hardware.choice import GpuEvaluation, Layout
from dlconfig.plan.hardware.fit import Fit
from dlconfig.plan.place.compliance import Verdict
from dlconfig.plan.place.latency import BASE_RTT_MS, rtt_ms
from dlconfig.plan.workload_compute import assumed_mfu

# strategies a training run can spread over more GPUs of the same node
SPREADABLE = frozenset({"single", "ddp", "fsdp", "zero1", "zero2", "zero3"})


@dataclass(slots=True)
class Row:
    """One candidate in the inner loop."""

    layout: Layout
    gpus_per_node: int
    nodes: int
    strategy: str
    kind: str
    place: str
    offer: CloudOffer | None = None
    mode: str | None = None
    rate: Rate | None = None
    instances: int = 1
    gpus_paid: int = 1
    replicas: int | None = None
    usd_per_hour: float | None = None
    hours: float | None = None
    billed_hours: float | None = None
    run_usd: float | None = None
    month_usd: float | None = None
    fixed_month_usd: float | None = None
    power_usd_per_hour: float | None = None
    purchase_usd: float | None = None
    latency_data_ms: float | None = None
    latency_users_ms: float | None = None
    city: CityRecord | None = None
    verdict: Verdict | None = None
    excluded: list[Reason] = field(default_factory=list)
    missed: list[Reason] = field(default_factory=list)
    notes: list[Reason] = field(default_factory=list)
    pin_tier: int = 1
    own_tier: int = 1
    unchecked: bool = False
    key: tuple[float, ...] = ()

    def priced(self, mode: str, rate: Rate) -> Row:
        """This cloud row in one price mode (the inner loop's copy, without introspection)."""
        return Row(
            self.layout,
            self.gpus_per_node,
            self.nodes,
            self.strategy,
            self.kind,
            self.place,
            offer=self.offer,
            mode=mode,
            rate=rate,
            instances=self.instances,
            gpus_paid=self.gpus_paid,
            replicas=self.replicas,
            hours=self.hours,
            latency_data_ms=self.latency_data_ms,
            latency_users_ms=self.latency_users_ms,
            verdict=self.verdict,
            excluded=list(self.excluded),
        )

    @property
    def cost(self) -> float | None:
        return self.run_usd if self.hours is not None or self.month_usd is None else self.month_usd

    @property
    def is_feasible(self) -> bool:
        return not self.excluded


@dataclass(frozen=True)
class Context:
    """What every candidate of one plan is judged with."""

    ev: GpuEvaluation
    book: PriceBook
    rules: PlaceRules
    facts: DecisionFacts | None
    data_city: CityRecord | None
    users_city: CityRecord | None
    training: bool
    flops: float | None
    mfu: float
    today: date

    @classmethod
    def of(
        cls,
        ev: GpuEvaluation,
        book: PriceBook,
        rules: PlaceRules,
        facts: DecisionFacts | None,
        *,
        cities: tuple[CityRecord | None, CityRecord | None],
        today: date,
    ) -> Context:
        """``cities``: where the data and where the users are."""
        data_city, users_city = cities
        training = ev.workload.mode.is_training
        flops = ev.requirements.train_flops if training else None
        return cls(
            ev,
            book,
            rules,
            facts,
            data_city,
            users_city,
            training,
            flops,
            assumed_mfu(ev.requirements),
            today,
        )

    @property
    def workload(self) -> Workload:
        return self.ev.workload

    def hours(self, layout: Layout, total_gpus: int) -> float | None:
        scaling = self.facts.scaling if self.facts else None
        return run_hours(
            self.flops, layout.record, self.workload, self.mfu, total_gpus, scaling=scaling
        )


def serving_replicas(ctx: Context, layout: Layout) -> tuple[int, Layout]:
    """Replicas a serving plan needs on ``layout``, and the layout of one replica: enough
    decode throughput for every concurrent request at the per-user target (generating
    models), each replica's memory sized for its share of the requests; one replica,
    batching every request, for models that generate no tokens."""
    workload = ctx.workload
    if ctx.training or ctx.ev.model.task is not Task.LLM:
        return 1, layout
    option = layout.option
    tps = option.decode_tokens_per_s
    per_user = workload.target_tokens_per_s_per_user
    if per_user is None and ctx.facts is not None:
        per_user = ctx.facts.serving.tokens_per_s_per_user
    if not tps or per_user is None:
        return 1, layout
    need = workload.concurrent_requests * per_user
    # the row's figure is for its own GPU count; decoding is memory-bound, so it scales
    # with the GPUs (their bandwidth) a replica has
    per_gpu = tps / max(1, option.count * option.nodes)
    replicas = max(1, math.ceil(need / (per_gpu * layout.fit.total_gpus)))
    if replicas == 1:
        return 1, layout
    share = math.ceil(workload.concurrent_requests / replicas)
    smaller = ctx.ev.fit_for(option.gpu, 1, 1, requests=share)
    if smaller is None or not smaller.fits or smaller.total_gpus >= layout.fit.total_gpus:
        return replicas, layout
    # a replica holding its share needs fewer GPUs; as many replicas as that takes
    replicas = max(replicas, math.ceil(need / (per_gpu * smaller.total_gpus)))
    return replicas, replace(layout, fit=smaller)


def _spread(ctx: Context, layout: Layout, available: int) -> tuple[int, Fit]:
    """GPUs per node a training run uses on a node of ``available`` GPUs: all of them when
    the user gave no count and the layout spreads (data parallel or sharded)."""
    fit = layout.fit
    if (
        not ctx.training
        or ctx.workload.asks_gpus
        or fit.nodes != 1
        or fit.strategy not in SPREADABLE
        or available <= fit.gpus_per_node
    ):
        return fit.gpus_per_node, fit
    wider = ctx.ev.fit_for(layout.option.gpu, available, 1)
    if wider is None or not wider.fits:
        return fit.gpus_per_node, fit
    return wider.gpus_per_node, wider


def cloud_rows(ctx: Context, layout: Layout, replicas: int) -> list[Row]:
    out: list[Row] = []
    modes = [m.value for m in ctx.workload.price_modes]
    latency: dict[int, tuple[float | None, float | None]] = {}
    desktop = _desktop_target(ctx)
    for offer in ctx.book.offers.get(layout.option.gpu, ()):
        inst, region = offer.instance, offer.region
        count, fit = _spread(ctx, layout, inst.gpus)
        row = Row(layout, count, fit.nodes, fit.strategy, "cloud", offer.place, offer=offer)
        row.latency_data_ms, row.latency_users_ms = latency.setdefault(
            id(region), _region_latency(ctx, region)
        )
        row.verdict, row.excluded = _judged(ctx, offer)
        export = ctx.rules.export_reason(layout.record, region.country)
        if export is not None:
            row.excluded.append(export)
        if desktop is not None:
            row.excluded.append(desktop)
        too_small = holds_node(inst.gpus, count)
        if too_small is not None:
            row.excluded.append(too_small)
        if ctx.training:
            row.instances = fit.nodes
            row.gpus_paid = inst.gpus * fit.nodes
            row.hours = ctx.hours(layout, count * fit.nodes)
        else:
            packing = pack_replicas(replicas, count, inst.gpus)
            row.instances, row.gpus_paid, row.replicas = (
                packing.instances,
                packing.gpus_paid,
                replicas,
            )
        priced = rates(inst, modes, serving=not ctx.training)
        if not priced:
            out.append(row)  # no price in an allowed mode: its cost is unknown
            continue
        for mode, rate in priced:
            priced_row = row.priced(mode, rate)
            priced_row.usd_per_hour = rate.usd_per_hour * row.instances
            if ctx.training and row.hours is not None:
                priced_row.run_usd, priced_row.billed_hours = cloud_run_usd(
                    mode, priced_row.usd_per_hour, row.hours
                )
            elif not ctx.training:
                priced_row.month_usd = priced_row.usd_per_hour * HOURS_PER_MONTH
            out.append(priced_row)
    return out


def _desktop_target(ctx: Context) -> Reason | None:
    """A plan for Windows or WSL2 runs on a Windows machine; cloud instances run Linux."""
    target = ctx.workload.target.value
    if target not in ("windows", "wsl2"):
        return None
    return Reason(code="decision.excluded.desktop_target", params={"target": target})


def _region_latency(ctx: Context, region: RegionRecord) -> tuple[float | None, float | None]:
    data, users = ctx.data_city, ctx.users_city
    return (
        rtt_ms(region.lat, region.lon, data.lat, data.lon) if data else None,
        rtt_ms(region.lat, region.lon, users.lat, users.lon) if users else None,
    )


def _judged(ctx: Context, offer: CloudOffer) -> tuple[Verdict, list[Reason]]:
    verdict, excluded = ctx.rules.judge(offer.region.country, offer.provider.kind, offer.provider)
    return verdict, list(excluded)


def own_rows(ctx: Context, layout: Layout, replicas: int) -> list[Row]:
    """This machine, hardware the team owns, and hardware bought (on premises near the
    data, or in a colocation facility near the users)."""
    out: list[Row] = []
    fit = layout.fit
    local = _local_row(ctx, layout, replicas)
    if local is not None:
        out.append(local)
    owned = ctx.workload.owned
    if owned is not None and gpu_matches(layout.option.gpu, owned.gpu, ctx.ev.catalog):
        count, used = _owned_fit(ctx, layout, owned)
        # GPUs in a Slurm cluster are a place of their own: the job is submitted there
        where = "owned" if owned.slurm is None else "cluster"
        row = Row(layout, count, used.nodes, used.strategy, where, where, own_tier=0)
        if owned.slurm is not None:
            row.notes.append(
                Reason(
                    code="decision.place.cluster",
                    params={
                        "partition": owned.slurm.partition,
                        "gpu_type": owned.slurm.gpu_type,
                        "nodes": used.nodes,
                        "gpus_per_node": count,
                    },
                )
            )
        if count > owned.count or used.nodes > owned.machines:
            row.excluded.append(
                Reason(
                    code="decision.excluded.owned_too_small",
                    params={"gpus": owned.count, "machines": owned.machines, "needed": count},
                )
            )
        # a cluster's job holds only the GPUs it asks for; GPUs of one's own are all paid
        held = count * used.nodes if owned.slurm is not None else owned.count * owned.machines
        _place_own(ctx, row, ctx.data_city, owned_gpus=held)
        _cost_own(ctx, row, held, replicas, bought=False)
        out.append(row)
    if layout.is_local or layout.record is None:
        return out
    # bought even without a usable price: "enter your quote" (its cost unknown, it ranks
    # after every priced candidate, and a GPU the user names keeps a place to run)
    for kind, city in (("onprem", ctx.data_city), ("colocation", ctx.users_city or ctx.data_city)):
        used = fit
        if ctx.training:  # a bought server trains on all of its GPUs
            wider = ctx.ev.fit_for(layout.option.gpu, layout.buy_count, fit.nodes)
            used = wider if wider is not None and wider.fits else fit
        row = Row(layout, used.gpus_per_node, used.nodes, used.strategy, kind, kind)
        bought = layout.buy_count * fit.nodes if ctx.training else layout.buy_count * replicas
        _place_own(ctx, row, city, owned_gpus=bought)
        _cost_own(ctx, row, bought, replicas, bought=True)
        out.append(row)
    return out


def _owned_fit(ctx: Context, layout: Layout, owned: OwnedHardware) -> tuple[int, Fit]:
    """GPUs per node and the layout on the GPUs owned: the layout spread over one machine,
    or, when one machine is too small for it, trained across the fewest machines (every
    GPU of each) that hold it."""
    count, used = _spread(ctx, layout, owned.count)
    if (count <= owned.count and used.nodes <= owned.machines) or not ctx.training:
        return count, used
    if ctx.workload.asks_gpus or owned.machines < 2:
        return count, used
    fewest = max(2, math.ceil(layout.fit.total_gpus / owned.count))
    for nodes in range(fewest, min(owned.machines, 2 * fewest) + 1):
        fit = ctx.ev.fit_for(layout.option.gpu, owned.count, nodes, sharded=True)
        # the planner may widen a layout that does not fit: only one within the GPUs owned
        if (
            fit is not None
            and fit.fits
            and fit.gpus_per_node <= owned.count
            and fit.nodes <= owned.machines
        ):
            return fit.gpus_per_node, fit
    return count, used


def _local_row(ctx: Context, layout: Layout, replicas: int) -> Row | None:
    fit = layout.fit
    if not layout.is_local or fit.nodes != 1 or fit.gpus_per_node > layout.local_count:
        return None
    if not ctx.training and replicas * fit.gpus_per_node > layout.local_count:
        replicas = max(1, layout.local_count // fit.gpus_per_node)
    count, used = _spread(ctx, layout, layout.local_count)
    row = Row(layout, count, 1, used.strategy, "local", "local", own_tier=0)
    row.city = None
    row.verdict, row.excluded = ctx.rules.judge(None, "local")
    _cost_own(ctx, row, layout.local_count, replicas, bought=False)
    return row


def _place_own(ctx: Context, row: Row, city: CityRecord | None, *, owned_gpus: int) -> None:
    row.city = city
    if city is not None:
        data, users = ctx.data_city, ctx.users_city
        row.latency_data_ms = (
            BASE_RTT_MS if city is data else _rtt(city, data) if data is not None else None
        )
        row.latency_users_ms = (
            BASE_RTT_MS if city is users else _rtt(city, users) if users is not None else None
        )
    kind = row.kind if row.kind in ("onprem", "colocation") else "onprem"
    row.verdict, excluded = ctx.rules.judge(city.country if city else None, kind)  # type: ignore[arg-type]
    row.excluded.extend(excluded)
    export = ctx.rules.export_reason(row.layout.record, city.country if city else None)
    if export is not None and row.kind not in ("owned", "cluster"):
        row.excluded.append(export)
    row.gpus_paid = max(owned_gpus, 1)


def _rtt(a: CityRecord, b: CityRecord) -> float:
    return rtt_ms(a.lat, a.lon, b.lat, b.lon)


def _cost_own(ctx: Context, row: Row, gpus: int, replicas: int, *, bought: bool) -> None:
    """Owned or bought GPUs: amortised purchase (and rack fee) plus power while busy."""
    record = row.layout.record
    owning = ctx.book.owning
    row.gpus_paid = max(gpus, 1)
    row.mode = "bought" if bought else "owned"
    if ctx.training:
        row.hours = ctx.hours(row.layout, row.gpus_per_node * row.nodes)
    else:
        row.replicas = replicas
    if record is None:
        return
    power = owning.power_usd_per_hour(record.tdp_w, gpus) if record.tdp_w else None
    price = record.price
    if bought and price is not None and _is_stale(ctx, row.layout):
        row.notes.append(
            Reason(
                code="decision.price_stale",
                params={
                    "gpu": record.name,
                    "launch_year": record.launch_year,
                    "years": owning.years,
                    "kind": price.kind,
                },
                source=price.source,
                as_of=price.as_of,
            )
        )
        price = None
    purchase = price.usd * gpus if price is not None else None
    fixed = (
        owning.fixed_usd_per_month(purchase, rack=row.kind == "colocation")
        if purchase is not None
        else None
    )
    row.power_usd_per_hour, row.purchase_usd, row.fixed_month_usd = power, purchase, fixed
    if power is None or (fixed is None and bought):
        return
    if fixed is None:  # owned, its price unknown: what using it costs is the power
        fixed = 0.0
    row.usd_per_hour = power + fixed / HOURS_PER_MONTH
    if ctx.training and row.hours is not None:
        runs = ctx.workload.runs_per_month if bought else None
        row.run_usd = owned_run_usd(fixed, power, row.hours, runs)
    elif not ctx.training:
        row.month_usd = fixed + power * HOURS_PER_MONTH


def _is_stale(ctx: Context, layout: Layout) -> bool:
    """A launch price of a part launched longer ago than the write-off period is no
    price one can buy it at today."""
    record = layout.record
    if record is None or record.price is None or record.price.kind != "launch_msrp":
        return False
    if record.launch_year is None:
        return False
    return ctx.today.year - record.launch_year > ctx.book.owning.years


RowBuilder = Callable[[Context, Layout, int], list[Row]]
BUILDERS: tuple[RowBuilder, ...] = (cloud_rows, own_rows)
