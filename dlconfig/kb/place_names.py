"""Places by name in the reader's language: a cloud region, a city, a country.

English shows the provider's own region name ("Asia Pacific (Hong Kong)"). Chinese shows
the city the region is named for, else its country, with the region code:
"香港 (ap-east-1)", "美国 (eastus)". The Chinese names are the cities catalog's; a place
without one keeps its English name. The GUI (through the services door) and report.pdf
both call these functions.
"""

from __future__ import annotations

from collections.abc import Mapping

from dlconfig.kb.infra_data import CityRecord, Language, RegionRecord
from dlconfig.kb.places import InfraData, _fold
from dlconfig.models.common import Reason
from dlconfig.models.infra import InfraOption

# Params of a reason that name a cloud region (name param -> its code param), and those
# that name a city of the catalog.
REGION_PARAMS = {"near_city": "near_region", "city": "region"}
CITY_PARAMS = ("place",)


def region_name(data: InfraData, provider: str, code: str, lang: str) -> str | None:
    """Region ``code`` of ``provider`` in ``lang`` ("en", "zh_CN", "zh_TW"); None when
    the catalog has no such region."""
    region = _region(data, provider, code)
    if region is None:
        return None
    named = _named_for(data, region, lang)
    return f"{named} ({region.code})" if named else region.name


def region_place(data: InfraData, provider: str, code: str, lang: str) -> str | None:
    """What region ``code`` is named for in ``lang``, without its code: "Asia Pacific
    (Hong Kong)" in English, "香港" in Chinese (its English name when there is none)."""
    region = _region(data, provider, code)
    if region is None:
        return None
    return _named_for(data, region, lang) or region.name


def place_params(reason: Reason, data: InfraData, lang: str) -> Reason:
    """``reason`` with the regions and cities its params name written in ``lang``."""
    params = dict(reason.params)
    provider = params.get("provider")
    for name_param, code_param in REGION_PARAMS.items():
        code = params.get(code_param)
        if name_param in params and isinstance(provider, str) and isinstance(code, str):
            params[name_param] = region_place(data, provider, code, lang) or params[name_param]
    for name_param in CITY_PARAMS:
        value = params.get(name_param)
        if isinstance(value, str):
            params[name_param] = city_name(data, value, lang)
    if params == reason.params:
        return reason
    return reason.model_copy(update={"params": params})


def city_name(data: InfraData, name: str, lang: str) -> str:
    """The city called ``name`` (as the catalog writes it) in ``lang``; ``name`` itself
    when the catalog has no such city or no name for it in ``lang``."""
    if lang == "en":
        return name
    cities = [c for c in data.cities.by_name.get(_fold(name), []) if c.name == name]
    return (_in(cities[0].names, lang) if cities else None) or name


def _in(names: Mapping[Language, str], lang: str) -> str | None:
    return next((text for language, text in names.items() if language == lang), None)


def _region(data: InfraData, provider: str, code: str) -> RegionRecord | None:
    return next((r for r in data.places.regions if r.provider == provider and r.code == code), None)


def _named_for(data: InfraData, region: RegionRecord, lang: str) -> str | None:
    """The Chinese name of the city ``region`` is named for, else of its country; None in
    English or when the catalog has neither."""
    if lang == "en":
        return None
    city = data.cities.by_id.get(region.city)
    named = _in(city.names, lang) if city is not None and _names_city(region, city) else None
    return named or _in(data.cities.catalog.countries.get(region.country, {}), lang)


def _names_city(region: RegionRecord, city: CityRecord) -> bool:
    """Whether the region's name names its city ("Asia Pacific (Tokyo)"), rather than
    the city only standing in for its coordinates ("US East (N. Virginia)")."""
    folded = f" {_fold(region.name)} "
    return any(
        len(name) >= 4 and f" {_fold(name)} " in folded for name in (city.name, *city.aliases)
    )


def option_place(data: InfraData, option: InfraOption, lang: str) -> str | None:
    """Where an infrastructure option stands in ``lang``: its cloud region, else its
    city; None when it names neither."""
    if option.provider and option.region:
        return region_name(data, option.provider, option.region, lang) or option.region
    if option.city:
        return city_name(data, option.city, lang)
    return option.region or option.country
