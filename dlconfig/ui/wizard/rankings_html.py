"""Step 2's rent and buy rankings as HTML for the page's text view (Qt-free formatting)."""

from __future__ import annotations

import html

from dlconfig.models.choice import HardwareChoice, RankedGpu
from dlconfig.ui.units import hours_text, usd_text
from dlconfig.ui.wizard import choices

SHOWN = 5


def _name(entry: RankedGpu) -> str:
    return choices.gpu_line(entry.name, entry.count, entry.nodes)


def _rent_cells(entry: RankedGpu) -> list[str]:
    cost = usd_text(entry.usd) if entry.has_price else choices.text("report.unpriced")
    return [_name(entry), cost, usd_text(entry.month_usd), hours_text(entry.est_hours)]


def _buy_cells(entry: RankedGpu) -> list[str]:
    if entry.has_price:
        kind = choices.label("price_kind", entry.price_kind or "", entry.price_kind or "—")
        date = entry.price_as_of.isoformat() if entry.price_as_of else "—"
        price = choices.text("report.price_of", usd=usd_text(entry.usd), kind=kind, date=date)
    else:
        price = choices.text("report.unpriced")
    share = entry.break_even_utilisation
    return [
        _name(entry),
        price,
        usd_text(entry.month_usd),
        f"{share * 100:.0f} %" if share is not None else "—",
    ]


def _table(title: str, headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<p><b>{html.escape(title)}</b></p><table cellspacing='4'><tr>{head}</tr>{body}</table>"


def rankings_html(hardware: HardwareChoice) -> str:
    """The two rankings, each with its cost named; empty when nothing fits."""
    parts: list[str] = []
    if hardware.rent_ranking:
        run = hardware.rent_ranking[0].usd_basis == "run"
        parts.append(
            _table(
                choices.text("report.rent_ranking"),
                [
                    choices.text("plan.gpu"),
                    choices.text("report.run_cost" if run else "report.month_cost"),
                    choices.text("report.month_cost"),
                    choices.text("report.gpu_hours"),
                ],
                [_rent_cells(e) for e in hardware.rent_ranking[:SHOWN]],
            )
        )
    if hardware.buy_ranking:
        parts.append(
            _table(
                choices.text("report.buy_ranking"),
                [
                    choices.text("plan.gpu"),
                    choices.text("report.purchase"),
                    choices.text("report.power_month"),
                    choices.text("report.break_even_above"),
                ],
                [_buy_cells(e) for e in hardware.buy_ranking[:SHOWN]],
            )
        )
    return "".join(parts)
