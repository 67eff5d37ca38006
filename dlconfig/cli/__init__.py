"""``dlconfig-cli``: probe, monitor, plan, export, doctor, kb, bench from a terminal.

Each subcommand lives in its own module with ``register(subparsers)``, which adds its
parser and sets ``func`` to a ``run(args) -> int``. Modules import heavy code inside
``run`` so that ``--help`` stays fast. Exit codes: 0 ok, 1 error, 2 usage, 3 hardware
unavailable; bad input (a file that is missing, unreadable or invalid) is 2 in every
command. Errors are one line on stderr; ``--debug`` adds the traceback, not another code.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import logging
import os
import re
import sys
import traceback
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, TextIO, cast

from dlconfig import __version__
from dlconfig.services import add_folder_arguments, apply_folder_arguments

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_HARDWARE = 3

# Subcommand modules, in the order --help lists them.
COMMAND_MODULES: tuple[str, ...] = (
    "dlconfig.cli.schema_cmd",
    "dlconfig.cli.estimate_cmd",
    "dlconfig.cli.plan_cmd",
    "dlconfig.cli.probe_cmd",
    "dlconfig.cli.monitor_cmd",
    "dlconfig.cli.stack_cmd",
    "dlconfig.cli.kb_cmd",
    "dlconfig.cli.bench_cmd",
    "dlconfig.cli.shortcut_cmd",
    "dlconfig.cli.export_cmd",
    "dlconfig.cli.apply_cmd",
    "dlconfig.cli.measure_cmd",
    "dlconfig.cli.calibrate_cmd",
    "dlconfig.cli.trace_cmd",
    "dlconfig.cli.doctor_cmd",
    "dlconfig.cli.prices_cmd",
    "dlconfig.cli.regions_cmd",
    "dlconfig.cli.completion_cmd",
    "dlconfig.cli.mcp_cmd",
)


class CliError(Exception):
    """A failure to report as one line on stderr with an exit code."""

    def __init__(self, message: str, code: int = EXIT_ERROR) -> None:
        super().__init__(message)
        self.code = code


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dlconfig-cli",
        description="Plan and check deep-learning environments from the terminal.",
    )
    parser.add_argument("--version", action="version", version=f"dlconfig {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks and debug logs")
    add_folder_arguments(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


# C0 and C1 control characters but tab and line feed: ESC starts sequences that set the
# window title, write the clipboard or clear the screen.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def terminal_text(text: str) -> str:
    """``text`` without control characters, safe to print to a terminal."""
    return _CONTROL.sub("\ufffd", text)


class _TerminalStream:
    """Standard output with :func:`terminal_text` applied to every write: names from
    config.json files, workloads and plan files reach ``estimate``, ``plan`` and ``doctor
    --plan``'s text, and an escape sequence in one must not act on the user's terminal.
    JSON output is unaffected (json.dumps already escapes control characters)."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(terminal_text(text))

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def _terminal_stdout() -> Iterator[None]:
    original = sys.stdout
    sys.stdout = cast(TextIO, _TerminalStream(original))
    try:
        yield
    finally:
        if isinstance(sys.stdout, _TerminalStream):
            sys.stdout = original


def _tolerant_streams() -> None:
    """Characters a console code page cannot show (cp1252 has no "≈") are replaced, never
    an error that ends the command with no output."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(OSError, ValueError):
                reconfigure(errors="replace")


def _quiet_broken_pipe() -> int:
    """``dlconfig-cli monitor | head``: the reader left; end quietly with 0 (Python would
    otherwise fail again flushing stdout at exit, exit 120)."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    _tolerant_streams()
    parser = build_parser()
    args = parser.parse_args(argv)
    apply_folder_arguments(args)
    logging.basicConfig(
        level=logging.DEBUG if args.debug else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    if not getattr(args, "func", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        with _terminal_stdout():
            code: int = args.func(args)
    except CliError as exc:
        if args.debug:  # the traceback too, but the same exit code
            traceback.print_exc()
        print(terminal_text(f"dlconfig-cli: error: {exc}"), file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        print("dlconfig-cli: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _quiet_broken_pipe()
    except Exception as exc:  # noqa: BLE001 - the CLI promises one line, not a traceback
        if args.debug:
            traceback.print_exc()
        print(terminal_text(f"dlconfig-cli: error: {type(exc).__name__}: {exc}"), file=sys.stderr)
        return EXIT_ERROR
    return code
