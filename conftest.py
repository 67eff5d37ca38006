"""Test-wide setup: offscreen Qt before any Qt import, and private folders per test."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Point config, cache, data and log folders at tmp_path so real settings never leak."""
    for name in ("CONFIG", "CACHE", "DATA", "LOG"):
        folder = tmp_path / f"dlconfig-{name.lower()}"
        monkeypatch.setenv(f"DLCONFIG_{name}_DIR", str(folder))
    yield
