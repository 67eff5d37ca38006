"""AMD GPUs on Linux: named from sysfs and lspci, their VRAM from amdgpu's own sysfs
file when that driver runs them; without it (or with a garbled file) the VRAM stays
unknown and the probe never raises."""

from __future__ import annotations

from pathlib import Path

import pytest

import dlconfig.probe.other_gpus as other
from dlconfig.probe.commands import CommandResult

LSPCI = (
    '0000:03:00.0 "VGA compatible controller [0300]" "Advanced Micro Devices, Inc. [AMD/ATI]'
    ' [1002]" "Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M] [744c]" -rc8 "Sapphire"'
    ' "Device [e471]"\n'
)


def _device(root: Path, slot: str, *, driver: str | None, vram: str | None) -> None:
    dev = root / slot
    dev.mkdir(parents=True)
    (dev / "class").write_text("0x030000\n")
    (dev / "vendor").write_text("0x1002\n")
    (dev / "device").write_text("0x744c\n")
    if driver is not None:
        target = root.parent / "drivers" / driver
        target.mkdir(parents=True, exist_ok=True)
        (dev / "driver").symlink_to(target)
    if vram is not None:
        (dev / "mem_info_vram_total").write_text(vram)


@pytest.mark.parametrize(
    ("driver", "vram", "expected"),
    [
        ("amdgpu", "25753026560\n", 25753026560),  # what a 24 GB RX 7900 XTX reports
        ("amdgpu", None, None),  # an older kernel without the file
        ("amdgpu", "garbage", None),
        ("amdgpu", str(1 << 50), None),  # beyond any GPU: not believed
        ("vfio-pci", "25753026560", None),  # passed to a VM: not amdgpu's figure
        (None, None, None),  # no driver bound
    ],
)
def test_amd_vram_comes_from_amdgpu_sysfs_when_present(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    driver: str | None,
    vram: str | None,
    expected: int | None,
) -> None:
    root = tmp_path / "devices"
    _device(root, "0000:03:00.0", driver=driver, vram=vram)
    monkeypatch.setattr(other, "run_command", lambda *a, **k: CommandResult(stdout=LSPCI))
    report = other.OtherGpuReport()
    other._linux(report, pci_root=root)
    (gpu,) = report.gpus
    assert gpu.vendor == "AMD" and "7900 XTX" in gpu.name
    assert gpu.vram_bytes == expected
    assert gpu.driver == driver
    assert (gpu.vram_note is not None) == (expected is not None)
