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
    from dlconfig.services import ApplyPreview, ApplyProgress, ApplyResult, CacheUse

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
    p.add_argument(
        "--cpu",
        action="store_true",
        help="install the CPU build of the framework instead of the plan's CUDA build, to"
        " try the code on a machine without an NVIDIA GPU (asked when none is found)",
    )
    p.add_argument(
        "--dry-run",
        action="store_true",
        help="say what would be installed, and where, then stop",
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


def _interactive() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


def _ask(question: str, *, default: bool) -> bool:
    """A yes/no question on the terminal; Enter takes ``default``."""
    hint = "[Y/n]" if default else "[y/N]"
    try:
        answer = input(f"{question} {hint} ").strip().lower()
    except EOFError:
        return False
    return default if not answer else answer in ("y", "yes")


def _show_preview(preview: ApplyPreview, cpu: bool) -> None:
    """What apply is about to install, and where, before any download."""
    info = preview.info
    print(f"apply will create {preview.env_dir} with Python {info.python} (uv) and install")
    names = ", ".join(p.split("==")[0].split(" ")[0] for p in preview.packages)
    print(f"    {len(preview.packages)} packages from {info.requirements.name}: {names}")
    if cpu:
        print("    the CPU build of the framework (to try the code; the plan's GPUs are not used)")
        if preview.cpu_left_out:
            print(f"    left out (they build against CUDA): {', '.join(preview.cpu_left_out)}")
    elif preview.cuda_variant:
        print(f"    the framework's CUDA build ({preview.cuda_variant})")
    print(
        "    download size: known once uv resolves (it names each large download);"
        " downloads stay in uv's cache"
    )


def _cache_report(before: CacheUse | None, after: CacheUse | None) -> str | None:
    """How much this run left in uv's download cache, and how to remove it."""
    if before is None or after is None or after.size_bytes <= before.size_bytes:
        return None
    grown = (after.size_bytes - before.size_bytes) / (1 << 20)
    return (
        f"uv's download cache ({after.path}) holds {grown:,.1f} MiB more than before this run;"
        " 'uv cache prune' removes what no environment uses, 'uv cache clean' all of it"
    )


def run(args: argparse.Namespace) -> int:  # noqa: PLR0912 - one outcome per branch
    from dlconfig.cli import EXIT_USAGE, CliError
    from dlconfig.services import (
        ApplyCancelledError,
        ApplyError,
        apply_bundle,
        cpu_requirements,
        has_nvidia_gpu,
        is_set_up,
        preview_bundle,
        uv_cache,
    )

    cache_before = None
    try:
        preview = preview_bundle(args.bundle)
        info = preview.info
        # A bundle already set up here is only verified: its outcome is one line.
        quiet = args.json or is_set_up(info)
        cpu = args.cpu
        if not is_set_up(info) and preview.needs_nvidia and not cpu and not has_nvidia_gpu():
            print(
                f"This machine has no NVIDIA GPU: the plan's CUDA build"
                f" ({preview.cuda_variant}) cannot use one here. The CPU build"
                " (--cpu) is smaller and runs the code for trying it.",
                file=sys.stderr,
            )
            if _interactive() and not args.yes:
                cpu = _ask("Install the CPU build instead?", default=True)
        # the CPU build needs no driver or toolkit: the system steps are the CUDA build's
        if info.system_commands and not args.yes and not quiet and not cpu:
            print(
                f"System steps {info.setup_script} runs when they are needed; not run"
                " (run them yourself, or apply again with --yes):"
            )
            for command in info.system_commands:
                print(f"    {command}")
        if not is_set_up(info):
            if not args.json:
                _show_preview(preview, cpu)
            if args.dry_run:
                return 0
            if _interactive() and not args.yes and not _ask("Go on?", default=False):
                print("Nothing was installed or changed.")
                return EXIT_CANCELLED
            cache_before = uv_cache()
        result = apply_bundle(
            args.bundle,
            yes=args.yes and not cpu,
            force=args.force,
            find_links=args.find_links,
            on_progress=_printer(quiet),
            cpu_requirements=cpu_requirements(preview) if cpu else None,
        )
    except ApplyError as exc:
        cached = _cache_report(cache_before, uv_cache()) if cache_before else None
        if cached:
            print(f"dlconfig-cli: {cached}", file=sys.stderr)
        raise CliError(str(exc), EXIT_USAGE if exc.is_usage else 1) from None
    except (ApplyCancelledError, KeyboardInterrupt):
        env_dir = args.bundle / ".venv"
        cached = _cache_report(cache_before, uv_cache()) if cache_before else None
        if env_dir.exists():  # cancelled while checking a complete environment
            print(f"dlconfig-cli: cancelled: {env_dir} is complete and kept", file=sys.stderr)
        else:
            print(
                f"dlconfig-cli: cancelled: removed the half-made {env_dir}"
                + (f"; {cached}" if cached else "; nothing else changed"),
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
