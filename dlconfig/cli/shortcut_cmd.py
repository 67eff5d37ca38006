"""``dlconfig-cli install-shortcut [--remove]``: a menu entry for a pip-installed dlconfig.

Linux: a freedesktop entry in ``$XDG_DATA_HOME/applications`` (``~/.local/share``) and the
icon in the hicolor theme. Windows: a Start-menu shortcut (``.lnk``, made through
PowerShell's WScript.Shell). macOS: a small ``dlconfig.app`` in ``~/Applications`` that
starts this installation. ``--remove`` takes away what was made, and nothing else.
"""

from __future__ import annotations

import argparse
import importlib.resources
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

APP_ID = "dlconfig"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@dataclass
class ShortcutResult:
    """What was written or removed (absolute paths), for the user and for --json."""

    platform: str
    written: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "install-shortcut",
        help="add dlconfig to the desktop's application menu",
        description="Add a menu entry that starts this installation of dlconfig (Linux: "
        "~/.local/share/applications and the icon theme; Windows: the Start menu; macOS: "
        "~/Applications). --remove takes it away again.",
    )
    p.add_argument("--remove", action="store_true", help="remove the menu entry instead")
    p.add_argument("--json", action="store_true", help="print what was done as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import CliError

    platform = current_platform()
    home = Path.home()
    try:
        if args.remove:
            result = remove_shortcut(platform, home, os.environ)
        else:
            result = install_shortcut(platform, home, os.environ, launch_command())
    except OSError as exc:
        raise CliError(f"install-shortcut: {exc.strerror or exc}: {exc.filename or ''}") from None
    except ShortcutError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps(result.__dict__, indent=2))
    else:
        for path in result.written:
            print(f"wrote {path}")
        for path in result.removed:
            print(f"removed {path}")
        if args.remove and not result.removed:
            print("no dlconfig menu entry was installed")
        for note in result.notes:
            print(note)
    return 0


class ShortcutError(Exception):
    """The shortcut could not be made; the message says why."""


def current_platform() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def launch_command() -> list[str]:
    """The command that starts this installation's GUI: the ``dlconfig`` script next to
    this interpreter, or ``python -m dlconfig`` when the script is missing."""
    scripts = Path(sysconfig.get_path("scripts"))
    for name in ("dlconfig.exe", "dlconfig") if os.name == "nt" else ("dlconfig",):
        candidate = scripts / name
        if candidate.is_file():
            return [str(candidate)]
    python = Path(sys.executable)
    if os.name == "nt" and (python.parent / "pythonw.exe").is_file():
        python = python.parent / "pythonw.exe"
    return [str(python), "-m", "dlconfig"]


def _resource(name: str) -> bytes:
    return (importlib.resources.files("dlconfig.resources") / "icons" / "app" / name).read_bytes()


# --- Linux -------------------------------------------------------------------------


def _data_home(home: Path, env: os._Environ[str] | dict[str, str]) -> Path:
    value = env.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else home / ".local" / "share"


def desktop_exec_value(command: list[str]) -> str:
    """``command`` as the value of a desktop entry's Exec key.

    Arguments with spaces or reserved characters are double-quoted with ``"`$\\``
    backslash-escaped; then the whole value is escaped as a desktop-entry string
    (backslash doubled) and ``%`` doubled, as the Desktop Entry specification requires.
    """
    parts = []
    for arg in command:
        quoted = arg
        if re.search(r"[\s\"'\\><~|&;$*?#()`]", arg):
            quoted = '"' + re.sub(r'(["`$\\])', r"\\\1", arg) + '"'
        parts.append(quoted.replace("%", "%%"))
    return " ".join(parts).replace("\\", "\\\\")


def desktop_entry(command: list[str]) -> str:
    """The packaged desktop entry with Exec pointing at ``command``."""
    text = _resource("dlconfig.desktop").decode("utf-8")
    exec_line = "Exec=" + desktop_exec_value(command)
    lines = [exec_line if line.startswith("Exec=") else line for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def _linux_paths(home: Path, env: os._Environ[str] | dict[str, str]) -> list[Path]:
    data = _data_home(home, env)
    paths = [data / "applications" / f"{APP_ID}.desktop"]
    paths += [
        data / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in ICON_SIZES
    ]
    paths.append(data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")
    return paths


def _refresh_linux_caches(data: Path, result: ShortcutResult) -> None:
    for tool, args in (
        ("update-desktop-database", [str(data / "applications")]),
        ("gtk-update-icon-cache", ["-f", "-t", str(data / "icons" / "hicolor")]),
    ):
        exe = shutil.which(tool)
        if exe is not None:
            subprocess.run([exe, *args], capture_output=True, check=False, timeout=30)


# --- Windows -----------------------------------------------------------------------

_POWERSHELL_LNK = (
    "$s = (New-Object -ComObject WScript.Shell).CreateShortcut($env:DLCONFIG_LNK); "
    "$s.TargetPath = $env:DLCONFIG_TARGET; $s.Arguments = $env:DLCONFIG_ARGS; "
    "$s.IconLocation = $env:DLCONFIG_ICON; $s.Description = 'dlconfig'; "
    "$s.WorkingDirectory = $env:USERPROFILE; $s.Save()"
)


def _start_menu(home: Path, env: os._Environ[str] | dict[str, str]) -> Path:
    appdata = env.get("APPDATA") or str(home / "AppData" / "Roaming")
    return Path(appdata) / "Microsoft" / "Windows" / "Start Menu" / "Programs"


def _windows_install(
    home: Path, env: os._Environ[str] | dict[str, str], command: list[str], result: ShortcutResult
) -> None:
    powershell = shutil.which("powershell") or shutil.which("pwsh")
    if powershell is None:
        raise ShortcutError("install-shortcut: PowerShell is needed to make a Start-menu shortcut")
    icon_dir = Path(env.get("LOCALAPPDATA") or home / "AppData" / "Local") / APP_ID
    icon_dir.mkdir(parents=True, exist_ok=True)
    icon = icon_dir / f"{APP_ID}.ico"
    icon.write_bytes(_resource("dlconfig.ico"))
    lnk = _start_menu(home, env) / f"{APP_ID}.lnk"
    lnk.parent.mkdir(parents=True, exist_ok=True)
    # Paths travel in environment variables, never inside the script text.
    child_env = {
        **env,
        "DLCONFIG_LNK": str(lnk),
        "DLCONFIG_TARGET": command[0],
        "DLCONFIG_ARGS": subprocess.list2cmdline(command[1:]),
        "DLCONFIG_ICON": f"{icon},0",
    }
    done = subprocess.run(
        [powershell, "-NoProfile", "-NonInteractive", "-Command", _POWERSHELL_LNK],
        env=child_env,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    if done.returncode != 0:
        raise ShortcutError(f"install-shortcut: PowerShell failed: {done.stderr.strip()[:300]}")
    result.written += [str(lnk), str(icon)]


# --- macOS -------------------------------------------------------------------------

_INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleName</key><string>dlconfig</string>
  <key>CFBundleDisplayName</key><string>dlconfig</string>
  <key>CFBundleIdentifier</key><string>org.dlconfig.launcher</string>
  <key>CFBundleVersion</key><string>{version}</string>
  <key>CFBundleShortVersionString</key><string>{version}</string>
  <key>CFBundlePackageType</key><string>APPL</string>
  <key>CFBundleExecutable</key><string>dlconfig</string>
  <key>CFBundleIconFile</key><string>dlconfig.icns</string>
  <key>NSHighResolutionCapable</key><true/>
</dict>
</plist>
"""


def _shell_quote(arg: str) -> str:
    return "'" + arg.replace("'", "'\\''") + "'"


def _macos_app(home: Path) -> Path:
    return home / "Applications" / f"{APP_ID}.app"


def _macos_install(home: Path, command: list[str], result: ShortcutResult) -> None:
    from dlconfig import __version__

    app = _macos_app(home)
    (app / "Contents" / "MacOS").mkdir(parents=True, exist_ok=True)
    (app / "Contents" / "Resources").mkdir(parents=True, exist_ok=True)
    (app / "Contents" / "Info.plist").write_text(_INFO_PLIST.format(version=__version__))
    launcher = app / "Contents" / "MacOS" / APP_ID
    launcher.write_text("#!/bin/sh\nexec " + " ".join(_shell_quote(a) for a in command) + "\n")
    launcher.chmod(0o755)
    (app / "Contents" / "Resources" / f"{APP_ID}.icns").write_bytes(_resource("dlconfig.icns"))
    result.written.append(str(app))


# --- both directions ---------------------------------------------------------------


def install_shortcut(
    platform: str, home: Path, env: os._Environ[str] | dict[str, str], command: list[str]
) -> ShortcutResult:
    """Make the menu entry for ``command`` on ``platform`` under ``home``."""
    result = ShortcutResult(platform=platform)
    if platform == "windows":
        _windows_install(home, env, command, result)
    elif platform == "macos":
        _macos_install(home, command, result)
    else:
        paths = _linux_paths(home, env)
        desktop, pngs, svg = paths[0], paths[1:-1], paths[-1]
        for path in paths:
            path.parent.mkdir(parents=True, exist_ok=True)
        desktop.write_text(desktop_entry(command), encoding="utf-8")
        for size, png in zip(ICON_SIZES, pngs, strict=True):
            png.write_bytes(_resource(f"dlconfig-{size}.png"))
        svg.write_bytes(_resource("dlconfig.svg"))
        result.written += [str(p) for p in paths]
        _refresh_linux_caches(_data_home(home, env), result)
        result.notes.append("dlconfig is now in the application menu (log in again if not)")
    return result


def remove_shortcut(
    platform: str, home: Path, env: os._Environ[str] | dict[str, str]
) -> ShortcutResult:
    """Remove what ``install_shortcut`` made; missing pieces are not an error."""
    result = ShortcutResult(platform=platform)
    if platform == "windows":
        local = Path(env.get("LOCALAPPDATA") or home / "AppData" / "Local")
        paths = [_start_menu(home, env) / f"{APP_ID}.lnk", local / APP_ID / f"{APP_ID}.ico"]
    elif platform == "macos":
        app = _macos_app(home)
        if app.is_dir() and (app / "Contents" / "MacOS" / APP_ID).is_file():
            shutil.rmtree(app)
            result.removed.append(str(app))
        return result
    else:
        paths = _linux_paths(home, env)
    for path in paths:
        if path.is_file():
            path.unlink()
            result.removed.append(str(path))
    if platform == "linux" and result.removed:
        _refresh_linux_caches(_data_home(home, env), result)
    return result
