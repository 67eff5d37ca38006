"""What an exported bundle asks of this machine, read through the one untrusted reader.

A bundle folder holds its manifest (``.dlconfig-bundle.json``), ``recommendation.json``
(the plan: its Python and environment manager), ``requirements.lock`` or
``requirements.txt``, ``scripts/verify_env.py`` and, for Linux, ``scripts/setup_linux.sh``,
whose ``sudo`` lines are the system-level steps (driver, toolkit).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlconfig.export.errors import InputError
from dlconfig.export.replace import MANIFEST, read_manifest
from dlconfig.export.requirements import package_layout
from dlconfig.models.stack import Stack
from dlconfig.models.untrusted import UntrustedFileError, parse_untrusted, read_untrusted_bytes

PLAN_FILE = "recommendation.json"
LOCK_FILE = "requirements.lock"
REQUIREMENTS_FILE = "requirements.txt"
VERIFY_SCRIPT = "scripts/verify_env.py"
SETUP_SCRIPT = "scripts/setup_linux.sh"
# Set by ``apply`` when it runs setup_linux.sh: the script stops after the system steps.
SYSTEM_ONLY_VARIABLE = "DLCONFIG_SYSTEM_ONLY"
_PLAN_MAX_BYTES = 32 << 20
_MANIFEST_MAX_BYTES = 1 << 20
_SCRIPT_MAX_BYTES = 1 << 20
_PYTHON_RE = re.compile(r"3\.\d{1,2}")
_SUDO_LINE = re.compile(r"^\s*\$SUDO\s+(\S.*)$")
# A top-level assignment of a plain value (``CUDA_VERSION=13.2``), and its uses.
_ASSIGNMENT = re.compile(r"^([A-Z_][A-Z0-9_]*)=([A-Za-z0-9._+-]+)$")
_USE = re.compile(r"\$\{([A-Z_][A-Z0-9_]*)(?://([^/}]*)/([^/}]*))?\}|\$([A-Z_][A-Z0-9_]*)\b")


class ApplyError(Exception):
    """Setting up cannot go on; the message is one line. ``is_usage``: the bundle the
    user named is at fault (exit code 2), not this machine."""

    def __init__(self, message: str, *, is_usage: bool = False) -> None:
        super().__init__(message)
        self.is_usage = is_usage


@dataclass(frozen=True)
class BundleInfo:
    """``manifest_sha256``: SHA-256 of the manifest's bytes, the bundle's identity;
    ``requirements``: requirements.lock when present, else requirements.txt;
    ``system_commands``: the setup script's sudo lines, as a person would type them."""

    folder: Path
    manifest_sha256: str
    python: str
    requirements: Path
    verify_script: Path
    setup_script: Path | None
    system_commands: tuple[str, ...]
    can_run_system_only: bool
    first_installs: tuple[tuple[str, ...], ...] = ()

    @property
    def is_locked(self) -> bool:
        return self.requirements.name == LOCK_FILE


def plan_stack(folder: Path) -> dict[str, Any]:
    path = folder / PLAN_FILE
    try:
        raw = read_untrusted_bytes(path, _PLAN_MAX_BYTES)
        data = parse_untrusted(raw, str(path), max_bytes=_PLAN_MAX_BYTES, json_only=True)
    except UntrustedFileError as exc:
        raise ApplyError(str(exc), is_usage=True) from None
    stack = data.get("stack") if isinstance(data, dict) else None
    if not isinstance(stack, dict):
        raise ApplyError(f"{path}: stack: the plan has no software stack", is_usage=True)
    return stack


def _system_commands(script: str) -> tuple[str, ...]:
    """The script's sudo lines, with the plain values it assigns filled in (a value known
    only when the script runs, such as a temporary file, stays a variable)."""
    lines = script.splitlines()
    values = {m.group(1): m.group(2) for m in map(_ASSIGNMENT.match, lines) if m}
    if values.get("USES_GPU") == "0":
        # A CPU-only plan: the script's driver and toolkit steps never run.
        return ()

    def fill(use: re.Match[str]) -> str:
        name = use.group(1) or use.group(4)
        if name not in values:
            return use.group(0)
        value = values[name]
        return value.replace(use.group(2), use.group(3)) if use.group(2) else value

    return tuple(
        f"sudo {_USE.sub(fill, m.group(1).strip())}" for m in map(_SUDO_LINE.match, lines) if m
    )


def _first_installs(stack: dict[str, Any]) -> tuple[tuple[str, ...], ...]:
    """The install recipe's steps before the full list (torch, then what builds against
    it without build isolation), as installer arguments; none when the plan's stack does
    not read as one (the full list alone is installed then)."""
    try:
        layout = package_layout(Stack.model_validate(stack), None)
    except (ValidationError, InputError):
        return ()
    return tuple(tuple(step) for step in layout.install_steps([], [])[:-1])


def read_bundle(folder: Path) -> BundleInfo:
    """The bundle in ``folder``; raises ApplyError (``is_usage``) naming the file or field."""
    if not folder.is_dir():
        raise ApplyError(f"{folder}: is not a folder", is_usage=True)
    if read_manifest(folder) is None:
        raise ApplyError(
            f"{folder}: not a dlconfig bundle ({MANIFEST} is missing or unreadable);"
            " write one with dlconfig-cli export",
            is_usage=True,
        )
    try:
        manifest = read_untrusted_bytes(folder / MANIFEST, _MANIFEST_MAX_BYTES)
    except UntrustedFileError as exc:
        raise ApplyError(str(exc), is_usage=True) from None
    stack = plan_stack(folder)
    first_installs = _first_installs(stack)
    python = stack.get("python")
    if not isinstance(python, str) or not _PYTHON_RE.fullmatch(python):
        raise ApplyError(
            f"{folder / PLAN_FILE}: stack.python: {python!r} is not a Python version like 3.11",
            is_usage=True,
        )
    manager = stack.get("env_manager")
    if manager == "conda":
        raise ApplyError(
            f"{folder / PLAN_FILE}: stack.env_manager: conda environments are set up by"
            f" {SETUP_SCRIPT}, not by apply (it uses uv)",
            is_usage=True,
        )
    requirements = folder / LOCK_FILE
    if not requirements.is_file():
        requirements = folder / REQUIREMENTS_FILE
    if not requirements.is_file():
        raise ApplyError(
            f"{folder}: has neither {LOCK_FILE} nor {REQUIREMENTS_FILE}", is_usage=True
        )
    verify = folder / VERIFY_SCRIPT
    if not verify.is_file():
        raise ApplyError(f"{verify}: is missing", is_usage=True)
    setup: Path | None = folder / SETUP_SCRIPT
    commands: tuple[str, ...] = ()
    can_run = False
    if setup is not None and setup.is_file():
        try:
            text = read_untrusted_bytes(setup, _SCRIPT_MAX_BYTES).decode("utf-8", "replace")
        except UntrustedFileError as exc:
            raise ApplyError(str(exc), is_usage=True) from None
        commands = _system_commands(text)
        can_run = SYSTEM_ONLY_VARIABLE in text
    else:
        setup = None
    return BundleInfo(
        folder=folder,
        manifest_sha256=hashlib.sha256(manifest).hexdigest(),
        python=python,
        requirements=requirements,
        verify_script=verify,
        setup_script=setup,
        system_commands=commands,
        can_run_system_only=can_run,
        first_installs=first_installs,
    )
