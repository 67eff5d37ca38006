"""Inter-node link catalog schema (``interconnects.yaml``): line rates per link."""

from __future__ import annotations

from datetime import date

from pydantic import Field

from dlconfig.models.common import Frozen, Sourced


class Link(Sourced):
    id: str = Field(pattern=r"^[a-z0-9_]+$", max_length=60)
    name: str = Field(min_length=1, max_length=100)
    gbit_per_s: float = Field(gt=0, le=100_000, description="line rate of one link, Gbit/s")
    for_interconnect: list[str] = Field(default_factory=list, max_length=20)


class InterconnectCatalog(Frozen):
    as_of: date | None = None
    links: list[Link] = Field(default_factory=list)

    def for_code(self, code: str | None) -> Link | None:
        """The link the plan's interconnect ``code`` uses between nodes (None: none)."""
        return next((k for k in self.links if code and code in k.for_interconnect), None)
