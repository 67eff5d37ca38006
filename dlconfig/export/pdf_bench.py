"""report.pdf's "Measured speed of this machine" section, from a BenchReport.

Each figure that ran is set beside the knowledge base's expected figure (value, expected,
percent of expected, the expected figure's source); the benchmark's findings follow.
"""

from __future__ import annotations

import html

from dlconfig.bench import BenchReport, BenchStatus
from dlconfig.export.readme import finding_text, named, t


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _number(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:,.2f}".rstrip("0").rstrip(".")


def bench_rows(report: BenchReport, lang: str) -> list[list[str]]:
    """(figure, measured, expected, percent, source) per result, as plain text."""
    by_code = {c.code: c for c in report.comparisons}
    rows: list[list[str]] = []
    for result in report.results:
        if result.status is not BenchStatus.OK or result.value is None:
            measured = t("bench.not_run", lang, status=result.status.value)
        else:
            measured = f"{_number(result.value)} {result.unit}".strip()
        comp = by_code.get(result.code)
        expected = percent = source = ""
        if comp is not None:
            expected = f"{_number(comp.expected)} {comp.unit} ({comp.against})"
            percent = f"{comp.percent:g}%"
            source = comp.source or ""
        figure = named("bench_result", result.code, lang, default=result.label)
        rows.append([figure, measured, expected, percent, source])
    return rows


def bench_html(report: BenchReport, lang: str, table: str) -> str:
    """The section as HTML; ``table`` is the caller's table-markup function's output
    for the header and rows (so the section looks like the rest of the report)."""
    parts = [
        f"<h2>{_e(t('bench.title', lang))}</h2>",
        "<p>"
        + _e(
            t(
                "bench.intro",
                lang,
                date=report.started_at.date().isoformat(),
                folder=report.folder or "—",
            )
        )
        + "</p>",
        table,
    ]
    if report.findings:
        parts.append(
            "<ul>"
            + "".join(
                f"<li><b>{_e(t(f'severity.{f.severity.value}', lang))}</b>"
                f" {_e(' '.join(finding_text(f, lang)).strip())}</li>"
                for f in report.findings
            )
            + "</ul>"
        )
    return "".join(parts)
