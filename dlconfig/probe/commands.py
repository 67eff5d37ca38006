"""Run a small external program with a short timeout; never raises.

Used for version checks (nvcc, docker, ...) and OS tools (lspci, sysctl, powershell).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass

DEFAULT_TIMEOUT_S = 3.0


@dataclass(frozen=True)
class CommandResult:
    """Output of a command; ``problem`` says in words why it did not work (None if it did)."""

    stdout: str = ""
    stderr: str = ""
    returncode: int | None = None
    path: str | None = None
    problem: str | None = None
    timed_out: bool = False

    @property
    def ok(self) -> bool:
        return self.problem is None


def run_command(
    args: Sequence[str], timeout_s: float = DEFAULT_TIMEOUT_S, cwd: str | None = None
) -> CommandResult:
    """Run ``args`` (program looked up on PATH) and capture its text output."""
    path = shutil.which(args[0])
    if path is None:
        return CommandResult(problem=f"{args[0]} is not on PATH")
    flags = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0
    try:
        done = subprocess.run(  # fixed argument lists, no shell
            [path, *args[1:]],
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=timeout_s,
            stdin=subprocess.DEVNULL,
            cwd=cwd,
            creationflags=flags,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return CommandResult(
            path=path, problem=f"{args[0]} did not answer within {timeout_s:g} s", timed_out=True
        )
    except OSError as exc:
        return CommandResult(path=path, problem=f"{args[0]} could not run ({exc.strerror or exc})")
    problem = None
    if done.returncode != 0:
        first = (done.stderr or done.stdout).strip().splitlines()
        detail = f": {first[0][:200]}" if first else ""
        problem = f"{args[0]} exited with status {done.returncode}{detail}"
    return CommandResult(done.stdout, done.stderr, done.returncode, path, problem)
