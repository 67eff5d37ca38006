"""Shared vocabulary: reasons, findings, sourced facts and schema tags."""

from __future__ import annotations

from datetime import date
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from dlconfig.models.messages import (
    FIX_TEMPLATES,
    KB_TEXT_CODES,
    TEMPLATES,
    ParamValue,
    join_conflict,
    render_fix,
    render_text,
)


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


def _rendered(data: Any, field: str, render: Any, *, required: bool = True) -> Any:
    """``data`` with ``field`` rendered from the messages catalogue by code and params.

    The catalogue is the one home of every sentence: any text given (a re-imported plan,
    say) is replaced by the rendering, so it can neither drift from the template nor
    carry text the engine never wrote. A code without a template, or params that cannot
    fill it, is an error naming the code (``required=False``: the part may be absent,
    as a finding's fix is when the catalogue has none for its code).
    """
    if not isinstance(data, dict):
        return data
    code, params = data.get("code"), data.get("params") or {}
    if not isinstance(code, str) or not isinstance(params, dict):
        return data
    text = render(code, params)
    if text is None and code in KB_TEXT_CODES and data.get(field):
        return data  # a knowledge-base note saved before it was a param: as saved
    if text is None:
        if not required:
            return {**data, field: ""}
        raise ValueError(f"{code}: the messages catalogue cannot render its {field} from {params}")
    return {**data, field: text}


def rendered_words(
    data: Any,
    code_field: str,
    text_field: str,
    params_field: str | None = None,
    prefix: str = "",
    *,
    strict: bool = False,
) -> Any:
    """``data`` with ``text_field`` rendered from the catalogue's ``prefix`` + the code in
    ``code_field`` and the params in ``params_field``.

    Without the code (saved before it) the text stays as given. When the catalogue cannot
    fill it, ``strict`` raises naming the code; else the text stays as given (a profile
    recorded before its params).
    """
    if not isinstance(data, dict) or not isinstance(data.get(code_field), str):
        return data
    code = prefix + data[code_field]
    params = (data.get(params_field) if params_field else None) or {}
    text = render_text(code, params)
    if text is None and strict:
        raise ValueError(f"{code}: the messages catalogue cannot render its {text_field}")
    return {**data, text_field: text} if text is not None else data


def rendered_from_reasons(
    data: Any, reasons_field: str, text_field: str, joiner: str | None = None
) -> Any:
    """``data`` whose ``text_field`` holds the words of its ``reasons_field`` (catalogue
    reasons the faces translate): a list of them, or one text joined by ``joiner``.
    Without reasons (saved before them) the words stay as given."""
    if not isinstance(data, dict) or not data.get(reasons_field):
        return data
    reasons = [reason_of(r) for r in data[reasons_field]]
    texts = [r.text for r in reasons]
    return {
        **data,
        reasons_field: reasons,
        text_field: texts if joiner is None else joiner.join(texts),
    }


def _code_of(data: Any) -> Any:
    return data.get("code") if isinstance(data, dict) else None


class Reason(Frozen):
    """Why a choice was made.

    ``code`` is stable and, with ``params``, lets the GUI, PDF and README translate the
    text; ``text`` is the English rendering from :mod:`dlconfig.models.messages`, never
    written at the call site. ``source``/``as_of`` name the facts used.
    """

    code: str = Field(min_length=1, max_length=120, pattern=r"^[a-z0-9_.]+$")
    params: dict[str, ParamValue] = Field(default_factory=dict)
    text: str = Field(default="", min_length=1, max_length=4000)
    source: str | None = Field(default=None, max_length=2000)
    as_of: date | None = None

    @model_validator(mode="before")
    @classmethod
    def _render(cls, data: Any) -> Any:
        return _rendered(data, "text", render_text)


class Severity(StrEnum):
    """How much a finding matters."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


class Finding(Frozen):
    """Something the doctor noticed, with how to fix it."""

    code: str = Field(min_length=1, max_length=120, pattern=r"^[a-z0-9_.]+$")
    severity: Severity
    message: str = Field(default="", min_length=1, max_length=4000)
    fix: str = Field(default="", max_length=4000)
    params: dict[str, ParamValue] = Field(default_factory=dict)
    source: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _render(cls, data: Any) -> Any:
        message = _rendered(data, "message", render_text)
        return _rendered(message, "fix", render_fix, required=_code_of(data) in FIX_TEMPLATES)


class Conflict(Frozen):
    """Why no answer fits: the constraints that clash and the smallest change that helps.

    ``message`` and ``suggestions`` are English renderings from the messages catalogue:
    the message of ``code`` followed by its ``details`` (each near candidate and what it
    breaks), the suggestions from ``fixes``; the faces translate the same reasons.
    """

    code: str = Field(pattern=r"^[a-z0-9_.]+$")
    message: str = ""
    constraints: list[str] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    params: dict[str, ParamValue] = Field(default_factory=dict)
    details: list[Reason] = Field(default_factory=list, max_length=200)
    fixes: list[Reason] = Field(default_factory=list, max_length=50)

    @model_validator(mode="before")
    @classmethod
    def _render(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        if data.get("message") and not data.get("details") and data.get("code") in TEMPLATES:
            # saved before conflicts carried their details (and their header's params):
            # the words as saved
            return data
        data = _rendered(data, "message", render_text)
        details = [reason_of(d) for d in data.get("details") or []]
        fixes = [reason_of(f) for f in data.get("fixes") or []]
        message = join_conflict(data.get("message", ""), [(d.code, d.text) for d in details])
        return {
            **data,
            "message": message,
            "details": details,
            "fixes": fixes,
            "suggestions": [f.text for f in fixes],
        }


def reason_of(data: Any) -> Reason:
    """``data`` as a Reason (validated when it is still a dict)."""
    return data if isinstance(data, Reason) else Reason.model_validate(data)


# Where a fact was read: a web page, or a package's metadata in the registry cited in
# words ("package index metadata: torch 2.15.0 wheel (Requires-Dist), read with pip"),
# since the registry's own pages are not the source of record for wheel metadata.
SOURCE_PATTERN = r"^(https://|package index metadata: )"


class Sourced(Frozen):
    """A knowledge-base record: every fact names where it was read and when."""

    source: str = Field(pattern=SOURCE_PATTERN, max_length=2000)
    as_of: date
    note: str | None = Field(default=None, max_length=4000)
