"""Workload files (YAML or JSON): read them safely, and the embedded default and examples.

Workload files are untrusted: read by ``dlconfig.models.untrusted`` (regular file, bounded
size and nesting, strict YAML; JSON is a subset), validated strictly by the pydantic model.
Every failure is a ``WorkloadFileError`` whose message is one line naming the file and
the field.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlconfig.models.errors import first_error
from dlconfig.models.untrusted import (
    UntrustedFileError,
    parse_untrusted,
    read_untrusted_bytes,
    validate_strictly,
)
from dlconfig.models.workload import ModelSpec, Workload
from dlconfig.plan.model_config import ModelConfigError, load_model_config

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
    try:
        loaded: Any = parse_untrusted(raw, name, max_bytes=MAX_WORKLOAD_BYTES)
    except UntrustedFileError as exc:
        raise WorkloadFileError(str(exc)) from None
    if loaded is None:
        loaded = {}
    if not isinstance(loaded, dict):
        raise WorkloadFileError(f"{name}: expected a mapping of workload fields at the top")
    try:
        return validate_strictly(Workload, loaded)
    except ValidationError as err:
        field, message = first_error(err)
        raise WorkloadFileError(f"{name}: {field}: {message}", field) from None


def load_workload(path: Path) -> Workload:
    """Read and validate a workload file; a ``model: {config: PATH}`` is read relative to
    the file's folder. Raises WorkloadFileError."""
    try:
        data = read_untrusted_bytes(path, MAX_WORKLOAD_BYTES)
    except UntrustedFileError as exc:
        raise WorkloadFileError(str(exc)) from None
    return with_own_model_config(parse_workload(data, str(path)), path)


def with_own_model_config(workload: Workload, path: Path) -> Workload:
    """``workload`` (read from the file ``path``) with the model its ``model: {config:
    PATH}`` names, read relative to the file's folder; unchanged when it names none.
    Raises WorkloadFileError."""
    config = workload.model.config
    if config is None:
        return workload
    config_path = Path(config)
    if not config_path.is_absolute():
        config_path = path.parent / config_path
    return with_model_config(workload, config_path, str(path))


def with_model_config(workload: Workload, path: Path, label: str = "workload") -> Workload:
    """``workload`` with its model read from the Hugging Face config.json at ``path``;
    numbers the workload gives itself override the config's. Raises WorkloadFileError."""
    try:
        fields = load_model_config(path)
    except ModelConfigError as exc:
        raise WorkloadFileError(f"{label}: model.config: {exc}", "model.config") from None
    spec = workload.model
    given = {k: getattr(spec, k) for k in spec.model_fields_set if k not in ("config", "preset")}
    try:
        model = ModelSpec.model_validate({**fields, **given, "config": str(path)})
    except ValidationError as err:
        field, message = first_error(err)
        raise WorkloadFileError(
            f"{label}: model.config: {path.name}: {field}: {message}", "model.config"
        ) from None
    return workload.model_copy(update={"model": model})


def with_options(workload: Workload, label: str, **options: str) -> Workload:
    """``workload`` with top-level fields set from command-line options, validated as a
    workload file would be. Raises WorkloadFileError naming the field."""
    data = {**workload.model_dump(mode="json", by_alias=True), **options}
    try:
        return Workload.model_validate(data)
    except ValidationError as err:
        field, message = first_error(err)
        raise WorkloadFileError(f"{label}: {field}: {message}", field) from None


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
