"""The GUI's folders are the ones dlconfig.storage names, with and without overrides."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig import storage
from dlconfig.ui import folders

KINDS = ("config", "cache", "log")


@pytest.mark.parametrize("kind", KINDS)
def test_override_is_the_same_folder(
    kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(f"DLCONFIG_{kind.upper()}_DIR", f"  {tmp_path / kind}  ")
    assert getattr(folders, f"{kind}_dir")() == getattr(storage, f"{kind}_dir")()
    assert getattr(folders, f"{kind}_dir")() == tmp_path / kind


@pytest.mark.parametrize("kind", KINDS)
def test_platform_default_is_the_same_folder(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(f"DLCONFIG_{kind.upper()}_DIR", raising=False)
    ours = getattr(folders, f"{kind}_dir")()
    assert ours == getattr(storage, f"{kind}_dir")()
    assert "dlconfig" in ours.parts


def test_home_in_an_override_is_expanded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DLCONFIG_LOG_DIR", "~/dl-logs")
    assert folders.log_dir() == Path.home() / "dl-logs"
    assert storage.log_dir() == folders.log_dir()


def test_atomic_write_replaces_the_file(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "notes.txt"
    folders.write_text_atomically(target, "first")
    folders.write_text_atomically(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert [p.name for p in target.parent.iterdir()] == ["notes.txt"]
