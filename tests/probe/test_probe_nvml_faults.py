"""A broken NVML never blanks the machine: bad values, absurd counts and hung GPUs.

Each value is checked on its own (as nvitop does): a bad one is empty with a catalogued
problem on that GPU; every other GPU, field and the driver version are kept.
"""

from __future__ import annotations

import threading

import pytest

from dlconfig.models.messages import render_text
from dlconfig.probe.gpus import probe_gpus
from dlconfig.probe.nvml import Nvml, NvmlTimeoutError
from tests.fakes.fake_pynvml import FakeGpu, FakeMemory, FakeNvml, install

MiB = 1024**2


def probe(fake: FakeNvml, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    install(monkeypatch, fake)
    return probe_gpus(env={}, platform="linux")


@pytest.mark.parametrize(
    ("call", "answer", "field", "empty"),
    [
        ("nvmlDeviceGetMemoryInfo", FakeMemory(-1, 0, 0), "memory", "vram_total_bytes"),
        ("nvmlDeviceGetMemoryInfo", FakeMemory("80GB", 0, 0), "memory", "vram_total_bytes"),  # type: ignore[arg-type]
        ("nvmlDeviceGetCudaComputeCapability", (), "compute_capability", "compute_capability"),
        ("nvmlDeviceGetMigMode", 1, "mig_mode", "is_mig_enabled"),
        # NaN as the limit: the enforced limit is asked instead
        ("nvmlDeviceGetPowerManagementLimit", float("nan"), "power_limit_w", None),
        ("nvmlDeviceGetCurrPcieLinkWidth", "x16", "pcie_width", "pcie_width"),
        ("nvmlDeviceGetName", 42, "name", None),
    ],
)
def test_one_bad_value_on_one_gpu_keeps_all_eight(
    monkeypatch: pytest.MonkeyPatch, call: str, answer: object, field: str, empty: str | None
) -> None:
    gpus = [FakeGpu.h100(i) for i in range(8)]
    gpus[3].answers[call] = answer
    report = probe(FakeNvml(gpus), monkeypatch)
    assert report.unavailable_code is None
    assert len(report.gpus) == 8 and report.driver_version == "550.120"
    bad = report.gpus[3]
    if empty is not None:
        assert getattr(bad, empty) is None
    assert [r.code for r in bad.problem_reasons] == ["probe.gpu.bad_value"]
    assert bad.problem_reasons[0].params["field"] == field
    # the words, for the faces
    assert bad.problems == [render_text(r.code, r.params) for r in bad.problem_reasons]
    assert bad.vram_free_bytes is None or bad.vram_free_bytes > 0
    assert bad.uuid  # the rest of that GPU was read
    for other in report.gpus[:3] + report.gpus[4:]:
        assert other.vram_total_bytes == 81559 * MiB and other.compute_capability == "9.0"
        assert other.problem_reasons == []


@pytest.mark.parametrize("count", [-3, 10**6, "8", 2.5])
def test_an_absurd_gpu_count_is_unavailable_with_its_reason(
    monkeypatch: pytest.MonkeyPatch, count: object
) -> None:
    fake = FakeNvml([FakeGpu.h100(0)], answers={"nvmlDeviceGetCount": count})
    report = probe(fake, monkeypatch)
    assert report.gpus == []
    assert report.unavailable_code == "nvml.bad_count"
    assert report.unavailable_reason and repr(count) in report.unavailable_reason
    assert report.driver_version == "550.120"


def timed_probe(fake: FakeNvml, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """(report, whether the probe returned while the calls still hung) of probing a fake
    whose calls hang; they are released after 6 s, so that code without deadlines ends too.
    The probe's time is measured by ``python -m benchmarks.nvml_faults``."""
    timer = threading.Timer(6.0, fake.release)
    timer.daemon = True
    timer.start()
    try:
        report = probe(fake, monkeypatch)
        return report, not fake.released.is_set()
    finally:
        fake.release()
        timer.cancel()


@pytest.mark.parametrize(
    "call", ["nvmlDeviceGetHandleByIndex", "nvmlDeviceGetMemoryInfo", "nvmlDeviceGetNvLinkState"]
)
def test_eight_hanging_gpus_cost_one_deadline(monkeypatch: pytest.MonkeyPatch, call: str) -> None:
    gpus = [FakeGpu.h100(i) for i in range(8)]
    for gpu in gpus:
        gpu.hang.add(call)
    report, is_before_release = timed_probe(FakeNvml(gpus), monkeypatch)
    assert is_before_release
    assert len(report.gpus) == 8 and report.driver_version == "550.120"
    for gpu in report.gpus:
        assert [r.code for r in gpu.problem_reasons] == ["probe.gpu.hung"]
        assert any("stopped answering" in p for p in gpu.problems)
        assert not any("different models" in p for p in gpu.problems)
        if call == "nvmlDeviceGetMemoryInfo":
            assert gpu.name == "NVIDIA H100 80GB HBM3"  # read before the hang
            assert gpu.vram_total_bytes is None and gpu.compute_capability is None
        if call == "nvmlDeviceGetNvLinkState":
            assert gpu.compute_capability == "9.0" and gpu.has_nvlink_active is None


def test_a_hung_driver_is_unavailable_with_its_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml([FakeGpu.h100(0)], hang={"nvmlDeviceGetCount"})
    report, is_before_release = timed_probe(fake, monkeypatch)
    assert is_before_release
    assert report.unavailable_code == "nvml.hung"
    assert "stopped answering" in (report.unavailable_reason or "")


def test_the_helper_skips_a_hung_device_at_once() -> None:
    gpu = FakeGpu.rtx_4090()
    gpu.hang.add("nvmlDeviceGetTemperature")
    fake = FakeNvml([gpu])
    try:
        with Nvml(fake.module, call_timeout_s=0.1) as nvml:
            handle = nvml.call("nvmlDeviceGetHandleByIndex", 0, device=0)
            with pytest.raises(NvmlTimeoutError, match=r"no answer within 0\.1 s"):
                nvml.call("nvmlDeviceGetTemperature", handle, 0, device=0)
            calls = fake.calls
            with pytest.raises(NvmlTimeoutError):
                nvml.call("nvmlDeviceGetName", handle, device=0)
            assert fake.calls == calls  # no second wait: the hung device is not asked again
            assert nvml.hung_devices == {0}
    finally:
        fake.release()
