"""``dlconfig-cli kb refresh`` over recorded pip output."""

from __future__ import annotations

from pathlib import Path

import pytest

import dlconfig.kb.refresh as refresh_module
import dlconfig.services.session as session
from dlconfig.cli import main
from dlconfig.kb.store import user_kb_dir
from tests.kb.test_kb_refresh import RecordedPip, _kb_without_newest


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_offline_is_one_line_and_changes_nothing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(session, "open_kb", lambda: _kb_without_newest(tmp_path))
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip(offline=True))
    code, out, err = _run(capsys, "kb", "refresh")
    assert code == 1 and out == ""
    assert err.strip().count("\n") == 0
    assert "could not be read through pip" in err and "nothing changed" in err
    assert not user_kb_dir().exists()


def test_new_releases_are_added_and_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(session, "open_kb", lambda: _kb_without_newest(tmp_path))
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip())
    code, out, _ = _run(capsys, "kb", "refresh")
    assert code == 0
    assert out.startswith("kb refresh: added torch 2.15.0, tensorflow 2.21.0; knowledge base ")
    assert (user_kb_dir() / "kb.yaml").is_file()


def test_nothing_new_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip())
    code, out, _ = _run(capsys, "kb", "refresh")
    assert code == 0 and "nothing changed" in out
    assert not user_kb_dir().exists()
