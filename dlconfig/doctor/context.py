"""What every rule reads: the profile, the plan, the knowledge base, the date and the
gathered inputs, with small helpers for the questions several rules share."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from dlconfig.doctor.inputs import DoctorInputs
from dlconfig.kb import KnowledgeBase
from dlconfig.models.common import Finding, Severity
from dlconfig.models.hardware import DiskInfo, FrameworkInstall, HardwareProfile, ToolInfo
from dlconfig.models.plan import Plan

_CU_VARIANT = re.compile(r"^cu(\d{2,3})$")
_MNT_DRIVE = re.compile(r"^/mnt/[a-zA-Z](/|$)")


@dataclass(frozen=True)
class DoctorContext:
    profile: HardwareProfile
    plan: Plan | None
    kb: KnowledgeBase
    today: date
    inputs: DoctorInputs

    @property
    def machine_target(self) -> str:
        """``linux``, ``wsl2``, ``windows``, ``macos`` or ``other`` for the probed machine."""
        system = self.profile.system
        if system.is_wsl:
            return "wsl2"
        return system.os

    @property
    def is_wsl(self) -> bool:
        return self.profile.system.is_wsl

    @property
    def driver_platform(self) -> str:
        """Whose driver serves CUDA here: WSL2 runs on the Windows driver."""
        return "windows" if self.machine_target in {"windows", "wsl2"} else "linux"

    @property
    def plan_applies(self) -> bool:
        """Whether the plan's stack targets this kind of machine."""
        if self.plan is None or self.plan.stack is None:
            return False
        target = str(self.plan.stack.target)
        here = self.machine_target
        return target == here or (target == "linux" and here == "wsl2")

    def tool(self, name: str) -> ToolInfo | None:
        return next((t for t in self.profile.software.tools if t.name == name), None)

    def framework(self, *names: str) -> FrameworkInstall | None:
        wanted = {n.lower() for n in names}
        return next((f for f in self.profile.software.frameworks if f.name.lower() in wanted), None)

    def disk_for(self, path: str) -> DiskInfo | None:
        """The mounted disk holding ``path`` (longest matching mount point)."""
        return disk_for(self.profile.disks, path)

    def paths_of_interest(self) -> list[str]:
        """Dataset folders given to the doctor, else the working folder."""
        if self.inputs.dataset_paths:
            return list(self.inputs.dataset_paths)
        return [self.inputs.working_dir] if self.inputs.working_dir else []


def disk_for(disks: list[DiskInfo], path: str) -> DiskInfo | None:
    windows = re.match(r"^[a-zA-Z]:[\\/]", path) is not None

    def norm(text: str) -> str:
        return text.replace("\\", "/").lower() if windows else text

    target = norm(path)
    best: DiskInfo | None = None
    for disk in disks:
        mount = norm(disk.mountpoint)
        inside = target == mount.rstrip("/") or target.startswith(mount.rstrip("/") + "/")
        if mount == "/" and not windows:
            inside = target.startswith("/")
        if inside and (best is None or len(disk.mountpoint) > len(best.mountpoint)):
            best = disk
    return best


def is_windows_drive_in_wsl(path: str) -> bool:
    """``/mnt/c/...``: a Windows drive seen from WSL2 through the 9P file server."""
    return _MNT_DRIVE.match(path) is not None


def cuda_of_variant(variant: str | None) -> str | None:
    """``cu121`` -> ``12.1``; ``cu118`` -> ``11.8``; None for cpu, rocm, mps."""
    match = _CU_VARIANT.match(variant or "")
    if match is None:
        return None
    digits = match.group(1)
    return f"{digits[:-1]}.{digits[-1]}"


def finding(
    code: str,
    severity: Severity,
    source: str | None,
    **params: Any,
) -> Finding:
    """Build a Finding; params keep only plain values (str, int, float, bool, None)."""
    clean = {
        k: v for k, v in params.items() if v is None or isinstance(v, str | int | float | bool)
    }
    return Finding(code=code, severity=severity, params=clean, source=source)
