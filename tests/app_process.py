"""Run this checkout's Python in a child process, offscreen (for what may abort or hang)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_python(
    args: list[str], env: dict[str, str] | None = None, timeout_s: float = 120
) -> subprocess.CompletedProcess[str]:
    """``python ARGS`` from the repository root with ``env`` added; output captured."""
    full_env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        **(env or {}),
    }
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=timeout_s,
        check=False,
    )


def interruptible() -> None:
    """``preexec_fn`` for a child the test sends SIGINT: a shell's background job (``cmd &``)
    and some test runners' workers ignore SIGINT, and a child inherits that (Python then
    installs no KeyboardInterrupt handler); this gives the child the default back."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)
