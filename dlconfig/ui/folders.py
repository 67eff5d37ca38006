"""Where the app keeps its files: the folders ``dlconfig.storage`` names.

The rule is storage's own (``DLCONFIG_*_DIR`` when set, else platformdirs without an
author folder), applied here without importing storage: storage builds its pydantic
models on import, which start-up does not need before the window is on screen.
tests/gui/test_folders.py checks that both name the same folders.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from dlconfig import APP_NAME


def _folder(kind: str) -> Path:
    override = os.environ.get(f"DLCONFIG_{kind.upper()}_DIR", "").strip()
    if override:
        return Path(override).expanduser()
    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False))


def config_dir() -> Path:
    return _folder("config")


def cache_dir() -> Path:
    return _folder("cache")


def log_dir() -> Path:
    return _folder("log")


def write_text_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (``dlconfig.storage.atomic_write_text``)."""
    from dlconfig import services

    services.atomic_write_text(path, text)
