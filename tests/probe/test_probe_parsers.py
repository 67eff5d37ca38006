"""Parsers over recorded outputs: os-release, /proc/version (WSL), nvcc, Windows and macOS
listings, lspci."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from dlconfig.models.hardware import DiskKind
from dlconfig.probe.disk_kinds import parse_diskutil_plist, parse_partitions, parse_physical_disks
from dlconfig.probe.other_gpus import (
    parse_lspci_mm,
    parse_system_profiler,
    parse_video_controllers,
)
from dlconfig.probe.system import (
    detect_wsl,
    parse_os_release,
    parse_windows_ver,
    wsl1_windows_build,
)
from dlconfig.probe.tool_versions import (
    conda_version_from_meta,
    parse_first_version,
    parse_nvcc_version,
    torch_variant,
)

DATA = Path(__file__).parent.parent / "data" / "probe"


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "distro", "version", "pretty"),
    [
        ("os-release-ubuntu-22.04", "ubuntu", "22.04", "Ubuntu 22.04.5 LTS"),
        ("os-release-debian-12", "debian", "12", "Debian GNU/Linux 12 (bookworm)"),
        ("os-release-fedora-41", "fedora", "41", "Fedora Linux 41 (Workstation Edition)"),
        ("os-release-rhel-9.4", "rhel", "9.4", "Red Hat Enterprise Linux 9.4 (Plow)"),
    ],
)
def test_os_release(name: str, distro: str, version: str, pretty: str) -> None:
    fields = parse_os_release(read(name))
    assert (fields["ID"], fields["VERSION_ID"], fields["PRETTY_NAME"]) == (distro, version, pretty)


def test_os_release_quoting_and_comments() -> None:
    fields = parse_os_release(read("os-release-fedora-41"))
    assert fields["VARIANT"] == 'Workstation "Edition"'
    assert fields["VERSION_CODENAME"] == ""
    assert not any(k.startswith("#") for k in fields)
    assert parse_os_release('ID="broken\nNAME=x') == {"ID": "broken", "NAME": "x"}


@given(st.text(max_size=300))
def test_os_release_never_raises(text: str) -> None:
    assert isinstance(parse_os_release(text), dict)


@pytest.mark.parametrize(
    ("version_file", "osrelease_file", "expected"),
    [
        ("proc-version-wsl1", "osrelease-wsl1", 1),
        ("proc-version-wsl2", "osrelease-wsl2", 2),
        ("proc-version-wsl2-old", None, 2),
        ("proc-version-plain", "osrelease-plain", None),
    ],
)
def test_wsl_detection(version_file: str, osrelease_file: str | None, expected: int | None) -> None:
    osrelease = read(osrelease_file) if osrelease_file else ""
    assert detect_wsl(read(version_file), osrelease) == expected


def test_windows_builds() -> None:
    assert wsl1_windows_build(read("osrelease-wsl1")) == 19041
    assert wsl1_windows_build(read("osrelease-wsl2")) is None
    assert parse_windows_ver("\r\nMicrosoft Windows [Version 10.0.22631.4460]\r\n") == 22631
    assert parse_windows_ver("garbage") is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [("nvcc-11.8.txt", "11.8"), ("nvcc-12.4.txt", "12.4"), ("nvcc-13.0.txt", "13.0")],
)
def test_nvcc_version(name: str, expected: str) -> None:
    assert parse_nvcc_version(read(name)) == expected


def test_nvcc_version_fallbacks() -> None:
    assert parse_nvcc_version("nvcc V12.6.20") == "12.6"
    assert parse_nvcc_version("command not found") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Docker version 27.3.1, build ce12230", "27.3.1"),
        ("podman version 5.2.2", "5.2.2"),
        ("NVIDIA Container Toolkit CLI version 1.17.0\ncommit: 5bc0315", "1.17.0"),
        ("uv 0.5.4 (c62c83c37 2024-11-20)", "0.5.4"),
        ("mamba 1.5.8\nconda 24.5.0", "1.5.8"),
        ("2.0.5", "2.0.5"),
        ("no version here", None),
    ],
)
def test_tool_versions(text: str, expected: str | None) -> None:
    assert parse_first_version(text) == expected


def test_torch_variant() -> None:
    assert torch_variant("2.5.1+cu121") == "cu121"
    assert torch_variant("2.5.1+cpu") == "cpu"
    assert torch_variant("2.5.1+rocm6.2") == "rocm6.2"
    reqs = ["filelock", "nvidia-cuda-runtime-cu12==12.4.127; platform_system == 'Linux'"]
    assert torch_variant("2.5.1", reqs) == "cu124"
    assert torch_variant("2.5.1", ["filelock"]) is None
    assert conda_version_from_meta(["python-3.12.json", "conda-24.9.2-py312_0.json"]) == "24.9.2"


def test_windows_physical_disks() -> None:
    kinds = parse_physical_disks(read("get-physicaldisk-multi.json"))
    assert {k: v.kind for k, v in kinds.items()} == {
        "0": DiskKind.NVME,
        "1": DiskKind.HDD,
        "2": DiskKind.SSD,
        "3": DiskKind.UNKNOWN,
    }
    assert kinds["1"].basis == "Get-PhysicalDisk: MediaType HDD, BusType SATA"
    single = parse_physical_disks(read("get-physicaldisk-single-names.json"))
    assert single["0"].kind is DiskKind.SSD and "SAS" in single["0"].basis
    assert parse_partitions(read("get-partition.json")) == {"C": "0", "D": "1", "E": "2"}
    assert parse_physical_disks("") == {}


def test_windows_video_controllers_cap() -> None:
    nvidia, amd = parse_video_controllers(read("win32-videocontroller.json"))
    assert nvidia.vram_bytes is None and nvidia.vram_note and "4 GB" in nvidia.vram_note
    assert amd.vendor == "AMD" and amd.vram_bytes == 536870912 and amd.is_integrated


def test_macos_listings() -> None:
    (gpu,) = parse_system_profiler(read("system-profiler-displays.json"))
    assert (gpu.name, gpu.vendor, gpu.is_integrated) == ("Apple M2", "Apple", True)
    root = parse_diskutil_plist((DATA / "diskutil-info-root.plist").read_bytes())
    assert root.kind is DiskKind.SSD and root.block_device == "disk3"


def test_lspci_display_devices_only() -> None:
    devices = parse_lspci_mm(read("lspci-mm-nn.txt"))
    assert devices == {
        "0000:00:02.0": ("8086", "Intel Corporation AlderLake-S GT1"),
        "0000:01:00.0": ("10de", "NVIDIA Corporation GA102 [GeForce RTX 3090]"),
    }


@given(st.lists(st.sampled_from(["0", "1", "2", "7", "-1", "GPU-a", "GPU-b", "MIG-x", "x", ""])))
def test_cuda_visible_devices_never_raises(tokens: list[str]) -> None:
    from dlconfig.probe.cuda_visible import map_cuda_indices

    mapping = map_cuda_indices(
        ["GPU-aaaa", "GPU-bbbb", "GPU-abcd"], {"CUDA_VISIBLE_DEVICES": ",".join(tokens)}
    )
    indices = sorted(mapping.cuda_by_nvml.values())
    assert indices == list(range(len(indices)))  # CUDA numbers 0..n-1 without gaps
