"""Disks section: mounted filesystems with size, free space and storage kind.

Pseudo filesystems (proc, sysfs, cgroup, overlay layers, snap squashfs, ...) are skipped.
Free space of network mounts is read in a daemon thread with a timeout, so a dead NFS
server cannot hang the probe.
"""

from __future__ import annotations

import logging
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

from dlconfig.models.hardware import DiskInfo, DiskKind
from dlconfig.probe.commands import run_command
from dlconfig.probe.disk_kinds import (
    KindGuess,
    guess,
    kind_from_fstype,
    linux_kind,
    parse_diskutil_plist,
    parse_partitions,
    parse_physical_disks,
)

log = logging.getLogger(__name__)

PSEUDO_FSTYPES = frozenset(
    {
        "proc",
        "sysfs",
        "devtmpfs",
        "devpts",
        "cgroup",
        "cgroup2",
        "securityfs",
        "debugfs",
        "tracefs",
        "pstore",
        "bpf",
        "mqueue",
        "hugetlbfs",
        "configfs",
        "fusectl",
        "autofs",
        "binfmt_misc",
        "efivarfs",
        "rpc_pipefs",
        "nsfs",
        "squashfs",
        "selinuxfs",
        "ramfs",
        "nfsd",
        "fuse.gvfsd-fuse",
        "fuse.portal",
        "fuse.lxcfs",
        "devfs",
        "nullfs",
        "shm",
    }
)
SYSTEM_PREFIXES = (
    "/proc",
    "/sys",
    "/run",
    "/dev",
    "/snap",
    "/var/lib/docker",
    "/var/lib/containers",
    "/System/Volumes",
    "/private/var/vm",
)
NETWORK_TIMEOUT_S = 1.0


@dataclass
class DiskReport:
    disks: list[DiskInfo] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def is_interesting(mountpoint: str, fstype: str) -> bool:
    """Whether a mount is a real place to put data (not a pseudo or system-internal one)."""
    fs = fstype.lower()
    if not fs or fs in PSEUDO_FSTYPES:
        return False
    if mountpoint in {"/", "/dev/shm"}:
        return True
    if fs in {"tmpfs", "overlay"}:
        return mountpoint == "/tmp"
    return not mountpoint.startswith(SYSTEM_PREFIXES)


def _usage(mountpoint: str, timeout_s: float | None) -> tuple[Any, str | None]:
    if timeout_s is None:
        try:
            return psutil.disk_usage(mountpoint), None
        except OSError as exc:
            return None, f"{mountpoint}: size could not be read ({exc.strerror or exc})"
    box: list[Any] = []

    def work() -> None:
        try:
            box.append(psutil.disk_usage(mountpoint))
        except OSError as exc:
            box.append(exc)

    thread = threading.Thread(target=work, daemon=True, name="dlconfig-disk-usage")
    thread.start()
    thread.join(timeout_s)
    if not box:
        return None, f"{mountpoint}: the network filesystem did not answer within {timeout_s} s"
    if isinstance(box[0], OSError):
        return None, f"{mountpoint}: size could not be read ({box[0].strerror or box[0]})"
    return box[0], None


def _windows_kinds(problems: list[str]) -> dict[str, KindGuess]:
    """Drive letter -> kind, via one PowerShell call."""
    script = (
        "$d = Get-PhysicalDisk | Select-Object DeviceId,MediaType,BusType | ConvertTo-Json;"
        "$p = Get-Partition | Where-Object DriveLetter | Select-Object DriveLetter,DiskNumber"
        " | ConvertTo-Json; Write-Output $d; Write-Output '@@@'; Write-Output $p"
    )
    result = run_command(["powershell", "-NoProfile", "-NonInteractive", "-Command", script], 10)
    if not result.ok:
        problems.append(f"disk kinds: {result.problem}")
        return {}
    disks_text, _, parts_text = result.stdout.partition("@@@")
    try:
        by_disk = parse_physical_disks(disks_text)
        letters = parse_partitions(parts_text)
    except ValueError as exc:
        problems.append(f"disk kinds: PowerShell output was not JSON ({exc})")
        return {}
    return {letter: by_disk[num] for letter, num in letters.items() if num in by_disk}


def _macos_kind(mountpoint: str, problems: list[str]) -> KindGuess | None:
    result = run_command(["diskutil", "info", "-plist", mountpoint], timeout_s=5)
    if not result.ok:
        problems.append(f"{mountpoint}: diskutil failed ({result.problem})")
        return None
    try:
        return parse_diskutil_plist(result.stdout.encode())
    except Exception as exc:  # noqa: BLE001 - the probe never raises; the problem is reported
        problems.append(f"{mountpoint}: diskutil output could not be read ({exc})")
        return None


def probe_disks(detailed: bool = True) -> DiskReport:
    """Every mounted filesystem worth storing data on. Never raises.

    ``detailed`` allows slow OS tools (PowerShell on Windows) for the storage kind.
    """
    report = DiskReport()
    try:
        partitions = psutil.disk_partitions(all=True)
    except Exception as exc:  # noqa: BLE001 - the probe never raises; the problem is reported
        report.problems.append(f"mounted filesystems could not be listed ({exc})")
        return report
    win_kinds = _windows_kinds(report.problems) if sys.platform == "win32" and detailed else {}
    seen: set[tuple[str, str]] = set()
    by_mountpoint = {p.mountpoint: p for p in partitions}  # the last mount over a path wins
    for part in sorted(by_mountpoint.values(), key=lambda p: len(p.mountpoint)):
        if not is_interesting(part.mountpoint, part.fstype):
            continue
        key = (part.device, part.fstype)
        network_or_ram = kind_from_fstype(part.fstype, part.device, part.mountpoint)
        if network_or_ram is None and "remote" in part.opts.split(","):  # Windows mapped drive
            network_or_ram = guess(DiskKind.NETWORK, "network_drive")
        if key in seen and network_or_ram is None and part.device.startswith("/dev/"):
            continue  # bind mount of a filesystem already listed
        seen.add(key)
        try:
            report.disks.append(
                _one_disk(part, network_or_ram, win_kinds, report.problems, detailed)
            )
        except Exception as exc:  # the probe never raises
            log.debug("disk %s failed", part.mountpoint, exc_info=True)
            report.problems.append(f"{part.mountpoint}: could not be read ({exc})")
    if sys.platform == "win32" and not detailed:
        report.problems.append("disk kinds are read in the full probe (PowerShell is slow)")
    return report


def _one_disk(
    part: Any,
    known: KindGuess | None,
    win_kinds: dict[str, KindGuess],
    problems: list[str],
    detailed: bool = True,
) -> DiskInfo:
    timeout = NETWORK_TIMEOUT_S if known and known.kind is DiskKind.NETWORK else None
    usage, problem = _usage(part.mountpoint, timeout)
    if problem:
        problems.append(problem)
    found = known
    if found is None:
        if sys.platform.startswith("linux"):
            found = linux_kind(part.device, part.mountpoint)
        elif sys.platform == "win32":
            found = win_kinds.get(Path(part.mountpoint).drive.rstrip(":\\").upper())
        elif sys.platform == "darwin" and detailed:
            found = _macos_kind(part.mountpoint, problems)
        elif sys.platform == "darwin":
            found = guess(DiskKind.UNKNOWN, "diskutil_later")
    if found is None:
        found = guess(DiskKind.UNKNOWN, "unknown")
    return DiskInfo(
        mountpoint=part.mountpoint,
        device=part.device or None,
        fstype=part.fstype or None,
        total_bytes=int(usage.total) if usage else None,
        free_bytes=int(usage.free) if usage else None,
        kind=found.kind,
        kind_basis=found.basis,
        kind_basis_code=found.basis_code,
        kind_basis_params=dict(found.basis_params),
        block_device=found.block_device,
    )
