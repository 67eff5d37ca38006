"""``dlconfig-cli regions [--near CITY] [--gpu NAME] [--json]``: cloud regions, nearest first.

Each region shows its provider, code, city, country, the estimated round trip from the
named city (default: the city of this computer's time zone) and the GPU instance types
it is recorded to offer, with their list prices and the date those were read.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from dlconfig.cli import EXIT_USAGE, CliError

DEFAULT_LIMIT = 20


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "regions", help="list cloud regions nearest first, with GPU offers", description=__doc__
    )
    p.add_argument("--near", metavar="CITY", help="city to measure from (default: time zone)")
    p.add_argument("--gpu", metavar="NAME", help="only regions offering this GPU (e.g. L40S)")
    p.add_argument(
        "--limit",
        type=int,
        default=DEFAULT_LIMIT,
        help=f"regions to print (default {DEFAULT_LIMIT}; 0 = all; JSON prints all)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.services import KbError, RegionsInputError, open_kb, regions_near

    try:
        payload = regions_near(open_kb(), args.near, args.gpu)
    except RegionsInputError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None
    if args.json:
        print(json.dumps(payload, indent=2, ensure_ascii=False))
        return 0
    rows = payload["regions"]
    limit = args.limit if args.limit > 0 else len(rows)
    _print_table(rows[:limit], payload, len(rows))
    return 0


def _print_table(rows: list[dict[str, Any]], payload: dict[str, Any], total: int) -> None:
    near = payload["near"]
    print(
        f"Regions nearest {near['city']}, {near['country']} ({near['basis']}); "
        f"{len(rows)} of {total} shown."
    )
    print(f"Latency: {payload['latency_model']}")
    print("Prices: list prices as published on the date shown, not a quote.\n")
    header = f"{'PROVIDER':8} {'CODE':24} {'CITY':18} {'CC':2} {'RTT MS':>7}  GPU OFFERS"
    print(header)
    for r in rows:
        offers = "; ".join(_offer_text(o) for o in r["offers"]) or "- (none recorded)"
        print(
            f"{r['provider']:8} {r['code']:24} {r['city'][:18]:18} {r['country']:2} "
            f"{r['latency_ms']:7.1f}  {offers}"
        )


def _offer_text(offer: dict[str, Any]) -> str:
    price = offer["prices"].get("on_demand") or next(iter(offer["prices"].values()), None)
    if price is None:
        return f"{offer['gpus']}x {offer['gpu']} (no price)"
    return (
        f"{offer['gpus']}x {offer['gpu']} ${price['usd_per_hour']:.3f}/h (as of {price['as_of']})"
    )
