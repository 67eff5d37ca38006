"""``dlconfig-cli regions [--near CITY] [--gpu NAME] [--json]``: cloud regions, nearest first.

Each region shows its provider, code, city, country, the estimated round trip from the
named city (default: the city of this computer's time zone) and the GPU instance types
it is recorded to offer, with their list prices and the date those were read.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
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


def system_timezone_name() -> str | None:
    """This computer's IANA time zone name (TZ, /etc/timezone, /etc/localtime), or None."""
    tz = os.environ.get("TZ", "").lstrip(":")
    if "/" in tz and not tz.startswith("/"):
        return tz
    try:
        text = Path("/etc/timezone").read_text(encoding="utf-8").strip()
        if "/" in text:
            return text
    except OSError:
        pass
    try:
        target = os.readlink("/etc/localtime")
    except OSError:
        return None
    marker = "zoneinfo/"
    return target.split(marker, 1)[1] if marker in target else None


def run(args: argparse.Namespace) -> int:
    from dlconfig.kb import KnowledgeBase
    from dlconfig.kb.places import UnknownCityError, load_infra

    kb = KnowledgeBase()
    data = load_infra(kb)
    basis = "named"
    if args.near:
        try:
            city = data.cities.resolve(args.near)
        except UnknownCityError as exc:
            raise CliError(str(exc), EXIT_USAGE) from None
    else:
        zone = system_timezone_name()
        found = data.cities.for_timezone(zone)
        if found is None:
            raise CliError(
                f"cannot tell your city from the time zone {zone or '(unknown)'}; "
                "give one with --near CITY",
                EXIT_USAGE,
            )
        city, basis = found, f"time zone {zone}"
    rows = region_rows(kb, data, city, args.gpu)
    if args.json:
        payload = {
            "schema": "dlconfig.regions/1",
            "near": {"city": city.name, "country": city.country, "basis": basis},
            "latency_model": _model_text(),
            "prices_note": "List prices as published on the as_of date; not a quote.",
            "regions": rows,
        }
        print(json.dumps(payload, indent=2, ensure_ascii=False))
        return 0
    limit = args.limit if args.limit > 0 else len(rows)
    _print_table(rows[:limit], city.name, city.country, basis, len(rows))
    return 0


def _model_text() -> str:
    from dlconfig.plan.infra_latency import MODEL_TEXT

    return MODEL_TEXT


def region_rows(kb: Any, data: Any, city: Any, gpu: str | None) -> list[dict[str, Any]]:
    """Regions nearest ``city`` first, as dicts; ``gpu`` keeps regions offering it."""
    from dlconfig.kb.base import KbError
    from dlconfig.kb.gpus import GpuCatalog
    from dlconfig.kb.places import gpu_matches
    from dlconfig.plan.infra_latency import great_circle_km, rtt_ms_for_km
    from dlconfig.plan.infra_rank import OfferIndex

    try:
        catalog: GpuCatalog | None = kb.dataset("gpus", GpuCatalog)
    except KbError:
        catalog = None
    if gpu:
        known = sorted({i.gpu for i in data.prices.instances})
        if not any(gpu_matches(g, gpu, catalog) for g in known):
            raise CliError(
                f"no price list entry for GPU {gpu!r}; GPUs with entries: {', '.join(known)}",
                EXIT_USAGE,
            )
    index = OfferIndex.build(data.places, data.prices)
    providers = {p.id: p for p in data.places.providers}
    rows = []
    for region in data.places.regions:
        offers = [
            _offer_dict(inst, offer)
            for inst, offer in index.for_region(region)
            if not gpu or gpu_matches(inst.gpu, gpu, catalog)
        ]
        if gpu and not offers:
            continue
        km = great_circle_km(city.lat, city.lon, region.lat, region.lon)
        rows.append(
            {
                "provider": region.provider,
                "provider_name": providers[region.provider].name,
                "code": region.code,
                "name": region.name,
                "city": data.cities.by_id[region.city].name
                if region.city in data.cities.by_id
                else region.city,
                "country": region.country,
                "distance_km": round(km),
                "latency_ms": round(rtt_ms_for_km(km), 1),
                "offers": offers,
                "source": region.source,
                "as_of": region.as_of.isoformat(),
            }
        )
    rows.sort(key=lambda r: (r["distance_km"], r["provider"], r["code"]))
    return rows


def _offer_dict(inst: Any, offer: Any) -> dict[str, Any]:
    prices = {}
    for mode in ("on_demand", "spot", "commit_1y", "commit_3y", "always_on"):
        rate = getattr(inst, mode)
        if rate is not None:
            prices[mode] = {
                "usd_per_hour": round(rate.usd_per_hour, 4),
                "as_published": f"${rate.usd:g} per {rate.per}",
                "as_of": rate.as_of.isoformat(),
                "source": rate.source,
            }
    return {
        "instance_type": inst.instance_type,
        "gpu": inst.gpu,
        "gpus": inst.gpus,
        "prices": prices,
        "availability_source": offer.source,
        "availability_as_of": offer.as_of.isoformat(),
    }


def _print_table(
    rows: list[dict[str, Any]], city: str, country: str, basis: str, total: int
) -> None:
    print(f"Regions nearest {city}, {country} ({basis}); {len(rows)} of {total} shown.")
    print(f"Latency: {_model_text()}")
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
