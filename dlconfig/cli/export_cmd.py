"""``dlconfig-cli export [PLAN_OR_WORKLOAD] --out DIR``: write the bundle for a plan.

PLAN_OR_WORKLOAD is a Plan (recommendation.json) or a workload file (YAML or JSON), which
is planned first for this machine (fast probe). With no file, the embedded default
workload is planned and exported.
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "export", help="write the setup bundle and PDF for a plan", description=__doc__
    )
    p.add_argument(
        "source",
        metavar="PLAN_OR_WORKLOAD",
        type=Path,
        nargs="?",
        help="a plan (recommendation.json) or a workload file (YAML or JSON);"
        " default: the built-in workload",
    )
    p.add_argument("--out", required=True, type=Path, metavar="DIR", help="output folder")
    p.add_argument("--lang", default="en", choices=("en", "zh_CN", "zh_TW"))
    p.add_argument(
        "--force",
        action="store_true",
        help="replace the files the previous bundle wrote in a non-empty folder; files and"
        " folders that are not the bundle's (output/, data/) stay untouched, or are named and"
        " nothing is changed when the bundle would overwrite them",
    )
    p.add_argument("--no-pdf", action="store_true", help="skip report.pdf")
    p.add_argument(
        "--bench-report",
        type=Path,
        metavar="FILE",
        help="add a benchmark of this machine (dlconfig-cli bench --json) to the PDF and README",
    )
    p.add_argument(
        "--lock",
        action="store_true",
        help="also write requirements.lock: every package with hashes, resolved by"
        " uv pip compile for the plan's Python and platform (direct pins only when an"
        " index cannot be reached)",
    )
    p.add_argument("--json", action="store_true", help="print the written files as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import EXIT_USAGE, CliError
    from dlconfig.models.plan import Plan
    from dlconfig.services import (
        ExportError,
        InputError,
        KbError,
        PlanInputError,
        bundle_file_names,
        default_workload,
        export_bundle,
        fast_probe,
        make_plan,
        open_kb,
        read_plan_or_workload,
    )
    from dlconfig.services.measuring import with_measured

    bench = None
    if args.bench_report is not None:
        from dlconfig.cli.bench_cmd import read_report

        bench = read_report(args.bench_report)
    try:
        kb = open_kb()
        source = args.source
        loaded = read_plan_or_workload(source) if source is not None else default_workload()
        # a workload is planned on this machine: its measurements stand beside the estimate
        plan = (
            loaded
            if isinstance(loaded, Plan)
            else with_measured(make_plan(loaded, fast_probe(), kb, date.today()))
        )
        include = None
        if args.no_pdf:
            include = bundle_file_names(plan, kb, args.lang) - {"report.pdf"}
        result = export_bundle(
            plan,
            args.out,
            args.lang,
            args.force,
            kb=kb,
            include=include,
            bench=bench,
            lock=args.lock,
        )
    except (InputError, PlanInputError) as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
    except (ExportError, KbError) as exc:
        raise CliError(str(exc)) from None
    if args.json:
        data: dict[str, Any] = {"out": str(result.out_dir), "files": list(result.files)}
        if result.lock_message is not None:
            data["lock"] = result.lock_message
        data["kept"] = list(result.kept)
        print(json.dumps(data, indent=2))
    else:
        if result.lock_message is not None:
            print(result.lock_message)
        if result.kept:
            what = "file that is" if len(result.kept) == 1 else "files that are"
            print(f"Kept {len(result.kept)} {what} not the bundle's: {', '.join(result.kept)}")
        print(f"Wrote {len(result.files)} files to {result.out_dir}")
    return 0
