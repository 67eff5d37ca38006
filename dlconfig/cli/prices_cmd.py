"""``dlconfig-cli prices [--provider P] [--region R] [--gpu G] [--json]``: recorded prices.

One row per provider, instance type and region: the GPUs, the on-demand and spot list
prices per hour, where they were read and when. A price read more than 90 days ago is
marked as possibly stale. Rows without a price are shapes only: enter your own quote.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from typing import Any

from dlconfig.cli import EXIT_USAGE, CliError


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "prices", help="list recorded GPU instance prices per region", description=__doc__
    )
    p.add_argument("--provider", metavar="P", help="only this provider (e.g. aws)")
    p.add_argument("--region", metavar="R", help="only this region code or city")
    p.add_argument("--gpu", metavar="G", help="only instances with this GPU (e.g. H100)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    payload = _rows(args)
    if args.json:
        json.dump(payload, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        _print_table(payload["rows"])
    return 0


def _rows(args: argparse.Namespace) -> dict[str, Any]:
    """The ``dlconfig.prices/1`` payload; a bad filter exits 2, an unreadable KB 1."""
    from dlconfig.services import KbError, PricesInputError, open_kb, price_rows

    try:
        return price_rows(open_kb(), date.today(), args.provider, args.region, args.gpu)
    except PricesInputError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None


def _usd(value: float | None) -> str:
    return "-" if value is None else f"{value:.4f}"


def _print_table(rows: list[dict[str, Any]]) -> None:
    print(f"{len(rows)} price rows; list prices per instance-hour in USD, not a quote.\n")
    print(
        f"{'PROVIDER':8} {'INSTANCE TYPE':22} {'REGION':16} {'CITY':26} {'GPU':16} "
        f"{'N':>2} {'ON-DEMAND':>10} {'SPOT':>10}  AS OF"
    )
    for r in rows:
        as_of = r["as_of"] or "no price: enter your quote"
        if r["is_possibly_stale"]:
            as_of += " (possibly stale)"
        print(
            f"{r['provider']:8} {r['instance_type'][:22]:22} {r['region'][:16]:16} "
            f"{(r['city'] or '-')[:26]:26} {r['gpu'][:16]:16} {r['gpus']:>2} "
            f"{_usd(r['on_demand_usd_per_hour']):>10} {_usd(r['spot_usd_per_hour']):>10}  {as_of}"
        )
