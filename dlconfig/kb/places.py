"""Queries over the infrastructure datasets: find a city, a default city, a GPU's offers.

Pure lookups over validated catalogs (see ``dlconfig.kb.infra_data``); no I/O here.
"""

from __future__ import annotations

import difflib
import functools
import unicodedata
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog, GpuRecord, find_gpu
from dlconfig.kb.infra_data import (
    CityCatalog,
    CityRecord,
    ComplianceCatalog,
    InstancePrice,
    PlaceCatalog,
    PriceCatalog,
)

C = TypeVar("C")
IndexT = TypeVar("IndexT")


class UnknownCityError(LookupError):
    """A city name that is not in the catalog; ``suggestions`` holds close matches."""

    def __init__(self, text: str, suggestions: Sequence[str]) -> None:
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown city {text!r}{hint}")
        self.text = text
        self.suggestions = list(suggestions)


@functools.lru_cache(maxsize=8192)
def _fold(text: str) -> str:
    """Lower-case ASCII form for matching ("São Paulo" -> "sao paulo")."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    for mark in "-_,.'()":
        plain = plain.replace(mark, " ")
    return " ".join(plain.split())


@dataclass(frozen=True)
class CityIndex:
    """Name -> city lookup built once per catalog."""

    catalog: CityCatalog
    by_id: dict[str, CityRecord]
    by_name: dict[str, list[CityRecord]]

    @classmethod
    def build(cls, catalog: CityCatalog) -> CityIndex:
        by_name: dict[str, list[CityRecord]] = {}
        for city in catalog.cities:
            for name in {_fold(city.name), *(_fold(a) for a in city.aliases)}:
                by_name.setdefault(name, []).append(city)
        for matches in by_name.values():
            matches.sort(key=lambda c: -(c.population or 0))
        return cls(catalog, {c.id: c for c in catalog.cities}, by_name)

    def resolve(self, text: str) -> CityRecord:
        """The city named by ``text``: an id, a name, or "name, CC". Most populous wins.

        Raises ``UnknownCityError`` with close matches when nothing fits.
        """
        query = text.strip()
        if query in self.by_id:
            return self.by_id[query]
        country: str | None = None
        name = query
        if "," in query:
            name, _, tail = query.rpartition(",")
            if len(tail.strip()) == 2:
                country = tail.strip().upper()
            else:
                name = query
        folded = _fold(name)
        matches = self.by_name.get(folded, [])
        if not matches:
            matches = [
                c
                for key, cities in self.by_name.items()
                if key.startswith(folded + " ") and folded
                for c in cities
            ]
            matches.sort(key=lambda c: -(c.population or 0))
        if country:
            matches = [c for c in matches if c.country == country]
        if matches:
            return matches[0]
        close = difflib.get_close_matches(folded, list(self.by_name), n=8, cutoff=0.7)
        suggestions: list[str] = []
        for key in close:
            city = self.by_name[key][0]
            label = f"{city.name}, {city.country}"
            if label not in suggestions:
                suggestions.append(label)
        raise UnknownCityError(text, suggestions[:4])

    def for_timezone(self, tz_name: str | None) -> CityRecord | None:
        """The catalog's city for an IANA zone name, or None."""
        if not tz_name:
            return None
        city_id = self.catalog.tz_default.get(tz_name)
        return self.by_id.get(city_id) if city_id else None


@dataclass(frozen=True)
class InfraData:
    """The four infrastructure datasets, loaded together."""

    cities: CityIndex
    places: PlaceCatalog
    prices: PriceCatalog
    compliance: ComplianceCatalog


def load_infra(kb: KnowledgeBase) -> InfraData:
    """Cities (indexed by name), places, prices and rules; the datasets are cached by ``kb``."""
    return InfraData(
        cities=city_index(kb.dataset("cities", CityCatalog)),
        places=kb.dataset("places", PlaceCatalog),
        prices=kb.dataset("prices", PriceCatalog),
        compliance=kb.dataset("compliance", ComplianceCatalog),
    )


def city_index(catalog: CityCatalog) -> CityIndex:
    """The name -> city index of ``catalog``, built once."""
    return _once_per("cities", catalog, CityIndex.build)


def gpu_matches(gpu_id: str, wanted: str, catalog: GpuCatalog | None) -> bool:
    """Whether the price list's ``gpu_id`` names the GPU ``wanted`` (an id, name or alias)."""
    a, b = _fold(gpu_id), _fold(wanted)
    if a == b:
        return True
    record = find_gpu(catalog, wanted)
    if catalog is None or record is None:
        return False
    return any(r is record for r in _gpu_index(catalog).get(_gpu_key(gpu_id), ()))


def instance_sells(inst: InstancePrice, wanted: str, catalog: GpuCatalog | None) -> bool:
    """Whether ``inst`` sells the GPU ``wanted``: its own GPU or one of its price class."""
    return any(gpu_matches(g, wanted, catalog) for g in (inst.gpu, *inst.also_gpus))


def _gpu_key(text: str) -> str:
    return _fold(text).replace(" ", "-")


# Indexes built once per catalog object: the step ranks hundreds of instances against
# the GPU catalog, and looks cities up by name, on every re-plan.
_INDEXES: dict[tuple[str, int], tuple[weakref.ref[Any], Any]] = {}


def _once_per(kind: str, catalog: C, build: Callable[[C], IndexT]) -> IndexT:
    """``build(catalog)``, remembered for as long as ``catalog`` lives."""
    held = _INDEXES.get((kind, id(catalog)))
    if held is not None and held[0]() is catalog:
        return cast("IndexT", held[1])
    index = build(catalog)
    _INDEXES[(kind, id(catalog))] = (weakref.ref(catalog), index)
    return index


def remember(kind: str, catalog: C, build: Callable[[C], IndexT]) -> IndexT:
    """``build(catalog)``, computed once for as long as ``catalog`` lives (an index the
    planner reads on every re-plan)."""
    return _once_per(kind, catalog, build)


def _build_gpu_index(catalog: GpuCatalog) -> dict[str, list[GpuRecord]]:
    """Folded id, name or alias -> the records it names."""
    index: dict[str, list[GpuRecord]] = {}
    for gpu in catalog.gpus:
        for key in {_gpu_key(name) for name in (gpu.id, gpu.name, *gpu.aliases)}:
            index.setdefault(key, []).append(gpu)
    return index


def _gpu_index(catalog: GpuCatalog) -> dict[str, list[GpuRecord]]:
    return _once_per("gpus", catalog, _build_gpu_index)


def seller_of(wanted: str, catalog: GpuCatalog | None) -> Callable[[InstancePrice], bool]:
    """``instance_sells(inst, wanted, catalog)`` as a function remembering each GPU id's
    answer: ranking asks it of thousands of rows that name a few dozen GPUs."""
    memo: dict[str, bool] = {}

    def sells(inst: InstancePrice) -> bool:
        for gpu_id in (inst.gpu, *inst.also_gpus):
            hit = memo.get(gpu_id)
            if hit is None:
                hit = memo[gpu_id] = gpu_matches(gpu_id, wanted, catalog)
            if hit:
                return True
        return False

    return sells


def offers_by_gpu(prices: PriceCatalog, catalog: GpuCatalog) -> dict[str, list[InstancePrice]]:
    """Catalog GPU id -> the price list's instances that sell it (its own GPU or its price
    class), built once per price list and GPU catalog."""
    per_prices = _once_per("offers", prices, lambda _: cast("dict[int, Any]", {}))
    held = per_prices.get(id(catalog))
    if held is not None and held[0]() is catalog:
        return cast("dict[str, list[InstancePrice]]", held[1])
    index: dict[str, list[InstancePrice]] = {}
    gpu_index = _gpu_index(catalog)
    for inst in prices.instances:
        records = {
            r.id: r for g in (inst.gpu, *inst.also_gpus) for r in gpu_index.get(_gpu_key(g), ())
        }
        for gpu_id in records:
            index.setdefault(gpu_id, []).append(inst)
    per_prices[id(catalog)] = (weakref.ref(catalog), index)
    return index
