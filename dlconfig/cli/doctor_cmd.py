"""``dlconfig-cli doctor [--plan FILE] [--data DIR ...] [--bench] [--json]``: what is wrong.

Probes this machine (or reads a saved profile with ``--profile``), imports torch in a
subprocess to read its CUDA build, and checks drivers, frameworks, WSL2 and storage,
against the plan when one is given. With ``--bench`` (or a saved ``--bench-report``)
the disk of each dataset folder is measured and judged too. Exit status: 0 when nothing
is an error, 1 when at least one finding is an error (or the doctor could not run), 2 on
bad arguments.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

MAX_PROFILE_BYTES = 16 * 1024 * 1024


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "doctor",
        help="find what is wrong on this machine (and against a plan)",
        description=__doc__,
    )
    p.add_argument("--plan", type=Path, metavar="FILE", help="a plan (recommendation.json)")
    p.add_argument(
        "--data",
        action="append",
        default=[],
        metavar="DIR",
        help="dataset folder to check (repeatable); default: the current folder",
    )
    p.add_argument(
        "--profile",
        type=Path,
        metavar="FILE",
        help="check a saved profile (dlconfig-cli probe --json) instead of probing this machine",
    )
    p.add_argument("--no-torch", action="store_true", help="do not import torch to inspect it")
    speed = p.add_mutually_exclusive_group()
    speed.add_argument(
        "--bench",
        action="store_true",
        help="measure the disk of each --data folder (quick benchmark, a few seconds each)",
    )
    speed.add_argument(
        "--bench-report",
        type=Path,
        metavar="FILE",
        help="judge a saved benchmark report (dlconfig-cli bench --json) instead",
    )
    p.add_argument("--json", action="store_true", help="print the findings as JSON")
    p.set_defaults(func=run)


def _read_plan(path: Path) -> Any:
    from dlconfig.cli import EXIT_USAGE, CliError
    from dlconfig.models.plan import Plan
    from dlconfig.services import ExportError, read_plan_or_workload

    try:
        loaded = read_plan_or_workload(path)
    except ExportError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
    if not isinstance(loaded, Plan):
        raise CliError(
            f"{path} is a workload, not a plan; make one with `dlconfig-cli plan {path}` first",
            EXIT_USAGE,
        )
    return loaded


def _read_profile(path: Path) -> Any:
    from dlconfig.cli.files import read_json_model
    from dlconfig.models.hardware import HardwareProfile

    return read_json_model(path, HardwareProfile, "a machine profile", MAX_PROFILE_BYTES)


def _measure(folders: list[str], saved: Any, kb: Any, profile: Any) -> list[Any]:
    """Benchmark findings for each dataset folder: from ``saved`` (a BenchReport), or
    from a quick disk benchmark run in each folder now."""
    from dlconfig.cli import CliError
    from dlconfig.services import BenchOptions, judge, run_benchmarks

    datasets: list[Path | None] = [Path(f).expanduser() for f in folders]
    found: list[Any] = []
    if saved is not None:
        for one in datasets or [None]:
            found += judge(saved, kb, profile, one)[1]
        return found
    for dataset in [d for d in datasets if d is not None] or [Path.cwd()]:
        if not dataset.is_dir():
            raise CliError(f"--data {dataset}: no such folder to benchmark", 2)
        options = BenchOptions(folder=dataset, is_quick=True, groups=frozenset({"disk"}))
        found += judge(run_benchmarks(options), kb, profile, dataset)[1]
    return found


def run(args: argparse.Namespace) -> int:
    from datetime import date

    from dlconfig.cli import CliError
    from dlconfig.cli.bench_cmd import read_report
    from dlconfig.models.common import Severity
    from dlconfig.services import (
        DoctorInputs,
        KbError,
        checks_passed,
        diagnose,
        fast_probe,
        gather_inputs,
        open_kb,
    )

    plan = _read_plan(args.plan) if args.plan is not None else None
    if args.bench and args.profile is not None:
        raise CliError(
            "--bench measures this machine; with --profile, pass --bench-report FILE instead", 2
        )
    saved_report = read_report(args.bench_report) if args.bench_report else None
    if args.profile is None:  # a saved profile's folders are on its own machine
        for folder in args.data:
            if not Path(folder).expanduser().is_dir():
                raise CliError(f"--data {folder}: no such folder on this machine", 2)
    if args.profile is not None:
        profile = _read_profile(args.profile)
        # A saved profile is another machine: only the given folders are checked.
        inputs = DoctorInputs(dataset_paths=list(args.data))
    else:
        profile = fast_probe()
        inputs = gather_inputs(profile, args.data, read_torch_runtime=not args.no_torch)
    try:
        kb = open_kb()
        if args.bench or saved_report is not None:
            measured = _measure(args.data, saved_report, kb, profile)
            inputs = inputs.model_copy(update={"bench_findings": measured})
        findings = diagnose(profile, plan, kb=kb, today=date.today(), extra=inputs)
        passed = checks_passed(profile, plan, kb=kb, today=date.today(), extra=inputs)
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None
    if args.json:
        out = {
            "schema": "dlconfig.findings/1",
            "findings": [f.model_dump(mode="json") for f in findings],
            "passed": [f.model_dump(mode="json") for f in passed],
            "torch_problem": inputs.torch_problem,
        }
        print(json.dumps(out, indent=2))
    else:
        _print_text(findings, inputs.torch_problem, plan is not None)
        for item in passed:
            print(f"{'OK':<7} {item.message}")
    return 1 if any(f.severity == Severity.ERROR for f in findings) else 0


def _print_text(findings: list[Any], torch_problem: str | None, has_plan: bool) -> None:
    if not findings:
        print("No problems found" + (" for this plan." if has_plan else "."))
    for item in findings:
        print(f"{item.severity.value.upper():<7} {item.code}")
        print(f"        {item.message}")
        if item.fix:
            print(f"  fix:  {item.fix}")
        if item.source:
            print(f"  see:  {item.source}")
    if torch_problem:
        print(f"(torch was not inspected: {torch_problem})")
