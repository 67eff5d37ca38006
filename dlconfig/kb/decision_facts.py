"""Facts the decision weighs beside prices (``decision.yaml``): scaling over GPUs,
reading speed for serving targets, and the export-control threshold for mainland China."""

from __future__ import annotations

from datetime import date

from pydantic import Field

from dlconfig.kb.infra_data import SourcedFigure
from dlconfig.models.common import Frozen, Sourced


class ScalingFacts(Frozen):
    data_parallel_efficiency: SourcedFigure


class ServingFacts(Frozen):
    reading_words_per_minute: SourcedFigure
    words_per_token: SourcedFigure

    @property
    def tokens_per_s_per_user(self) -> float:
        """Generated tokens per second that keep up with an average silent reader."""
        return self.reading_words_per_minute.value / 60.0 / self.words_per_token.value


class NamedParts(Sourced):
    """Parts a source names as controlled, whatever TPP the catalog's figures give."""

    gpus: list[str] = Field(default_factory=list, max_length=500)


class ExportControl(Sourced):
    rule: str = Field(min_length=1, max_length=80)
    tpp_threshold: float = Field(gt=0)
    countries: list[str] = Field(min_length=1, max_length=50)
    named: list[NamedParts] = Field(default_factory=list, max_length=50)


class DecisionFacts(Frozen):
    as_of: date
    scaling: ScalingFacts
    serving: ServingFacts
    export_control: ExportControl
