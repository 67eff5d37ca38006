"""Shared vocabulary: reasons, findings, sourced facts and schema tags."""

from __future__ import annotations

from datetime import date
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

ParamValue = str | int | float | bool | None


class Frozen(BaseModel):
    """Base for every model: immutable, unknown keys rejected (inputs are untrusted)."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        serialize_by_alias=True,
        validate_by_name=True,
        validate_by_alias=True,
        # Validators are built on first use, not on import: a process builds only the
        # models it uses (the GUI's start-up, a CLI command). Thread-safe from pydantic 2.14.
        defer_build=True,
    )


class Reason(Frozen):
    """Why a choice was made.

    ``code`` is stable and, with ``params``, lets the GUI, PDF and README translate the
    text; ``text`` is the English rendering. ``source``/``as_of`` name the facts used.
    """

    code: str = Field(min_length=1, max_length=120, pattern=r"^[a-z0-9_.]+$")
    params: dict[str, ParamValue] = Field(default_factory=dict)
    text: str = Field(min_length=1, max_length=4000)
    source: str | None = Field(default=None, max_length=2000)
    as_of: date | None = None


class Severity(StrEnum):
    """How much a finding matters."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


class Finding(Frozen):
    """Something the doctor noticed, with how to fix it."""

    code: str = Field(min_length=1, max_length=120, pattern=r"^[a-z0-9_.]+$")
    severity: Severity
    message: str = Field(min_length=1, max_length=4000)
    fix: str = Field(default="", max_length=4000)
    params: dict[str, ParamValue] = Field(default_factory=dict)
    source: str | None = None


class Conflict(Frozen):
    """Why no answer fits: the constraints that clash and the smallest change that helps."""

    code: str = Field(pattern=r"^[a-z0-9_.]+$")
    message: str
    constraints: list[str] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    params: dict[str, ParamValue] = Field(default_factory=dict)


class Sourced(Frozen):
    """A knowledge-base record: every fact names where it was read and when."""

    source: str = Field(pattern=r"^https://", max_length=2000)
    as_of: date
    note: str | None = Field(default=None, max_length=4000)
