"""System section: OS, Linux distribution, kernel, WSL (1 or 2), Windows build, arch."""

from __future__ import annotations

import logging
import os
import platform
import re
import shlex
import sys
from pathlib import Path
from typing import Any

from dlconfig.models.hardware import SystemInfo
from dlconfig.probe.commands import run_command

log = logging.getLogger(__name__)


def parse_os_release(text: str) -> dict[str, str]:
    """KEY=value pairs of an os-release file, with shell quoting removed."""
    out: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        try:
            parts = shlex.split(value, comments=False)
        except ValueError:  # unbalanced quotes: keep the raw text
            parts = [value.strip("\"'")]
        out[key.strip()] = " ".join(parts)
    return out


def detect_wsl(proc_version: str, osrelease: str = "") -> int | None:
    """1 or 2 if the kernel strings are those of WSL, else None.

    WSL 2 kernels are named ``...-microsoft-standard[-WSL2]``; WSL 1 reports a fake
    ``4.4.0-<build>-Microsoft`` kernel.
    """
    text = f"{osrelease} {proc_version}"
    if "microsoft" not in text.lower():
        return None
    if re.search(r"microsoft-standard|wsl2", text, re.IGNORECASE):
        return 2
    return 1


def wsl1_windows_build(osrelease: str) -> int | None:
    """WSL 1 puts the Windows build in its kernel release: ``4.4.0-19041-Microsoft``."""
    m = re.match(r"\d+\.\d+\.\d+-(\d{5})-Microsoft", osrelease.strip())
    return int(m.group(1)) if m else None


def parse_windows_ver(text: str) -> int | None:
    """The build from ``cmd /c ver``: ``Microsoft Windows [Version 10.0.22631.4460]``."""
    m = re.search(r"\b10\.0\.(\d{5})", text)
    return int(m.group(1)) if m else None


def _read(path: str) -> str | None:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def _linux(problems: list[str], detailed: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"os": "linux", "os_name": "Linux", "os_version": platform.release()}
    text = _read("/etc/os-release") or _read("/usr/lib/os-release")
    if text is None:
        problems.append("distribution: neither /etc/os-release nor /usr/lib/os-release exists")
    else:
        release = parse_os_release(text)
        out["distro_id"] = release.get("ID")
        out["distro_version"] = release.get("VERSION_ID")
        out["distro_name"] = release.get("PRETTY_NAME") or release.get("NAME")
    proc_version = _read("/proc/version") or ""
    osrelease = (_read("/proc/sys/kernel/osrelease") or platform.release()).strip()
    wsl = detect_wsl(proc_version, osrelease)
    if wsl:
        out["is_wsl"] = True
        out["wsl_version"] = wsl
        build = wsl1_windows_build(osrelease) if wsl == 1 else None
        if build is None and not detailed:
            problems.append("Windows build: read in the full probe (asks cmd.exe)")
        elif build is None:
            # cmd.exe complains about a Linux working folder, so run it from a Windows one.
            cwd = "/mnt/c" if os.path.isdir("/mnt/c") else None
            ver = run_command(["cmd.exe", "/c", "ver"], timeout_s=3, cwd=cwd)
            build = parse_windows_ver(ver.stdout) if ver.ok else None
            if build is None:
                problems.append(f"Windows build: {ver.problem or 'cmd.exe /c ver said nothing'}")
        out["windows_build"] = build
    try:
        libc = os.confstr("CS_GNU_LIBC_VERSION") or ""  # "glibc 2.36"
        out["glibc_version"] = libc.split()[-1] if libc.startswith("glibc") else None
    except (AttributeError, ValueError, OSError, IndexError):
        out["glibc_version"] = None  # musl and others
    return out


def _windows(problems: list[str]) -> dict[str, Any]:
    version = platform.version()  # "10.0.22631"
    m = re.match(r"10\.0\.(\d+)", version)
    if not m:
        problems.append(f"Windows build: unexpected version string {version!r}")
    return {
        "os": "windows",
        "os_name": "Windows",
        "os_version": version,
        "windows_build": int(m.group(1)) if m else None,
    }


def _macos(problems: list[str]) -> dict[str, Any]:
    version = platform.mac_ver()[0] or None
    if version is None:
        problems.append("macOS version: platform.mac_ver() said nothing")
    return {"os": "macos", "os_name": "macOS", "os_version": version}


def probe_system(detailed: bool = True) -> SystemInfo:
    """What operating system this is. Never raises.

    ``detailed`` lets WSL 2 ask Windows for its build number through cmd.exe (slow).
    """
    problems: list[str] = []
    try:
        if sys.platform.startswith("linux"):
            fields = _linux(problems, detailed)
        elif sys.platform == "win32":
            fields = _windows(problems)
        elif sys.platform == "darwin":
            fields = _macos(problems)
        else:
            fields = {"os": "other", "os_name": platform.system(), "os_version": platform.release()}
    except Exception as exc:  # the probe never raises
        log.debug("system probe failed", exc_info=True)
        fields = {}
        problems.append(f"system details could not be read ({exc})")
    fields.setdefault("kernel", platform.release() or None)
    fields.setdefault("arch", platform.machine() or None)
    return SystemInfo(problems=problems, **fields)
