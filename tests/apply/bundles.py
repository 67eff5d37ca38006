"""A tiny bundle for apply tests: a generated pure-Python wheel in a find-links folder,
requirements.txt pinning it, and a verify_env.py that checks it; no network needed."""

from __future__ import annotations

import hashlib
import json
import sys
import threading
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

import pytest

from dlconfig.apply.process import ApplyCancelledError

PACKAGE = "dlconfig_probe_pkg"
VERSION = "1.0"
PYTHON = "{}.{}".format(*sys.version_info[:2])  # a Python uv finds here without a download

VERIFY = f'''import sys
import threading
import time
from importlib import metadata

ok = True
try:
    found = metadata.version("{PACKAGE}")
    import {PACKAGE}
except Exception as exc:  # noqa: BLE001
    print(f"FAIL  {PACKAGE}  not importable: {{exc}}")
    ok = False
else:
    good = found == "{VERSION}" and {PACKAGE}.VALUE == 42
    print(f"{{'PASS' if good else 'FAIL'}}  {PACKAGE}  {PACKAGE} {{found}} (plan: {VERSION})")
    ok = good
here = "%d.%d" % sys.version_info[:2]
print(f"{{'PASS' if here == '{PYTHON}' else 'FAIL'}}  python  Python {{here}} (plan: {PYTHON})")
sys.exit(0 if ok and here == "{PYTHON}" else 1)
'''

SETUP = """#!/usr/bin/env bash
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if ! command -v nvidia-smi >/dev/null 2>&1; then
    $SUDO apt-get install -y ubuntu-drivers-common
    $SUDO ubuntu-drivers install
fi
if [ "${DLCONFIG_SYSTEM_ONLY:-0}" = "1" ]; then
    exit 0
fi
"""


def build_wheel(folder: Path) -> Path:
    """``dlconfig_probe_pkg-1.0-py3-none-any.whl`` in ``folder``: one module, VALUE = 42."""
    folder.mkdir(parents=True, exist_ok=True)
    info = f"{PACKAGE}-{VERSION}.dist-info"
    files = {
        f"{PACKAGE}/__init__.py": "VALUE = 42\n",
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {PACKAGE}\nVersion: {VERSION}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tests\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
        f"{info}/top_level.txt": f"{PACKAGE}\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{name},,\n" for name in files) + f"{info}/RECORD,,\n"
    wheel = folder / f"{PACKAGE}-{VERSION}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return wheel


def write_bundle(
    folder: Path, *, python: str = PYTHON, setup: bool = False, verify: str = VERIFY
) -> Path:
    """A bundle folder with its manifest, as export writes one."""
    files = {
        "recommendation.json": json.dumps(
            {"schema": "dlconfig.plan/1", "stack": {"python": python, "env_manager": "venv"}}
        ),
        "requirements.txt": f"{PACKAGE}=={VERSION}\n",
        "scripts/verify_env.py": verify,
    }
    if setup:
        files["scripts/setup_linux.sh"] = SETUP
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    manifest = {
        "schema": "dlconfig.bundle/1",
        "files": {n: hashlib.sha256(t.encode()).hexdigest() for n, t in files.items()},
    }
    (folder / ".dlconfig-bundle.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` but the environment, with its bytes."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and ".venv" not in p.relative_to(folder).parts
    }


def use_offline_uv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """uv with a private cache, no Python downloads, no retries; returns the wheel folder."""
    monkeypatch.setenv("UV_CACHE_DIR", str(tmp_path / "uv-cache"))
    monkeypatch.setenv("UV_PYTHON_DOWNLOADS", "never")
    monkeypatch.setenv("UV_HTTP_RETRIES", "0")
    return build_wheel(tmp_path / "wheels").parent


class FakeRunner:
    """Records commands; ``uv venv`` makes the folder, verify prints ``verify_lines``."""

    def __init__(
        self,
        uv_lines: Sequence[str] = (),
        verify_lines: Sequence[str] = (),
        *,
        hold_install: bool = False,
    ) -> None:
        self.hold_install = hold_install  # the install waits for a cancel
        self.holding = threading.Event()
        self.commands: list[list[str]] = []
        self.foreground: list[bool] = []
        self.uv_lines = list(uv_lines)
        self.verify_lines = list(verify_lines) or [f"PASS  {PACKAGE}  ok"]

    def __call__(self, command, on_line, is_cancelled, env=None, *, is_foreground=False) -> int:  # type: ignore[no-untyped-def]
        self.commands.append(list(command))
        self.foreground.append(is_foreground)
        if command[1:2] == ["venv"]:
            (Path(command[-1]) / "bin").mkdir(parents=True)
        lines = (
            self.verify_lines
            if command[-1].endswith("verify_env.py")
            else self.uv_lines
            if command[1:2] == ["pip"]
            else []
        )
        for line in lines:
            on_line(line)
        if self.hold_install and command[1:2] == ["pip"]:
            self.holding.set()
            deadline = time.monotonic() + 10
            while not is_cancelled() and time.monotonic() < deadline:
                time.sleep(0.01)
            raise ApplyCancelledError
        return 0
