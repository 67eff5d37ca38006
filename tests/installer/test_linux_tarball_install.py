"""The tarball's install.sh: per-user install under a temporary HOME, and --remove."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "dlconfig" / "resources" / "icons" / "app"

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Linux tarball")


def _stage(tmp_path: Path) -> Path:
    """The unpacked tarball as build_linux.sh lays it out, with a stand-in app folder."""
    stage = tmp_path / "dlconfig-0.1.0"
    (stage / "dlconfig").mkdir(parents=True)
    app = stage / "dlconfig" / "dlconfig"
    app.write_text("#!/bin/sh\necho started\n")
    app.chmod(0o755)
    shutil.copy(ICONS / "dlconfig.desktop", stage)
    shutil.copy(ICONS / "dlconfig.svg", stage)
    for png in ICONS.glob("dlconfig-*.png"):
        shutil.copy(png, stage)
    shutil.copy(ROOT / "installer" / "linux" / "install.sh", stage)
    return stage


def _run(stage: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    return subprocess.run(
        ["sh", str(stage / "install.sh"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_install_and_remove_for_this_user(tmp_path: Path) -> None:
    stage, home = _stage(tmp_path), tmp_path / "home with space"
    home.mkdir()
    done = _run(stage, home)
    assert done.returncode == 0, done.stderr
    app = home / ".local" / "opt" / "dlconfig" / "dlconfig"
    started = subprocess.run([str(app)], capture_output=True, text=True, check=True)
    assert started.stdout == "started\n"
    desktop = home / ".local" / "share" / "applications" / "dlconfig.desktop"
    assert f'Exec="{app}"' in desktop.read_text(encoding="utf-8")
    icon = home / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "dlconfig.png"
    assert icon.read_bytes() == (ICONS / "dlconfig-256.png").read_bytes()
    exe = shutil.which("desktop-file-validate")
    if exe:
        check = subprocess.run([exe, str(desktop)], capture_output=True, text=True, check=False)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    removed = _run(stage, home, "--remove")
    assert removed.returncode == 0, removed.stderr
    assert not app.exists() and not desktop.exists() and not icon.exists()
