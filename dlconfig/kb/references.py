"""Published works the engine's formulas and rules cite (``references.yaml``).

A reason names its basis by reference id; :func:`cite` turns the id into the work's
address and the date it was read, so no address or date is written in the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from pydantic import Field

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.models.common import Frozen, Reason, Sourced


class Reference(Sourced):
    """One cited work: a paper, a vendor's documentation page, a measurement."""

    id: str = Field(pattern=r"^[a-z0-9_]+$", max_length=60)
    title: str = Field(min_length=1, max_length=300)


class ReferenceCatalog(Frozen):
    """Schema of ``references.yaml``."""

    as_of: date | None = None
    references: list[Reference] = Field(default_factory=list)

    def get(self, ref_id: str) -> Reference | None:
        return next((r for r in self.references if r.id == ref_id), None)


def load_references(kb: KnowledgeBase) -> ReferenceCatalog:
    """The knowledge base's references; none when it has no readable ``references`` file
    (an older imported knowledge base): reasons then carry no source."""
    try:
        return kb.dataset("references", ReferenceCatalog)
    except KbError:
        return ReferenceCatalog()


def cite(reasons: Iterable[Reason], refs: ReferenceCatalog) -> list[Reason]:
    """``reasons`` with each reference id in ``source`` replaced by the work's address and
    the date it was read; an id the catalogue lacks leaves the reason without a source."""
    out = []
    for reason in reasons:
        if reason.source is None or reason.source.startswith("https://"):
            out.append(reason)
            continue
        ref = refs.get(reason.source)
        update = {"source": ref.source, "as_of": ref.as_of} if ref else {"source": None}
        out.append(reason.model_copy(update=update))
    return out
