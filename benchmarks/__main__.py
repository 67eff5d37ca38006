"""``python -m benchmarks [--quick] [--json FILE] [--only GROUPS]``: dlconfig's speed."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks import app_figures, engine_figures, gui_figures
from benchmarks.measure import Figure, not_available, private_home
from benchmarks.report import format_table, machine_description

GROUPS = ("startup", "probe", "monitor", "plan", "export", "memory")


def _guarded(
    name: str, unit: str, limit: float | None, func: Callable[[], list[Figure]]
) -> list[Figure]:
    """Run one group; missing code gives n/a, a crash gives an error row (a failure)."""
    try:
        return func()
    except (ImportError, AttributeError, LookupError) as exc:
        return [not_available(name, unit, f"{type(exc).__name__}: {exc}", limit)]
    except Exception as exc:  # noqa: BLE001 - one failing figure must not hide the others
        return [Figure(name, None, unit, limit, note=f"error: {type(exc).__name__}: {exc}"[:160])]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer runs, 20 s monitor window")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--only", help=f"comma-separated subset of: {', '.join(GROUPS)}")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the PDF figures start Qt
    groups = set(args.only.split(",")) if args.only else set(GROUPS)
    unknown = groups - set(GROUPS)
    if unknown:
        parser.error(f"unknown group(s): {', '.join(sorted(unknown))}")
    runs = 3 if args.quick else 7
    window_s = 20.0 if args.quick else 60.0
    started = time.perf_counter()
    figures: list[Figure] = []
    with private_home() as home_name:
        home = Path(home_name)
        steps: list[tuple[str, str, str, float | None, Callable[[], list[Figure]]]] = [
            (
                "startup",
                "start-up: window on screen",
                "ms",
                None,
                lambda: app_figures.startup(home, 5 if not args.quick else 3),
            ),
            (
                "startup",
                "start-up on the Plan page",
                "ms",
                gui_figures.PLAN_STARTUP_MS,
                lambda: gui_figures.startup_on_plan_page(home, 3),
            ),
            ("probe", "probe", "ms", None, lambda: engine_figures.probe(runs)),
            (
                "monitor",
                "monitor: sampler cost per tick",
                "µs",
                None,
                lambda: [engine_figures.sampler_tick(200)],
            ),
            (
                "monitor",
                f"monitor: CPU s over {window_s:.0f} s at 1 s",
                "s",
                None,
                lambda: [app_figures.monitor_cpu(home, window_s)],
            ),
            ("plan", "plan", "ms", engine_figures.PLAN_MS, lambda: engine_figures.plans(runs * 3)),
            (
                "plan",
                "estimate: every preset",
                "ms",
                engine_figures.ESTIMATE_MS,
                lambda: engine_figures.preset_estimates(runs * 3),
            ),
            (
                "plan",
                "plan: GPU layouts, the decision and the stack solve",
                "ms",
                None,
                lambda: engine_figures.plan_steps(runs * 3),
            ),
            (
                "plan",
                "plan: estimate of every preset and every recipe",
                "ms",
                engine_figures.ESTIMATE_MS,
                lambda: engine_figures.estimates(runs),
            ),
            (
                "plan",
                "plan: edit to repainted GPU table",
                "ms",
                gui_figures.EDIT_TO_PAINT_MS,
                lambda: gui_figures.edit_to_repainted_table(runs),
            ),
            (
                "export",
                "export: full bundle with PDF",
                "ms",
                engine_figures.EXPORT_MS,
                lambda: engine_figures.export(runs if not args.quick else 3),
            ),
            (
                "memory",
                "memory: peak RSS per page",
                "MB",
                app_figures.PAGE_RSS_MB,
                lambda: app_figures.page_memory(home, 4.0),
            ),
        ]
        for group, name, unit, limit, func in steps:
            if group in groups:
                print(f"measuring {name} ...", file=sys.stderr, flush=True)
                figures.extend(_guarded(name, unit, limit, func))
    elapsed = time.perf_counter() - started
    machine = machine_description()
    print(format_table(figures))
    print(f"\n{machine}; {elapsed:.0f} s in all")
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "schema": "dlconfig.benchmarks/1",
                    "machine": machine,
                    "python": platform.python_version(),
                    "is_quick": args.quick,
                    "elapsed_s": round(elapsed, 1),
                    "figures": [f.as_dict() for f in figures],
                },
                indent=2,
            ),
            encoding="utf-8",
        )
    return 1 if any(f.passed is False or f.note.startswith("error") for f in figures) else 0


if __name__ == "__main__":
    sys.exit(main())
