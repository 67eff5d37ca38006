"""The ``dlconfig`` command line: no display, self-test, argument checks."""

from __future__ import annotations

import sys

import pytest

from dlconfig import app


def test_without_a_display_it_explains_the_cli_instead_of_crashing(monkeypatch, capsys):
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert app.main([]) == 1
    err = capsys.readouterr().err
    assert "no display" in err
    assert "dlconfig-cli probe" in err


def test_an_explicit_platform_counts_as_a_display(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert app.has_display()


def test_unknown_page_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_info:
        app.main(["--page", "nowhere"])
    assert exit_info.value.code == 2
    assert "--page" in capsys.readouterr().err


def test_self_test_runs_the_packaged_check(monkeypatch):
    calls: list[bool] = []
    fake = type(sys)("dlconfig.selftest")
    fake.run_self_test = lambda: calls.append(True) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "dlconfig.selftest", fake)
    assert app.main(["--self-test"]) == 0
    assert calls == [True]
