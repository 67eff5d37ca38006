"""The recorded machine snapshots every engine test uses stay valid and telling."""

from __future__ import annotations

import pytest

from dlconfig.models.hardware import DiskKind
from tests.profiles import PROFILE_NAMES, PROFILES_DIR, load_profile


def test_every_file_is_listed() -> None:
    on_disk = {p.stem for p in PROFILES_DIR.glob("*.json")}
    assert on_disk == set(PROFILE_NAMES)


@pytest.mark.parametrize("name", PROFILE_NAMES)
def test_profile_validates_and_round_trips(name: str) -> None:
    profile = load_profile(name)
    assert profile.model_dump(mode="json")["schema"] == "dlconfig.hardware/1"
    again = type(profile).model_validate_json(profile.model_dump_json())
    assert again == profile
    assert profile.cpu.logical_cores and profile.memory.total_bytes
    assert profile.disks, "every machine has at least one filesystem"
    # A machine without NVIDIA GPUs always says why.
    if not profile.gpus:
        assert profile.gpus_unavailable_reason and profile.gpus_unavailable_code
    for gpu in profile.gpus:
        assert gpu.vram_total_bytes and gpu.vram_free_bytes is not None
        assert gpu.vram_free_bytes <= gpu.vram_total_bytes


def test_profiles_describe_their_machines() -> None:
    assert load_profile("consumer_gpu").gpus[0].compute_capability == "8.9"
    dc = load_profile("datacenter_8x")
    assert len(dc.gpus) == 8 and all(g.has_nvlink_active for g in dc.gpus)
    mig = load_profile("mig").gpus[0]
    assert mig.is_mig_enabled and mig.mig_devices == len(mig.mig_instances) == 3
    missing = load_profile("driver_missing")
    assert missing.gpus_unavailable_code == "nvml.driver_not_loaded"
    assert any(o.vendor == "NVIDIA" for o in missing.other_gpus)
    wsl = load_profile("wsl2")
    assert wsl.system.is_wsl and wsl.system.wsl_version == 2 and wsl.system.windows_build == 22631
    assert any(d.fstype == "9p" and d.kind is DiskKind.NETWORK for d in wsl.disks)
    assert load_profile("windows").system.os == "windows"
    mac = load_profile("macos")
    assert mac.system.os == "macos" and mac.cpu.arch == "arm64" and not mac.gpus


def test_unknown_name_is_a_clear_error() -> None:
    with pytest.raises(KeyError, match="known: no_gpu"):
        load_profile("nope")
