"""``dlconfig-cli bench``: measure this machine's disk, memory, CPU, GPU and network."""

from __future__ import annotations

import argparse
import json
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dlconfig.models.hardware import HardwareProfile
    from dlconfig.services import BenchProgress, BenchReport


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "bench",
        help="measure disk, memory, CPU and GPU speed",
        description="Measure this machine's disk, memory, CPU, GPU and network, and set "
        "each figure beside what the knowledge base expects. The disk test file is "
        "always removed, also on Ctrl-C.",
    )
    p.add_argument("--quick", action="store_true", help="smaller sizes, about 10 seconds")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument(
        "--folder", type=Path, help="folder whose disk to measure (default: current folder)"
    )
    p.add_argument("--dataset", type=Path, help="dataset folder to judge against the measured disk")
    p.add_argument("--iperf3", metavar="HOST", help="also measure the network to HOST (iperf3 -s)")
    p.add_argument(
        "--only",
        metavar="GROUPS",
        help="comma-separated subset of: disk, memory, cpu, gpu, network",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import CliError
    from dlconfig.services import (
        BENCH_GROUPS as GROUPS,
        BenchOptions,
        judge,
        open_kb,
        run_benchmarks,
    )

    groups = frozenset(GROUPS)
    if args.only:
        groups = frozenset(g.strip() for g in args.only.split(",") if g.strip())
        unknown = sorted(groups - set(GROUPS))
        if unknown or not groups:
            raise CliError(
                f"--only: unknown group {', '.join(unknown) or '(none)'}; "
                f"choose from {', '.join(GROUPS)}",
                2,
            )
    folder: Path | None = args.folder
    if folder is not None:
        folder = folder.expanduser()
        if not folder.is_dir():
            raise CliError(f"--folder {folder}: no such folder", 2)
    options = BenchOptions(
        folder=folder, is_quick=args.quick, iperf_host=args.iperf3, groups=groups
    )
    show = None if args.json or not sys.stderr.isatty() else _print_progress
    previous = signal.signal(signal.SIGTERM, _raise_interrupt)
    try:
        report = run_benchmarks(options, progress=show)
    finally:
        signal.signal(signal.SIGTERM, previous)
        if show is not None:
            print(file=sys.stderr)
    report, findings = judge(report, open_kb(), _profile(), args.dataset)
    if args.json:
        print(json.dumps(report.model_dump(mode="json", by_alias=True), indent=2))
    else:
        print(format_report(report))
        for finding in findings:
            print(f"{finding.severity.value}: {finding.message}")
    return 0


MAX_REPORT_BYTES = 16 * 1024 * 1024


def read_report(path: Path) -> BenchReport:
    """A saved ``dlconfig-cli bench --json`` report; one clear CliError when it is not one."""
    from dlconfig.cli.files import read_json_model
    from dlconfig.services import BenchReport

    return read_json_model(path, BenchReport, "a benchmark report", MAX_REPORT_BYTES)


def _raise_interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def _print_progress(progress: BenchProgress) -> None:
    text = f"\r{progress.fraction * 100:5.1f}%  {progress.label} {progress.message}"
    print(f"{text:<60}", end="", file=sys.stderr, flush=True)


def _profile() -> HardwareProfile | None:
    """The fast probe of this machine (disk kinds, GPU names), well under a second."""
    from dlconfig.services import fast_probe

    return fast_probe()


def format_report(report: BenchReport) -> str:
    """The report as an aligned text table, with expected figures where known."""
    by_code = {c.code: c for c in report.comparisons}
    rows = [("figure", "value", "expected", "note")]
    for r in report.results:
        if r.value is not None:
            value = f"{r.value:,.1f} {r.unit}" if r.value < 1e5 else f"{r.value:,.0f} {r.unit}"
        else:
            value = r.status.value
        comp = by_code.get(r.code)
        expected = f"{comp.percent:g}% of {comp.expected:,.0f}" if comp else ""
        note = r.reason or "; ".join(r.notes)
        rows.append((r.label, value, expected, note))
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    lines = [
        "  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row[:3])) + "  " + row[3]
        for row in rows
    ]
    if report.folder:
        lines.append(f"disk measured in: {report.folder}")
    return "\n".join(line.rstrip() for line in lines)
