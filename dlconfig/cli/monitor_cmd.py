"""``dlconfig-cli monitor``: print live usage samples (JSON lines with --json, CSV with --csv).

The interval is the ``sample_interval_ms`` setting (``--sample-interval-ms``,
``DLCONFIG_SAMPLE_INTERVAL_MS``, or the settings file), as in the GUI's monitor; CSV is
the one monitor format the GUI's "Export CSV" writes too.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from dlconfig.models.requirements import GIB

if TYPE_CHECKING:
    from dlconfig.services import Snapshot

MAX_COUNT = 1_000_000


def _interval_ms(text: str) -> int:
    from dlconfig.services import SAMPLE_INTERVAL_MAX_MS, SAMPLE_INTERVAL_MIN_MS

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of ms") from None
    if not SAMPLE_INTERVAL_MIN_MS <= value <= SAMPLE_INTERVAL_MAX_MS:
        raise argparse.ArgumentTypeError(
            f"must be between {SAMPLE_INTERVAL_MIN_MS} and {SAMPLE_INTERVAL_MAX_MS} ms, not {text}"
        )
    return value


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= value <= MAX_COUNT:
        raise argparse.ArgumentTypeError(f"must be between 1 and {MAX_COUNT}, not {value}")
    return value


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "monitor",
        help="print live CPU, memory, disk, network and GPU usage",
        description="Sample this machine COUNT times, MS milliseconds apart (default: the "
        "sample_interval_ms setting). Rates are bytes per second over the interval. --json "
        "prints one JSON object per line; --csv prints CSV (an empty cell: not available).",
    )
    p.add_argument(
        "--sample-interval-ms",
        type=_interval_ms,
        metavar="MS",
        help="milliseconds between samples (overrides DLCONFIG_SAMPLE_INTERVAL_MS)",
    )
    p.add_argument("--count", type=_count, default=5, metavar="N", help="samples to print")
    form = p.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="JSON lines")
    form.add_argument("--csv", action="store_true", help="CSV, the GUI's export format")
    p.add_argument("--no-gpu", action="store_true", help="do not query NVIDIA GPUs")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.services import Nvml, NvmlSource, Sampler, SettingsStore, SnapshotCsvWriter

    store = SettingsStore.open(cli={"sample_interval_ms": args.sample_interval_ms})
    for notice in store.notices:
        print(f"dlconfig-cli: {notice}", file=sys.stderr)
    interval_s = store.settings.sample_interval_ms / 1000
    sampler = Sampler(nvml=None if args.no_gpu else NvmlSource(Nvml()))
    try:
        start = time.monotonic()
        baseline = sampler.sample(start)  # rates need an earlier reading
        pending_status = list(baseline.status)
        table = SnapshotCsvWriter(sys.stdout, sampler.cpu_count, len(baseline.gpus))
        for n in range(1, args.count + 1):
            due = start + n * interval_s
            time.sleep(max(0.0, due - time.monotonic()))
            snap = sampler.sample(time.monotonic())
            if pending_status:
                snap = _with_status(snap, pending_status)
                pending_status = []
            if args.csv:
                for message in snap.status:
                    print(f"dlconfig-cli: {message}", file=sys.stderr)
                table.write(snap)
                continue
            if args.json:
                record = snap.as_dict()
                record["elapsed_s"] = round(snap.t_s - start, 3)
                record["time"] = datetime.now(timezone.utc).isoformat(timespec="milliseconds")
                line = json.dumps(record)
            else:
                line = text_line(snap, start)
            print(line, flush=True)
    finally:
        sampler.close()
    return 0


def _with_status(snap: Snapshot, extra: list[str]) -> Snapshot:
    import dataclasses

    return dataclasses.replace(snap, status=(*extra, *snap.status))


def _rate(bps: float) -> str:
    if math.isnan(bps):
        return "?"
    for unit, size in (("GB/s", 1e9), ("MB/s", 1e6), ("kB/s", 1e3)):
        if bps >= size:
            return f"{bps / size:.1f} {unit}"
    return f"{bps:.0f} B/s"


def _num(value: float, fmt: str) -> str:
    return "?" if math.isnan(value) else format(value, fmt)


def text_line(s: Snapshot, start: float) -> str:
    """One readable line per snapshot."""
    parts = [
        f"{s.t_s - start:7.1f}s",
        f"cpu {_num(s.cpu_pct, '5.1f')}%",
        f"mem {_num(s.mem_pct, '4.1f')}%",
        f"swap {_num(s.swap_pct, '4.1f')}%",
        f"disk r {_rate(s.disk_read_bps)} w {_rate(s.disk_write_bps)}",
        f"net rx {_rate(s.net_rx_bps)} tx {_rate(s.net_tx_bps)}",
    ]
    for g in s.gpus:
        parts.append(
            f"gpu{g.index} {_num(g.util_pct, '.0f')}% {_num(g.mem_used_bytes / GIB, '.1f')} "
            f"GiB {_num(g.temp_c, '.0f')}C {_num(g.power_w, '.0f')}W"
        )
    line = "  ".join(parts)
    if s.status:
        line += "  [" + "; ".join(s.status) + "]"
    return line
