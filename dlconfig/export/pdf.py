"""report.pdf: the plan as a PDF recommendation (Qt's PDF writer, headless).

The only export module that imports Qt, and only inside ``render_pdf``. Builds one HTML
document for QTextDocument (tables with ``<thead>`` repeat their header row on each page;
printing a document adds page numbers) plus a VRAM chart painted with QPainter.
Call from one thread at a time; a QGuiApplication on the offscreen platform is created
when none exists.
"""

from __future__ import annotations

import html
import os
from typing import TYPE_CHECKING, Any

from dlconfig.export.readme import (
    all_reasons,
    finding_text,
    gpus_text,
    named,
    reason_text,
    t,
    workload_rows,
)
from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Target

if TYPE_CHECKING:
    from dlconfig.bench import BenchReport

# Latin text from a Latin font first (CJK fonts' digits do not survive text extraction),
# CJK glyphs from the first CJK family that has them.
LATIN_FAMILIES = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial"]
CJK_FAMILIES = {
    "zh_CN": [
        "Noto Sans CJK SC",
        "Noto Sans SC",
        "WenQuanYi Zen Hei",
        "Microsoft YaHei",
        "PingFang SC",
    ],
    "zh_TW": [
        "Noto Sans CJK TC",
        "Noto Sans TC",
        "Noto Sans CJK SC",
        "Microsoft JhengHei",
        "PingFang TC",
    ],
    "en": [],
}
MAX_OPTIONS = 10
CHART_PARTS = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
CHART_COLOURS = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#9c755f")
_APP: Any = None  # the QGuiApplication this module created, kept alive for later calls


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _table(headers: list[str], rows: list[list[str]], widths: list[int] | None = None) -> str:
    """HTML table; cells are already escaped. ``<thead>`` repeats on each page."""
    cols = "".join(
        f'<th width="{w}%">{h}</th>'
        for h, w in zip(headers, widths or [0] * len(headers), strict=True)
    )
    if not widths:
        cols = "".join(f"<th>{h}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (
        '<table border="1" cellspacing="0" cellpadding="4" width="100%">'
        f"<thead><tr>{cols}</tr></thead><tbody>{body}</tbody></table>"
    )


def _link(url: str | None, label: str) -> str:
    if not url or not url.startswith("https://"):
        return ""
    return f'<a href="{_e(url)}">{_e(label)}</a>'


def _machine(plan: Plan, lang: str) -> str:
    p = plan.profile
    if p is None:
        return f"<p>{_e(t('report.unknown', lang))}</p>"
    rows = [
        [
            _e(t("plan.os", lang)),
            _e(
                " ".join(
                    x for x in (p.system.os_name, p.system.distro_name, p.system.os_version) if x
                )
                or p.system.os
            ),
        ],
        [
            _e(t("machine.cpu", lang)),
            _e(
                f"{p.cpu.brand or '—'} ({p.cpu.physical_cores or '?'}"
                f" / {p.cpu.logical_cores or '?'})"
            ),
        ],
        [_e(t("machine.ram", lang)), _e(f"{(p.memory.total_bytes or 0) / 1e9:.0f} GB")],
    ]
    rows += [
        [
            _e(t("plan.gpu", lang)),
            _e(
                f"{g.name} · {(g.vram_total_bytes or 0) / 2**30:.0f} GiB"
                f" · sm {g.compute_capability or '?'}"
            ),
        ]
        for g in p.gpus
    ]
    if p.driver_version:
        rows.append(
            [
                _e(t("machine.driver", lang)),
                _e(f"{p.driver_version} (CUDA {p.cuda_driver_version or '?'})"),
            ]
        )
    if p.system.is_wsl or p.system.windows_build:
        rows.append(
            [
                "Windows",
                _e(
                    t(
                        "machine.windows_build",
                        lang,
                        build=p.system.windows_build or "?",
                        is_wsl=t("plan.yes" if p.system.is_wsl else "plan.no", lang),
                    )
                ),
            ]
        )
    return _table([_e(t("report.item", lang)), _e(t("report.value", lang))], rows, [30, 70])


def chart_legend(plan: Plan, lang: str) -> list[str]:
    """The VRAM chart's legend lines in ``lang``, in ``CHART_PARTS`` order."""
    req = plan.requirements
    assert req is not None
    return [
        f"{t(f'vram_part.{name}', lang)}: {float(getattr(req.vram_breakdown_gib, name)):.1f} GiB"
        for name in CHART_PARTS
    ]


def _vram_chart(plan: Plan, lang: str) -> Any:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    req = plan.requirements
    assert req is not None
    parts = [(name, float(getattr(req.vram_breakdown_gib, name))) for name in CHART_PARTS]
    total = sum(v for _, v in parts) or 1.0
    width, height = 1400, 300
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setPixelSize(26)
        painter.setFont(font)
        x = 20.0
        bar = width - 40.0
        for (_name, value), colour in zip(parts, CHART_COLOURS, strict=True):
            w = bar * value / total
            if w > 0:
                painter.fillRect(QRectF(x, 30, w, 90), QColor(colour))
            x += w
        legend_x = 20.0
        legend = chart_legend(plan, lang)
        for i, (line, colour) in enumerate(zip(legend, CHART_COLOURS, strict=True)):
            row, col = divmod(i, 3)
            lx = legend_x + col * 460
            ly = 160 + row * 60
            painter.fillRect(QRectF(lx, ly, 34, 34), QColor(colour))
            painter.setPen(QColor("black"))
            painter.drawText(
                QRectF(lx + 46, ly - 4, 400, 44),
                Qt.AlignmentFlag.AlignVCenter,
                line,
            )
    finally:
        painter.end()
    return image


def _options(plan: Plan, lang: str) -> str:
    hw = plan.hardware
    if not hw or not hw.options:
        return ""
    rows = []
    for i, o in enumerate(hw.options[:MAX_OPTIONS], 1):
        why = "; ".join(reason_text(r, lang) for r in o.reasons) or (o.excluded_because or "")
        rows.append(
            [
                str(i),
                _e(gpus_text(o.name, o.count, o.nodes, lang)),
                _e(t("plan.yes" if o.fits else "plan.no", lang)),
                _e(f"{o.vram_gib_per_gpu:.0f} GiB" if o.vram_gib_per_gpu else "—"),
                _e(f"{o.est_cost_usd:,.0f}" if o.est_cost_usd is not None else "—"),
                _e(why),
            ]
        )
    headers = [
        t(k, lang)
        for k in (
            "report.rank",
            "plan.gpu",
            "plan.fits",
            "plan.vram_per_gpu",
            "report.cost",
            "report.reason",
        )
    ]
    more = len(hw.options) - MAX_OPTIONS
    tail = f"<p>+{more} … recommendation.json</p>" if more > 0 else ""
    return (
        f"<h2>{_e(t('report.hardware_options', lang))}</h2>"
        + _table([_e(h) for h in headers], rows, [9, 25, 9, 12, 11, 34])
        + tail
    )


def _reasons_table(plan: Plan, section: str, lang: str) -> str:
    rows = []
    for sec, r in all_reasons(plan):
        if sec != section:
            continue
        rows.append([_e(reason_text(r, lang)), _link(r.source, t("report.source", lang)) or "—"])
    if not rows:
        return ""
    return _table([_e(t("report.reason", lang)), _e(t("report.source", lang))], rows, [86, 14])


def _bench(report: BenchReport, lang: str) -> str:
    from dlconfig.export.pdf_bench import bench_html, bench_rows

    rows = [
        [
            *(_e(cell or "—") for cell in (figure, measured, expected, percent)),
            _link(source, t("report.source", lang)) or "—",
        ]
        for figure, measured, expected, percent, source in bench_rows(report, lang)
    ]
    headers = [
        t(key, lang)
        for key in (
            "bench.figure",
            "bench.measured",
            "bench.expected",
            "bench.percent",
            "report.source",
        )
    ]
    return bench_html(report, lang, _table([_e(h) for h in headers], rows, [22, 16, 34, 16, 12]))


def _gpu_name(plan: Plan, gpu_id: str, kb: KnowledgeBase | None) -> str:
    """The catalog's name of ``gpu_id``; else the name the plan's options give it; else the id."""
    record = kb.dataset("gpus", GpuCatalog).by_id(gpu_id) if kb is not None else None
    if record is not None:
        return record.name
    options = plan.hardware.options if plan.hardware else []
    return next((o.name for o in options if o.gpu == gpu_id), gpu_id)


def build_html(
    plan: Plan,
    lang: str,
    bench: BenchReport | None = None,
    kb: KnowledgeBase | None = None,
    locked: bool | None = None,
) -> str:
    """The report as HTML for QTextDocument (the chart is the resource ``chart:vram``);
    ``bench``: a benchmark report of this machine, shown after the machine's section;
    ``kb``: where GPU names come from (without it, the names the plan's options carry);
    ``locked``: whether the bundle holds requirements.lock (None: no lock was asked for)."""
    w = plan.workload
    s = plan.stack
    kb_date = plan.kb_as_of.isoformat() if plan.kb_as_of else "—"
    parts: list[str] = [
        "<p>&nbsp;</p>" * 8,
        f'<h1 align="center">{_e(t("report.title", lang))}</h1>',
        f'<p align="center" style="font-size:16pt"><b>{_e(w.name)}</b></p>',
        '<p align="center">'
        f"{_e(t('report.date', lang))}: {_e(plan.created.isoformat())} · "
        f"{_e(t('report.kb_date', lang))}: {_e(kb_date)}"
        f" · dlconfig {_e(plan.app_version)}</p>",
        # Title page: the rest starts on page 2.
        '<p style="page-break-after: always">&nbsp;</p>',
    ]
    summary = []
    c = plan.hardware.choice if plan.hardware else None
    if c is not None and c.gpu:
        name = _gpu_name(plan, c.gpu, kb)
        summary.append([_e(t("plan.gpu", lang)), _e(gpus_text(name, c.count, c.nodes, lang))])
    else:
        summary.append([_e(t("plan.gpu", lang)), _e(t("plan.gpu_none", lang))])
    if s:
        summary += [
            [
                _e(t("field.framework", lang)),
                _e(f"{s.framework.name} {s.framework.version} {s.framework.variant or ''}"),
            ],
            [_e(t("plan.cuda", lang)), _e(s.cuda or "—")],
            [_e(t("field.python", lang)), _e(s.python)],
        ]
    if plan.requirements:
        summary.append(
            [_e(t("plan.vram_per_gpu", lang)), _e(f"{plan.requirements.vram_gib_per_gpu:.1f} GiB")]
        )
    parts += [
        f"<h2>{_e(t('report.summary', lang))}</h2>",
        _table([_e(t("report.item", lang)), _e(t("report.value", lang))], summary, [35, 65]),
    ]
    parts += [f"<h2>{_e(t('infra_kind.local', lang))}</h2>", _machine(plan, lang)]
    if bench is not None:
        parts.append(_bench(bench, lang))
    wl_rows = [[_e(k), _e(v)] for k, v in workload_rows(w, lang)]
    parts += [
        f"<h2>{_e(t('step.workload', lang))}</h2>",
        _table([_e(t("report.item", lang)), _e(t("report.value", lang))], wl_rows, [35, 65]),
    ]
    if plan.requirements:
        parts += [
            f"<h3>{_e(t('report.vram_breakdown', lang))}</h3>",
            '<p><img src="chart:vram" width="640"/></p>',
        ]
        parts.append(_reasons_table(plan, "workload", lang))
    parts.append(_options(plan, lang))
    parts.append(_reasons_table(plan, "hardware", lang))
    if s:
        stack_rows = [[_e(p.name), _e(p.version)] for p in s.packages]
        stack_rows.insert(0, [_e(s.framework.name), _e(s.framework.version)])
        if locked is not None:
            lock_text = t("report.lock_hashes" if locked else "report.lock_direct", lang)
            stack_rows.append([_e(t("report.lock_file", lang)), _e(lock_text)])
        parts += [
            f"<h2>{_e(t('report.stack', lang))}</h2>",
            _table(
                [_e(t("report.item", lang)), _e(t("report.value", lang))],
                [
                    [_e(t("plan.os", lang)), _e(s.os)],
                    [_e(t("plan.driver_min", lang)), _e(s.driver_min or "—")],
                    [_e(t("plan.cuda", lang)), _e(f"{s.cuda or '—'} / cuDNN {s.cudnn or '—'}")],
                    [
                        _e(t("field.env_manager", lang)),
                        _e(named("env_manager", s.env_manager.value, lang)),
                    ],
                    *stack_rows,
                ],
                [35, 65],
            ),
        ]
        parts.append(_reasons_table(plan, "stack", lang))
    if plan.container:
        spec = plan.container
        parts += [
            f"<h2>{_e(t('report.container_plan', lang))}</h2>",
            _table(
                [_e(t("report.item", lang)), _e(t("report.value", lang))],
                [
                    [
                        _e(t("plan.image", lang)),
                        _e(
                            t(
                                "plan.image_build",
                                lang,
                                image=spec.runtime_image or spec.base_image,
                                build_image=spec.build_image,
                            )
                        ),
                    ],
                    [
                        _e(t("plan.cluster", lang)),
                        _e(
                            f"{spec.k8s_kind} · {spec.nodes} × {spec.procs_per_node}"
                            f" · nvidia.com/gpu {spec.gpus_per_node}"
                            + (
                                f" · Kubeflow Trainer {spec.operator_version}"
                                if spec.operator_version
                                else ""
                            )
                        ),
                    ],
                ],
                [35, 65],
            ),
        ]
        parts.append(_reasons_table(plan, "container", lang))
    if plan.infra and plan.infra.options:
        rows = [
            [
                _e(
                    " ".join(
                        x
                        for x in (named("infra_kind", o.kind, lang), o.provider, o.region, o.city)
                        if x
                    )
                ),
                _e(o.instance_type or "—"),
                _e(f"{o.train_cost_usd:,.0f}" if o.train_cost_usd is not None else "—"),
                _e(o.prices_as_of or "—"),
            ]
            for o in plan.infra.options
        ]
        parts += [
            f"<h2>{_e(t('report.infra', lang))}</h2>",
            _table(
                [
                    _e(t("report.place", lang)),
                    _e(t("plan.instance", lang)),
                    _e(t("report.cost", lang)),
                    _e(t("report.date", lang)),
                ],
                rows,
                [35, 25, 20, 20],
            ),
            f"<p><i>{_e(plan.infra.disclaimer)}</i></p>",
            _reasons_table(plan, "infra", lang),
        ]
    if s and s.target in (Target.WSL2, Target.WINDOWS):
        steps = s.wsl_steps or [t("readme.step_wsl_ps", lang), t("readme.step_wsl_inside", lang)]
        parts += [
            f"<h2>{_e(t('report.wsl_steps', lang))}</h2>",
            "<ol>" + "".join(f"<li>{_e(x)}</li>" for x in steps) + "</ol>",
            "<p><code>powershell -ExecutionPolicy Bypass -File"
            " .\\scripts\\setup_wsl2.ps1</code></p>",
        ]
    parts.append(f"<h2>{_e(t('report.findings', lang))}</h2>")
    if plan.findings:
        parts.append(
            _table(
                [_e(t("report.severity", lang)), _e(t("report.message", lang))],
                [
                    [
                        _e(t(f"severity.{f.severity.value}", lang)),
                        _e(" ".join(finding_text(f, lang)).strip()),
                    ]
                    for f in plan.findings
                ],
                [15, 85],
            )
        )
    else:
        parts.append(f"<p>{_e(t('report.no_findings', lang))}</p>")
    return "<html><body>" + "".join(parts) + "</body></html>"


def _ensure_app() -> None:
    global _APP  # noqa: PLW0603 - one QGuiApplication per process, created on demand
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _APP = QGuiApplication([])


def render_pdf(
    plan: Plan,
    lang: str,
    kb: KnowledgeBase,
    bench: BenchReport | None = None,
    locked: bool | None = None,
) -> bytes:
    """The PDF report for ``plan`` in ``lang`` as bytes, with the measured speed of the
    machine when ``bench`` is given. GPU names come from ``kb`` (the session's);
    ``locked``: whether the bundle holds requirements.lock (None: no lock was asked for)."""
    _ensure_app()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QUrl
    from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(f"dlconfig — {plan.workload.name}")
    writer.setCreator("dlconfig")
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    font = QFont()
    font.setFamilies(LATIN_FAMILIES + CJK_FAMILIES.get(lang, []))
    font.setPointSizeF(9.5)
    # No page size on the document: print_() paginates a copy and adds page numbers.
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet(
        "h1 { font-size: 22pt; } h2 { font-size: 14pt; color: #1f3b63; margin-top: 14px; }"
        " h3 { font-size: 11pt; } th { background-color: #dde6f0; } a { color: #1a5fb4; }"
    )
    if plan.requirements:
        doc.addResource(
            QTextDocument.ResourceType.ImageResource, QUrl("chart:vram"), _vram_chart(plan, lang)
        )
    doc.setHtml(build_html(plan, lang, bench, kb, locked))
    doc.print_(writer)
    del writer
    buffer.close()
    return bytes(data.data())
