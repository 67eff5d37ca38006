"""What report.pdf's first page says, as plain text in the reader's language (no Qt).

The decision in one sentence, the figures a team lead approves (GPUs and where, time,
cost per run and per month with the price date, buy-vs-rent), the main risks and what
this machine lacks. Names come from the knowledge base (GPU catalog, providers and
regions) and the label catalogue; a figure that is not known is "—", never a guess.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from dlconfig.export.readme import finding_text, gpus_text, named, reason_text, t
from dlconfig.i18n import conflict_text, gpus_unavailable_text, translator
from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.place_names import option_place, place_params
from dlconfig.kb.places import InfraData, load_infra
from dlconfig.models.choice import CAVEAT_CODES
from dlconfig.models.common import Reason, Severity
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.infra import InfraOption
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import GIB, Confidence

DASH = "—"
MAX_RISKS = 3
# A rule-of-thumb estimate is a risk when its band is this wide (± percent) ...
RISKY_ERROR_PCT = 30.0
# ... and it is at least this share of the GPU memory per GPU.
RISKY_SHARE = 0.05
_ESTIMATE_LABELS = {
    "weights": "vram_part.weights",
    "gradients": "vram_part.gradients",
    "optimizer": "vram_part.optimizer",
    "activations": "vram_part.activations",
    "kv_cache": "vram_part.kv_cache",
    "overhead": "vram_part.overhead",
    "vram_per_gpu": "plan.vram_per_gpu",
    "host_ram": "machine.ram",
}


def usd(value: float | None) -> str:
    """ "1,599 USD", or "—" when unknown."""
    if value is None:
        return DASH
    return f"{value:,.0f} USD" if value >= 100 else f"{value:,.2f} USD"


def gpu_name(plan: Plan, gpu_id: str, kb: KnowledgeBase | None) -> str:
    """The catalog's name of ``gpu_id``; else the name the plan's options give it."""
    record = None
    if kb is not None:
        try:
            record = kb.dataset("gpus", GpuCatalog).by_id(gpu_id)
        except KbError:
            record = None
    if record is not None:
        return record.name
    options = plan.hardware.options if plan.hardware else []
    return next((o.name for o in options if o.gpu == gpu_id), gpu_id)


def run_cost(option: InfraOption) -> float | None:
    """The cost of one training run of ``option`` in USD (None: not known, or a serving
    plan, which is priced per month)."""
    if option.cost_basis is None:  # a plan saved before the cost basis was named
        return option.train_cost_usd
    return option.run_cost_usd if option.cost_basis == "run" else None


def recommended(plan: Plan) -> InfraOption | None:
    """Where the plan runs (:meth:`Plan.recommended_place`)."""
    return plan.recommended_place()


def _infra_data(kb: KnowledgeBase | None) -> InfraData | None:
    if kb is None:
        return None
    try:
        return load_infra(kb)
    except KbError:
        return None


def place_localizer(kb: KnowledgeBase | None, lang: str) -> Callable[[Reason], Reason] | None:
    """Writes the regions and cities a reason names in ``lang`` (None: no catalogs)."""
    data = _infra_data(kb)
    return None if data is None else functools.partial(place_params, data=data, lang=lang)


def place_text(option: InfraOption, kb: KnowledgeBase | None, lang: str) -> str:
    """Where ``option`` runs, by name: "RunPod · Japan", "On-premises · Hong Kong"
    ("Amazon Web Services · 香港 (ap-east-1)" in Chinese)."""
    data = _infra_data(kb)
    words: list[str] = []
    provider = data.places.provider(option.provider) if data and option.provider else None
    if option.provider:
        words.append(provider.name if provider else option.provider)
    else:
        words.append(named("infra_kind", option.kind, lang))
    where = option_place(data, option, lang) if data else option.region or option.city
    if where and where not in words:
        words.append(where)
    return " · ".join(words)


def option_gpus(plan: Plan, option: InfraOption, kb: KnowledgeBase | None, lang: str) -> str:
    """ "1 × GeForce RTX 4090" for an infrastructure option (its GPU by catalog name)."""
    if not option.gpu:
        return DASH
    return gpus_text(gpu_name(plan, option.gpu, kb), option.gpus or 1, 1, lang)


def chosen_gpus(plan: Plan, kb: KnowledgeBase | None, lang: str) -> str:
    c = plan.hardware.choice if plan.hardware else None
    if c is None or not c.gpu:
        return t("plan.gpu_none", lang)
    return gpus_text(gpu_name(plan, c.gpu, kb), c.count, c.nodes, lang)


def hours(plan: Plan) -> float | None:
    """The decision's hours per run (None: not estimated, or serving)."""
    chosen = plan.decision.chosen if plan.decision else None
    return chosen.hours_per_run if chosen else None


def placed_gpus(plan: Plan, kb: KnowledgeBase | None, lang: str) -> str:
    """The GPUs the plan runs on: the decision's layout."""
    return chosen_gpus(plan, kb, lang)


def hours_text(value: float | None, plan: Plan, lang: str) -> str:
    if value is None:
        return t("report.serving", lang) if not plan.workload.mode.is_training else DASH
    hours = f"{value:,.1f}" if value >= 1 else f"{value:.2g}"
    if value < 24:  # a run within a day: days would read "0.0 days"
        return t("report.hours_only", lang, hours=hours)
    return t("report.hours", lang, hours=hours, days=f"{value / 24:,.1f}")


def decision(plan: Plan, kb: KnowledgeBase | None, lang: str) -> str:
    """The recommendation in one sentence."""
    option = recommended(plan)
    gpus = placed_gpus(plan, kb, lang)
    if option is None:
        return t("report.decision_no_place", lang, project=plan.workload.name, gpus=gpus)
    place = place_text(option, kb, lang)
    return t("report.decision", lang, project=plan.workload.name, gpus=gpus, place=place)


def _mode_text(mode: str | None, lang: str) -> str:
    """The price mode in words ("on demand", "1-year commitment", "owned")."""
    if mode in ("owned", "bought"):
        return t("report.mode_" + mode, lang)
    return named("price_mode", mode, lang) if mode else ""


def summary_rows(plan: Plan, kb: KnowledgeBase | None, lang: str) -> list[tuple[str, str]]:
    """(label, value) rows under the decision; every number carries its unit, every cost
    its price mode and date; a month only for serving or hardware one has."""
    option = recommended(plan)
    chosen = plan.decision.chosen if plan.decision else None
    rows = [(t("plan.gpu", lang), placed_gpus(plan, kb, lang))]
    if option is not None:
        rows.append((t("plan.where", lang), place_text(option, kb, lang)))
    rows.append((t("report.time", lang), hours_text(hours(plan), plan, lang)))
    date = option.prices_as_of if option is not None else None
    mode = _mode_text(option.price_mode if option is not None else None, lang)
    dated = t("report.prices_as_of", lang, date=date) if date else DASH

    def cost(value: float | None) -> str:
        """A cost with its price mode and date (one label for every priced figure)."""
        if value is None:
            return usd(value)
        return t("report.price_of", lang, usd=usd(value), kind=mode or DASH, date=dated)

    run = run_cost(option) if option is not None else None
    month = option.monthly_cost_usd if option is not None else None
    serving = not plan.workload.mode.is_training
    own = option is not None and option.price_mode in ("owned", "bought")
    if not serving:
        rows.append((t("report.cost_run", lang), cost(run)))
    if serving or own:
        rows.append((t("report.cost_month", lang), cost(month)))
    runner = next(
        (
            r
            for r in (plan.decision.reasons if plan.decision else [])
            if r.code == "decision.runner_up"
        ),
        None,
    )
    if runner is not None:
        rows.append((t("report.runner_up", lang), reason_text(runner, lang)))
    if plan.requirements:
        rows.append(
            (t("plan.vram_per_gpu", lang), f"{plan.requirements.vram_gib_per_gpu:,.1f} GiB")
        )
    if plan.stack:
        f = plan.stack.framework
        rows.append((t("field.framework", lang), f"{named('framework', f.name, lang)} {f.version}"))
    if chosen is not None and chosen.replicas and serving:
        rows.append((t("report.replicas", lang), str(chosen.replicas)))
    return rows


DECIDING_CODES = (
    "decision.pinned",
    "decision.preferred_own",
    "hardware.decided",
    "decision.objective",
    "decision.none_meets",
    "decision.replicas",
    "decision.scaling",
)


def deciding_reasons(plan: Plan, lang: str, limit: int = 3) -> list[str]:
    """The reasons that decided, most telling first: a pick or one's own hardware, the
    layout chosen, the objective and what it weighed."""
    found = [*(plan.decision.reasons if plan.decision else [])]
    found += plan.hardware.reasons if plan.hardware else []
    by_code = {r.code: r for r in reversed(found)}
    return [reason_text(by_code[c], lang) for c in DECIDING_CODES if c in by_code][:limit]


def is_for_this_machine(plan: Plan) -> bool:
    """Whether the decision runs the plan here (then this machine's gaps are risks)."""
    chosen = plan.decision.chosen if plan.decision else None
    return chosen is not None and chosen.kind == "local"


def risks(plan: Plan, lang: str, limit: int = MAX_RISKS) -> list[str]:
    """The main risks, most serious first: conflicts, errors, this machine not fitting,
    warnings, then wide rule-of-thumb estimates."""
    tr = translator(lang)
    out = [conflict_text(c, tr)[0] for c in plan.conflicts]
    here = is_for_this_machine(plan)
    by_severity = {s: [f for f in plan.findings if f.severity is s] for s in Severity}
    if here:  # findings about this machine matter when the plan runs on it
        out += [finding_text(f, lang)[0] for f in by_severity[Severity.ERROR]]
    out += _target_risks(plan, lang)
    if here:
        out += [finding_text(f, lang)[0] for f in by_severity[Severity.WARNING]]
    req = plan.requirements
    if req is not None:
        total = req.vram_gib_per_gpu or 1.0
        wide = [
            e
            for e in req.estimates
            if e.confidence is Confidence.RULE_OF_THUMB
            and e.error_pct >= RISKY_ERROR_PCT
            and e.name in _ESTIMATE_LABELS
            and (e.unit != "GiB" or e.name == "host_ram" or e.value >= RISKY_SHARE * total)
        ]
        for e in sorted(wide, key=lambda e: -e.error_pct):
            out.append(
                t(
                    "report.risk_estimate",
                    lang,
                    part=t(_ESTIMATE_LABELS[e.name], lang),
                    pct=f"{e.error_pct:g}",
                    value=f"{e.value:,.1f} {e.unit}",
                )
            )
    return out[:limit]


# policy: a plan filling more than this share of each GPU's memory has little room for
# the estimate's error band (step 2 already keeps 10% headroom)
THIN_MARGIN_SHARE = 0.85
# where hardware's own licence terms bind (bought GPUs, not rented ones)
OWNED_KINDS = ("local", "onprem", "colocation")
STALE_PRICE_DAYS = 90


def _target_risks(plan: Plan, lang: str) -> list[str]:
    """Risks of where the plan runs: a thin memory margin, a licence or build caveat of the
    hardware bought, old prices, what the data rules need there."""
    out: list[str] = []
    option = recommended(plan)
    req = plan.requirements
    chosen_option = next(
        (o for o in (plan.hardware.options if plan.hardware else []) if o.is_chosen), None
    )
    best = chosen_option.best if chosen_option is not None else None
    if req is not None and chosen_option is not None and best is not None:
        vram = next(
            (
                r.params.get("vram_gib")
                for r in chosen_option.reasons
                if r.code == "hardware.option.fit"
                and isinstance(r.params.get("vram_gib"), float | int)
            ),
            None,
        )
        if isinstance(vram, float | int) and req.vram_gib_per_gpu > THIN_MARGIN_SHARE * vram:
            out.append(
                t(
                    "report.risk_margin",
                    lang,
                    need=f"{req.vram_gib_per_gpu:,.1f}",
                    have=f"{vram:,.0f}",
                )
            )
    chosen = plan.decision.chosen if plan.decision is not None else None
    if chosen_option is not None and chosen is not None and chosen.kind in OWNED_KINDS:
        # a licence that binds the hardware where it would run, or a consumer build
        out += [reason_text(r, lang) for r in chosen_option.reasons if r.code in CAVEAT_CODES]
    if option is not None and option.prices_as_of:
        from datetime import date as _date

        age = (plan.created - _date.fromisoformat(option.prices_as_of)).days
        if age > STALE_PRICE_DAYS:
            out.append(t("report.risk_prices", lang, days=age, date=option.prices_as_of))
    if option is not None and option.needs:
        rules = ", ".join(named("compliance", r, lang) for r in plan.workload.compliance)
        out.append(t("report.risk_rules", lang, rules=rules))
    return out


def _local_gpus(profile: HardwareProfile) -> tuple[int, float | None]:
    gpus = profile.gpus
    vram = [g.vram_total_bytes for g in gpus if g.vram_total_bytes]
    return len(gpus), (min(vram) / GIB if vram else None)


def lacks(plan: Plan, lang: str) -> list[str]:
    """What this machine lacks to run the plan (empty: nothing)."""
    profile = plan.profile
    if profile is None:
        return [t("report.not_examined", lang)]
    out: list[str] = []
    hw, req = plan.hardware, plan.requirements
    needs_gpu = hw is not None and hw.choice.gpu is not None and hw.choice.count > 0
    count, vram = _local_gpus(profile)
    if needs_gpu and hw is not None:
        if count == 0:
            out.append(t("report.lack_gpu", lang))
            if profile.gpus_unavailable_code:
                out[-1] += " " + gpus_unavailable_text(profile, translator(lang))
        else:
            if req is not None and vram is not None and vram < req.vram_gib_per_gpu:
                out.append(
                    t(
                        "report.lack_vram",
                        lang,
                        need=f"{req.vram_gib_per_gpu:,.1f}",
                        have=f"{vram:,.0f}",
                    )
                )
            want = hw.choice.count * hw.choice.nodes
            if count < want:
                out.append(t("report.lack_gpus", lang, need=want, have=count))
    host = hw.host if hw is not None else None
    if host is not None:
        if host.local_ram_ok is False:
            have = (profile.memory.total_bytes or 0) / 1e9
            out.append(t("report.lack_ram", lang, need=f"{host.ram_gb:,.0f}", have=f"{have:,.0f}"))
        if host.local_cpu_ok is False:
            out.append(
                t(
                    "report.lack_cpu",
                    lang,
                    need=host.cpu_cores,
                    have=profile.cpu.physical_cores or DASH,
                )
            )
        if host.local_storage_ok is False:
            out.append(t("report.lack_storage", lang, need=f"{host.storage_gb:,.0f}"))
    if not out and hw is not None and hw.local_fit is False:
        out.append(t("report.local_misfit", lang))
    return out
