"""``dlconfig-cli estimate [WORKLOAD]``: what a workload needs, part by part, with reasons.

With no file, the embedded default workload is used (``--example NAME`` picks a shipped
example instead). Prints a table, or the Requirements as JSON with ``--json``. Invalid
input gets one line naming the field and exit code 2.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dlconfig.models.requirements import Requirements
    from dlconfig.models.workload import Workload


def add_workload_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("workload", nargs="?", help="workload file (YAML or JSON); default: built in")
    p.add_argument("--example", metavar="NAME", help="use a shipped example workload")
    p.add_argument("--json", action="store_true", help="print JSON instead of a summary")
    p.add_argument(
        "--model-config",
        metavar="PATH",
        help=(
            "plan for the model described by this Hugging Face config.json, a GGUF file "
            "(its header) or a model.safetensors.index.json beside its config.json"
        ),
    )
    p.add_argument(
        "--model-id",
        metavar="ORG/NAME",
        help=(
            "plan for a Hugging Face model by its id: fetches only its config.json (and "
            "safetensors index) into the cache, through your proxy settings (HF_ENDPOINT "
            "for a mirror, HF_TOKEN for gated models); the one command that uses the network"
        ),
    )
    p.add_argument(
        "--recipe",
        choices=["hf_trainer", "torchtune", "unsloth", "deepspeed", "megatron"],
        help="training library to plan memory for (default: from sharding, else hf_trainer)",
    )
    p.add_argument(
        "--offload",
        choices=["none", "optimizer", "params"],
        help="keep optimizer states (or parameters too) in host memory (ZeRO-Offload)",
    )
    p.add_argument(
        "--lora-targets",
        metavar="TARGETS",
        help=(
            "layers that carry LoRA/QLoRA adapters: all_linear (default), attention "
            "(q, k, v, o) or module names such as q_proj,v_proj (PEFT's target_modules)"
        ),
    )


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "estimate",
        help="estimate a workload's GPU memory, host RAM, disk and compute",
        description=__doc__,
    )
    add_workload_arguments(p)
    p.set_defaults(func=run)


def read_workload(args: argparse.Namespace) -> tuple[Workload, str]:
    """The workload the arguments name, and a label for messages; raises CliError."""
    from dlconfig.cli import EXIT_USAGE, CliError
    from dlconfig.services import (
        ModelHubError,
        WorkloadFileError,
        cache_dir,
        default_workload,
        example_workload,
        fetch_model_files,
        load_workload,
        open_kb,
        with_model_config,
        with_model_defaults,
        with_options,
    )

    try:
        if args.workload and args.example:
            raise CliError("give a workload file or --example, not both", EXIT_USAGE)
        if args.workload:
            workload, label = load_workload(Path(args.workload)), args.workload
        elif args.example:
            workload, label = example_workload(args.example), f"{args.example}.yaml"
        else:
            workload, label = default_workload(), "default workload"
        config = getattr(args, "model_config", None)
        model_id = getattr(args, "model_id", None)
        if config and model_id:
            raise CliError("give --model-config or --model-id, not both", EXIT_USAGE)
        if config:
            workload = with_model_config(workload, Path(config), "--model-config")
        if model_id:
            try:
                fetched = fetch_model_files(model_id, cache_dir())
            except ModelHubError as exc:
                raise CliError(str(exc), EXIT_USAGE) from None
            workload = with_model_config(workload, fetched, "--model-id")
        options = {
            name: value
            for name in ("recipe", "offload", "lora_targets")
            if (value := getattr(args, name, None)) is not None
        }
        if options:
            workload = with_options(workload, label, **options)
        # an unset sequence length follows the model (as planning does)
        return with_model_defaults(workload, open_kb()), label
    except WorkloadFileError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None


def estimate_or_fail(workload: Workload, label: str) -> Requirements:
    from dlconfig.cli import EXIT_ERROR, EXIT_USAGE, CliError
    from dlconfig.services import KbError, PlanInputError, estimate, open_kb

    try:
        return estimate(workload, open_kb())
    except PlanInputError as exc:
        raise CliError(f"{label}: {exc.field}: {exc.message}", EXIT_USAGE) from None
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}", EXIT_ERROR) from None


def run(args: argparse.Namespace) -> int:
    from dlconfig.services.measuring import measured_reasons

    workload, label = read_workload(args)
    requirements = estimate_or_fail(workload, label)
    # this machine's measurements (calibrate), labelled as measured, beside the estimate
    measured = measured_reasons(workload.model.preset, workload.mode.value)
    requirements = requirements.model_copy(update={"measured": measured})
    if args.json:
        print(json.dumps(requirements.model_dump(mode="json", by_alias=True), indent=2))
    else:
        print(summary(workload, requirements))
        for reason in measured:
            print(reason.text)
    return 0


def _fmt(value: float, unit: str) -> str:
    if unit == "FLOP":
        return f"{value:.3g} FLOP"
    return f"{value:,.2f} {unit}"


def summary(workload: Workload, req: Requirements) -> str:
    """Readable breakdown: each figure with its error band and basis, then the reasons."""
    from dlconfig.models.workload import IMAGE_SIZE_TASKS

    model = workload.model.preset or workload.model.name or f"custom {workload.model.params_b}B"
    gpus = workload.gpus_per_node * workload.nodes
    shape = (
        f"{workload.image_size} px"
        if workload.task in IMAGE_SIZE_TASKS
        else f"seq {workload.seq_len}"
    )
    lines = [
        f"Workload   {workload.name}: {workload.mode.value} {model}, {workload.precision.value}, "
        f"batch {workload.batch_size} per GPU, {shape}, "
        f"{gpus} GPU{'' if gpus == 1 else 's'}, "
        f"sharding {workload.sharding.value}",
        f"VRAM/GPU   {req.vram_gib_per_gpu:,.2f} GiB",
    ]
    width = max(len(e.name) for e in req.estimates)
    for item in req.estimates:
        lines.append(
            f"  {item.name.ljust(width)}  {_fmt(item.value, item.unit):>16}  "
            f"±{item.error_pct:g}%  {item.confidence.value}: {item.basis}"
        )
    if req.trainable_params:
        lines.append(f"Trainable  {req.trainable_params / 1e6:,.1f}M parameters")
    if req.mfu_assumed is not None and req.train_flops is not None:
        lines.append(f"MFU        {req.mfu_assumed:.0%} assumed for training time")
    lines.append("Reasons")
    for reason in req.reasons:
        source = f" [{reason.source}]" if reason.source else ""
        lines.append(f"  - {reason.text}{source}")
    return "\n".join(lines)
