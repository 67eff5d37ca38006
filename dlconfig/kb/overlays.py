"""Dated overlay files beside the knowledge base: one way to write them and to read them.

An overlay is one YAML file ``PREFIX-YYYY-MM-DD.yaml`` in its own folder under the user's
data folder (``kb-prices`` from ``kb import-prices``, ``kb-releases`` from ``kb refresh``).
It is written to a temporary file and renamed into place, so a failed write leaves the
installed one as it was; it is read as untrusted, and the newest file that validates wins.
The knowledge base applies it to the dataset it changes at load
(:class:`dlconfig.kb.base.KnowledgeBase` ``overlays``).
"""

from __future__ import annotations

import os
import tempfile
from datetime import date
from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from dlconfig.models.errors import first_error_text
from dlconfig.models.untrusted import UntrustedFileError, parse_untrusted

M = TypeVar("M", bound=BaseModel)


def write_overlay(folder: Path, prefix: str, today: date, overlay: BaseModel) -> Path:
    """Write ``overlay`` as today's file in ``folder`` atomically; returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{prefix}{today.isoformat()}.yaml"
    text = yaml.safe_dump(
        overlay.model_dump(mode="json", exclude_none=True), sort_keys=False, allow_unicode=True
    )
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{prefix}", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, target)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def newest_overlay_file(
    folder: Path, prefix: str, model: type[M], max_bytes: int
) -> tuple[M | None, Path | None, str | None]:
    """The newest overlay in ``folder`` that validates, its path, and why a newer one was
    passed over (or None)."""
    if not folder.is_dir():
        return None, None, None
    problem = None
    for item in sorted(folder.glob(f"{prefix}*.yaml"), reverse=True):
        try:
            data = parse_untrusted(item.read_bytes(), item.name, max_bytes=max_bytes)
            return model.model_validate(data), item, problem
        except (UntrustedFileError, OSError) as exc:
            problem = problem or f"{item}: {exc}"
        except ValidationError as err:
            problem = problem or f"{item}: {first_error_text(err)}"
    return None, None, problem
