"""Operating system and storage findings."""

from __future__ import annotations

from dlconfig.doctor import sources
from dlconfig.doctor.context import DoctorContext, finding
from dlconfig.doctor.facts import os_release, past_support
from dlconfig.kb.software import OsRelease
from dlconfig.models.common import Finding, Severity
from dlconfig.models.hardware import DiskInfo, DiskKind

GB = 10**9


def os_end_of_support(ctx: DoctorContext) -> list[Finding]:
    """The machine's OS, or the plan's, is past its end of standard support."""
    system = ctx.profile.system
    out: list[Finding] = []
    here = None
    if system.distro_id and system.distro_version:
        here = os_release(ctx.kb, f"{system.distro_id}-{system.distro_version}")
    if here is not None and past_support(here, ctx.today):
        out.append(_eol("os.end_of_support", here))
    plan = ctx.plan
    if plan is not None and plan.stack is not None:
        planned = os_release(ctx.kb, plan.stack.os)
        if planned is not None and past_support(planned, ctx.today) and planned != here:
            out.append(_eol("os.plan_end_of_support", planned))
    return out


def _eol(code: str, release: OsRelease) -> Finding:
    end = release.end_of_standard_support
    assert end is not None  # past_support() checked it
    return finding(
        code,
        Severity.WARNING,
        release.source or sources.UBUNTU_RELEASES,
        os=release.id,
        ended=end.isoformat(),
        name=release.name,
    )


def _target_disk(ctx: DoctorContext) -> tuple[str | None, DiskInfo | None]:
    for path in ctx.paths_of_interest():
        disk = ctx.disk_for(path)
        if disk is not None:
            return path, disk
    root = "C:\\" if ctx.machine_target == "windows" else "/"
    disk = ctx.disk_for(root)
    return (root, disk) if disk is not None else (None, None)


def disk_space(ctx: DoctorContext) -> list[Finding]:
    """Less free space than the plan needs on the disk that would hold the data."""
    plan = ctx.plan
    if plan is None or plan.requirements is None:
        return []
    need_gb = plan.requirements.disk_gb
    path, disk = _target_disk(ctx)
    if disk is None or disk.free_bytes is None or need_gb <= 0:
        return []
    free_gb = disk.free_bytes / GB
    if free_gb >= need_gb:
        return []
    return [
        finding(
            "storage.disk_full",
            Severity.ERROR,
            None,
            mountpoint=disk.mountpoint,
            path=path,
            free_gb=round(free_gb, 1),
            need_gb=round(need_gb, 1),
        )
    ]


def dataset_on_hdd(ctx: DoctorContext) -> list[Finding]:
    """Training data on a spinning disk starves the GPU."""
    out: list[Finding] = []
    for path in ctx.paths_of_interest():
        disk = ctx.disk_for(path)
        if disk is None or disk.kind != DiskKind.HDD:
            continue
        out.append(
            finding(
                "storage.dataset_on_hdd",
                Severity.WARNING,
                None,
                path=path,
                mountpoint=disk.mountpoint,
            )
        )
    return out


RULES = (os_end_of_support, disk_space, dataset_on_hdd)
