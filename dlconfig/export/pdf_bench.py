"""report.pdf's "Measured speed of this machine" section, from a BenchReport.

Each figure that ran is set beside the knowledge base's expected figure (value, expected,
percent of expected, the expected figure's source); ``dlconfig.export.pdf_sections``
lays the section out, the benchmark's findings after the table.
"""

from __future__ import annotations

from dlconfig.bench import BenchReport, BenchStatus
from dlconfig.export.readme import named, t


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


def bench_intro(report: BenchReport, lang: str) -> str:
    """The sentence above the table: when it was measured, which folder."""
    return t(
        "bench.intro",
        lang,
        date=report.started_at.date().isoformat(),
        folder=report.folder or "—",
    )
