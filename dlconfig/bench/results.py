"""What a benchmark run found (schema ``dlconfig.bench/1``).

Throughputs are decimal: MB/s is 10^6 bytes per second, GB/s 10^9. A benchmark that
could not run says why in ``reason`` and has no ``value``.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Final, Literal

from pydantic import Field, model_validator

from dlconfig.i18n.labels import label
from dlconfig.models.common import Finding, Frozen, rendered_words
from dlconfig.models.messages import BENCH_REASON_PREFIX, ParamValue

BENCH_SCHEMA: Final = "dlconfig.bench/1"


def result_label(code: str) -> str:
    """The English name of benchmark ``code`` ("disk.seq_read"), from the label
    catalogue (the GUI, the PDF and the README translate it by code)."""
    return label(f"bench_result.{code}")


class BenchStatus(StrEnum):
    """How one benchmark ended."""

    OK = "ok"
    SKIPPED = "skipped"
    CANCELLED = "cancelled"
    FAILED = "failed"


class BenchResult(Frozen):
    """One measured figure, e.g. ``disk.seq_read`` in MB/s."""

    code: str = Field(pattern=r"^[a-z0-9_.]+$", max_length=80)
    label: str
    status: BenchStatus
    value: float | None = Field(default=None, ge=0)
    unit: str = ""
    # why there is no figure: the English words of ``reason_code`` (``bench.reason.`` +
    # the code in the messages catalogue) with ``reason_params``; the GUI translates them
    reason: str | None = None
    reason_code: str | None = Field(default=None, pattern=r"^[a-z0-9_]+$", max_length=80)
    reason_params: dict[str, ParamValue] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)
    params: dict[str, ParamValue] = Field(default_factory=dict)
    duration_s: float = Field(default=0.0, ge=0)

    @model_validator(mode="before")
    @classmethod
    def _render_reason(cls, data: Any) -> Any:
        return rendered_words(
            data, "reason_code", "reason", "reason_params", BENCH_REASON_PREFIX, strict=True
        )


class Comparison(Frozen):
    """A measured figure set beside the figure the knowledge base expects."""

    code: str = Field(pattern=r"^[a-z0-9_.]+$", max_length=80)
    measured: float = Field(ge=0)
    expected: float = Field(gt=0)
    unit: str
    percent: float = Field(ge=0)
    against: str = Field(description="what the expected figure describes, e.g. 'NVMe SSD'")
    source: str | None = None
    note: str | None = None


class BenchReport(Frozen):
    """All results of one run, in the order they ran."""

    schema_: Literal["dlconfig.bench/1"] = Field(default=BENCH_SCHEMA, alias="schema")
    started_at: datetime
    is_quick: bool
    folder: str | None = None
    is_cancelled: bool = False
    results: list[BenchResult] = Field(default_factory=list)
    comparisons: list[Comparison] = Field(default_factory=list)
    findings: list[Finding] = Field(
        default_factory=list, description="what the doctor makes of it (bench_findings)"
    )

    def result(self, code: str) -> BenchResult | None:
        """The result with ``code``, or None when it did not run."""
        return next((r for r in self.results if r.code == code), None)
