"""Saved sessions (``*.dlconfig.json``, schema ``dlconfig.session/1``) through dlconfig.settings.

Opening is strict: a damaged, foreign or hostile file raises :class:`SessionError` with
the reason and nothing the user has open changes. An exported ``recommendation.json``
(a Plan) opens too: its workload is taken.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from dlconfig import services
from dlconfig.models.errors import first_error_text
from dlconfig.models.plan import Plan
from dlconfig.models.untrusted import UntrustedFileError, read_untrusted_bytes
from dlconfig.models.workload import Workload

SessionError = services.SessionError
SESSION_SUFFIX = services.SESSION_SUFFIX


def _workload_of_plan_file(path: Path) -> Workload | None:
    try:  # the bounded reader: a FIFO, a device or /dev/zero is refused, never read
        raw = json.loads(read_untrusted_bytes(path, services.MAX_SESSION_BYTES).decode("utf-8"))
    except (UntrustedFileError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return None
    if not isinstance(raw, dict) or raw.get("schema") != "dlconfig.plan/1":
        return None
    try:
        return Plan.model_validate(raw).workload
    except ValidationError as err:
        raise SessionError(f"{path.name}: {first_error_text(err)}") from None


def read_session(path: Path) -> Workload:
    """The workload saved in ``path``; raises :class:`SessionError`."""
    workload = _workload_of_plan_file(path)
    if workload is not None:
        return workload
    try:
        return services.load_session(path).workload
    except RecursionError:
        raise SessionError(f"{path.name}: nested too deeply") from None


def write_session(path: Path, workload: Workload, plan: Plan | None) -> Path:
    """Write atomically; returns the path with the ``.dlconfig.json`` suffix."""
    return services.save_session(path, workload, plan)
