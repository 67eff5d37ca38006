"""``dlconfig-cli trace [WORKLOAD]``: the workload's memory by part as PyTorch allocates it,
traced with fake tensors (no GPU, no weights), beside the formula's figures.

The trace runs in an interpreter with torch and transformers: the one given with --python,
the applied bundle's (--bundle BUNDLE_DIR, its .venv), or this one. It counts what
PyTorch allocates on its CPU kernels; the CUDA context, the allocator's reserve, 4/8-bit
kernels and sharding are not in a trace and are added from the formula, labelled so.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    from dlconfig.cli.estimate_cmd import add_workload_arguments

    p: argparse.ArgumentParser = sub.add_parser(
        "trace",
        help="the workload's memory by part as PyTorch allocates it (fake tensors, no GPU)",
        description=__doc__,
    )
    add_workload_arguments(p)
    p.add_argument(
        "--python", metavar="PY", help="the interpreter to trace in (torch, transformers)"
    )
    p.add_argument(
        "--bundle", type=Path, metavar="DIR", help="trace in this applied bundle's .venv"
    )
    p.add_argument("--timeout", type=float, default=900, metavar="S", help="stop after S seconds")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import CliError
    from dlconfig.cli.estimate_cmd import estimate_or_fail, read_workload
    from dlconfig.services import open_kb
    from dlconfig.services.tracing import PARTS, TraceError, run_trace

    workload, label = read_workload(args)
    requirements = estimate_or_fail(workload, label)
    try:
        found = run_trace(
            workload, open_kb(), python=args.python, bundle=args.bundle, timeout_s=args.timeout
        )
    except TraceError as exc:
        raise CliError(f"trace: {exc}") from None
    report = found.report
    formula = {e.name: e for e in requirements.estimates}
    untraced = [e for e in requirements.estimates if e.name == "overhead"]
    if args.json:
        parts = {part: round(found.gib(part), 4) for part in PARTS}
        print(
            json.dumps(
                {
                    **report,
                    "parts_gib": parts,
                    "allocated_peak_gib": round(found.peak_gib, 4),
                    "by_formula_gib": found.by_formula,
                    "formula_gib": {p: formula[p].value for p in PARTS if p in formula},
                    "added_by_formula_gib": {e.name: e.value for e in untraced},
                    "config_from": found.config_from,
                    "python": found.python,
                },
                indent=2,
            )
        )
        return 0
    mode = str(report["mode"])
    if workload.mode.value != mode:  # QLoRA: its adapters and activations, on a 16-bit base
        mode = f"{workload.mode.value} traced as {mode} on a 16-bit base"
    print(
        f"Traced with torch {report['torch']}, transformers {report['transformers']} on"
        f" {report['date']} ({mode}, batch {report['batch']}, {report['seq_len']}"
        f" tokens, {report['precision']}, {report['attention']} attention, CPU kernels);"
        f" model from {found.config_from}"
    )
    print(f"  {'part':<14} {'traced':>12} {'formula':>12}")
    for part in PARTS:
        estimate = formula.get(part)
        shown = f"{estimate.value:,.2f} GiB" if estimate is not None else "—"
        marker = "  (by formula: not in a trace)" if part in found.by_formula else ""
        print(f"  {part:<14} {found.gib(part):>8,.2f} GiB {shown:>12}{marker}")
    print(f"  {'peak allocated':<14} {found.peak_gib:>8,.2f} GiB")
    for e in untraced:
        print(f"  + {e.name} {e.value:,.2f} GiB by formula, not traced: {e.basis}")
    print(
        f"  parameters {report['params_total']:,}, trainable {report['params_trainable']:,};"
        f" traced in {report['seconds']} s"
    )
    return 0
