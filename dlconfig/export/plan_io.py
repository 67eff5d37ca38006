"""Reading a Plan (recommendation.json) or a workload file for export, with clear errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlconfig.export.errors import InputError
from dlconfig.models.errors import first_error_text
from dlconfig.models.plan import PLAN_SCHEMA, Plan
from dlconfig.models.untrusted import (
    UntrustedFileError,
    parse_untrusted,
    read_untrusted_bytes,
    validate_strictly,
)
from dlconfig.models.workload import Workload

MAX_INPUT_BYTES = 32 * 1024 * 1024


def _first_error(what: str, err: ValidationError) -> str:
    return f"{what}: {first_error_text(err)}"


def read_input(path: Path) -> Plan | Workload:
    """A Plan when the file says ``"schema": "dlconfig.plan/1"``, else a Workload."""
    try:
        raw = read_untrusted_bytes(path, MAX_INPUT_BYTES)
        data: Any = parse_untrusted(
            raw, str(path), max_bytes=MAX_INPUT_BYTES, json_only=path.suffix.lower() == ".json"
        )
    except UntrustedFileError as exc:
        raise InputError(str(exc)) from None
    if not isinstance(data, dict):
        raise InputError(f"{path}: expected a plan or a workload (a mapping at the top level)")
    try:
        if data.get("schema") == PLAN_SCHEMA:
            # Lax: Reason's "before" validator hands on a Python dict, in which strict mode
            # would refuse the ISO date strings. Workloads are the hand-written files.
            return Plan.model_validate(data)
        return validate_strictly(Workload, data)
    except ValidationError as err:
        kind = "plan" if data.get("schema") == PLAN_SCHEMA else "workload"
        raise InputError(_first_error(f"{path} is not a valid {kind}", err)) from None
