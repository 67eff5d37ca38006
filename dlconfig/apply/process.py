"""Running a command with its output streamed line by line, cancellable.

The default runner starts the command in its own process group, reads its merged output
on a thread and checks ``is_cancelled`` every 0.1 s; on cancel (or Ctrl-C in the caller's
thread) the whole group is stopped before the exception propagates.
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

LineSink = Callable[[str], None]
IsCancelled = Callable[[], bool]
_POLL_S = 0.1
_STOP_WAIT_S = 5.0


class ApplyCancelledError(Exception):
    """The user cancelled while a command ran."""


class CommandRunner(Protocol):
    def __call__(
        self,
        command: Sequence[str],
        on_line: LineSink,
        is_cancelled: IsCancelled,
        env: Mapping[str, str] | None = None,
        *,
        is_foreground: bool = False,
    ) -> int:
        """Run ``command``, passing each output line (no newline) to ``on_line``; return
        its exit status. Raises ApplyCancelledError once ``is_cancelled()`` is true.
        ``is_foreground``: the command may ask the user (sudo's password on the terminal)."""
        ...


def _signal(process: subprocess.Popen[str], number: int) -> None:
    """Send ``number`` to the command's process group when it has its own, else to it."""
    with contextlib.suppress(OSError):
        if os.name == "posix" and os.getpgid(process.pid) == process.pid:
            os.killpg(process.pid, number)
        else:
            process.send_signal(number)


def _stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is not None:
        return
    _signal(process, signal.SIGTERM)
    try:
        process.wait(_STOP_WAIT_S)
    except subprocess.TimeoutExpired:
        _signal(process, signal.SIGKILL if os.name == "posix" else signal.SIGTERM)
        process.wait()


def run_streaming(
    command: Sequence[str],
    on_line: LineSink,
    is_cancelled: IsCancelled,
    env: Mapping[str, str] | None = None,
    *,
    is_foreground: bool = False,
) -> int:
    """The default CommandRunner: a real subprocess. A command that cannot start returns
    127 with the reason as its one output line. A background command (uv) gets no input
    and its own process group; a foreground one (sudo) keeps the terminal, so that it can
    ask for a password."""
    full_env = {**os.environ, **(env or {})}
    try:
        process = subprocess.Popen(
            list(command),
            stdin=None if is_foreground else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            env=full_env,
            start_new_session=os.name == "posix" and not is_foreground,
        )
    except OSError as exc:
        on_line(f"error: cannot run {command[0]}: {exc.strerror or exc}")
        return 127
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line.rstrip("\r\n"))
        lines.put(None)

    reader = threading.Thread(target=read, name="apply-output", daemon=True)
    reader.start()
    try:
        while True:
            if is_cancelled():
                raise ApplyCancelledError
            try:
                line = lines.get(timeout=_POLL_S)
            except queue.Empty:
                continue
            if line is None:
                break
            on_line(line)
        return process.wait()
    except BaseException:
        _stop(process)
        raise
    finally:
        reader.join(_STOP_WAIT_S)
        if process.stdout is not None:
            process.stdout.close()
