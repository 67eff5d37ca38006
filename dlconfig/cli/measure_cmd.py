"""``dlconfig-cli measure BUNDLE_DIR``: run the bundle's scripts/measure.py on this machine
and set what it measured beside the plan's estimate.

It runs in the bundle's environment (``BUNDLE_DIR/.venv``, made by ``apply``) or the
interpreter given with --python; the model is built from its config with random weights,
so nothing is downloaded but the config. Every figure says what it is: measured (on which
device, with which torch and transformers, when) or the plan's estimate.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "measure",
        help="measure peak memory and throughput of a bundle's model on this machine",
        description=__doc__,
    )
    p.add_argument("bundle", metavar="BUNDLE_DIR", type=Path, help="a folder written by export")
    p.add_argument("--quick", action="store_true", help="fewer steps (about a minute on a GPU)")
    p.add_argument("--profile", action="store_true", help="also a PyTorch Profiler trace")
    p.add_argument("--python", metavar="PY", help="the interpreter to run in (one with torch)")
    p.add_argument("--model", help="model id or local folder (default: the plan's)")
    p.add_argument("--timeout", type=float, default=1800, metavar="S", help="stop after S seconds")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(func=run)


def _gib(value: object) -> str:
    return f"{value:,.2f} GiB" if isinstance(value, int | float) else "—"


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import CliError
    from dlconfig.services.measuring import MeasureError, run_measure

    try:
        found = run_measure(
            args.bundle,
            python=args.python,
            quick=args.quick,
            profile=args.profile,
            model=args.model,
            timeout_s=args.timeout,
        )
    except MeasureError as exc:
        raise CliError(str(exc)) from None
    report = found.report
    if args.json:
        print(json.dumps({**report, "estimate_vram_gib_per_gpu": found.estimate_gib}, indent=2))
        return 0
    print(
        f"Measured on {report['device']} with torch {report['torch']},"
        f" transformers {report['transformers']}, {report['measured_at']} ({report['mode']},"
        f" {report['precision']}):"
    )
    print(f"  {'batch':>5} {'length':>7} {'step':>10} {'tokens/s':>12} {'peak':>12}")
    for item in report["runs"]:
        peak = (
            item["peak_allocated_gib"]
            if item["peak_allocated_gib"] is not None
            else item["peak_rss_gib"]
        )
        where = "GPU" if item["peak_allocated_gib"] is not None else "RSS"
        print(
            f"  {item['batch']:>5} {item['seq_len']:>7} {item['step_s_median']:>9.3f}s"
            f" {item['tokens_per_s']:>12,.1f} {_gib(peak):>12} ({where})"
        )
    if report.get("oom_at"):
        oom = report["oom_at"]
        print(f"  out of memory at batch {oom['batch']}, length {oom['seq_len']}")
    print(
        f"Estimate (recommendation.json): {_gib(found.estimate_gib)} per GPU, planned, not measured"
    )
    if report.get("profile"):
        found_profile = report["profile"]
        print(f"Profiler trace: {found_profile['trace']} (Perfetto or TensorBoard open it)")
        print(f"  {'operator':<48} {'self ms':>10}")
        for op in found_profile["top"]:
            print(f"  {op['operator'][:48]:<48} {op['self_ms']:>10.2f}")
        share = found_profile["share"]
        print(
            f"  data loading {share['data_loading']:.0%}, communication"
            f" {share['communication']:.0%}, compute {share['compute']:.0%}"
        )
    return 0
