"""report.pdf's building blocks, free of Qt: headings, paragraphs (HTML), tables that
never split a row, bar charts and page breaks. ``dlconfig.export.pdf`` lays them out."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from dlconfig.export.readme import t
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import VRAM_PARTS

CHART_PARTS = VRAM_PARTS
CHART_COLOURS = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#9c755f")


def e(value: object) -> str:
    """``value`` as HTML text."""
    return html.escape(str(value), quote=True)


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 2
    in_contents: bool = True


@dataclass(frozen=True)
class Para:
    html: str


@dataclass(frozen=True)
class Table:
    headers: list[str]
    rows: list[list[str]]
    widths: list[float]
    """Cells are HTML (already escaped); widths are fractions of the text width."""


@dataclass(frozen=True)
class Bars:
    """A horizontal bar chart: one group of bars per row, one bar per series."""

    rows: list[tuple[str, list[float | None]]]
    series: list[str]
    unit: str
    colours: Sequence[str] = CHART_COLOURS


@dataclass(frozen=True)
class Stacked:
    """One stacked bar (GPU memory per GPU) with its legend."""

    parts: list[tuple[str, float]]
    unit: str


@dataclass(frozen=True)
class PageBreak:
    pass


@dataclass(frozen=True)
class Contents:
    pass


Block = Heading | Para | Table | Bars | Stacked | PageBreak | Contents


def chart_legend(plan: Plan, lang: str) -> list[str]:
    """The VRAM chart's legend lines in ``lang``, in ``CHART_PARTS`` order."""
    req = plan.requirements
    assert req is not None
    return [
        f"{t(f'vram_part.{name}', lang)}: {float(getattr(req.vram_breakdown_gib, name)):.1f} GiB"
        for name in CHART_PARTS
    ]


def vram_chart(plan: Plan, lang: str) -> Stacked:
    req = plan.requirements
    assert req is not None
    return Stacked(
        parts=[
            (line, float(getattr(req.vram_breakdown_gib, name)))
            for line, name in zip(chart_legend(plan, lang), CHART_PARTS, strict=True)
        ],
        unit="GiB",
    )
