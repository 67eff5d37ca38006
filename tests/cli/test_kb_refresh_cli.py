"""``dlconfig-cli kb refresh`` over recorded pip output."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

import dlconfig.kb.refresh as refresh_module
import dlconfig.services.session as session
from dlconfig.cli import main
from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.release_overlay import release_overlay_dir
from dlconfig.kb.store import import_kb, user_kb_dir
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
    assert not release_overlay_dir().exists()


def test_new_releases_are_added_named_and_progress_shown(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(session, "open_kb", lambda: _kb_without_newest(tmp_path))
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip())
    code, out, err = _run(capsys, "kb", "refresh")
    assert code == 0
    assert out.startswith("kb refresh: added 2 releases: torch 2.15.0, tensorflow 2.21.0;")
    # The CLI dates its overlay by the day it runs.
    assert str(release_overlay_dir() / f"releases-{date.today().isoformat()}.yaml") in out
    lines = err.splitlines()
    assert "kb refresh: [0/9] reading torch releases for Python 3.9" in lines
    assert "kb refresh: [8/9] reading torch 2.15.0" in lines
    assert "kb refresh: [9/9] read tensorflow releases" in lines


def test_a_refreshed_release_is_used_by_stack(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import_kb(_kb_without_newest(tmp_path).root)
    pin = ("stack", "--gpu", "RTX 4090", "--framework-version", "2.15")
    code, _, err = _run(capsys, *pin)
    assert code == 1 and "No stack fits" in err
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip())
    assert _run(capsys, "kb", "refresh")[0] == 0
    code, out, _ = _run(capsys, *pin)
    assert code == 0 and "pytorch 2.15.0 (cu132)" in out
    assert (
        "kb refresh could not read which GPUs the pytorch 2.15.0 cu132 build has code for: "
        "assumed the same as the 2.14.1 cu132 build, the nearest recorded one." in out
    )


def test_a_skipped_release_is_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(session, "open_kb", lambda: _kb_without_newest(tmp_path))
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip(scenario="malformed_report"))
    code, out, err = _run(capsys, "kb", "refresh")
    assert code == 0 and "added 1 release: tensorflow 2.21.0" in out
    assert "kb refresh: skipped torch 2.15.0 (no readable wheel metadata)" in err


def test_reset_removes_the_user_kb_and_overlays(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import_kb(_kb_without_newest(tmp_path).root)
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip())
    assert _run(capsys, "kb", "refresh")[0] == 0
    code, out, _ = _run(capsys, "kb", "reset")
    assert code == 0 and str(user_kb_dir()) in out and str(release_overlay_dir()) in out
    assert not user_kb_dir().exists() and not release_overlay_dir().exists()
    code, out, _ = _run(capsys, "kb", "check")
    assert code == 0 and f"knowledge base {KnowledgeBase().version} " in out
    code, out, _ = _run(capsys, "kb", "reset")
    assert code == 0 and "no imported knowledge base or overlay" in out


def test_nothing_new_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(refresh_module, "run_pip", RecordedPip())
    code, out, _ = _run(capsys, "kb", "refresh")
    assert code == 0 and "nothing changed" in out
    assert not release_overlay_dir().exists()
