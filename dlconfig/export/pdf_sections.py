"""report.pdf's content as blocks (no Qt): page 1 (the summary a team lead approves from),
then the sections with the reasons: workload, hardware, this machine, stack, container,
infrastructure and cost, WSL2 steps, findings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from dlconfig.export import pdf_summary as summary
from dlconfig.export.pdf_blocks import (
    CHART_COLOURS,
    Bars,
    Block,
    Contents,
    Heading,
    PageBreak,
    Para,
    Table,
    e,
    vram_chart,
)
from dlconfig.export.readme import (
    all_reasons,
    finding_text,
    gpus_text,
    named,
    reason_text,
    t,
    workload_rows,
)
from dlconfig.export.readme.reasons import note_text
from dlconfig.i18n import gpus_unavailable_text, translator
from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.choice import RankedGpu
from dlconfig.models.common import Reason
from dlconfig.models.infra import DISCLAIMER_CODE
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import GIB
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Target

if TYPE_CHECKING:
    from dlconfig.bench import BenchReport

MAX_OPTIONS = 10
MAX_BARS = 8
FIT_CODE = "hardware.option.fit"
KV = [0.32, 0.68]


def _kv(rows: list[tuple[str, str]], lang: str) -> Table:
    return Table(
        [e(t("report.item", lang)), e(t("report.value", lang))],
        [[e(k), e(v)] for k, v in rows],
        KV,
    )


def _link(url: str | None, label: str) -> str:
    if not url or not url.startswith("https://"):
        return ""
    return f'<a href="{e(url)}">{e(label)}</a>'


def _reasons(
    plan: Plan, section: str, lang: str, local: Callable[[Reason], Reason] | None = None
) -> list[Block]:
    """The reasons of ``section``; ``local`` writes their params in ``lang`` first."""
    rows = [
        [
            e(reason_text(local(r) if local else r, lang)),
            _link(r.source, t("report.source", lang)) or "—",
        ]
        for sec, r in all_reasons(plan)
        if sec == section
    ]
    if not rows:
        return []
    return [
        Heading(t("report.reasons", lang), 3, in_contents=False),
        Table([e(t("report.reason", lang)), e(t("report.source", lang))], rows, [0.86, 0.14]),
    ]


def first_page(plan: Plan, lang: str, kb: KnowledgeBase | None) -> list[Block]:
    """Page 1: the decision, its figures, the main risks and what this machine lacks."""
    kb_date = plan.kb_as_of.isoformat() if plan.kb_as_of else "—"
    rows = summary.summary_rows(plan, kb, lang)
    blocks: list[Block] = [
        Heading(t("report.title", lang), 1, in_contents=False),
        Para(
            f"<p><b>{e(plan.workload.name)}</b> · {e(t('report.date', lang))}:"
            f" {e(plan.created.isoformat())} · {e(t('report.kb_date', lang))}:"
            f" {e(plan.kb_version or '—')} ({e(kb_date)})</p>"
        ),
        Para(f'<p class="big">{e(summary.decision(plan, kb, lang))}</p>'),
        Table(
            [e(t("report.item", lang)), e(t("report.value", lang))],
            [[e(k), e(v)] for k, v in rows],
            [0.3, 0.7],
        ),
    ]
    if any(v.startswith(summary.DASH) for _, v in rows):
        blocks.append(Para(f'<p class="small">{e(t("report.no_price", lang))}</p>'))
    if plan.requirements:
        blocks += [Heading(t("report.vram_breakdown", lang), 2, False), vram_chart(plan, lang)]
    sections = [("report.why", summary.deciding_reasons(plan, lang))]
    sections.append(("report.risks", summary.risks(plan, lang) or [t("report.no_risks", lang)]))
    if summary.is_for_this_machine(plan):  # the planning machine matters only if it runs it
        lacks = summary.lacks(plan, lang) or [t("report.lacks_nothing", lang)]
        sections.append(("report.lacks", lacks))
    for title, lines in sections:
        if not lines:
            continue
        blocks += [
            Heading(t(title, lang), 2, in_contents=False),
            Para("<ul>" + "".join(f"<li>{e(x)}</li>" for x in lines) + "</ul>"),
        ]
    blocks += [
        Heading(t("report.sign_off", lang), 2, in_contents=False),
        Table(
            [e(t("report.item", lang)), e(t("report.value", lang))],
            [
                [e(t("report.prepared_by", lang)), ""],
                [e(t("report.approved_by", lang)), ""],
                [e(t("report.date", lang)), ""],
            ],
            [0.3, 0.7],
        ),
    ]
    return [*blocks, PageBreak(), Contents()]


def build_blocks(
    plan: Plan,
    lang: str,
    bench: BenchReport | None = None,
    kb: KnowledgeBase | None = None,
    locked: bool | None = None,
) -> list[Block]:
    """The whole report as blocks: the first page, the contents, then the sections;
    ``locked``: whether the bundle holds requirements.lock (None: no lock was asked for)."""
    return first_page(plan, lang, kb) + detail_blocks(plan, lang, bench, kb, locked)


def _workload(plan: Plan, lang: str) -> list[Block]:
    blocks: list[Block] = [
        Heading(t("step.workload", lang)),
        _kv(workload_rows(plan.workload, lang), lang),
    ]
    if plan.requirements:
        blocks += [Heading(t("report.vram_breakdown", lang), 3, False), vram_chart(plan, lang)]
    if plan.requirements and plan.requirements.measured:
        blocks += [
            Heading(t("report.measured", lang), 3, False),
            *(Para(f"<p>{e(reason_text(r, lang))}</p>") for r in plan.requirements.measured),
        ]
    return blocks + _reasons(plan, "workload", lang)


def _hardware(plan: Plan, lang: str, kb: KnowledgeBase | None) -> list[Block]:
    hw = plan.hardware
    if not hw or not hw.options:
        return [Heading(t("step.hardware", lang)), *_reasons(plan, "hardware", lang)]
    shown = hw.options[:MAX_OPTIONS]
    rows = []
    for i, o in enumerate(shown, 1):
        name = summary.gpu_name(plan, o.gpu, kb)
        # The fit reason repeats the row's columns when the GPU fits.
        why = " ".join(
            reason_text(r, lang) for r in o.reasons if not (o.fits and r.code == FIT_CODE)
        )
        rows.append(
            [
                str(i),
                e(gpus_text(name, o.count, o.nodes, lang)),
                e(t("plan.yes" if o.fits else "plan.no", lang)),
                e(f"{o.vram_gib_per_gpu:,.1f} GiB" if o.vram_gib_per_gpu else "—"),
                e(f"{o.est_hours:,.1f} h" if o.est_hours is not None else "—"),
                e(summary.usd(o.est_cost_usd)),
                e(why or "—"),
            ]
        )
    headers = [
        t(k, lang)
        for k in (
            "report.rank",
            "plan.gpu",
            "plan.fits",
            "plan.vram_per_gpu",
            "report.gpu_hours",
            "report.gpu_price",
            "report.reason",
        )
    ]
    widths = [0.07, 0.2, 0.07, 0.1, 0.1, 0.12, 0.34]
    if all(row[-1] == "—" for row in rows):  # no reason beyond the columns: no column
        headers, widths = headers[:-1], [0.07, 0.33, 0.1, 0.15, 0.15, 0.2]
        rows = [row[:-1] for row in rows]
    blocks: list[Block] = [
        Heading(t("report.hardware_options", lang)),
        Table([e(h) for h in headers], rows, widths),
    ]
    more = len(hw.options) - len(shown)
    if more > 0:
        more_id = "report.more_option" if more == 1 else "report.more_options"
        blocks.append(Para(f'<p class="small">{e(t(more_id, lang, count=more))}</p>'))
    timed = [o for o in shown if o.est_hours is not None][:MAX_BARS]
    if timed:
        blocks += [
            Heading(t("report.chart_time", lang), 3, False),
            Bars(
                [
                    (
                        gpus_text(summary.gpu_name(plan, o.gpu, kb), o.count, o.nodes, lang),
                        [o.est_hours],
                    )
                    for o in timed
                ],
                [t("report.time", lang)],
                "h",
            ),
        ]
    return blocks + _rankings(plan, lang, kb) + _reasons(plan, "hardware", lang)


MAX_RANKED = 5


def _rankings(plan: Plan, lang: str, kb: KnowledgeBase | None) -> list[Block]:
    """The rent and the buy rankings: each with its cost named, unpriced ones marked."""
    hw = plan.hardware
    if hw is None:
        return []
    no_price = t("report.unpriced", lang)
    blocks: list[Block] = []
    if hw.rent_ranking:
        basis = "report.run_cost" if hw.rent_ranking[0].usd_basis == "run" else "report.month_cost"
        rows = [
            [
                str(i),
                e(gpus_text(summary.gpu_name(plan, r.gpu, kb), r.count, r.nodes, lang)),
                e(summary.usd(r.usd) if r.has_price else no_price),
                e(summary.usd(r.month_usd) if r.month_usd is not None else "—"),
                e(f"{r.est_hours:,.1f} h" if r.est_hours is not None else "—"),
            ]
            for i, r in enumerate(hw.rent_ranking[:MAX_RANKED], 1)
        ]
        headers = ["report.rank", "plan.gpu", basis, "report.month_cost", "report.gpu_hours"]
        blocks += [
            Heading(t("report.rent_ranking", lang), 3, False),
            Table([e(t(h, lang)) for h in headers], rows, [0.07, 0.33, 0.2, 0.2, 0.2]),
        ]
    if hw.buy_ranking:
        rows = [
            [
                str(i),
                e(gpus_text(summary.gpu_name(plan, r.gpu, kb), r.count, r.nodes, lang)),
                e(_price_text(r, lang) if r.has_price else no_price),
                e(summary.usd(r.month_usd) if r.month_usd is not None else "—"),
                e(
                    f"{r.break_even_utilisation * 100:.0f} %"
                    if r.break_even_utilisation is not None
                    else "—"
                ),
            ]
            for i, r in enumerate(hw.buy_ranking[:MAX_RANKED], 1)
        ]
        headers = [
            "report.rank",
            "plan.gpu",
            "report.purchase",
            "report.power_month",
            "report.break_even_above",
        ]
        blocks += [
            Heading(t("report.buy_ranking", lang), 3, False),
            Table([e(t(h, lang)) for h in headers], rows, [0.07, 0.3, 0.27, 0.18, 0.18]),
        ]
    return blocks


def _price_text(entry: RankedGpu, lang: str) -> str:
    kind = entry.price_kind
    kind_text = named("price_kind", kind, lang, kind) if kind else "—"
    date = entry.price_as_of.isoformat() if entry.price_as_of else "—"
    return t("report.price_of", lang, usd=summary.usd(entry.usd), kind=kind_text, date=date)


def _machine(plan: Plan, lang: str) -> list[Block]:
    p = plan.profile
    head: list[Block] = [Heading(t("infra_kind.local", lang))]
    if p is None:
        return [*head, Para(f"<p>{e(t('report.not_examined', lang))}</p>")]
    names = (p.system.os_name, p.system.distro_name, p.system.os_version)
    os_text = " ".join(x for x in names if x)
    ram = f"{(p.memory.total_bytes or 0) / 1e9:,.0f} GB" if p.memory.total_bytes else "—"
    rows = [
        (t("plan.os", lang), os_text or p.system.os),
        (
            t("machine.cpu", lang),
            f"{p.cpu.brand or '—'} ({p.cpu.physical_cores or '—'} / {p.cpu.logical_cores or '—'})",
        ),
        (t("machine.ram", lang), ram),
    ]
    rows += [
        (
            t("plan.gpu", lang),
            f"{g.name} · {(g.vram_total_bytes or 0) / GIB:,.0f} GiB"
            f" · sm {g.compute_capability or '—'}",
        )
        for g in p.gpus
    ]
    if not p.gpus and p.gpus_unavailable_code:
        rows.append((t("plan.gpu", lang), gpus_unavailable_text(p, translator(lang))))
    if p.driver_version:
        rows.append(
            (t("machine.driver", lang), f"{p.driver_version} (CUDA {p.cuda_driver_version or '—'})")
        )
    if p.system.is_wsl or p.system.windows_build:
        yes_no = t("plan.yes" if p.system.is_wsl else "plan.no", lang)
        build = t("machine.windows_build", lang, build=p.system.windows_build or "—", is_wsl=yes_no)
        rows.append(("Windows", build))
    lacks = summary.lacks(plan, lang)
    blocks = [*head, _kv(rows, lang)]
    if lacks:
        blocks += [
            Heading(t("report.lacks", lang), 3, False),
            Para("<ul>" + "".join(f"<li>{e(x)}</li>" for x in lacks) + "</ul>"),
        ]
    return blocks


def _bench(report: BenchReport, lang: str) -> list[Block]:
    from dlconfig.export.pdf_bench import bench_intro, bench_rows

    rows = [
        [
            *(e(cell or "—") for cell in (figure, measured, expected, percent)),
            _link(source, t("report.source", lang)) or "—",
        ]
        for figure, measured, expected, percent, source in bench_rows(report, lang)
    ]
    keys = ("bench.figure", "bench.measured", "bench.expected", "bench.percent", "report.source")
    blocks: list[Block] = [
        Heading(t("bench.title", lang)),
        Para(f"<p>{e(bench_intro(report, lang))}</p>"),
        Table([e(t(k, lang)) for k in keys], rows, [0.24, 0.17, 0.33, 0.13, 0.13]),
    ]
    if report.findings:
        blocks.append(
            Table(
                [e(t("report.severity", lang)), e(t("report.message", lang))],
                [
                    [e(t(f"severity.{f.severity.value}", lang)), e(" ".join(finding_text(f, lang)))]
                    for f in report.findings
                ],
                [0.15, 0.85],
            )
        )
    return blocks


def _driver_row(s: Stack, lang: str) -> tuple[str, str]:
    """The GPU driver line: NVIDIA's minimum driver, or AMD's amdgpu for a ROCm build."""
    if s.rocm_release:
        return t("plan.driver_amd", lang), f"amdgpu, ROCm {s.rocm_release}"
    return t("plan.driver_min", lang), s.driver_min or "—"


def _stack(plan: Plan, lang: str, locked: bool | None = None) -> list[Block]:
    s = plan.stack
    if s is None:
        return []
    rows = [
        (t("plan.os", lang), s.os),
        _driver_row(s, lang),
        (t("plan.cuda", lang), f"{s.cuda or '—'} / cuDNN {s.cudnn or '—'}"),
        (t("field.env_manager", lang), named("env_manager", s.env_manager.value, lang)),
        (s.framework.name, f"{s.framework.version} {s.framework.variant or ''}".strip()),
        *((p.name, p.version) for p in s.packages),
    ]
    if locked is not None:
        lock = t("report.lock_hashes" if locked else "report.lock_direct", lang)
        rows.append((t("report.lock_file", lang), lock))
    return [Heading(t("report.stack", lang)), _kv(rows, lang), *_reasons(plan, "stack", lang)]


def _container(plan: Plan, lang: str) -> list[Block]:
    spec = plan.container
    if spec is None:
        return []
    images = spec.dockerfile_images()
    image = images.get("serving") or t(
        "plan.image_build", lang, image=images["runtime"], build_image=images["build"]
    )
    cluster = f"{spec.k8s_kind} · {spec.nodes} × {spec.procs_per_node}"
    cluster += f" · nvidia.com/gpu {spec.gpus_per_node}"
    if spec.operator_version:
        cluster += f" · Kubeflow Trainer {spec.operator_version}"
    rows = [(t("plan.image", lang), image), (t("plan.cluster", lang), cluster)]
    return [
        Heading(t("report.container_plan", lang)),
        _kv(rows, lang),
        *_reasons(plan, "container", lang),
    ]


def _infra(plan: Plan, lang: str, kb: KnowledgeBase | None) -> list[Block]:
    infra = plan.infra
    if infra is None or not infra.options:
        return []
    options = infra.options[:MAX_OPTIONS]
    misfit = plan.hardware is not None and plan.hardware.local_fit is False
    rows = []
    for o in options:
        place = summary.place_text(o, kb, lang)
        if misfit and o.kind == "local":
            place += f" ({t('report.local_misfit', lang)})"
        mode = named("price_mode", o.price_mode, lang) if o.price_mode else "—"
        latency = f"{o.latency_users_ms:,.0f} ms" if o.latency_users_ms is not None else "—"
        rows.append(
            [
                e(place),
                e(summary.option_gpus(plan, o, kb, lang)),
                e(mode),
                e(latency),
                e(summary.usd(summary.run_cost(o))),
                e(summary.usd(o.monthly_cost_usd)),
                e(o.prices_as_of or "—"),
            ]
        )
    headers = [
        t(k, lang)
        for k in (
            "report.place",
            "plan.gpu",
            "report.price_mode",
            "report.latency_users",
            "report.cost_run",
            "report.cost_month",
            "report.date",
        )
    ]
    blocks: list[Block] = [
        Heading(t("report.infra", lang)),
        Table([e(h) for h in headers], rows, [0.22, 0.2, 0.11, 0.11, 0.12, 0.12, 0.12]),
        Para(f'<p class="small">{e(t("report.no_price", lang))}</p>'),
    ]
    labels = [
        f"{summary.place_text(o, kb, lang)} · {summary.option_gpus(plan, o, kb, lang)}"
        for o in options[:MAX_BARS]
    ]
    costs = [(summary.run_cost(o), o.monthly_cost_usd) for o in options[:MAX_BARS]]
    if any(r is not None or m is not None for r, m in costs):
        blocks.append(Heading(t("report.chart_cost", lang), 3, False))
        for i, key in enumerate(("report.cost_run", "report.cost_month")):
            if any(c[i] is not None for c in costs):
                blocks.append(
                    Bars(
                        [(label, [c[i]]) for label, c in zip(labels, costs, strict=True)],
                        [t(key, lang)],
                        "USD",
                        CHART_COLOURS[i:],
                    )
                )
    lat = [(o.latency_users_ms, o.latency_data_ms) for o in options[:MAX_BARS]]
    if any(u is not None or d is not None for u, d in lat):
        blocks += [
            Heading(t("report.chart_latency", lang), 3, False),
            Bars(
                [(label, list(v)) for label, v in zip(labels, lat, strict=True)],
                [t("report.latency_users", lang), t("report.latency_data", lang)],
                "ms",
                CHART_COLOURS[2:],
            ),
        ]
    disclaimer = note_text(DISCLAIMER_CODE, infra.disclaimer, lang)
    blocks.append(Para(f"<p><i>{e(disclaimer)}</i></p>"))
    return blocks + _reasons(plan, "infra", lang, summary.place_localizer(kb, lang))


def _wsl(plan: Plan, lang: str) -> list[Block]:
    s = plan.stack
    if not s or s.target not in (Target.WSL2, Target.WINDOWS):
        return []
    steps = [reason_text(r, lang) for r in s.wsl_step_reasons] or s.wsl_steps
    steps = steps or [t("readme.step_wsl_ps", lang), t("readme.step_wsl_inside", lang)]
    return [
        Heading(t("report.wsl_steps", lang)),
        Para("<ol>" + "".join(f"<li>{e(x)}</li>" for x in steps) + "</ol>"),
        Para(
            "<p><code>powershell -ExecutionPolicy Bypass -File"
            " .\\scripts\\setup_wsl2.ps1</code></p>"
        ),
    ]


def _findings(plan: Plan, lang: str) -> list[Block]:
    rows = [
        [e(t(f"severity.{f.severity.value}", lang)), e(" ".join(finding_text(f, lang)).strip())]
        for f in plan.findings
    ]
    if plan.hardware is not None and plan.hardware.local_fit is False:
        detail = " ".join(summary.lacks(plan, lang))
        rows.insert(
            0,
            [e(t("severity.warning", lang)), e(f"{t('report.local_misfit', lang)} {detail}")],
        )
    head: list[Block] = [Heading(t("report.findings", lang))]
    if not rows:
        return [*head, Para(f"<p>{e(t('report.no_findings', lang))}</p>")]
    return [
        *head,
        Table([e(t("report.severity", lang)), e(t("report.message", lang))], rows, [0.15, 0.85]),
    ]


def detail_blocks(
    plan: Plan,
    lang: str,
    bench: BenchReport | None,
    kb: KnowledgeBase | None,
    locked: bool | None = None,
) -> list[Block]:
    """The sections after the contents, each with its reasons."""
    blocks = _workload(plan, lang) + _hardware(plan, lang, kb) + _machine(plan, lang)
    if bench is not None:
        blocks += _bench(bench, lang)
    return (
        blocks
        + _stack(plan, lang, locked)
        + _container(plan, lang)
        + _infra(plan, lang, kb)
        + _wsl(plan, lang)
        + _findings(plan, lang)
    )
