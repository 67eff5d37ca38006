"""Schemas of the infrastructure datasets: cities, places, prices and compliance rules.

``cities.yaml``      world cities with coordinates and the IANA time zone -> city default.
``places.yaml``      providers, their regions (code, city, country, coordinates) and which
                     GPU instance types each region offers. Availability is kept apart from
                     prices: a price list is no proof that a region offers the machine.
``prices.yaml``      instance types with list prices (per hour, second or month as the
                     provider publishes them), storage tiers and egress, plus the stated
                     assumptions used for owning hardware (power price, PUE).
``compliance.yaml``  data-protection and security rules as data.

Every price and rule carries ``source`` (https URL) and ``as_of``.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal, get_args

from pydantic import Field, model_validator

from dlconfig.models.common import Frozen, Sourced

CountryCode = str  # ISO 3166-1 alpha-2, upper case
Language = Literal["zh_CN", "zh_TW"]  # the languages a place has names in beside English
PlaceName = Annotated[str, Field(min_length=1, max_length=120)]
_CC = r"^[A-Z]{2}$"
_ID = r"^[a-z0-9][a-z0-9_.-]*$"


# --- cities -------------------------------------------------------------------------------


class CityRecord(Frozen):
    id: str = Field(pattern=_ID, max_length=80)
    name: str = Field(min_length=1, max_length=120)
    country: CountryCode = Field(pattern=_CC)
    lat: float = Field(ge=-90, le=90)
    lon: float = Field(ge=-180, le=180)
    population: int | None = Field(default=None, ge=0)
    tz: str | None = Field(default=None, max_length=64)
    aliases: list[str] = Field(default_factory=list, max_length=20)
    names: dict[Language, PlaceName] = Field(
        default_factory=dict, description="the city's name in other languages"
    )


class CityCatalog(Sourced):
    cities: list[CityRecord] = Field(min_length=1)
    countries: dict[CountryCode, dict[Language, PlaceName]] = Field(
        default_factory=dict, description="country code -> its name in other languages"
    )
    tz_default: dict[str, str] = Field(default_factory=dict, description="IANA zone -> city id")

    @model_validator(mode="after")
    def _consistent(self) -> CityCatalog:
        ids = {c.id for c in self.cities}
        if len(ids) != len(self.cities):
            raise ValueError("duplicate city id")
        bad = sorted(z for z, c in self.tz_default.items() if c not in ids)
        if bad:
            raise ValueError(f"tz_default names unknown cities for zones {bad[:3]}")
        return self


# --- places -------------------------------------------------------------------------------

PlaceKind = Literal["cloud", "gpu_cloud"]


class BaaRecord(Sourced):
    """Whether the provider signs a HIPAA business associate agreement."""

    available: bool


class ProviderRecord(Sourced):
    id: str = Field(pattern=_ID, max_length=40)
    name: str
    kind: PlaceKind
    baa: BaaRecord | None = None
    egress_usd_per_gb: float | None = Field(default=None, ge=0)
    egress_source: str | None = Field(default=None, pattern=r"^https://")


class RegionRecord(Sourced):
    provider: str = Field(pattern=_ID)
    code: str = Field(min_length=1, max_length=60)
    name: str = Field(min_length=1, max_length=120)
    city: str = Field(pattern=_ID, description="city id in cities.yaml")
    country: CountryCode = Field(pattern=_CC)
    lat: float = Field(ge=-90, le=90)
    lon: float = Field(ge=-180, le=180)


class OfferRecord(Sourced):
    """A region offers an instance type (availability, not price)."""

    provider: str = Field(pattern=_ID)
    region: str = Field(min_length=1, max_length=60, description="region code; '*' = every region")
    instance_type: str = Field(min_length=1, max_length=80)


class PlaceCatalog(Frozen):
    as_of: date
    providers: list[ProviderRecord] = Field(min_length=1)
    regions: list[RegionRecord] = Field(min_length=1)
    offers: list[OfferRecord] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> PlaceCatalog:
        providers = {p.id for p in self.providers}
        seen: set[tuple[str, str]] = set()
        for r in self.regions:
            if r.provider not in providers:
                raise ValueError(f"region {r.code!r}: unknown provider {r.provider!r}")
            key = (r.provider, r.code)
            if key in seen:
                raise ValueError(f"duplicate region {r.provider}/{r.code}")
            seen.add(key)
        for o in self.offers:
            if o.provider not in providers:
                raise ValueError(f"offer {o.instance_type!r}: unknown provider {o.provider!r}")
            if o.region != "*" and (o.provider, o.region) not in seen:
                raise ValueError(f"offer {o.instance_type!r}: unknown region {o.region!r}")
        return self

    def provider(self, provider_id: str) -> ProviderRecord | None:
        return next((p for p in self.providers if p.id == provider_id), None)


# --- prices -------------------------------------------------------------------------------

PriceUnit = Literal["hour", "second", "month"]
SECONDS_PER_HOUR = 3600.0
HOURS_PER_MONTH = 730.0  # 8760 h / 12, the month most cloud price lists use


class Rate(Sourced):
    """A list price as published: ``usd`` per ``per`` (hour, second or month)."""

    usd: float = Field(ge=0)
    per: PriceUnit = "hour"

    @property
    def usd_per_hour(self) -> float:
        if self.per == "second":
            return self.usd * SECONDS_PER_HOUR
        if self.per == "month":
            return self.usd / HOURS_PER_MONTH
        return self.usd


class InstancePrice(Frozen):
    """One instance type: its shape and the list prices published for it."""

    provider: str = Field(pattern=_ID)
    instance_type: str = Field(min_length=1, max_length=80)
    gpu: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", description="GPU id as in gpus.yaml")
    gpus: int = Field(ge=1, le=64)
    also_gpus: list[str] = Field(
        default_factory=list, description="other GPU ids sold at this one price (a GPU class)"
    )
    vcpus: int | None = Field(default=None, ge=1)
    ram_gib: float | None = Field(default=None, gt=0)
    spec_source: str | None = Field(default=None, pattern=r"^https://")
    region: str = Field(default="*", description="region code the prices hold for; '*' = all")
    on_demand: Rate | None = None
    spot: Rate | None = None
    commit_1y: Rate | None = None
    commit_3y: Rate | None = None
    always_on: Rate | None = Field(default=None, description="rate for always-running capacity")
    note: str | None = None


StorageTier = Literal[
    "local_nvme",
    "block_ssd",
    "block_ssd_premium",
    "hdd",
    "object",
    "object_infrequent",
    "object_archive",
]
STORAGE_TIERS: tuple[StorageTier, ...] = get_args(StorageTier)


class StoragePrice(Sourced):
    """A storage tier's list price per GB-month; infrequent and archive object tiers also
    charge ``retrieval_usd_per_gb`` for each GB read back."""

    provider: str = Field(pattern=_ID)
    tier: StorageTier
    region: str = Field(default="*", max_length=60, description="region code; '*' = all")
    usd_per_gb_month: float = Field(ge=0)
    from_gb: float = Field(default=0, ge=0, description="price holds from this size up")
    retrieval_usd_per_gb: float | None = Field(default=None, ge=0, le=10)


class EgressPrice(Sourced):
    """Data sent out of a region to the internet (or to mainland China), per GB, by band."""

    provider: str = Field(pattern=_ID)
    region: str = Field(default="*", max_length=60, description="source region; '*' = all")
    destination: Literal["internet", "china"] = "internet"
    usd_per_gb: float = Field(ge=0, le=10)
    from_gb: float = Field(default=0, ge=0, description="band holds from this monthly volume")


class SourcedFigure(Sourced):
    """One published figure (a ratio or a price) with where it was read."""

    value: float = Field(gt=0)
    unit: str = Field(min_length=1, max_length=40)


class OwnershipFacts(Frozen):
    """Published figures used to cost owned hardware: facility PUE and electricity price."""

    pue: SourcedFigure
    power_usd_per_kwh: SourcedFigure


class PriceCatalog(Frozen):
    as_of: date
    instances: list[InstancePrice] = Field(default_factory=list)
    storage: list[StoragePrice] = Field(default_factory=list)
    egress: list[EgressPrice] = Field(default_factory=list)
    ownership: OwnershipFacts

    @model_validator(mode="after")
    def _unique(self) -> PriceCatalog:
        keys = [(i.provider, i.instance_type, i.region) for i in self.instances]
        if len(set(keys)) != len(keys):
            raise ValueError("duplicate instance price (provider, instance_type, region)")
        return self


# --- compliance ---------------------------------------------------------------------------

RuleKind = Literal["transfer", "localisation", "contract", "controls"]


class ComplianceRule(Sourced):
    """One rule and what it means for where data may be processed.

    ``transfer``: data from ``home_countries`` may go to ``allowed_countries`` freely;
    elsewhere it ``needs`` a mechanism. ``localisation``: outside ``home_countries`` is
    excluded. ``contract``: every outside provider must sign what ``needs`` names
    (providers without it on record are excluded). ``controls``: every option needs the
    listed controls; nothing is excluded.
    """

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    kind: RuleKind
    home_countries: list[CountryCode] = Field(default_factory=list)
    allowed_countries: list[CountryCode] = Field(default_factory=list)
    conditional_countries: dict[CountryCode, str] = Field(
        default_factory=dict, description="adequate only under a condition, which is named"
    )
    needs: list[str] = Field(default_factory=list)
    summary: str
    extra_sources: list[str] = Field(default_factory=list)


class ComplianceCatalog(Frozen):
    as_of: date
    disclaimer: str
    rules: list[ComplianceRule] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> ComplianceCatalog:
        ids = [r.id for r in self.rules]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate compliance rule id")
        return self

    def rule(self, rule_id: str) -> ComplianceRule | None:
        return next((r for r in self.rules if r.id == rule_id), None)
