"""``dlconfig-cli stack``: the driver/CUDA/Python/framework set for a GPU and a target.

Exits 0 with the stack, or 1 with the conflict (what clashes and the smallest change that
helps) when nothing fits. ``--json`` prints the Stack or the Conflict as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from dlconfig.cli import EXIT_ERROR, EXIT_USAGE, CliError

NO_GPU = ("none", "cpu", "no", "-")


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "stack",
        help="resolve a compatible driver / CUDA / Python / framework stack",
        description=__doc__,
    )
    p.add_argument(
        "--gpu",
        default="none",
        help='GPU name ("RTX 4090", "H100", "Apple M2", "none"), or the compute capability of '
        'one the catalog lacks ("sm_86")',
    )
    p.add_argument(
        "--compute-capability",
        metavar="X.Y",
        help="plan for a GPU the catalog lacks from its compute capability only (8.6)",
    )
    p.add_argument(
        "--target",
        default="linux",
        choices=["linux", "wsl2", "windows", "macos"],
        help="where it runs",
    )
    p.add_argument("--framework", default="pytorch", choices=["pytorch", "tensorflow"])
    p.add_argument("--framework-version", help="version or specifier: 2.6, 2.6.0, '>=2.4,<2.8'")
    p.add_argument("--driver", help="installed NVIDIA driver (on WSL2: the Windows driver)")
    p.add_argument("--python", help="Python version (3.12) or specifier")
    p.add_argument(
        "--env-manager", default="venv", choices=["venv", "uv", "conda", "pipenv"], help="tool"
    )
    p.add_argument(
        "--with",
        dest="companions",
        action="append",
        choices=["torchvision", "torchaudio"],
        default=None,
        help="companion package to pin with torch (repeatable; default torchvision)",
    )
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


UNKNOWN_GPU_HINT = (
    "'dlconfig-cli kb list gpus' lists them; for a GPU the catalog lacks, give its compute "
    "capability instead (--compute-capability 8.6 or --gpu sm_86) to plan from that only"
)


def _capability_gpu(kb: Any, text: str, option: str) -> Any:
    from dlconfig.services import CapabilityError, KbError, gpu_by_capability

    try:
        return gpu_by_capability(kb, text)
    except CapabilityError as exc:
        raise CliError(f"{option}: {exc}", EXIT_USAGE) from None
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None


def _gpu(kb: Any, name: str, capability: str | None = None) -> Any:
    """The catalog GPU ``name`` names, a stand-in for a compute capability, or None for a
    CPU plan; CliError (exit 2) when unknown, naming the capability fallback."""
    from dlconfig.services import KbError, catalog_gpus, names_capability

    if capability is not None:
        if name.strip().lower() not in NO_GPU:
            raise CliError("give --gpu or --compute-capability, not both", EXIT_USAGE)
        return _capability_gpu(kb, capability, "--compute-capability")
    if name.strip().lower() in NO_GPU:
        return None
    if names_capability(name):
        return _capability_gpu(kb, name, "--gpu")
    try:
        found = catalog_gpus(kb, name)
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None
    if not found:
        raise CliError(f"unknown GPU {name!r}; {UNKNOWN_GPU_HINT}", EXIT_USAGE)
    if len(found) > 1:
        names = ", ".join(g.name for g in found[:6])
        raise CliError(f"GPU {name!r} is ambiguous: {names}", EXIT_USAGE)
    return found[0]


def run(args: argparse.Namespace) -> int:
    from dlconfig.models.workload import EnvManager, Framework, Target
    from dlconfig.services import KbError, PlanInputError, StackRequest, open_kb, resolve_stack

    kb = open_kb()
    gpu = _gpu(kb, args.gpu, args.compute_capability)
    companions: tuple[str, ...] = ()
    if args.framework == "pytorch":
        companions = tuple(args.companions) if args.companions else ("torchvision",)
    request = StackRequest(
        target=Target(args.target),
        framework=Framework(args.framework),
        gpu=gpu,
        driver=args.driver,
        framework_version=args.framework_version,
        python=args.python,
        env_manager=EnvManager(args.env_manager),
        companions=companions,
    )
    try:
        result = resolve_stack(request, kb)
    except PlanInputError as exc:
        raise CliError(f"--{exc.field.replace('_', '-')}: {exc.message}", EXIT_USAGE) from None
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None
    if args.json:
        payload = (
            result.stack.model_dump(mode="json")
            if result.stack is not None
            else {"conflict": result.conflict.model_dump(mode="json") if result.conflict else None}
        )
        print(json.dumps(payload, indent=2, ensure_ascii=False))
        return 0 if result.stack is not None else EXIT_ERROR
    if result.stack is None:
        conflict = result.conflict
        assert conflict is not None  # a result holds a stack or a conflict
        print(f"No stack fits: {conflict.message}", file=sys.stderr)
        if conflict.constraints:
            print("Clashing constraints: " + "; ".join(conflict.constraints), file=sys.stderr)
        for suggestion in conflict.suggestions:
            print(f"  - {suggestion}", file=sys.stderr)
        return EXIT_ERROR
    stack = result.stack
    rows = [
        ("target", stack.target.value),
        ("os", stack.os),
        ("driver", f">= {stack.driver_min}" if stack.driver_min else "-"),
        ("cuda", stack.cuda or "-"),
        ("cudnn", stack.cudnn or "-"),
        ("python", stack.python),
        (
            "framework",
            f"{stack.framework.name} {stack.framework.version} ({stack.framework.variant})",
        ),
        ("env manager", stack.env_manager.value),
    ]
    for key, value in rows:
        print(f"{key:<12} {value}")
    print("\nrequirements.txt:")
    for line in stack.requirement_lines:
        print(f"  {line}")
    if stack.wsl_steps:
        print("\nWSL2 steps:")
        for step in stack.wsl_steps:
            print(f"  - {step}")
    print("\nwhy:")
    for reason in stack.reasons:
        print(f"  - {reason.text}")
    return 0
