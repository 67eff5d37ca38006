"""Cloud regions nearest a city, with the GPU instances each is recorded to offer.

``regions_near`` answers ``dlconfig-cli regions``: a ``dlconfig.regions/1`` payload with
each region's estimated round trip from the city and its list prices as published.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.places import UnknownCityError, gpu_matches, load_infra
from dlconfig.plan.place.latency import MODEL_TEXT, great_circle_km, rtt_ms_for_km
from dlconfig.plan.place.offers import OfferIndex


class RegionsInputError(ValueError):
    """The city or GPU asked for is not known; the message says what is."""


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


def regions_near(kb: KnowledgeBase, near: str | None, gpu: str | None) -> dict[str, Any]:
    """Regions nearest ``near`` (default: the city of this computer's time zone) as a
    ``dlconfig.regions/1`` payload; ``gpu`` keeps regions offering it. Raises
    RegionsInputError for an unknown city or GPU, KbError for an unreadable KB."""
    data = load_infra(kb)
    basis = "named"
    if near:
        try:
            city = data.cities.resolve(near)
        except UnknownCityError as exc:
            raise RegionsInputError(str(exc)) from None
    else:
        zone = system_timezone_name()
        found = data.cities.for_timezone(zone)
        if found is None:
            raise RegionsInputError(
                f"cannot tell your city from the time zone {zone or '(unknown)'}; "
                "give one with --near CITY"
            )
        city, basis = found, f"time zone {zone}"
    return {
        "schema": "dlconfig.regions/1",
        "near": {"city": city.name, "country": city.country, "basis": basis},
        "latency_model": MODEL_TEXT,
        "prices_note": "List prices as published on the as_of date; not a quote.",
        "regions": region_rows(kb, data, city, gpu),
    }


def region_rows(kb: KnowledgeBase, data: Any, city: Any, gpu: str | None) -> list[dict[str, Any]]:
    """Regions nearest ``city`` first, as dicts; ``gpu`` keeps regions offering it."""
    try:
        catalog: GpuCatalog | None = kb.dataset("gpus", GpuCatalog)
    except KbError:
        catalog = None
    if gpu:
        known = sorted({i.gpu for i in data.prices.instances})
        if not any(gpu_matches(g, gpu, catalog) for g in known):
            raise RegionsInputError(
                f"no price list entry for GPU {gpu!r}; GPUs with entries: {', '.join(known)}"
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
        # No offer record: the per-region price row is the record that the region has it.
        "availability_source": (offer or inst.on_demand).source,
        "availability_as_of": (offer or inst.on_demand).as_of.isoformat(),
    }
