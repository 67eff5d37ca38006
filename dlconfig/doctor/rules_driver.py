"""Driver, CUDA toolkit and container-runtime findings."""

from __future__ import annotations

from packaging.version import Version

from dlconfig.doctor import sources
from dlconfig.doctor.context import DoctorContext, cuda_of_variant, finding
from dlconfig.doctor.facts import parse_version, required_driver
from dlconfig.kb.gpus import GpuCatalog, gpu_for_profile
from dlconfig.models.common import Finding, Severity


def driver_missing(ctx: DoctorContext) -> list[Finding]:
    """An NVIDIA card is in the machine but NVML cannot reach it."""
    profile = ctx.profile
    if profile.gpus or ctx.machine_target == "macos":
        return []
    cards = [g for g in profile.other_gpus if "nvidia" in (g.vendor or g.name).lower()]
    if not cards:
        return []
    reason = profile.gpus_unavailable_reason or "NVML could not be loaded."
    return [
        finding(
            "driver.missing",
            Severity.ERROR,
            f"{cards[0].name} is installed but no NVIDIA driver answers: {reason}",
            "Install the NVIDIA driver for this GPU (on WSL2, install it on Windows, not "
            "inside Linux) and reboot; then run the doctor again.",
            sources.NVIDIA_DRIVERS,
            gpu=cards[0].name,
            reason=reason,
        )
    ]


def _wanted_cuda(ctx: DoctorContext) -> tuple[Version, str] | None:
    """The CUDA version the plan (or else the installed torch) needs, and from where."""
    if ctx.plan_applies and ctx.plan is not None and ctx.plan.stack is not None:
        cuda = parse_version(ctx.plan.stack.cuda)
        if cuda is not None:
            return cuda, "the plan"
        return None
    if ctx.inputs.torch is not None:
        cuda = parse_version(ctx.inputs.torch.cuda)
        if cuda is not None:
            return cuda, f"the installed torch {ctx.inputs.torch.version}"
    torch = ctx.framework("torch")
    if torch is not None:
        cuda = parse_version(cuda_of_variant(torch.variant))
        if cuda is not None:
            return cuda, f"the installed torch {torch.version}"
    return None


def driver_too_old(ctx: DoctorContext) -> list[Finding]:
    """The installed driver is older than the CUDA build needs."""
    driver = parse_version(ctx.profile.driver_version)
    wanted = _wanted_cuda(ctx)
    if driver is None or wanted is None:
        return []
    cuda, why = wanted
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
    where = "Windows" if ctx.driver_platform == "windows" else "Linux"
    return [
        finding(
            "driver.too_old",
            Severity.ERROR,
            f"The NVIDIA driver {driver} is older than {required}, the oldest {where} driver "
            f"for CUDA {cuda} that {why} uses; CUDA programs will fail to start.",
            f"Update the NVIDIA driver to {required} or newer"
            + (" on Windows (WSL2 uses the Windows driver)" if ctx.is_wsl else "")
            + ", or choose a build for an older CUDA.",
            source,
            driver=str(driver),
            required=str(required),
            cuda=str(cuda),
            platform=ctx.driver_platform,
            wanted_by="plan" if why == "the plan" else "torch",
            torch_version=why.removeprefix("the installed torch ") if why != "the plan" else None,
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
                    f"The NVIDIA driver {driver} predates the {gpu.name}: {arch.name} GPUs need"
                    f" driver {arch.driver_min} or newer.",
                    f"Update the NVIDIA driver to {arch.driver_min} or newer.",
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
                    f"The NVIDIA driver {driver} no longer supports the {gpu.name}: R{branch}"
                    f" is the last driver branch for {arch.name} GPUs.",
                    f"Install an R{branch} driver (the legacy branch for {arch.name}).",
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
    seen = (
        f'nvidia-smi shows "CUDA Version: {driver_cuda}": that is the newest CUDA the driver '
        "can run, not an installed CUDA toolkit. "
        if driver_cuda
        else ""
    )
    wanted = plan.stack.cuda or "the planned CUDA"
    return [
        finding(
            "toolkit.not_installed",
            Severity.WARNING,
            f"{seen}No nvcc compiler was found, and this plan compiles CUDA code "
            "(custom kernels or extensions), which needs the toolkit.",
            f"Install the CUDA toolkit {wanted} (NVIDIA's installer or package, conda's "
            "cuda-toolkit, or a -devel container image) and put its bin folder on PATH. "
            "The driver alone is enough to run prebuilt wheels.",
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
    out: list[Finding] = []
    if ctx.tool("docker") is None and ctx.tool("podman") is None:
        out.append(
            finding(
                "container.engine_missing",
                Severity.WARNING,
                "The plan runs in containers, but neither docker nor podman was found.",
                "Install Docker Engine (or Podman), then the NVIDIA Container Toolkit.",
                sources.DOCKER_INSTALL,
            )
        )
    toolkit = {"nvidia-ctk", "nvidia-container-toolkit", "nvidia-container-runtime"}
    if not any(ctx.tool(name) is not None for name in toolkit):
        out.append(
            finding(
                "container.toolkit_missing",
                Severity.ERROR,
                "The plan's containers use GPUs, but the NVIDIA Container Toolkit (nvidia-ctk) "
                "is not installed, so `docker run --gpus` and Compose GPU reservations fail.",
                "Install the NVIDIA Container Toolkit, run `sudo nvidia-ctk runtime configure "
                "--runtime=docker` and restart Docker.",
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
