"""``dlconfig-cli calibrate REPORT.json [--reset]``: keep a measurement for this machine.

A report that ``dlconfig-cli measure`` (scripts/measure.py) wrote is stored in the data
folder, keyed by this machine, its device, the model preset, mode and precision. Later
``dlconfig-cli estimate`` runs on this machine show the measured figure beside the
formula's, each labelled; other machines never see it. ``--reset`` removes this
machine's measurements.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "calibrate",
        help="keep a measure report so this machine's estimates show the measured figures",
        description=__doc__,
    )
    p.add_argument("report", metavar="REPORT.json", type=Path, nargs="?", help="a measure report")
    p.add_argument("--reset", action="store_true", help="remove this machine's measurements")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import EXIT_USAGE, CliError
    from dlconfig.services.measuring import MeasureError, calibrate, reset_calibration

    if args.reset:
        removed = reset_calibration()
        print(f"Removed {removed} measurement(s) of this machine.")
        return 0
    if args.report is None:
        raise CliError("give REPORT.json (written by dlconfig-cli measure), or --reset", EXIT_USAGE)
    try:
        entry = calibrate(args.report)
    except MeasureError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
    print(
        f"Kept for this machine: {entry['preset'] or entry['device']} {entry['mode']}"
        f" {entry['precision']}: {entry['peak_gib']:,.2f} GiB peak ({entry['peak_kind']}),"
        f" {entry['tokens_per_s']:,.1f} tokens/s, measured {entry['measured_at']}"
    )
    return 0
