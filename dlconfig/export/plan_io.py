"""Reading a Plan (recommendation.json) or a workload file for export, with clear errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from dlconfig.export.errors import ExportError
from dlconfig.models.errors import first_error_text
from dlconfig.models.plan import PLAN_SCHEMA, Plan
from dlconfig.models.workload import Workload

MAX_INPUT_BYTES = 32 * 1024 * 1024


def _first_error(what: str, err: ValidationError) -> str:
    return f"{what}: {first_error_text(err)}"


def read_input(path: Path) -> Plan | Workload:
    """A Plan when the file says ``"schema": "dlconfig.plan/1"``, else a Workload."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ExportError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_INPUT_BYTES:
        raise ExportError(f"{path} is larger than {MAX_INPUT_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
        data: Any = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except (UnicodeDecodeError, json.JSONDecodeError, yaml.YAMLError) as exc:
        raise ExportError(f"{path} is not valid JSON or YAML: {exc}") from None
    if not isinstance(data, dict):
        raise ExportError(f"{path}: expected a plan or a workload (a mapping at the top level)")
    try:
        if data.get("schema") == PLAN_SCHEMA:
            return Plan.model_validate(data)
        return Workload.model_validate(data)
    except ValidationError as err:
        kind = "plan" if data.get("schema") == PLAN_SCHEMA else "workload"
        raise ExportError(_first_error(f"{path} is not a valid {kind}", err)) from None
