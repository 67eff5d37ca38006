"""WSL2 findings: memory cap, .wslconfig encoding, Linux drivers, library path, /mnt/c."""

from __future__ import annotations

from dlconfig.doctor import sources
from dlconfig.doctor.context import GIB, DoctorContext, finding, is_windows_drive_in_wsl
from dlconfig.models.common import Finding, Severity

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
    if facts.encoding == "utf-16":
        what = "is saved as UTF-16, which WSL does not read: every setting in it is ignored"
    elif facts.encoding == "utf-8-bom":
        what = "starts with a UTF-8 byte-order mark, which can make WSL ignore its settings"
    else:
        what = "is not valid UTF-8 text, so WSL may ignore it"
    return [
        finding(
            "wsl.wslconfig_encoding",
            Severity.WARNING,
            f"{facts.path} {what}.",
            "Save it again as UTF-8 without BOM (in Notepad: Save as, Encoding 'UTF-8'), "
            "then run `wsl --shutdown`.",
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
        cap_bytes, basis = facts.memory_bytes, f"memory={facts.memory_text} in {facts.path}"
    elif ctx.is_wsl and ctx.profile.memory.total_bytes is not None:
        cap_bytes, basis = ctx.profile.memory.total_bytes, "the memory Linux sees in WSL2"
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
            f"WSL2 gives Linux {cap_gib:.1f} GiB ({basis}), but the plan needs about "
            f"{need_gib:.1f} GiB of RAM; the job may be killed or swap heavily.",
            f"In %UserProfile%\\.wslconfig set [wsl2] memory={want}GB (saved as UTF-8), "
            "then run `wsl --shutdown` and start WSL again.",
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
            "A Linux NVIDIA driver is installed inside WSL2 "
            f"({', '.join(files[:3])}); it shadows the Windows driver's libraries in "
            f"{WSL_LIB} and breaks CUDA.",
            "Remove the Linux driver packages inside WSL (e.g. `sudo apt purge 'nvidia-driver-*' "
            "'libnvidia-compute-*'`) and install only the CUDA toolkit's WSL-Ubuntu package; "
            "keep the driver on Windows.",
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
            f"{WSL_LIB}, where WSL2 puts the Windows driver's libcuda, is neither in "
            "LD_LIBRARY_PATH nor in /etc/ld.so.conf.d, so CUDA programs cannot find the driver.",
            f"Add `{WSL_LIB}` to /etc/ld.so.conf.d/ld.wsl.conf and run `sudo ldconfig`, or "
            f"export LD_LIBRARY_PATH={WSL_LIB}:$LD_LIBRARY_PATH.",
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
                f"{path} is on a Windows drive seen through /mnt (the 9P file server); "
                "reading training data from there is many times slower than from the "
                "Linux file system.",
                "Copy the dataset and the project into the Linux file system "
                "(e.g. ~/data) and read it from there.",
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
