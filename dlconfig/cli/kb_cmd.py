"""``dlconfig-cli kb``: list, check, import and refresh the knowledge base.

``kb list NAME`` prints a table (``dlconfig.services.KB_TABLES`` names them), ``kb check``
validates every dataset and the references between them, ``kb import FILE`` installs a
newer knowledge base (a folder, ``.zip`` or ``.tar.gz``) after validating it, or says why
it was rejected. ``kb refresh`` reads the torch and TensorFlow releases the knowledge base
lacks through pip (progress lines on stderr) and installs them as a dated overlay
(offline: one line, nothing changed). ``kb reset`` removes the imported knowledge base and
every overlay. ``kb import-prices PATH`` installs GPU list prices
from a SkyPilot-format catalog (a folder of ``<cloud>/vms.csv`` or one ``vms.csv``) as a
dated price overlay, or names the first bad line and leaves the installed prices as they
were.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from dlconfig.cli import EXIT_ERROR, EXIT_USAGE, CliError


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "kb", help="list, check, import or refresh the knowledge base", description=__doc__
    )
    from dlconfig.services.kb_tables import KB_TABLES

    kb_sub = p.add_subparsers(dest="kb_command", metavar="ACTION", required=True)
    lister = kb_sub.add_parser("list", help="print a dataset as a table")
    lister.add_argument("name", choices=sorted(KB_TABLES))
    lister.add_argument("--json", action="store_true")
    lister.set_defaults(func=run_list)
    checker = kb_sub.add_parser("check", help="validate every dataset")
    checker.add_argument("--json", action="store_true")
    checker.set_defaults(func=run_check)
    importer = kb_sub.add_parser("import", help="install a newer knowledge base")
    importer.add_argument("file", help="folder, .zip or .tar.gz with kb.yaml and the datasets")
    importer.add_argument(
        "--trust-index",
        action="store_true",
        help="accept a knowledge base that names another package index for framework builds "
        "(every plan would download from it)",
    )
    importer.set_defaults(func=run_import)
    prices = kb_sub.add_parser(
        "import-prices",
        help="install GPU list prices from a SkyPilot-format catalog folder or vms.csv",
    )
    prices.add_argument("path", help="catalog folder (<cloud>/vms.csv), a cloud folder or vms.csv")
    prices.add_argument(
        "--source", help="https address the catalog was read from (cited with each price)"
    )
    prices.set_defaults(func=run_import_prices)
    refresher = kb_sub.add_parser(
        "refresh",
        help="add the torch and TensorFlow releases the knowledge base lacks, read through pip",
    )
    refresher.set_defaults(func=run_refresh)
    resetter = kb_sub.add_parser(
        "reset",
        help="remove the imported knowledge base, imported prices and refreshed releases",
    )
    resetter.set_defaults(func=run_reset)


def run_list(args: argparse.Namespace) -> int:
    from dlconfig.services import KbError, kb_table, open_kb

    try:
        header, rows = kb_table(open_kb(), args.name)
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None
    if args.json:
        print(json.dumps([dict(zip(header, row, strict=True)) for row in rows], indent=2))
        return 0
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)).rstrip())
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
    return 0


def run_check(args: argparse.Namespace) -> int:
    from datetime import date

    from dlconfig.services import check_session_kb, open_kb_report

    kb, passed_over = open_kb_report()
    check, warning = check_session_kb(kb, date.today())
    if args.json:
        print(
            json.dumps(
                {
                    "root": str(kb.root),
                    "version": check.manifest.version if check.manifest else None,
                    "valid": check.is_valid,
                    "problems": check.problems,
                    "age_warning": warning,
                    "imported_kb_problem": passed_over,
                },
                indent=2,
            )
        )
        return 0 if check.is_valid else EXIT_ERROR
    if passed_over:
        print(f"note: {passed_over}")
    if not check.is_valid:
        for problem in check.problems:
            print(f"problem: {problem}")
        return EXIT_ERROR
    assert check.manifest is not None  # is_valid implies a manifest
    print(
        f"knowledge base {check.manifest.version} (as of {check.manifest.as_of}) at {kb.root}: "
        f"{len(check.datasets)} datasets valid"
    )
    if warning:
        print(f"warning: {warning}")
    return 0


def run_import(args: argparse.Namespace) -> int:
    from dlconfig.services import KbImportError, import_kb

    try:
        result = import_kb(args.file, trust_index=args.trust_index)
    except KbImportError as exc:
        # the file is bad input, like a bad workload: exit 2 in every command
        raise CliError(
            f"knowledge base rejected, the installed one is unchanged: {exc}", EXIT_USAGE
        ) from None
    print(f"installed knowledge base {result.version} (as of {result.as_of}) in {result.path}")
    if result.ignored:
        print("ignored files: " + ", ".join(result.ignored))
    return 0


def run_refresh(args: argparse.Namespace) -> int:
    """New releases from the package index into a dated overlay; offline: one line."""
    from datetime import date

    from dlconfig.services import RefreshProgress, refresh_outcome

    def progress(step: RefreshProgress) -> None:
        what = f"{step.package} {step.version}" if step.version else f"{step.package} releases"
        if step.python:
            what += f" for Python {step.python}"
        verb = "read" if step.done == step.total else "reading"
        print(f"kb refresh: [{step.done}/{step.total}] {verb} {what}", file=sys.stderr)

    outcome = refresh_outcome(date.today(), progress=progress)
    if outcome.status == "offline":
        raise CliError(
            f"kb refresh: the package index could not be read through pip ({outcome.message});"
            " nothing changed"
        )
    if outcome.status == "cancelled":
        raise CliError("kb refresh: cancelled; nothing changed")
    if outcome.status == "refused":
        raise CliError(f"kb refresh: the result was refused, nothing changed: {outcome.message}")
    for skipped in outcome.skipped:
        print(f"kb refresh: skipped {skipped}", file=sys.stderr)
    if outcome.status == "nothing_new":
        print(
            "kb refresh: the package index has no torch or TensorFlow release the knowledge"
            " base lacks; nothing changed"
        )
        return 0
    releases = "release" if len(outcome.added) == 1 else "releases"
    print(
        f"kb refresh: added {len(outcome.added)} {releases}: {', '.join(outcome.added)};"
        f" installed as {outcome.path}"
    )
    return 0


def run_reset(args: argparse.Namespace) -> int:
    """Remove the user knowledge base and every overlay: the packaged one is used again."""
    from dlconfig.services import reset_user_kb

    try:
        removed = reset_user_kb()
    except OSError as exc:
        raise CliError(f"kb reset: {exc}") from None
    if not removed:
        print("kb reset: no imported knowledge base or overlay; the packaged one is in use")
        return 0
    print(
        "kb reset: removed " + ", ".join(str(p) for p in removed) + "; the packaged one is in use"
    )
    return 0


def run_import_prices(args: argparse.Namespace) -> int:
    from datetime import date

    from dlconfig.services import KbError, import_price_catalog, open_kb

    source = args.source or "https://github.com/skypilot-org/skypilot-catalog"
    if not source.startswith("https://"):
        raise CliError(f"--source: {source!r} is not an https address", EXIT_USAGE)
    try:
        result = import_price_catalog(open_kb(), args.path, date.today(), source)
    except KbError as exc:
        raise CliError(
            f"kb import-prices: refused, installed prices unchanged: {exc}", EXIT_USAGE
        ) from None
    except OSError as exc:
        raise CliError(f"kb import-prices: {exc}") from None
    print(
        f"kb import-prices: {result.rows} priced GPU instance rows from "
        f"{', '.join(result.providers)} installed as {result.path} "
        f"({result.skipped} rows skipped: CPU-only, unknown GPU or no price)"
    )
    return 0
