"""What kind of storage sits under a filesystem: NVMe, SSD, HDD, network or RAM.

Linux: the whole block device behind a partition, device-mapper or md volume, then its
name (``nvme*``) and ``/sys/block/<dev>/queue/rotational``. Windows: ``Get-PhysicalDisk``
MediaType/BusType. macOS: ``diskutil info -plist``. Pure parsers are separate from the
readers so they can be tested with recorded output.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dlconfig.models.hardware import DiskKind
from dlconfig.models.messages import ParamValue, render_text

NETWORK_FSTYPES = frozenset(
    {
        "nfs",
        "nfs4",
        "cifs",
        "smb3",
        "smbfs",
        "9p",
        "drvfs",
        "virtiofs",
        "ceph",
        "glusterfs",
        "lustre",
        "beegfs",
        "gpfs",
        "afs",
        "fuse.sshfs",
        "fuse.s3fs",
        "fuse.gcsfuse",
        "fuse.rclone",
        "fuse.juicefs",
        "webdav",
    }
)
RAM_FSTYPES = frozenset({"tmpfs", "ramfs"})


@dataclass(frozen=True)
class KindGuess:
    """A disk's kind and what it rests on: ``basis_code`` (the messages catalogue's
    ``probe.disk.<code>``) with its params."""

    kind: DiskKind
    basis_code: str
    block_device: str | None = None
    basis_params: tuple[tuple[str, ParamValue], ...] = ()

    @property
    def basis(self) -> str:
        """What the kind rests on, in English."""
        return basis_text(self.basis_code, dict(self.basis_params))


def guess(
    kind: DiskKind, code: str, block_device: str | None = None, **params: ParamValue
) -> KindGuess:
    return KindGuess(kind, code, block_device, tuple(params.items()))


def basis_text(code: str, params: Mapping[str, ParamValue]) -> str:
    """The words for a disk kind's basis ``code`` with ``params``."""
    return render_text("probe.disk." + code, params) or code


def kind_from_fstype(fstype: str, device: str, mountpoint: str) -> KindGuess | None:
    """Network and RAM filesystems are known from their type alone."""
    fs = fstype.lower()
    if fs in RAM_FSTYPES:
        return guess(DiskKind.RAM, "ram_fs", fs=fs)
    if fs in {"9p", "drvfs"} and (mountpoint.startswith("/mnt/") or device.endswith(":\\")):
        return guess(DiskKind.NETWORK, "wsl_share", fs=fs)
    if fs in NETWORK_FSTYPES or (fs.startswith("fuse.") and fs != "fuse.portal"):
        return guess(DiskKind.NETWORK, "network_fs", fs=fs)
    return None


# --- Linux -----------------------------------------------------------------------------


def _sys_block(name: str, sys_root: Path) -> Path:
    return sys_root / "class" / "block" / name


def whole_disks(name: str, sys_root: Path = Path("/sys"), depth: int = 0) -> list[str]:
    """The whole disks under a block device (partition -> disk; dm/md -> their members)."""
    node = _sys_block(name, sys_root)
    if depth > 8 or not node.exists():
        return []
    if (node / "partition").exists():
        return [node.resolve().parent.name]
    slaves = (
        sorted(p.name for p in (node / "slaves").glob("*")) if (node / "slaves").is_dir() else []
    )
    if slaves:
        disks: list[str] = []
        for slave in slaves:
            for disk in whole_disks(slave, sys_root, depth + 1):
                if disk not in disks:
                    disks.append(disk)
        return disks
    return [name]


def _disk_kind(disk: str, sys_root: Path) -> KindGuess:
    if disk.startswith("nvme"):
        return guess(DiskKind.NVME, "nvme_name", disk, disk=disk)
    if disk.startswith("zram"):
        return guess(DiskKind.RAM, "zram", disk, disk=disk)
    if disk.startswith(("mmcblk", "mmc")):
        return guess(DiskKind.SSD, "mmc", disk, disk=disk)
    rotational_path = sys_root / "block" / disk / "queue" / "rotational"
    try:
        rotational = rotational_path.read_text().strip()
    except OSError:
        return guess(DiskKind.UNKNOWN, "rotational_missing", disk, path=str(rotational_path))
    virtual = _virtual_disk_label(disk, sys_root)
    if rotational == "0":
        return guess(DiskKind.SSD, "rotational_0", disk, disk=disk, virtual=virtual or None)
    if virtual:
        return guess(DiskKind.UNKNOWN, "virtual_rotational", disk, disk=disk, virtual=virtual)
    return guess(DiskKind.HDD, "rotational_1", disk, disk=disk)


_VIRTUAL_MODELS = ("virtual disk", "qemu", "vmware", "virtualbox", "vbox", "msft", "xen")


def _virtual_disk_label(disk: str, sys_root: Path) -> str | None:
    """A label if the disk is a hypervisor's virtual disk (virtio, Hyper-V/WSL2, VMware...)."""
    if disk.startswith(("vd", "xvd")):
        return "virtio virtual disk" if disk.startswith("vd") else "Xen virtual disk"
    if disk.startswith("loop"):
        return "loop device"
    words = []
    for name in ("vendor", "model"):
        try:
            words.append((sys_root / "block" / disk / "device" / name).read_text().strip())
        except OSError:
            continue
    text = " ".join(words)
    if any(marker in text.lower() for marker in _VIRTUAL_MODELS):
        return f"virtual disk '{text}'"
    return None


def block_name_for(device: str, mountpoint: str, sys_root: Path = Path("/sys")) -> str | None:
    """The kernel block device name for a mounted device (resolving /dev/mapper, /dev/root)."""
    if device.startswith("/dev/"):
        real = os.path.realpath(device)
        name = os.path.basename(real)
        if _sys_block(name, sys_root).exists():
            return name
    try:  # /dev/root, overlay roots: ask the mount point which device it lives on
        st = os.stat(mountpoint)
    except OSError:
        return None
    link = sys_root / "dev" / "block" / f"{os.major(st.st_dev)}:{os.minor(st.st_dev)}"
    try:
        return link.resolve(strict=True).name
    except OSError:
        return None


def linux_kind(device: str, mountpoint: str, sys_root: Path = Path("/sys")) -> KindGuess:
    """Kind of the storage behind one Linux block-device filesystem."""
    name = block_name_for(device, mountpoint, sys_root)
    if name is None:
        return guess(DiskKind.UNKNOWN, "no_block_device", device=device)
    disks = whole_disks(name, sys_root) or [name]
    guesses = [_disk_kind(d, sys_root) for d in disks]
    if len(guesses) == 1:
        return guesses[0]
    kinds = {g.kind for g in guesses}
    members = ", ".join(disks)
    if len(kinds) == 1:
        kind = kinds.pop()
        return guess(kind, "volume", name, member_kind=kind.value, members=members)
    return guess(DiskKind.UNKNOWN, "volume_mixed", name, members=members)


# --- Windows ---------------------------------------------------------------------------

_MEDIA_TYPES = {0: "Unspecified", 3: "HDD", 4: "SSD", 5: "SCM"}
_BUS_TYPES = {
    1: "SCSI",
    3: "ATA",
    6: "Fibre Channel",
    7: "USB",
    8: "RAID",
    9: "iSCSI",
    10: "SAS",
    11: "SATA",
    12: "SD",
    13: "MMC",
    14: "Virtual",
    15: "File Backed Virtual",
    16: "Storage Spaces",
    17: "NVMe",
    18: "SCM",
}


def _enum_text(value: Any, table: Mapping[int, str]) -> str:
    if isinstance(value, int):
        return table.get(value, f"type {value}")
    return str(value) if value not in (None, "") else "Unspecified"


def parse_physical_disks(text: str) -> dict[str, KindGuess]:
    """``Get-PhysicalDisk | ConvertTo-Json`` output -> kind per DeviceId.

    PowerShell prints one object (not a list) when there is one disk; enums come as
    numbers or names depending on how the objects were selected.
    """
    data = json.loads(text) if text.strip() else []
    items = data if isinstance(data, list) else [data]
    out: dict[str, KindGuess] = {}
    for item in items:
        if not isinstance(item, dict):
            continue
        device_id = str(item.get("DeviceId", item.get("DeviceID", "")))
        media = _enum_text(item.get("MediaType"), _MEDIA_TYPES)
        bus = _enum_text(item.get("BusType"), _BUS_TYPES)
        if bus == "NVMe":
            kind = DiskKind.NVME
        elif media in {"SSD", "SCM"}:
            kind = DiskKind.SSD
        elif media == "HDD":
            kind = DiskKind.HDD
        else:
            kind = DiskKind.UNKNOWN
        out[device_id] = guess(kind, "windows_physical", device_id, media=media, bus=bus)
    return out


def parse_partitions(text: str) -> dict[str, str]:
    """``Get-Partition | Select DriveLetter,DiskNumber | ConvertTo-Json`` -> {"C": "0"}."""
    data = json.loads(text) if text.strip() else []
    items = data if isinstance(data, list) else [data]
    out = {}
    for item in items:
        if (
            isinstance(item, dict)
            and item.get("DriveLetter")
            and item.get("DiskNumber") is not None
        ):
            letter = str(item["DriveLetter"]).strip()
            if letter and letter != "\x00":
                out[letter.upper()] = str(item["DiskNumber"])
    return out


# --- macOS -----------------------------------------------------------------------------


def parse_diskutil_plist(data: bytes) -> KindGuess:
    """``diskutil info -plist <mount>`` -> kind from SolidState and BusProtocol."""
    import plistlib  # macOS only (diskutil's answer), so imported here

    info = plistlib.loads(data)
    parent = info.get("ParentWholeDisk") or info.get("DeviceIdentifier")
    bus = info.get("BusProtocol") or "unknown bus"
    if info.get("SolidState") is True:
        kind = DiskKind.NVME if bus in {"PCI-Express", "PCI"} else DiskKind.SSD
        return guess(kind, "diskutil_ssd", parent, bus=bus)
    if info.get("SolidState") is False:
        return guess(DiskKind.HDD, "diskutil_rotational", parent, bus=bus)
    return guess(DiskKind.UNKNOWN, "diskutil_unknown", parent, bus=bus)
