"""Storage kinds from a fake sysfs, CPU readers and the py-cpuinfo cache, robustness."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from dlconfig.models.hardware import DiskKind
from dlconfig.probe import cpu_detail, disks, memory
from dlconfig.probe.cpu import CpuFacts, dl_flags, linux_caches, parse_proc_cpuinfo
from dlconfig.probe.disk_kinds import kind_from_fstype, linux_kind, whole_disks


def make_sysfs(root: Path) -> Path:
    """nvme0n1 (p1, p2), nvme1n1, sda (rotational), vda (virtio), dm-0 over nvme0n1p2 +
    nvme1n1, md0 over sda + nvme1n1."""
    sys_root = root / "sys"
    devices = sys_root / "devices"
    block = sys_root / "block"
    cls = sys_root / "class" / "block"
    for d in (devices, block, cls):
        d.mkdir(parents=True)

    def disk(name: str, rotational: str, parts: tuple[str, ...] = ()) -> None:
        node = devices / name
        (node / "queue").mkdir(parents=True)
        (node / "queue" / "rotational").write_text(rotational + "\n")
        (block / name).symlink_to(node)
        (cls / name).symlink_to(node)
        for part in parts:
            (node / part).mkdir()
            (node / part / "partition").write_text("1\n")
            (cls / part).symlink_to(node / part)

    def virtual(name: str, slaves: tuple[str, ...]) -> None:
        node = devices / "virtual" / name
        (node / "slaves").mkdir(parents=True)
        for slave in slaves:
            (node / "slaves" / slave).symlink_to(cls / slave)
        (block / name).symlink_to(node)
        (cls / name).symlink_to(node)

    disk("nvme0n1", "0", ("nvme0n1p1", "nvme0n1p2"))
    disk("nvme1n1", "0")
    disk("sda", "1", ("sda1",))
    disk("sdb", "0")
    disk("vda", "1")  # virtio
    virtual("dm-0", ("nvme0n1p2", "nvme1n1"))
    virtual("md0", ("sda1", "nvme1n1"))
    return sys_root


@pytest.mark.parametrize(
    ("device", "kind", "parent"),
    [
        ("/dev/nvme0n1p2", DiskKind.NVME, "nvme0n1"),
        ("/dev/sda1", DiskKind.HDD, "sda"),
        ("/dev/sdb", DiskKind.SSD, "sdb"),
        ("/dev/vda", DiskKind.UNKNOWN, "vda"),
        ("/dev/dm-0", DiskKind.NVME, "dm-0"),
        ("/dev/md0", DiskKind.UNKNOWN, "md0"),
    ],
)
def test_linux_kind_resolves_parents(
    tmp_path: Path, device: str, kind: DiskKind, parent: str
) -> None:
    sys_root = make_sysfs(tmp_path)
    guess = linux_kind(device, "/", sys_root)
    assert guess.kind is kind and guess.block_device == parent
    assert guess.basis


def test_whole_disks(tmp_path: Path) -> None:
    sys_root = make_sysfs(tmp_path)
    assert whole_disks("nvme0n1p1", sys_root) == ["nvme0n1"]
    assert whole_disks("dm-0", sys_root) == ["nvme0n1", "nvme1n1"]
    mixed = linux_kind("/dev/md0", "/", sys_root)
    assert (mixed.basis_code, dict(mixed.basis_params)) == (
        "volume_mixed",
        {"members": "nvme1n1, sda"},
    )
    virtual = linux_kind("/dev/vda", "/", sys_root)
    assert virtual.basis_code == "virtual_rotational"
    assert dict(virtual.basis_params)["disk"] == "vda"


def test_hyperv_and_wsl2_virtual_disks_are_not_called_hdd(tmp_path: Path) -> None:
    sys_root = make_sysfs(tmp_path)
    device = sys_root / "devices" / "sda" / "device"
    device.mkdir()
    (device / "vendor").write_text("Msft    \n")
    (device / "model").write_text("Virtual Disk    \n")
    guess = linux_kind("/dev/sda1", "/", sys_root)
    assert guess.kind is DiskKind.UNKNOWN and "Msft Virtual Disk" in guess.basis


@pytest.mark.parametrize(
    ("fstype", "device", "mount", "kind", "words"),
    [
        ("9p", "C:\\", "/mnt/c", DiskKind.NETWORK, "WSL"),
        ("nfs4", "srv:/export", "/data", DiskKind.NETWORK, "nfs4"),
        ("cifs", "//nas/share", "/mnt/nas", DiskKind.NETWORK, "cifs"),
        ("fuse.sshfs", "me@host:", "/mnt/remote", DiskKind.NETWORK, "sshfs"),
        ("tmpfs", "tmpfs", "/dev/shm", DiskKind.RAM, "memory"),
    ],
)
def test_kind_from_fstype(fstype: str, device: str, mount: str, kind: DiskKind, words: str) -> None:
    guess = kind_from_fstype(fstype, device, mount)
    assert guess is not None and guess.kind is kind and words in guess.basis
    assert kind_from_fstype("ext4", "/dev/sda1", "/") is None


@pytest.mark.parametrize(
    ("mount", "fstype", "keep"),
    [
        ("/", "ext4", True),
        ("/", "overlay", True),
        ("/home", "btrfs", True),
        ("/proc", "proc", False),
        ("/sys/fs/cgroup", "cgroup2", False),
        ("/run/user/1000", "tmpfs", False),
        ("/dev/shm", "tmpfs", True),
        ("/snap/core22/1663", "squashfs", False),
        ("/var/lib/docker/overlay2/x/merged", "overlay", False),
        ("/mnt/c", "9p", True),
        ("/datasets", "nfs4", True),
        ("E:\\", "", False),
    ],
)
def test_pseudo_filesystems_are_skipped(mount: str, fstype: str, keep: bool) -> None:
    assert disks.is_interesting(mount, fstype) is keep


def test_disk_probe_survives_psutil_failures(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError("denied")

    monkeypatch.setattr(disks.psutil, "disk_usage", boom)
    report = disks.probe_disks()
    root = next(d for d in report.disks if d.mountpoint == "/")
    assert root.total_bytes is None
    assert any("/" in p and "denied" in p for p in report.problems)
    monkeypatch.setattr(disks.psutil, "disk_partitions", boom)
    assert disks.probe_disks().problems == ["mounted filesystems could not be listed (denied)"]


def test_memory_probe_survives_failures(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom() -> Any:
        raise RuntimeError("no /proc/swaps in this container")

    monkeypatch.setattr(memory.psutil, "swap_memory", boom)
    info = memory.probe_memory()
    assert info.total_bytes and info.swap_total_bytes is None
    assert info.problems == ["swap could not be read (no /proc/swaps in this container)"]


X86 = """processor\t: 0
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 151
model name\t: 12th Gen Intel(R) Core(TM) i7-12700K
stepping\t: 2
flags\t\t: fpu sse4_2 avx avx2 fma f16c avx_vnni

processor\t: 1
model name\t: should not be read
"""
ARM = """processor\t: 0
BogoMIPS\t: 50.00
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp sve
CPU implementer\t: 0x41
CPU architecture: 8
CPU part\t: 0xd0c
"""


def test_proc_cpuinfo_x86_and_arm() -> None:
    x86 = parse_proc_cpuinfo(X86)
    assert x86.brand == "12th Gen Intel(R) Core(TM) i7-12700K" and x86.vendor == "GenuineIntel"
    assert dl_flags(x86.flags) == ["sse4_2", "avx", "avx2", "fma", "f16c", "avx_vnni"]
    arm = parse_proc_cpuinfo(ARM)
    assert arm.vendor == "ARM" and {"neon", "sve"} <= set(dl_flags(arm.flags))
    old = parse_proc_cpuinfo("model name\t: Intel(R) Core(TM) i7-10700K CPU @ 3.80GHz\n")
    assert old.base_freq_mhz == 3800.0
    assert dl_flags(["amx_tile", "avx512f"]) == ["avx512f", "amx_tile", "amx"]


def test_linux_caches_count_shared_caches_once(tmp_path: Path) -> None:
    for cpu in range(4):
        for idx, (level, kind, shared, size) in enumerate(
            [(1, "Data", str(cpu), "48K"), (1, "Instruction", str(cpu), "32K"),
             (2, "Unified", str(cpu // 2), "1280K"), (3, "Unified", "0-3", "25600K")]
        ):  # fmt: skip
            d = tmp_path / f"cpu{cpu}" / "cache" / f"index{idx}"
            d.mkdir(parents=True)
            for name, value in (("level", level), ("type", kind), ("shared_cpu_list", shared)):
                (d / name).write_text(f"{value}\n")
            (d / "size").write_text(size + "\n")
    caches = linux_caches(tmp_path)
    assert caches == {1: 4 * 48 * 1024, 2: 2 * 1280 * 1024, 3: 25600 * 1024}


def test_cpu_details_are_cached_per_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def fake_cpuinfo() -> dict[str, Any]:
        calls.append(1)
        return {"brand_raw": "Fake CPU", "hz_advertised": [3_000_000_000, 0],
                "l2_cache_size": 1048576, "flags": ["avx2", "avx512f", "amx_bf16"]}  # fmt: skip

    monkeypatch.setattr(cpu_detail, "_run_cpuinfo", fake_cpuinfo)
    facts = CpuFacts(brand=None, identity=["GenuineIntel", "6", "151", "2", "Fake CPU"])
    first = cpu_detail.detailed_cpu(facts=facts)
    again = cpu_detail.detailed_cpu(facts=facts)
    assert len(calls) == 1 and first == again
    assert first.is_detailed and first.brand == "Fake CPU" and first.base_freq_mhz == 3000.0
    assert {"avx2", "avx512f", "amx"} <= set(first.flags)
    other = CpuFacts(identity=["AuthenticAMD", "25", "97", "2", "Other CPU"])
    cpu_detail.detailed_cpu(facts=other)  # a different CPU does not reuse the cache
    assert len(calls) == 2
    cpu_detail.detailed_cpu(facts=facts, use_cache=False)
    assert len(calls) == 3
    assert cpu_detail.cache_path(facts).parent == Path(os.environ["DLCONFIG_CACHE_DIR"])


def test_cpu_detail_failure_is_a_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> dict[str, Any]:
        raise RuntimeError("cpuid blocked")

    monkeypatch.setattr(cpu_detail, "_run_cpuinfo", broken)
    info = cpu_detail.detailed_cpu(facts=CpuFacts(identity=["x"]))
    assert not info.is_detailed and any("cpuid blocked" in p for p in info.problems)
    assert info.logical_cores  # the fast answer is still there


def test_corrupt_cache_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cpu_detail, "_run_cpuinfo", lambda: {"brand_raw": "Fresh"})
    facts = CpuFacts(identity=["y"])
    path = cpu_detail.cache_path(facts)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{truncated")
    assert cpu_detail.detailed_cpu(facts=facts).brand == "Fresh"
