"""``dlconfig-cli install-shortcut``: Linux in a temporary HOME, macOS and Windows logic."""

from __future__ import annotations

import json
import os
import plistlib
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dlconfig.cli import shortcut_cmd


def _cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "dlconfig.cli", "install-shortcut", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.skipif(sys.platform != "linux", reason="freedesktop menu entries are Linux")
def test_linux_install_and_remove_in_a_temporary_home(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    other = apps / "someone-else.desktop"
    other.write_text("[Desktop Entry]\n")

    done = _cli(home, "--json")
    assert done.returncode == 0, done.stderr
    written = json.loads(done.stdout)["written"]
    desktop = apps / "dlconfig.desktop"
    assert str(desktop) in written
    text = desktop.read_text(encoding="utf-8")
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    target = exec_line.removeprefix("Exec=").split(" ")[0].strip('"')
    assert Path(target).is_file(), exec_line  # points at this installation
    assert "Name[zh_CN]=" in text and "Comment[zh_TW]=" in text
    icons = home / ".local" / "share" / "icons" / "hicolor"
    assert (icons / "48x48" / "apps" / "dlconfig.png").read_bytes().startswith(b"\x89PNG")
    assert (icons / "scalable" / "apps" / "dlconfig.svg").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False
        )
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    removed = _cli(home, "--remove")
    assert removed.returncode == 0, removed.stderr
    assert "removed" in removed.stdout
    assert not desktop.exists()
    assert not (icons / "48x48" / "apps" / "dlconfig.png").exists()
    assert other.exists(), "someone else's menu entry must stay"
    again = _cli(home, "--remove")
    assert again.returncode == 0 and "no dlconfig menu entry" in again.stdout


def test_xdg_data_home_is_respected(tmp_path: Path) -> None:
    data = tmp_path / "data"
    result = shortcut_cmd.install_shortcut(
        "linux", tmp_path / "home", {"XDG_DATA_HOME": str(data)}, ["/opt/dl config/dlconfig"]
    )
    assert (data / "applications" / "dlconfig.desktop").is_file()
    assert not (tmp_path / "home").exists()
    assert len(result.written) == 2 + len(shortcut_cmd.ICON_SIZES)


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        (["/usr/bin/dlconfig"], "/usr/bin/dlconfig"),
        (["/opt/my apps/dlconfig"], '"/opt/my apps/dlconfig"'),
        (["/p/python", "-m", "dlconfig"], "/p/python -m dlconfig"),
        (["/a$b/x"], '"/a\\\\$b/x"'),
        (["/100%/x"], "/100%%/x"),
        (["C:\\Py thon\\dlconfig.exe"], '"C:\\\\\\\\Py thon\\\\\\\\dlconfig.exe"'),
    ],
)
def test_exec_value_quotes_as_the_spec_requires(command: list[str], expected: str) -> None:
    assert shortcut_cmd.desktop_exec_value(command) == expected


def test_macos_launcher_app(tmp_path: Path) -> None:
    home = tmp_path / "home"
    shortcut_cmd.install_shortcut("macos", home, {}, ["/bin/echo", "it's started"])
    app = home / "Applications" / "dlconfig.app"
    info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    assert info["CFBundleExecutable"] == "dlconfig"
    assert info["NSHighResolutionCapable"] is True
    from dlconfig import __version__

    assert info["CFBundleShortVersionString"] == __version__
    assert (app / "Contents" / "Resources" / "dlconfig.icns").read_bytes()[:4] == b"icns"
    launcher = app / "Contents" / "MacOS" / "dlconfig"
    assert os.access(launcher, os.X_OK)
    if os.name == "posix":
        out = subprocess.run([str(launcher)], capture_output=True, text=True, check=True)
        assert out.stdout == "it's started\n"
    removed = shortcut_cmd.remove_shortcut("macos", home, {})
    assert removed.removed == [str(app)] and not app.exists()


def test_windows_shortcut_passes_paths_outside_the_script(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[dict[str, Any]] = []

    def fake_run(args: list[str], **kw: Any) -> subprocess.CompletedProcess[str]:
        calls.append({"args": args, **kw})
        Path(kw["env"]["DLCONFIG_LNK"]).write_bytes(b"lnk")
        return subprocess.CompletedProcess(args, 0, "", "")

    monkeypatch.setattr(shortcut_cmd.shutil, "which", lambda name: "C:/ps/powershell.exe")
    monkeypatch.setattr(shortcut_cmd.subprocess, "run", fake_run)
    env = {"APPDATA": str(tmp_path / "Roaming"), "LOCALAPPDATA": str(tmp_path / "Local")}
    target = "C:\\Users\\a'b\\venv\\Scripts\\dlconfig.exe"
    result = shortcut_cmd.install_shortcut("windows", tmp_path, env, [target])
    (call,) = calls
    lnk = (
        tmp_path / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "dlconfig.lnk"
    )
    assert call["env"]["DLCONFIG_LNK"] == str(lnk)
    assert call["env"]["DLCONFIG_TARGET"] == target
    assert target not in " ".join(call["args"])  # no path inside the PowerShell text
    ico = tmp_path / "Local" / "dlconfig" / "dlconfig.ico"
    assert ico.read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert result.written == [str(lnk), str(ico)]
    removed = shortcut_cmd.remove_shortcut("windows", tmp_path, env)
    assert sorted(removed.removed) == sorted([str(lnk), str(ico)])


def test_windows_without_powershell_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shortcut_cmd.shutil, "which", lambda name: None)
    with pytest.raises(shortcut_cmd.ShortcutError, match="PowerShell is needed"):
        shortcut_cmd.install_shortcut("windows", tmp_path, {}, ["x.exe"])
