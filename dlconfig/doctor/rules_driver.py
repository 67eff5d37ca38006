"""Driver, CUDA toolkit and container-runtime findings."""

from __future__ import annotations

from packaging.version import Version

from dlconfig.doctor import sources
from dlconfig.doctor.context import DoctorContext, cuda_of_variant, finding
from dlconfig.doctor.facts import parse_version, required_driver
from dlconfig.kb.gpus import GpuCatalog, gpu_for_profile
from dlconfig.models.common import Finding, Severity
from dlconfig.models.messages import render_text


def driver_missing(ctx: DoctorContext) -> list[Finding]:
    """An NVIDIA card is in the machine but NVML cannot reach it."""
    profile = ctx.profile
    if profile.gpus or ctx.machine_target == "macos":
        return []
    cards = [g for g in profile.other_gpus if "nvidia" in (g.vendor or g.name).lower()]
    if not cards:
        return []
    code, params = profile.gpus_unavailable_code, profile.gpus_unavailable_params
    # the probe's words come from its code and params; a profile recorded before the
    # params carries only its words
    recorded = code is None or render_text("probe." + code, params) is None
    return [
        finding(
            "driver.missing",
            Severity.ERROR,
            sources.NVIDIA_DRIVERS,
            gpu=cards[0].name,
            unavailable=code,
            reason=profile.gpus_unavailable_reason if recorded else None,
            **params,
        )
    ]


def _wanted_cuda(ctx: DoctorContext) -> tuple[Version, str | None] | None:
    """The CUDA version the plan (or else the installed torch) needs, and the torch
    version that needs it (None: the plan)."""
    if ctx.plan_applies and ctx.plan is not None and ctx.plan.stack is not None:
        cuda = parse_version(ctx.plan.stack.cuda)
        if cuda is not None:
            return cuda, None
        return None
    if ctx.inputs.torch is not None:
        cuda = parse_version(ctx.inputs.torch.cuda)
        if cuda is not None:
            return cuda, str(ctx.inputs.torch.version)
    torch = ctx.framework("torch")
    if torch is not None:
        cuda = parse_version(cuda_of_variant(torch.variant))
        if cuda is not None:
            return cuda, str(torch.version)
    return None


def driver_too_old(ctx: DoctorContext) -> list[Finding]:
    """The installed driver is older than the CUDA build needs."""
    driver = parse_version(ctx.profile.driver_version)
    wanted = _wanted_cuda(ctx)
    if driver is None or wanted is None:
        return []
    cuda, torch_version = wanted
    need = required_driver(ctx.kb, cuda, ctx.driver_platform)
    required = need.version if need is not None else None
    source = need.source if need is not None else sources.CUDA_COMPATIBILITY
    plan_min = None
    if ctx.plan_applies and ctx.plan is not None and ctx.plan.stack is not None:
        plan_min = parse_version(ctx.plan.stack.driver_min)
    if plan_min is not None and (required is None or plan_min > required):
        required = plan_min
    if required is None or driver >= required:
        return []
    return [
        finding(
            "driver.too_old",
            Severity.ERROR,
            source,
            driver=str(driver),
            required=str(required),
            cuda=str(cuda),
            platform=ctx.driver_platform,
            wanted_by="plan" if torch_version is None else "torch",
            torch_version=torch_version,
            wsl=ctx.is_wsl,
        )
    ]


def driver_outside_gpu_bounds(ctx: DoctorContext) -> list[Finding]:
    """The installed driver is older than the GPU's first driver or newer than its last branch.

    Bounds come from the GPU's architecture record (Blackwell from R570; Kepler's last
    branch R470; Maxwell, Pascal and Volta end with R580).
    """
    driver = parse_version(ctx.profile.driver_version)
    if driver is None or not ctx.profile.gpus:
        return []
    catalog = ctx.kb.dataset("gpus", GpuCatalog)
    arches = {a.id: a for a in catalog.architectures}
    for gpu in ctx.profile.gpus:
        record = gpu_for_profile(catalog, gpu)
        arch = arches.get(record.architecture) if record is not None else None
        if arch is None:
            continue
        source = arch.driver_source or arch.source
        floor = parse_version(arch.driver_min)
        if floor is not None and driver < floor:
            return [
                finding(
                    "driver.gpu_too_new_for_driver",
                    Severity.ERROR,
                    source,
                    driver=str(driver),
                    gpu=gpu.name,
                    architecture=arch.name,
                    required=arch.driver_min,
                )
            ]
        branch = arch.driver_max_branch
        if branch is not None and driver.major > branch:
            return [
                finding(
                    "driver.gpu_dropped_by_driver",
                    Severity.ERROR,
                    source,
                    driver=str(driver),
                    gpu=gpu.name,
                    architecture=arch.name,
                    branch=branch,
                )
            ]
    return []


def toolkit_missing(ctx: DoctorContext) -> list[Finding]:
    """The plan compiles CUDA code but only the driver's CUDA version is present."""
    plan = ctx.plan
    if not ctx.plan_applies or plan is None or plan.stack is None or not plan.stack.needs_toolkit:
        return []
    if ctx.tool("nvcc") is not None:
        return []
    driver_cuda = ctx.profile.cuda_driver_version
    return [
        finding(
            "toolkit.not_installed",
            Severity.WARNING,
            sources.CUDA_INSTALL_LINUX,
            driver_cuda=driver_cuda,
            cuda=plan.stack.cuda,
        )
    ]


def container_runtime_missing(ctx: DoctorContext) -> list[Finding]:
    """The plan runs GPU containers here, but Docker or the NVIDIA toolkit is missing."""
    plan = ctx.plan
    if plan is None or plan.container is None or plan.container.gpus_per_node <= 0:
        return []
    if ctx.machine_target != "linux" or not ctx.profile.gpus:
        return []
    if plan.container.gpu_vendor != "nvidia":
        return []  # AMD's containers take device files, not NVIDIA's toolkit
    out: list[Finding] = []
    if ctx.tool("docker") is None and ctx.tool("podman") is None:
        out.append(
            finding(
                "container.engine_missing",
                Severity.WARNING,
                sources.DOCKER_INSTALL,
            )
        )
    toolkit = {"nvidia-ctk", "nvidia-container-toolkit", "nvidia-container-runtime"}
    if not any(ctx.tool(name) is not None for name in toolkit):
        out.append(
            finding(
                "container.toolkit_missing",
                Severity.ERROR,
                sources.CONTAINER_TOOLKIT,
                gpus_per_node=plan.container.gpus_per_node,
            )
        )
    return out


RULES = (
    driver_missing,
    driver_too_old,
    driver_outside_gpu_bounds,
    toolkit_missing,
    container_runtime_missing,
)
