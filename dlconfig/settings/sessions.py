"""Saved sessions: the workload and, if made, the plan (``dlconfig.session/1``), atomic."""

from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from dlconfig.models.plan import Plan
from dlconfig.models.untrusted import UntrustedFileError, parse_untrusted, read_untrusted_bytes
from dlconfig.models.workload import Workload
from dlconfig.settings.files import atomic_write_text
from dlconfig.settings.model import describe_errors

SESSION_SCHEMA: Final = "dlconfig.session/1"
SESSION_SUFFIX = ".dlconfig.json"
MAX_SESSION_BYTES = 50 * 1024 * 1024


class Session(BaseModel):
    """A saved piece of work: the workload and, if made, the plan (``dlconfig.session/1``)."""

    model_config = ConfigDict(
        frozen=True, extra="forbid", serialize_by_alias=True, validate_by_alias=True
    )

    schema_: Literal["dlconfig.session/1"] = Field(default=SESSION_SCHEMA, alias="schema")
    saved_at: datetime | None = None
    workload: Workload
    plan: Plan | None = None


class SessionError(ValueError):
    """A session file that cannot be loaded; the message names the file and what is wrong."""


def save_session(
    path: str | os.PathLike[str], workload: Workload, plan: Plan | None = None
) -> Path:
    """Write a session atomically; adds the ``.dlconfig.json`` suffix if missing."""
    target = Path(path)
    if not target.name.endswith(SESSION_SUFFIX):
        target = target.with_name(target.name.removesuffix(".json") + SESSION_SUFFIX)
    session = Session(saved_at=datetime.now(timezone.utc), workload=workload, plan=plan)
    atomic_write_text(target, session.model_dump_json(indent=2) + "\n")
    return target


def load_session(path: str | os.PathLike[str]) -> Session:
    """Read and validate a session file. Raises SessionError with a one-line reason."""
    source = Path(path)
    if not source.exists():
        raise SessionError(f"{source}: no such file")
    try:
        raw = parse_untrusted(
            read_untrusted_bytes(source, MAX_SESSION_BYTES),
            str(source),
            max_bytes=MAX_SESSION_BYTES,
            json_only=True,
        )
    except UntrustedFileError as exc:
        raise SessionError(str(exc)) from None
    if not isinstance(raw, dict):
        raise SessionError(f"{source}: expected a JSON object")
    schema = raw.get("schema")
    if schema != SESSION_SCHEMA:
        raise SessionError(
            f"{source}: not a dlconfig session (schema is {schema!r}, expected {SESSION_SCHEMA!r})"
        )
    try:
        return Session.model_validate(raw)
    except ValidationError as exc:
        raise SessionError(f"{source}: {describe_errors(exc)}") from exc
