"""Recorded list prices of GPU instance types, one row per provider, type and region.

``price_rows`` answers ``dlconfig-cli prices``: a ``dlconfig.prices/1`` payload. A price
read more than ``STALE_AFTER_DAYS`` before today is flagged as possibly stale.
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path
from typing import Any

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, find_gpu
from dlconfig.kb.infra_data import InstancePrice, PriceCatalog
from dlconfig.kb.places import instance_sells, load_infra
from dlconfig.kb.price_import import DEFAULT_SOURCE, PriceImportResult, import_prices
from dlconfig.plan.place.cost import AMORTISATION_YEARS

STALE_AFTER_DAYS = 90


class PricesInputError(ValueError):
    """A provider, region or GPU filter that matches nothing known; the message says so."""


def price_rows(
    kb: KnowledgeBase,
    today: date,
    provider: str | None = None,
    region: str | None = None,
    gpu: str | None = None,
) -> dict[str, Any]:
    """Price rows of ``kb``, filtered; raises PricesInputError for an unknown filter value
    and KbError when the knowledge base cannot be read."""
    data = load_infra(kb)
    catalog = kb.dataset("gpus", GpuCatalog)
    providers = {p.id for p in data.places.providers}
    if provider is not None and provider not in providers:
        raise PricesInputError(
            f"--provider: unknown provider {provider!r}; known: {', '.join(sorted(providers))}"
        )
    if gpu is not None and find_gpu(catalog, gpu) is None:
        raise PricesInputError(f"--gpu: unknown GPU {gpu!r}; see 'dlconfig-cli kb list gpus'")
    names = {(r.provider, r.code): r.name for r in data.places.regions}
    rows = []
    for inst in data.prices.instances:
        if provider is not None and inst.provider != provider:
            continue
        if gpu is not None and not instance_sells(inst, gpu, catalog):
            continue
        city = names.get((inst.provider, inst.region))
        if region is not None and not _region_matches(region, inst.region, city):
            continue
        rows.append(_row(inst, city, today))
    rows.sort(key=lambda r: (r["provider"], r["gpu"], r["gpus"], r["instance_type"], r["region"]))
    return {
        "schema": "dlconfig.prices/1",
        "stale_after_days": STALE_AFTER_DAYS,
        "rows": rows,
    }


def _region_matches(wanted: str, code: str, city: str | None) -> bool:
    folded = wanted.strip().lower()
    return folded == code.lower() or (city is not None and folded in city.lower())


def _row(inst: InstancePrice, city: str | None, today: date) -> dict[str, Any]:
    rate = inst.on_demand or inst.always_on
    spot = inst.spot
    as_of = rate.as_of if rate else None
    return {
        "provider": inst.provider,
        "instance_type": inst.instance_type,
        "region": inst.region,
        "city": city,
        "gpu": inst.gpu,
        "gpus": inst.gpus,
        "on_demand_usd_per_hour": round(rate.usd_per_hour, 5) if rate else None,
        "spot_usd_per_hour": round(spot.usd_per_hour, 5) if spot else None,
        "source": rate.source if rate else inst.spec_source,
        "as_of": as_of.isoformat() if as_of else None,
        "is_possibly_stale": bool(as_of and (today - as_of).days > STALE_AFTER_DAYS),
    }


def import_price_catalog(
    kb: KnowledgeBase, path: str, today: date, source: str = DEFAULT_SOURCE
) -> PriceImportResult:
    """Install the SkyPilot-format catalog at ``path`` as today's price overlay; the next
    session's knowledge base lays it over its prices. Raises PriceImportError (a KbError)
    naming the first offending line; the prices already installed stay as they were."""
    return import_prices(path, kb.dataset("gpus", GpuCatalog), today, source)


def sky_catalog_folder(home: Path | None = None) -> Path | None:
    """The newest SkyPilot catalog folder, ``<home>/.sky/catalogs/<version>/`` holding at
    least one ``<cloud>/vms.csv``; None when there is none. ``home`` defaults to the user's
    home folder. Reads folder names only; never raises for a missing or unreadable folder."""
    root = (home if home is not None else Path.home()) / ".sky" / "catalogs"
    try:
        versions = [d for d in root.iterdir() if d.is_dir() and any(d.glob("*/vms.csv"))]
    except OSError:
        return None
    return max(versions, key=_catalog_version, default=None)


def _catalog_version(folder: Path) -> tuple[int, str]:
    """Sort key of a catalog version folder: ``v8`` after ``v7``, then by name."""
    match = re.fullmatch(r"v(\d{1,6})", folder.name)
    return (int(match.group(1)) if match else -1, folder.name)


def owning_cost_defaults(kb: KnowledgeBase) -> dict[str, float]:
    """What step 5 costs owned hardware with when the user leaves a figure empty: the
    knowledge base's electricity price and PUE (sourced) and the write-off period. Raises
    KbError when the knowledge base cannot be read."""
    ownership = kb.dataset("prices", PriceCatalog).ownership
    return {
        "power_usd_per_kwh": ownership.power_usd_per_kwh.value,
        "pue": ownership.pue.value,
        "amortisation_years": AMORTISATION_YEARS,
    }
