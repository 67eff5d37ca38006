"""Framework findings: CPU-only torch, missing GPU architectures, TensorFlow on Windows,
and a Python the framework does not support."""

from __future__ import annotations

import re

from packaging.version import Version

from dlconfig.doctor import sources
from dlconfig.doctor.context import DoctorContext, finding
from dlconfig.doctor.facts import (
    base_version,
    build_runs_on,
    last_windows_gpu_tf,
    newest_build_for,
    parse_version,
    tf_release,
    torch_build,
    torch_catalog,
    torch_release,
)
from dlconfig.kb.base import KbError
from dlconfig.kb.gpus import GpuCatalog, gpu_for_profile
from dlconfig.kb.queries import python_versions, sass_runs_on
from dlconfig.models.common import Finding, Severity

_ARCH = re.compile(r"^(sm|compute)_(\d+)([a-z]?)$")


def _is_cpu_only_torch(ctx: DoctorContext) -> tuple[str, str, str | None] | None:
    """(version, how we know: rocm, cuda_none, cpu_build or windows_pypi, the HIP version)
    when the installed torch has no CUDA support."""
    runtime = ctx.inputs.torch
    if runtime is not None:
        if runtime.cuda is not None:
            return None
        if runtime.hip:
            return runtime.version, "rocm", runtime.hip
        return runtime.version, "cuda_none", None
    torch = ctx.framework("torch")
    if torch is None:
        return None
    if torch.variant == "cpu" or torch.version.endswith("+cpu"):
        return torch.version, "cpu_build", None
    if ctx.machine_target == "windows" and "+" not in torch.version and torch.variant is None:
        return torch.version, "windows_pypi", None
    return None


def torch_cpu_only(ctx: DoctorContext) -> list[Finding]:
    if not ctx.profile.gpus:
        return []
    found = _is_cpu_only_torch(ctx)
    if found is None:
        return []
    version, basis, hip = found
    variant = None
    index_url = None
    if ctx.plan_applies and ctx.plan is not None and ctx.plan.stack is not None:
        variant = ctx.plan.stack.framework.variant
        # torch's own index (the plan's PyTorch variant index), not the user's mirror
        torch_pin = next((p for p in ctx.plan.stack.packages if p.name == "torch"), None)
        index_url = torch_pin.index_url if torch_pin is not None else None
    catalog = torch_catalog(ctx.kb)
    if index_url is None and variant and catalog is not None:
        index_url = f"{catalog.index_base_url.rstrip('/')}/{variant}"
    command = (
        f"pip install --force-reinstall torch --index-url {index_url}"
        if index_url
        else "pip install --force-reinstall torch --index-url "
        "https://download.pytorch.org/whl/<cuda variant>"
    )
    return [
        finding(
            "torch.cpu_only",
            Severity.ERROR,
            catalog.index_source if catalog is not None else sources.PYTORCH_LOCAL,
            version=version,
            gpu=ctx.profile.gpus[0].name,
            index_url=index_url,
            basis=basis,
            hip=hip,
            command=command,
        )
    ]


def _capabilities(ctx: DoctorContext) -> list[tuple[str, Version]]:
    """(GPU name, compute capability) for each distinct GPU model here."""
    out: dict[str, tuple[str, Version]] = {}
    catalog: GpuCatalog | None
    try:
        catalog = ctx.kb.dataset("gpus", GpuCatalog)
    except KbError:  # a damaged catalog must not stop the other checks
        catalog = None
    for gpu in ctx.profile.gpus:
        text = gpu.compute_capability
        if text is None and catalog is not None:
            record = gpu_for_profile(catalog, gpu)
            text = record.compute_capability if record is not None else None
        cc = parse_version(text)
        if cc is not None:
            out.setdefault(str(cc), (gpu.name, cc))
    return list(out.values())


def _runtime_supports(arch_list: list[str], cc: Version) -> bool | None:
    sass: list[Version] = []
    ptx: list[Version] = []
    for item in arch_list:
        match = _ARCH.match(item.strip())
        if match is None:
            continue
        kind, digits, _suffix = match.groups()
        version = Version(f"{digits[:-1]}.{digits[-1]}")
        (sass if kind == "sm" else ptx).append(version)
    if not sass and not ptx:
        return None
    return any(sass_runs_on(s, cc) for s in sass) or any(p <= cc for p in ptx)


def torch_arch_missing(ctx: DoctorContext) -> list[Finding]:
    """The installed torch carries no kernels for this GPU's architecture."""
    runtime = ctx.inputs.torch
    torch = ctx.framework("torch")
    if runtime is not None and runtime.cuda is None:
        return []  # CPU-only: torch.cpu_only says it
    out: list[Finding] = []
    for name, cc in _capabilities(ctx):
        if runtime is not None and runtime.arch_list:
            supported = _runtime_supports(runtime.arch_list, cc)
            version, shipped = runtime.version, ", ".join(runtime.arch_list)
        elif torch is not None and torch.variant:
            build = torch_build(ctx.kb, base_version(torch.version) or Version("0"), torch.variant)
            supported = build_runs_on(ctx.kb, build, cc) if build is not None else None
            version = torch.version
            shipped = ", ".join(f"sm_{s.major}{s.minor}" for s in build.sass) if build else ""
        else:
            return []
        if supported is not False:
            continue
        platform = "windows" if ctx.machine_target == "windows" else "linux"
        better = newest_build_for(ctx.kb, cc, platform)
        out.append(
            finding(
                "torch.arch_missing",
                Severity.ERROR,
                better.arch.source if better is not None and better.arch else sources.PYTORCH_LOCAL,
                version=version,
                gpu=name,
                compute_capability=str(cc),
                shipped=shipped or None,
                sm=f"{cc.major}{cc.minor}",
                suggested=better.release.version if better is not None else None,
                suggested_variant=better.variant.id if better is not None else None,
            )
        )
    return out


def tensorflow_windows_gpu(ctx: DoctorContext) -> list[Finding]:
    """TensorFlow newer than 2.10 has no GPU support on native Windows."""
    if ctx.machine_target != "windows":
        return []
    plan = ctx.plan
    wanted: str | None = None
    stack = plan.stack if plan is not None else None
    if (
        stack is not None
        and stack.framework.name == "tensorflow"
        and str(stack.target) == "windows"
        and (stack.cuda or ctx.profile.gpus)
    ):
        wanted = stack.framework.version
    installed = ctx.framework("tensorflow", "tensorflow-gpu")
    if wanted is None and installed is not None and ctx.profile.gpus:
        wanted = installed.version
    version = parse_version(wanted)
    if version is None:
        return []
    release = tf_release(ctx.kb, version)
    if release is None or release.windows_native_gpu:
        return []
    last = last_windows_gpu_tf(ctx.kb)
    pin = f"tensorflow=={last.version.rsplit('.', 1)[0]}.*" if last is not None else None
    fix = "Use WSL2 (Ubuntu) and install tensorflow[and-cuda] there"
    if last is not None:
        fix += f", or pin {pin} with CUDA {last.cuda} and cuDNN {last.cudnn} on Windows"
    return [
        finding(
            "tensorflow.windows_native_gpu",
            Severity.ERROR,
            release.source,
            version=str(version),
            last_windows_gpu=last.version if last is not None else None,
            pin=pin,
            last_cuda=last.cuda if last is not None else None,
            last_cudnn=last.cudnn if last is not None else None,
        )
    ]


def python_out_of_range(ctx: DoctorContext) -> list[Finding]:
    """This machine's Python is outside the planned framework's supported range."""
    plan = ctx.plan
    if not ctx.plan_applies or plan is None or plan.stack is None:
        return []
    python = parse_version(ctx.profile.software.python_version)
    framework = plan.stack.framework
    version = parse_version(framework.version)
    if python is None or version is None:
        return []
    if framework.name == "pytorch":
        torch = torch_release(ctx.kb, Version(version.base_version))
        rng, source = (torch.python, torch.source) if torch else (None, None)
    elif framework.name == "tensorflow":
        tf = tf_release(ctx.kb, version)
        rng, source = (tf.python, tf.source) if tf else (None, None)
    else:
        return []
    if rng is None:
        return []
    minor = Version(f"{python.major}.{python.minor}")
    if minor in python_versions(rng):
        return []
    return [
        finding(
            "python.out_of_range",
            Severity.WARNING,
            source,
            python=str(minor),
            framework=framework.name,
            framework_version=framework.version,
            python_min=rng.min,
            python_max=rng.max,
            plan_python=plan.stack.python,
        )
    ]


RULES = (torch_cpu_only, torch_arch_missing, tensorflow_windows_gpu, python_out_of_range)
