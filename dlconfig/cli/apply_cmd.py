"""``dlconfig-cli apply BUNDLE_DIR``: set up the bundle's environment on this machine.

Creates ``BUNDLE_DIR/.venv`` with uv (``uv venv --python X``, then ``uv pip sync
requirements.lock`` or ``uv pip install -r requirements.txt``), then runs
``scripts/verify_env.py`` in it and prints PASS/FAIL per check. Exit status 0 only when
every check passes. A second apply finds the environment and only verifies it. System
steps (driver, toolkit: the sudo lines of scripts/setup_linux.sh) run only with --yes;
without it they are printed. Ctrl-C removes the half-made environment.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dlconfig.services import ApplyProgress, ApplyResult

EXIT_CANCELLED = 130


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "apply",
        help="set up an exported bundle's environment on this machine (uv) and verify it",
        description=__doc__,
    )
    p.add_argument("bundle", metavar="BUNDLE_DIR", type=Path, help="a folder written by export")
    p.add_argument(
        "--yes",
        action="store_true",
        help="also run the system steps (driver, toolkit) of scripts/setup_linux.sh, with sudo",
    )
    p.add_argument(
        "--force",
        action="store_true",
        help="replace a BUNDLE_DIR/.venv that is not this bundle's environment",
    )
    p.add_argument(
        "--find-links",
        type=Path,
        metavar="DIR",
        help="install from the wheels in DIR only, without a package index (offline)",
    )
    p.add_argument("--json", action="store_true", help="print the outcome as JSON")
    p.set_defaults(func=run)


def _printer(is_json: bool) -> Any:
    def show(event: ApplyProgress) -> None:
        if is_json:
            return
        if event.kind == "step":
            print(f"[{event.step}/{event.steps}] {event.text}", flush=True)
        elif event.kind == "line" and not event.text.startswith(("PASS", "FAIL")):
            print(f"    {event.text}", flush=True)
        elif event.kind == "bytes" and event.total_bytes:
            mib = 1 << 20
            print(
                f"    downloaded {event.done_bytes / mib:.1f} of {event.total_bytes / mib:.1f} MiB",
                flush=True,
            )

    return show


def _as_json(result: ApplyResult) -> dict[str, Any]:
    return {
        "schema": "dlconfig.apply/1",
        "env_dir": str(result.env_dir),
        "fresh": result.is_fresh,
        "ok": result.is_ok,
        "checks": [{"name": c.name, "ok": c.is_ok, "line": c.text} for c in result.checks],
        "system_commands": list(result.system_commands),
        "system_run": result.is_system_run,
    }


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import EXIT_USAGE, CliError
    from dlconfig.services import (
        ApplyCancelledError,
        ApplyError,
        apply_bundle,
        is_set_up,
        read_bundle,
    )

    try:
        info = read_bundle(args.bundle)
        # A bundle already set up here is only verified: its outcome is one line.
        quiet = args.json or is_set_up(info)
        if info.system_commands and not args.yes and not quiet:
            print(
                f"System steps {info.setup_script} runs when they are needed; not run"
                " (run them yourself, or apply again with --yes):"
            )
            for command in info.system_commands:
                print(f"    {command}")
        result = apply_bundle(
            args.bundle,
            yes=args.yes,
            force=args.force,
            find_links=args.find_links,
            on_progress=_printer(quiet),
        )
    except ApplyError as exc:
        raise CliError(str(exc), EXIT_USAGE if exc.is_usage else 1) from None
    except (ApplyCancelledError, KeyboardInterrupt):
        env_dir = args.bundle / ".venv"
        if env_dir.exists():  # cancelled while checking a complete environment
            print(f"dlconfig-cli: cancelled: {env_dir} is complete and kept", file=sys.stderr)
        else:
            print(
                f"dlconfig-cli: cancelled: removed the half-made {env_dir}; nothing else changed",
                file=sys.stderr,
            )
        return EXIT_CANCELLED
    if args.json:
        print(json.dumps(_as_json(result), indent=2))
        return 0 if result.is_ok else 1
    passed = sum(1 for c in result.checks if c.is_ok)
    if not result.is_fresh and result.is_ok:
        print(
            f"Already set up: {result.env_dir} is this bundle's environment; {passed} checks pass"
        )
        return 0
    for check in result.checks:
        print(check.text)
    if result.is_ok:
        print(f"Set up {result.env_dir}: {passed} checks pass")
        return 0
    if result.failed:
        first = result.failed[0]
        print(f"verify failed: {first.text}", file=sys.stderr)
    else:
        print(f"verify failed: verify_env.py exited with {result.verify_status}", file=sys.stderr)
    return 1
