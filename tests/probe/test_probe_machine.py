"""The whole probe: sections together, never raising, NVIDIA cards listed once."""

from __future__ import annotations

import os
from typing import Any

import pytest

from dlconfig.models.hardware import OtherGpu
from dlconfig.probe import fast_probe, machine, probe_machine
from dlconfig.probe.other_gpus import OtherGpuReport
from tests.fakes.fake_pynvml import FakeGpu, FakeNvml, install


def test_fast_probe_of_this_machine() -> None:
    profile = fast_probe()
    assert profile.cpu.logical_cores == os.cpu_count() and not profile.cpu.is_detailed
    assert profile.memory.total_bytes and profile.system.arch
    assert profile.software.python_version and profile.probed_at is not None
    assert any(d.mountpoint in {"/", "C:\\"} for d in profile.disks)


def test_full_probe_with_a_fake_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, FakeNvml([FakeGpu.rtx_4090()]))
    nvidia_and_intel = OtherGpuReport(
        gpus=[
            OtherGpu(name="NVIDIA Corporation AD102 [GeForce RTX 4090]", vendor="NVIDIA"),
            OtherGpu(name="Intel Corporation Raptor Lake-S GT1", vendor="Intel"),
        ]
    )
    monkeypatch.setattr(machine, "probe_other_gpus", lambda detailed: nvidia_and_intel)
    monkeypatch.setattr(machine, "_detailed_cpu", lambda use_cache: machine.fast_cpu())
    profile = probe_machine()
    assert [g.name for g in profile.gpus] == ["NVIDIA GeForce RTX 4090"]
    assert profile.driver_version == "550.120" and profile.gpus_unavailable_reason is None
    assert [o.vendor for o in profile.other_gpus] == ["Intel"]  # the 4090 is listed once


def test_nvidia_card_without_driver_stays_visible(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, None)
    card = OtherGpuReport(gpus=[OtherGpu(name="NVIDIA Corporation GA102", vendor="NVIDIA")])
    monkeypatch.setattr(machine, "probe_other_gpus", lambda detailed: card)
    profile = fast_probe()
    assert profile.gpus == [] and profile.gpus_unavailable_code == "nvml.library_not_found"
    assert profile.other_gpus[0].vendor == "NVIDIA"


@pytest.mark.allow_log_warnings  # the crashing sections are logged
def test_a_crashing_section_does_not_sink_the_probe(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("unexpected")

    monkeypatch.setattr(machine, "probe_system", boom)
    monkeypatch.setattr(machine, "probe_gpus", boom)
    profile = fast_probe()
    assert profile.system.problems == ["system could not be probed (RuntimeError: unexpected)"]
    assert profile.gpus_unavailable_reason and "unexpected" in profile.gpus_unavailable_reason
    assert profile.cpu.logical_cores  # the other sections still answered
