"""WSL2 findings: memory cap, .wslconfig encoding, Linux drivers, library path, /mnt/c."""

from __future__ import annotations

from dlconfig.doctor import sources
from dlconfig.doctor.context import DoctorContext, finding, is_windows_drive_in_wsl
from dlconfig.models.common import Finding, Severity
from dlconfig.models.requirements import GIB

WSL_LIB = "/usr/lib/wsl/lib"


def _applies(ctx: DoctorContext) -> bool:
    """WSL checks run inside WSL2, and on Windows when the plan targets WSL2."""
    if ctx.is_wsl:
        return True
    plan = ctx.plan
    return (
        ctx.machine_target == "windows"
        and plan is not None
        and plan.stack is not None
        and str(plan.stack.target) == "wsl2"
    )


def wslconfig_encoding(ctx: DoctorContext) -> list[Finding]:
    facts = ctx.inputs.wslconfig
    if facts is None or not _applies(ctx) or facts.encoding == "utf-8":
        return []
    return [
        finding(
            "wsl.wslconfig_encoding",
            Severity.WARNING,
            sources.WSL_CONFIG_ENCODING,
            path=facts.path,
            encoding=facts.encoding,
        )
    ]


def wsl_memory(ctx: DoctorContext) -> list[Finding]:
    """The memory WSL2 gives Linux is below what the plan needs."""
    plan = ctx.plan
    if not _applies(ctx) or plan is None or plan.requirements is None:
        return []
    need_gib = plan.requirements.ram_gib
    facts = ctx.inputs.wslconfig
    usable = facts is not None and facts.encoding == "utf-8" and facts.memory_bytes is not None
    if usable and facts is not None and facts.memory_bytes is not None:
        cap_bytes = facts.memory_bytes
    elif ctx.is_wsl and ctx.profile.memory.total_bytes is not None:
        cap_bytes = ctx.profile.memory.total_bytes
    else:
        return []
    cap_gib = cap_bytes / GIB
    if cap_gib >= need_gib:
        return []
    want = int(need_gib) + 1
    return [
        finding(
            "wsl.memory_cap",
            Severity.WARNING,
            sources.WSL_CONFIG,
            cap_gib=round(cap_gib, 1),
            need_gib=round(need_gib, 1),
            suggested_gb=want,
            memory_text=facts.memory_text if usable and facts is not None else None,
            path=facts.path if usable and facts is not None else None,
        )
    ]


def wsl_linux_driver(ctx: DoctorContext) -> list[Finding]:
    files = ctx.inputs.wsl_linux_driver_files
    if not ctx.is_wsl or not files:
        return []
    return [
        finding(
            "wsl.linux_driver_installed",
            Severity.ERROR,
            sources.CUDA_WSL,
            files=len(files),
            file_list=", ".join(files[:3]),
        )
    ]


def wsl_library_path(ctx: DoctorContext) -> list[Finding]:
    conf = ctx.inputs.ld_so_conf_dirs
    if not ctx.is_wsl or conf is None:
        return []
    env = [p.rstrip("/") for p in (ctx.inputs.ld_library_path or "").split(":") if p]
    if WSL_LIB in env or WSL_LIB in [d.rstrip("/") for d in conf]:
        return []
    return [
        finding(
            "wsl.lib_path_missing",
            Severity.WARNING,
            sources.CUDA_WSL,
        )
    ]


def dataset_on_windows_drive(ctx: DoctorContext) -> list[Finding]:
    if not ctx.is_wsl:
        return []
    out: list[Finding] = []
    for path in ctx.paths_of_interest():
        if not is_windows_drive_in_wsl(path):
            continue
        out.append(
            finding(
                "wsl.data_on_windows_drive",
                Severity.WARNING,
                sources.WSL_FILESYSTEMS,
                path=path,
            )
        )
    return out


RULES = (
    wslconfig_encoding,
    wsl_memory,
    wsl_linux_driver,
    wsl_library_path,
    dataset_on_windows_drive,
)
