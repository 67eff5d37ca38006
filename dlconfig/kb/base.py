"""The knowledge base: facts as YAML/JSON files under one folder, validated at load.

A dataset is one file (``NAME.yaml`` or ``NAME.json``) whose content validates against a
pydantic model. Datasets load on first use and are cached on the ``KnowledgeBase``
object; nothing is global, so tests can build a knowledge base from any folder.
"""

from __future__ import annotations

import importlib.resources
import json
import threading
from collections.abc import Callable, Mapping
from datetime import date
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, Field, ValidationError

from dlconfig.models.common import Frozen
from dlconfig.models.errors import first_error_text

M = TypeVar("M", bound=BaseModel)

MANIFEST = "kb.yaml"
MAX_FILE_BYTES = 16 * 1024 * 1024
# PyYAML's C parser when it has one (the packaged datasets parse in a sixth of the time);
# both loaders are safe loaders and build the same data.
_SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class KbError(Exception):
    """A knowledge-base file is missing, unreadable or invalid; the message says which."""


class KbManifest(Frozen):
    version: str = Field(pattern=r"^\d{4}\.\d{2}\.\d{2}(\.\d+)?$")
    as_of: date
    description: str = ""


def packaged_kb_root() -> Traversable:
    """The knowledge base shipped with the app."""
    return importlib.resources.files("dlconfig.resources") / "kb"


def _format_validation(name: str, err: ValidationError) -> str:
    return f"{name}: {first_error_text(err)}"


def read_data_file(root: Traversable | Path, name: str) -> Any:
    """Parse ``name.yaml`` or ``name.json`` under ``root`` with safe loaders."""
    for suffix in (".yaml", ".yml", ".json"):
        item = root / f"{name}{suffix}"
        if item.is_file():
            raw = item.read_bytes()
            if len(raw) > MAX_FILE_BYTES:
                raise KbError(f"{name}{suffix}: file is larger than {MAX_FILE_BYTES} bytes")
            try:
                text = raw.decode("utf-8")
                if suffix == ".json":
                    return json.loads(text)
                return yaml.load(text, Loader=_SAFE_LOADER)  # a safe loader, C or Python
            except (UnicodeDecodeError, json.JSONDecodeError, yaml.YAMLError) as exc:
                raise KbError(f"{name}{suffix}: cannot be parsed: {exc}") from None
    raise KbError(f"{name}: no {name}.yaml or {name}.json in the knowledge base")


class KnowledgeBase:
    """Facts loaded from one folder. Thread-safe lazy loading; datasets are immutable."""

    def __init__(
        self,
        root: Traversable | Path | None = None,
        overlays: Mapping[str, Callable[[Any], Any]] | None = None,
    ) -> None:
        """``overlays``: per dataset name, a function applied to the validated dataset
        once, at load (user-imported prices laid over the knowledge base's)."""
        self.root: Traversable | Path = root if root is not None else packaged_kb_root()
        self.overlays: Mapping[str, Callable[[Any], Any]] = dict(overlays or {})
        self._cache: dict[str, BaseModel] = {}
        self._lock = threading.Lock()
        self._manifest: KbManifest | None = None

    @property
    def manifest(self) -> KbManifest:
        if self._manifest is None:
            data = read_data_file(self.root, MANIFEST.removesuffix(".yaml"))
            try:
                self._manifest = KbManifest.model_validate(data)
            except ValidationError as err:
                raise KbError(_format_validation(MANIFEST, err)) from None
        return self._manifest

    @property
    def version(self) -> str:
        return self.manifest.version

    @property
    def as_of(self) -> date:
        return self.manifest.as_of

    def dataset(self, name: str, model: type[M]) -> M:
        """Load (once) and validate dataset ``name`` with ``model``; raises KbError."""
        with self._lock:
            cached = self._cache.get(name)
            if cached is None:
                data = read_data_file(self.root, name)
                try:
                    cached = model.model_validate(data)
                except ValidationError as err:
                    raise KbError(_format_validation(name, err)) from None
                overlay = self.overlays.get(name)
                if overlay is not None:
                    cached = overlay(cached)
                self._cache[name] = cached
        if not isinstance(cached, model):
            raise KbError(f"{name}: loaded earlier with another schema")
        return cached
