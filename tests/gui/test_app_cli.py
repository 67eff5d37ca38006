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


def test_missing_xcb_libraries_name_the_packages_to_install(monkeypatch, capsys):
    import ctypes.util

    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    real = ctypes.util.find_library
    monkeypatch.setattr(
        ctypes.util, "find_library", lambda name: None if name == "xcb-cursor" else real(name)
    )
    assert app.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "libxcb-cursor0" in err and "xcb-util-cursor" in err
    assert "apt" in err and "dnf" in err


def test_window_size_must_read_width_x_height(capsys):
    with pytest.raises(SystemExit) as exit_info:
        app.main(["--window-size", "big"])
    assert exit_info.value.code == 2
    assert "--window-size" in capsys.readouterr().err


def _run_app(tmp_path, *args: str):  # type: ignore[no-untyped-def]
    import os
    import subprocess

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.qpa.*=false")
    for name in ("CONFIG", "CACHE", "DATA", "LOG"):
        env[f"DLCONFIG_{name}_DIR"] = str(tmp_path / name.lower())
    return subprocess.run(
        [sys.executable, "-m", "dlconfig", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.slow  # a real subprocess or a full run: CI runs it (-m slow)
def test_a_remembered_session_does_not_move_the_page_of_a_screenshot(tmp_path):
    import json

    from dlconfig.services import default_workload
    from dlconfig.ui.sessions import write_session

    session = write_session(tmp_path / "mine", default_workload(), None)
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(
        json.dumps({"schema_version": 2, "last_session": str(session)}), encoding="utf-8"
    )
    shot = tmp_path / "doctor.png"
    done = _run_app(tmp_path, "--page", "doctor", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    assert shot.is_file() and shot.stat().st_size > 1000


def test_a_screenshot_that_cannot_be_written_fails_with_the_reason(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    done = _run_app(tmp_path, "--page", "settings", "--screenshot", str(blocker / "x.png"))
    assert done.returncode != 0
    assert "screenshot" in done.stderr


def test_the_xcb_check_stays_quiet_when_no_library_can_be_found_at_all():
    assert app.missing_xcb_message(lambda name: None) is None
    assert app.missing_xcb_message(lambda name: f"lib{name}.so") is None
    found = app.missing_xcb_message(lambda name: None if name == "xcb-icccm" else "x")
    assert found is not None and "libxcb-icccm4" in found and "xcb-util-wm" in found


def test_the_window_starts_when_no_folder_of_its_own_can_be_made(tmp_path):
    """A read-only HOME (a file where the folders would go, which also stops root): the
    app starts with its settings and window state in memory and takes its screenshot."""
    import os
    import subprocess

    blocker = tmp_path / "home"
    blocker.write_text("not a folder")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.qpa.*=false")
    env["HOME"] = str(blocker)
    for name in ("CONFIG", "CACHE", "DATA", "LOG"):
        env[f"DLCONFIG_{name}_DIR"] = str(blocker / name.lower())
    for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
        env.pop(name, None)
    shot = tmp_path / "plan.png"
    done = subprocess.run(
        [sys.executable, "-m", "dlconfig", "--page", "plan", "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert shot.is_file() and shot.stat().st_size > 1000
    assert "Traceback" not in done.stderr
