"""Importing GPU list prices from a SkyPilot-format catalog into a dated price overlay.

The SkyPilot catalog format is one ``vms.csv`` per cloud (``<cloud>/vms.csv``) with the
columns ``InstanceType, AcceleratorName, AcceleratorCount, Price, SpotPrice, Region``
(``vCPUs``, ``MemoryGiB``, ``AvailabilityZone`` used when present), one row per zone.
The file is untrusted: its size and row count are capped, every price field must be a
number or blank and within bounds, and the first offending line is named. Nothing is
installed unless the whole input passes.

Known defects of such catalogs are filtered rather than refused: a price of 0 or 700 is
"no data"; a spot price blank or equal to on-demand is "no spot price"; AWS local zones
(``use1-atl2-az1``) are not used for the spot price. One row per instance type and
region is kept: its on-demand price and the lowest zone's spot price. Rows whose GPU is
not in the GPU catalog, and CPU-only rows, are skipped and counted.

The overlay (``prices-YYYY-MM-DD.yaml`` in ``price_overlay_dir()``, beside the user
knowledge base) adds and replaces instance prices of whichever knowledge base the
session opens; the newest valid file wins.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError

from dlconfig.kb.base import KbError
from dlconfig.kb.gpus import GpuCatalog, find_gpu
from dlconfig.kb.infra_data import InstancePrice, PriceCatalog
from dlconfig.kb.overlays import newest_overlay_file, write_overlay
from dlconfig.models.common import Frozen
from dlconfig.models.errors import first_error_text
from dlconfig.settings.files import data_dir

MAX_CSV_BYTES = 64 * 1024 * 1024
MAX_ROWS = 500_000
MAX_USD_PER_HOUR = 100_000.0  # TPU pod slices list in the tens of thousands per hour
NO_DATA_PRICES = (0.0, 700.0)
REQUIRED = ("InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "SpotPrice", "Region")
DEFAULT_SOURCE = "https://github.com/skypilot-org/skypilot-catalog"
OVERLAY_PREFIX = "prices-"
MAX_OVERLAY_BYTES = 16 * 1024 * 1024


class PriceImportError(KbError):
    """A price catalog was refused; the message names the file and the first bad line."""


class PriceOverlay(Frozen):
    """Instance prices imported by the user, applied over the knowledge base's."""

    as_of: date
    imported_from: list[str] = Field(default_factory=list, max_length=100)
    instances: list[InstancePrice] = Field(default_factory=list, max_length=MAX_ROWS)


@dataclass
class PriceImportResult:
    path: Path
    rows: int
    skipped: int
    providers: list[str] = field(default_factory=list)


def price_overlay_dir() -> Path:
    """Folder of imported price overlays, beside the user knowledge base."""
    return data_dir() / "kb-prices"


def _csv_files(path: Path) -> list[tuple[str, Path]]:
    """(provider id, vms.csv) pairs under ``path``: a file, a cloud folder or a catalog."""
    if path.is_file():
        return [(path.resolve().parent.name.lower(), path)]
    if not path.is_dir():
        raise PriceImportError(f"{path}: no such file or folder")
    if (path / "vms.csv").is_file():
        return [(path.resolve().name.lower(), path / "vms.csv")]
    found = sorted(
        (child.name.lower(), child / "vms.csv")
        for child in path.iterdir()
        if child.is_dir() and not child.is_symlink() and (child / "vms.csv").is_file()
    )
    if not found:
        raise PriceImportError(f"{path}: no vms.csv in it or in its sub-folders")
    return found


def _number(text: str, column: str, where: str) -> float | None:
    text = text.strip()
    if not text:
        return None
    try:
        value = float(text)
    except ValueError:
        raise PriceImportError(f"{where}: {column} {text[:40]!r} is not a number") from None
    if not math.isfinite(value) or value < 0 or value > MAX_USD_PER_HOUR:
        raise PriceImportError(f"{where}: {column} {text[:40]!r} is out of range")
    return value


def _rows(provider: str, csv_path: Path) -> Iterator[tuple[int, dict[str, str]]]:
    if csv_path.is_symlink():
        raise PriceImportError(f"{csv_path}: a link, not a file")
    size = csv_path.stat().st_size
    if size > MAX_CSV_BYTES:
        raise PriceImportError(f"{csv_path}: larger than {MAX_CSV_BYTES} bytes")
    text = csv_path.read_bytes().decode("utf-8", errors="strict")
    reader = csv.DictReader(io.StringIO(text, newline=""))
    missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
    if missing:
        raise PriceImportError(f"{csv_path} line 1: missing columns {', '.join(missing)}")
    for n, row in enumerate(reader, start=2):
        if n - 1 > MAX_ROWS:
            raise PriceImportError(f"{csv_path} line {n}: more than {MAX_ROWS} rows")
        yield n, row


@dataclass
class _Acc:
    gpu: str
    gpus: int
    vcpus: int | None
    ram_gib: float | None
    on_demand: float | None = None
    spot: float | None = None


def _is_local_zone(provider: str, zone: str) -> bool:
    return provider == "aws" and zone.count("-") >= 2


def read_catalog(
    path: Path, gpus: GpuCatalog
) -> tuple[dict[tuple[str, str, str], _Acc], int, list[str]]:
    """Validated, de-duplicated GPU rows of every vms.csv under ``path``.

    Returns ({(provider, instance type, region): row}, rows skipped, files read);
    raises PriceImportError naming the first offending line.
    """
    out: dict[tuple[str, str, str], _Acc] = {}
    skipped = 0
    files = []
    for provider, csv_path in _csv_files(path):
        files.append(f"{provider}/{csv_path.name}")
        try:
            for n, row in _rows(provider, csv_path):
                where = f"{csv_path} line {n}"
                price = _number(row.get("Price") or "", "Price", where)
                spot = _number(row.get("SpotPrice") or "", "SpotPrice", where)
                count = _number(row.get("AcceleratorCount") or "", "AcceleratorCount", where)
                vcpus = _number(row.get("vCPUs") or "", "vCPUs", where)
                ram = _number(row.get("MemoryGiB") or "", "MemoryGiB", where)
                instance_type = (row.get("InstanceType") or "").strip()
                region = (row.get("Region") or "").strip()
                name = (row.get("AcceleratorName") or "").strip()
                record = find_gpu(gpus, name) if name else None
                if not instance_type or not region or record is None or not count:
                    skipped += 1
                    continue
                if len(instance_type) > 80 or len(region) > 60 or count > 64:
                    raise PriceImportError(f"{where}: instance type, region or count too long")
                key = (provider, instance_type, region)
                acc = out.get(key)
                if acc is None:
                    acc = _Acc(
                        record.id,
                        int(count),
                        int(vcpus) if vcpus else None,
                        ram or None,
                    )
                    out[key] = acc
                if price is not None and price not in NO_DATA_PRICES:
                    acc.on_demand = price if acc.on_demand is None else min(acc.on_demand, price)
                zone = (row.get("AvailabilityZone") or "").strip()
                usable_spot = (
                    spot is not None
                    and spot not in NO_DATA_PRICES
                    and (price is None or abs(spot - price) > 1e-6)
                    and not _is_local_zone(provider, zone)
                )
                if usable_spot and spot is not None:
                    acc.spot = spot if acc.spot is None else min(acc.spot, spot)
        except UnicodeDecodeError:
            raise PriceImportError(f"{csv_path}: not UTF-8 text") from None
        except csv.Error as exc:
            raise PriceImportError(f"{csv_path}: not a CSV file ({exc})") from None
    return out, skipped, files


def build_overlay(
    path: Path, gpus: GpuCatalog, today: date, source: str = DEFAULT_SOURCE
) -> tuple[PriceOverlay, int]:
    """The overlay for the catalog at ``path`` and the number of rows skipped."""
    rows, skipped, files = read_catalog(path, gpus)
    note = f"Imported by the user on {today.isoformat()} from {', '.join(files)[:300]}."
    instances: list[dict[str, Any]] = []
    for (provider, instance_type, region), acc in sorted(rows.items()):
        if acc.on_demand is None:
            skipped += 1
            continue
        rate = {"usd": acc.on_demand, "source": source, "as_of": today, "note": note}
        item: dict[str, Any] = {
            "provider": provider,
            "instance_type": instance_type,
            "region": region,
            "gpu": acc.gpu,
            "gpus": acc.gpus,
            "vcpus": acc.vcpus,
            "ram_gib": acc.ram_gib,
            "on_demand": rate,
        }
        if acc.spot is not None:
            item["spot"] = {**rate, "usd": acc.spot, "note": "lowest zone's spot price"}
        instances.append(item)
    try:
        overlay = PriceOverlay.model_validate(
            {"as_of": today, "imported_from": files, "instances": instances}
        )
    except ValidationError as err:
        raise PriceImportError(f"{path}: {first_error_text(err)}") from None
    if not overlay.instances:
        raise PriceImportError(f"{path}: no GPU instance with a price was found")
    return overlay, skipped


def import_prices(
    path: str | Path, gpus: GpuCatalog, today: date, source: str = DEFAULT_SOURCE
) -> PriceImportResult:
    """Validate the catalog at ``path`` and install it as today's price overlay.

    Written to a temporary file and renamed into place, so a refused or failed import
    leaves the prices already installed as they were. Raises PriceImportError.
    """
    overlay, skipped = build_overlay(Path(path), gpus, today, source)
    target = write_overlay(price_overlay_dir(), OVERLAY_PREFIX, today, overlay)
    providers = sorted({i.provider for i in overlay.instances})
    return PriceImportResult(target, len(overlay.instances), skipped, providers)


def newest_overlay() -> tuple[PriceOverlay | None, str | None]:
    """The newest valid installed overlay, and why a newer one was passed over (or None)."""
    overlay, _, problem = newest_overlay_file(
        price_overlay_dir(), OVERLAY_PREFIX, PriceOverlay, MAX_OVERLAY_BYTES
    )
    return overlay, problem


def apply_overlay(prices: PriceCatalog, overlay: PriceOverlay) -> PriceCatalog:
    """``prices`` with the overlay's rows added, replacing rows with the same key.

    An imported row of an instance type the knowledge base already knows keeps the known
    GPU and count: the catalog supplies prices, and its shape fields carry known defects
    (Azure's ND96isr_H100_v5 listed with 12 GPUs, NC H100 v5's H100 NVL named "H100")."""
    shapes = {(i.provider, i.instance_type): i for i in prices.instances}
    added = []
    for row in overlay.instances:
        known = shapes.get((row.provider, row.instance_type))
        if known is not None and (known.gpu, known.gpus) != (row.gpu, row.gpus):
            row = row.model_copy(  # noqa: PLW2901 - the corrected row replaces the read one
                update={"gpu": known.gpu, "gpus": known.gpus, "also_gpus": known.also_gpus}
            )
        added.append(row)
    keys = {(i.provider, i.instance_type, i.region) for i in added}
    kept = [i for i in prices.instances if (i.provider, i.instance_type, i.region) not in keys]
    return prices.model_copy(update={"instances": [*kept, *added]})
