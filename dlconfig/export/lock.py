"""requirements.lock: every package, transitive ones included, pinned with hashes by uv.

``uv pip compile --generate-hashes`` resolves requirements.txt (with its indexes) for the
plan's Python and platform, not this machine's. When uv cannot run or an index cannot be
reached, the bundle keeps its direct pins and says so in one line; nothing is lost.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from dlconfig.export.requirements import PackageLayout
from dlconfig.kb.refresh import PipOutput
from dlconfig.models.plan import Plan
from dlconfig.models.stack import python_platform_name
from dlconfig.models.workload import Target

LOCK_FILE = "requirements.lock"
TIMEOUT_S = 600
# uv's words for a network failure (recorded in tests/data/uv).
NETWORK_MARKS = (
    "failed to fetch",
    "error sending request",
    "dns error",
    "connection refused",
    "timed out",
    "failed to lookup address",
    "network connectivity is disabled",
)
_URL_IN_TEXT = re.compile(r"https://[^\s`'\")]+")


# What a uv run returned: the same (returncode, stdout, stderr) as a pip run.
Completed = PipOutput
Runner = Callable[[list[str]], Completed]


@dataclass(frozen=True)
class LockOutcome:
    """``text``: requirements.lock's content, or None (direct pins only); ``message``: the
    one line a person reads about it."""

    text: str | None
    message: str

    @property
    def is_locked(self) -> bool:
        return self.text is not None


def python_platform(plan: Plan) -> str:
    """uv's ``--python-platform`` for where the plan runs (the plan's OS and the CPU)."""
    target = plan.stack.target if plan.stack else Target.LINUX
    machine = plan.profile.system.arch if plan.profile else None
    return python_platform_name(target, plan.stack.glibc if plan.stack else None, machine)


def platform_environment(plan: Plan) -> dict[str, str]:
    """Environment uv needs beside ``--python-platform``: for macOS, the oldest release the
    stack runs on (uv reads it from MACOSX_DEPLOYMENT_TARGET; ``aarch64-apple-darwin``
    alone means macOS 13.0, where no torch 2.15 wheel installs: its macOS wheels are
    ``macosx_14_0_arm64``, tests/data/resolve/platforms.json)."""
    if plan.stack is None or plan.stack.target != Target.MACOS or not plan.stack.macos_min:
        return {}
    return {"MACOSX_DEPLOYMENT_TARGET": plan.stack.macos_min}


def uv_executable() -> str | None:
    """uv on PATH, else the one installed with dlconfig (the ``uv`` package)."""
    found = shutil.which("uv")
    if found:
        return found
    try:
        from uv import find_uv_bin
    except ImportError:
        return None
    try:
        return str(find_uv_bin())
    except FileNotFoundError:
        return None


def _run(command: list[str], env: Mapping[str, str] | None = None) -> Completed:
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
            check=False,
            env={**os.environ, **env} if env else None,
        )
    except subprocess.TimeoutExpired:
        return Completed(124, "", f"error: timed out after {TIMEOUT_S} s")
    except OSError as exc:
        return Completed(127, "", f"error: {exc.strerror or exc}")
    return Completed(done.returncode, done.stdout, done.stderr)


def compile_command(
    python: str, platform: str, requirements: str = "requirements.txt"
) -> list[str]:
    """The uv arguments (after the executable) that write the lock; shown in its header."""
    return [
        "pip",
        "compile",
        "--generate-hashes",
        "--python-version",
        python,
        "--python-platform",
        platform,
        requirements,
    ]


def _unreachable_index(stderr: str, layout: PackageLayout) -> str | None:
    """The index a network failure names (one of the plan's, when it is one), or None."""
    lowered = stderr.lower()
    if not any(mark in lowered for mark in NETWORK_MARKS):
        return None
    urls = _URL_IN_TEXT.findall(stderr)
    for url in urls:
        for index in layout.indexes:
            if url.startswith(index.rstrip("/")):
                return index
    if urls:
        scheme, _, rest = urls[0].partition("://")
        return f"{scheme}://{rest.split('/', 1)[0]}"
    return layout.index_url or "the default package index"


def lock_requirements(
    requirements_txt: str,
    python: str,
    platform: str,
    layout: PackageLayout,
    *,
    run: Runner | None = None,
    uv: str | None = None,
    env: Mapping[str, str] | None = None,
) -> LockOutcome:
    """Compile ``requirements_txt`` into a hashed lock for ``python`` on ``platform``;
    ``env``: what uv reads beside it (:func:`platform_environment`), shown in the header.

    Never raises for uv's failures: the outcome says what happened in one line.
    """
    exe = uv or uv_executable() or (None if run is None else "uv")
    run = run or functools.partial(_run, env=env)
    if exe is None:
        return LockOutcome(None, "uv is not installed: wrote direct pins only")
    settings = [f"{key}={value}" for key, value in sorted((env or {}).items())]
    shown = " ".join([*settings, "uv", *compile_command(python, platform)])
    with tempfile.TemporaryDirectory(prefix="dlconfig-lock-") as tmp:
        req = Path(tmp) / "requirements.txt"
        req.write_text(requirements_txt, encoding="utf-8")
        done = run(
            [
                exe,
                *compile_command(python, platform, str(req)),
                "--emit-index-url",
                "--custom-compile-command",
                shown,
            ]
        )
    if done.returncode == 0 and "==" in done.stdout:
        count = sum(1 for line in done.stdout.splitlines() if re.match(r"^[A-Za-z0-9].*==", line))
        return LockOutcome(
            done.stdout if done.stdout.endswith("\n") else done.stdout + "\n",
            f"wrote {LOCK_FILE}: {count} packages pinned with hashes for Python {python}"
            f" on {platform}",
        )
    index = _unreachable_index(done.stderr, layout)
    if index is not None:
        return LockOutcome(None, f"cannot reach {index}: wrote direct pins only")
    errors = [line.strip() for line in done.stderr.splitlines() if line.strip()]
    detail = errors[0] if errors else f"exit status {done.returncode}"
    return LockOutcome(None, f"uv pip compile failed ({detail[:200]}): wrote direct pins only")
