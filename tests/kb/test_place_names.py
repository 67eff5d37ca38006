"""Regions by name in the reader's language: the provider's name in English; in Chinese
the city the region is named for, else its country, with the region code."""

from __future__ import annotations

import re

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.place_names import city_name, option_place, region_name
from dlconfig.kb.places import InfraData, load_infra
from dlconfig.models.infra import InfraOption


@pytest.fixture(scope="module")
def data() -> InfraData:
    return load_infra(KnowledgeBase())


def test_a_region_named_for_its_city_reads_as_that_city(data: InfraData) -> None:
    assert region_name(data, "aws", "ap-east-1", "en") == "Asia Pacific (Hong Kong)"
    assert region_name(data, "aws", "ap-east-1", "zh_CN") == "香港 (ap-east-1)"
    assert region_name(data, "aws", "ap-northeast-1", "zh_CN") == "东京 (ap-northeast-1)"
    assert region_name(data, "aws", "ap-northeast-1", "zh_TW") == "東京 (ap-northeast-1)"


def test_a_city_that_only_stands_in_for_coordinates_is_not_named(data: InfraData) -> None:
    """US East (N. Virginia) is measured from a nearby city; Chinese names the country."""
    assert region_name(data, "aws", "us-east-1", "zh_CN") == "美国 (us-east-1)"
    assert region_name(data, "runpod", "AP-JP-1", "zh_TW") == "日本 (AP-JP-1)"
    assert region_name(data, "azure", "eastasia", "zh_CN") == "香港 (eastasia)"


def test_every_region_has_a_chinese_name(data: InfraData) -> None:
    latin = re.compile(r"[A-Za-z]")
    untranslated = []
    for lang in ("zh_CN", "zh_TW"):
        for r in data.places.regions:
            text = region_name(data, r.provider, r.code, lang) or ""
            if latin.search(text.removesuffix(f" ({r.code})")):
                untranslated.append((lang, r.provider, text))
    assert untranslated == []


def test_cities_and_unknown_places(data: InfraData) -> None:
    assert city_name(data, "Hong Kong", "zh_TW") == "香港"
    assert city_name(data, "Frankfurt am Main", "zh_CN") == "法兰克福"
    assert city_name(data, "Nowhere Town", "zh_CN") == "Nowhere Town"
    assert region_name(data, "aws", "xx-none-1", "zh_CN") is None
    local = InfraOption(kind="onprem", city="Hong Kong", country="HK")
    assert option_place(data, local, "zh_CN") == "香港"
    assert option_place(data, local, "en") == "Hong Kong"
