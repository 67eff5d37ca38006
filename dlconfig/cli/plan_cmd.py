"""``dlconfig-cli plan [WORKLOAD]``: the whole plan for a workload on this machine.

Runs every planning step (workload, hardware, stack, container, infrastructure) and
prints a summary, or the Plan as JSON (schema dlconfig.plan/1) with ``--json``. This
machine is probed quickly first unless ``--no-probe``. With no file, the embedded default
workload is used.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from dlconfig.cli.estimate_cmd import add_workload_arguments
from dlconfig.i18n.labels import gpu_line

if TYPE_CHECKING:
    from dlconfig.models.choice import HardwareChoice
    from dlconfig.models.decision import Candidate
    from dlconfig.models.plan import Plan


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "plan",
        help="plan hardware, stack, containers and infrastructure for a workload",
        description=__doc__,
    )
    add_workload_arguments(p)
    p.add_argument("--no-probe", action="store_true", help="plan without looking at this machine")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from datetime import date

    from dlconfig.cli import EXIT_ERROR, EXIT_USAGE, CliError
    from dlconfig.cli.estimate_cmd import read_workload
    from dlconfig.services import KbError, PlanInputError, fast_probe, make_plan, open_kb
    from dlconfig.services.measuring import with_measured

    workload, label = read_workload(args)
    profile = None if args.no_probe else fast_probe()
    try:
        plan = make_plan(workload, profile, open_kb(), date.today())
        if profile is not None:  # planned on this machine: its measurements stand beside
            plan = with_measured(plan)
    except PlanInputError as exc:
        raise CliError(f"{label}: {exc.field}: {exc.message}", EXIT_USAGE) from None
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}", EXIT_ERROR) from None
    if args.json:
        print(json.dumps(plan.model_dump(mode="json", by_alias=True), indent=2))
    else:
        print(summary(plan))
    return 0


def _yes_no(value: bool | None) -> str:
    return "unknown" if value is None else ("yes" if value else "no")


def _hours(value: float) -> str:
    """A run's hours: one decimal from an hour on, two significant digits below it (a
    two-minute run is "0.033 h", not "0.0 h")."""
    return f"{value:,.1f}" if value >= 1 else f"{value:.2g}"


def _cost_line(chosen: Candidate, hours_per_month: float) -> str:
    """The decision's cost with its price mode and date: a run (training) or a month."""
    mode = (chosen.price_mode or "unpriced").replace("_", " ")
    dated = f", prices of {chosen.prices_as_of}" if chosen.prices_as_of else ""
    if chosen.hours_per_run is not None and chosen.run_usd is not None:
        return f"${chosen.run_usd:,.2f} a run of {_hours(chosen.hours_per_run)} h ({mode}{dated})"
    if chosen.month_usd is not None:
        return f"${chosen.month_usd:,.2f} a month of {hours_per_month:g} h ({mode}{dated})"
    return "unknown: no price recorded in an allowed price mode"


def _hardware_lines(hw: HardwareChoice) -> list[str]:
    """The GPUs planned (or why none), what a named GPU became, the host, this PC."""
    lines: list[str] = []
    chosen = next((o for o in hw.options if o.is_chosen), None)
    without_gpu = {"cpu": "CPU only, no GPU", "mps": "the Mac's Apple GPU (MPS), no CUDA"}
    if chosen is None and hw.choice.strategy in without_gpu:
        lines.append(f"Hardware   {without_gpu[hw.choice.strategy]}")
    elif chosen is None:
        lines.append("Hardware   no GPU option fits")
    else:
        extra = f", about {_hours(chosen.est_hours)} h" if chosen.est_hours is not None else ""
        gpus = gpu_line(chosen.name, chosen.count, chosen.nodes)
        lines.append(f"Hardware   {gpus} ({chosen.strategy}){extra}")
    # a GPU the workload named that is not the one planned: why, in one line
    for reason in hw.reasons:
        if reason.code.startswith("hardware.request.") and reason.text:
            lines.append(f"Asked      {reason.text}")
    if hw.host is not None:
        h = hw.host
        lines.append(
            f"Host       {h.cpu_cores} cores, {h.ram_gb:g} GB RAM, {h.storage_gb:,.0f} GB "
            f"{h.storage_kind}" + (f", {h.interconnect}" if h.interconnect else "")
        )
    lines.append(f"This PC    fits: {_yes_no(hw.local_fit)}")
    return lines


def summary(plan: Plan) -> str:
    lines = [f"Plan for {plan.workload.name} (knowledge base {plan.kb_version})"]
    req = plan.requirements
    if req is not None:
        lines.append(
            f"Needs      {req.vram_gib_per_gpu:,.1f} GiB per GPU, {req.ram_gib:,.0f} GiB RAM, "
            f"{req.disk_gb:,.0f} GB disk"
            + (f", {req.train_flops:.3g} training FLOPs" if req.train_flops else "")
        )
    if plan.hardware is not None:
        lines += _hardware_lines(plan.hardware)
    if plan.stack is not None:
        fw = plan.stack.framework
        rocm = plan.stack.rocm_release
        gpu_stack = f"ROCm {rocm}" if rocm else f"CUDA {plan.stack.cuda or '-'}"
        lines.append(
            f"Stack      {fw.name} {fw.version}, {gpu_stack}, "
            f"Python {plan.stack.python}, {plan.stack.os}"
        )
    if plan.container is not None:
        images = plan.container.dockerfile_images()
        lines.append("Container  " + ", ".join(f"{k} {v}" for k, v in images.items()))
    first = plan.recommended_place()
    if first is not None:
        place = ", ".join(x for x in (first.kind, first.provider, first.region, first.city) if x)
        if first.gpu:
            chosen_place = plan.decision.chosen if plan.decision is not None else None
            name = chosen_place.gpu_name if chosen_place is not None else first.gpu
            place += f", {gpu_line(name or first.gpu, first.gpus or 1, 1)}"
        lines.append(f"Where      {place}")
    decision = plan.decision
    if decision is not None and decision.chosen is not None:
        lines.append(f"Cost       {_cost_line(decision.chosen, decision.hours_per_month)}")
    for conflict in plan.conflicts:
        lines.append(f"Conflict   {conflict.message}")
    lines.append("Use --json for the full plan with every option and reason.")
    return "\n".join(lines)
