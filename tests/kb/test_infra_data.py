"""The infrastructure datasets: they load, every price and rule is sourced, references hold."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from dlconfig.kb import KbError, KnowledgeBase, packaged_kb_root
from dlconfig.kb.infra_data import PlaceCatalog, PriceCatalog
from dlconfig.kb.places import UnknownCityError, load_infra

FILES = ("kb.yaml", "cities.json", "places.yaml", "prices.yaml", "compliance.yaml")


@pytest.fixture
def kb_copy(tmp_path: Path) -> Path:
    root = Path(str(packaged_kb_root()))
    for name in FILES:
        shutil.copy(root / name, tmp_path / name)
    return tmp_path


def test_packaged_datasets_load() -> None:
    data = load_infra(KnowledgeBase())
    assert len(data.cities.catalog.cities) >= 300
    providers = {p.id for p in data.places.providers}
    assert {"aws", "gcp", "azure", "alibaba"} <= providers
    assert any(p.kind == "gpu_cloud" for p in data.places.providers)
    assert len(data.places.regions) >= 100
    assert {r.id for r in data.compliance.rules} >= {
        "gdpr",
        "pipl",
        "hipaa",
        "pci_dss",
        "pdpo",
        "pdpa_sg",
        "appi",
    }


def test_every_price_and_rule_has_source_and_as_of() -> None:
    data = load_infra(KnowledgeBase())
    rates = [
        r
        for i in data.prices.instances
        for r in (i.on_demand, i.spot, i.commit_1y, i.commit_3y, i.always_on)
        if r is not None
    ]
    assert rates, "no priced instance at all"
    for record in [*rates, *data.prices.storage, *data.compliance.rules, *data.places.offers]:
        assert record.source.startswith("https://") and record.as_of is not None
    for inst in data.prices.instances:
        assert inst.spec_source or any(
            r is not None for r in (inst.on_demand, inst.spot, inst.always_on)
        ), inst.instance_type
    own = data.prices.ownership
    assert own.pue.source.startswith("https://") and own.power_usd_per_kwh.source.startswith(
        "https://"
    )


@pytest.mark.parametrize(
    ("path", "field"),
    [
        ("prices.yaml", "on_demand"),
        ("compliance.yaml", "rule"),
        ("prices.yaml", "storage"),
    ],
)
def test_record_without_source_is_rejected(kb_copy: Path, path: str, field: str) -> None:
    doc = yaml.safe_load((kb_copy / path).read_text(encoding="utf-8"))
    if field == "on_demand":
        del doc["instances"][0]["on_demand"]["source"]
    elif field == "storage":
        del doc["storage"][0]["as_of"]
    else:
        del doc["rules"][0]["as_of"]
    (kb_copy / path).write_text(yaml.safe_dump(doc), encoding="utf-8")
    with pytest.raises(KbError, match=path.split(".", maxsplit=1)[0]):
        load_infra(KnowledgeBase(kb_copy))


def test_regions_stand_on_catalog_cities() -> None:
    data = load_infra(KnowledgeBase())
    for region in data.places.regions:
        city = data.cities.by_id[region.city]
        assert (city.lat, city.lon) == (region.lat, region.lon), region.code
        assert city.country == region.country, region.code


def test_offers_name_priced_instance_types() -> None:
    data = load_infra(KnowledgeBase())
    priced = {(i.provider, i.instance_type) for i in data.prices.instances}
    for offer in data.places.offers:
        assert (offer.provider, offer.instance_type) in priced


def test_offer_in_unknown_region_is_rejected() -> None:
    doc = yaml.safe_load((Path(str(packaged_kb_root())) / "places.yaml").read_text("utf-8"))
    doc["offers"][0]["region"] = "nowhere-1"
    with pytest.raises(ValueError, match="unknown region"):
        PlaceCatalog.model_validate(doc)


def test_duplicate_instance_price_is_rejected() -> None:
    doc = yaml.safe_load((Path(str(packaged_kb_root())) / "prices.yaml").read_text("utf-8"))
    doc["instances"].append(doc["instances"][0])
    with pytest.raises(ValueError, match="duplicate"):
        PriceCatalog.model_validate(doc)


@pytest.mark.parametrize(
    ("zone", "city"),
    [
        ("Europe/Berlin", "Berlin"),
        ("Asia/Tokyo", "Tokyo"),
        ("America/New_York", "New York City"),
        ("Asia/Shanghai", "Shanghai"),
        ("Asia/Hong_Kong", "Hong Kong"),
    ],
)
def test_default_city_from_time_zone(zone: str, city: str) -> None:
    found = load_infra(KnowledgeBase()).cities.for_timezone(zone)
    assert found is not None and found.name == city


def test_city_lookup_by_name_alias_and_country() -> None:
    cities = load_infra(KnowledgeBase()).cities
    assert cities.resolve("sao paulo").name == "São Paulo"
    assert cities.resolve("Frankfurt").country == "DE"
    assert cities.resolve("Bombay").name == "Mumbai"
    assert cities.resolve("London, GB").country == "GB"
    with pytest.raises(UnknownCityError) as err:
        cities.resolve("Lodnon")
    assert "London, GB" in err.value.suggestions
    assert err.value.text == "Lodnon"
