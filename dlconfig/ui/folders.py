"""Where the app keeps its files: the folders ``dlconfig.storage`` names.

``dlconfig.storage`` honours ``DLCONFIG_*_DIR`` overrides. Until every helper exists there,
the same rule (environment variable, then platformdirs) is applied here.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from dlconfig import APP_AUTHOR, APP_NAME


def _folder(kind: str) -> Path:
    from dlconfig import storage

    helper = getattr(storage, f"{kind}_dir", None)
    if callable(helper):
        return Path(helper())
    override = os.environ.get(f"DLCONFIG_{kind.upper()}_DIR")
    if override:
        return Path(override)
    dirs = platformdirs.PlatformDirs(APP_NAME, APP_AUTHOR)
    return Path(getattr(dirs, f"user_{kind}_path"))


def config_dir() -> Path:
    return _folder("config")


def cache_dir() -> Path:
    return _folder("cache")


def log_dir() -> Path:
    return _folder("log")


def write_text_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and ``os.replace``."""
    from dlconfig import storage

    helper = getattr(storage, "atomic_write_text", None)
    if callable(helper):
        helper(path, text)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)
