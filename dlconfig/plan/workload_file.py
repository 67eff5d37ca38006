"""Workload files (YAML or JSON): read them safely, and the embedded default and examples.

Workload files are untrusted: size-limited, parsed with ``yaml.safe_load`` (JSON is a
subset of YAML), validated by the pydantic model. Every failure is a ``WorkloadFileError``
whose message is one line naming the file and the field.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from dlconfig.models.errors import first_error
from dlconfig.models.workload import Workload

MAX_WORKLOAD_BYTES = 1024 * 1024
DEFAULT_NAME = "default"


class WorkloadFileError(ValueError):
    """A workload file cannot be read or is invalid; ``field`` names the culprit if known."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


def parse_workload(data: bytes | str, name: str = "workload") -> Workload:
    """Validate workload text; raises WorkloadFileError with a one-line message."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_WORKLOAD_BYTES:
        raise WorkloadFileError(f"{name}: larger than {MAX_WORKLOAD_BYTES} bytes")
    try:
        loaded: Any = yaml.safe_load(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise WorkloadFileError(f"{name}: not UTF-8 text") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "invalid syntax"
        raise WorkloadFileError(f"{name}: not valid YAML or JSON{where}: {problem}") from None
    if loaded is None:
        loaded = {}
    if not isinstance(loaded, dict):
        raise WorkloadFileError(f"{name}: expected a mapping of workload fields at the top")
    try:
        return Workload.model_validate(loaded)
    except ValidationError as err:
        field, message = first_error(err)
        raise WorkloadFileError(f"{name}: {field}: {message}", field) from None


def load_workload(path: Path) -> Workload:
    """Read and validate a workload file; raises WorkloadFileError."""
    try:
        size = path.stat().st_size
        if size > MAX_WORKLOAD_BYTES:
            raise WorkloadFileError(f"{path}: larger than {MAX_WORKLOAD_BYTES} bytes")
        data = path.read_bytes()
    except OSError as exc:
        raise WorkloadFileError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    return parse_workload(data, str(path))


def _resource(name: str) -> bytes:
    item = importlib.resources.files("dlconfig.resources") / "workloads" / f"{name}.yaml"
    return item.read_bytes()


def default_workload() -> Workload:
    """The embedded workload used on first launch and by the CLI when no file is given."""
    return parse_workload(_resource(DEFAULT_NAME), f"{DEFAULT_NAME}.yaml")


def example_names() -> list[str]:
    folder = importlib.resources.files("dlconfig.resources") / "workloads"
    return sorted(
        item.name.removesuffix(".yaml") for item in folder.iterdir() if item.name.endswith(".yaml")
    )


def example_workload(name: str) -> Workload:
    """One of the shipped example workloads by name; raises WorkloadFileError if unknown."""
    if name not in example_names():
        raise WorkloadFileError(
            f"no example workload {name!r}; known: {', '.join(example_names())}"
        )
    return parse_workload(_resource(name), f"{name}.yaml")
