"""GPU probing through a fake NVML: one GPU, eight, MIG, failures, old drivers, no library."""

from __future__ import annotations

import pytest

from dlconfig.models.probe_errors import ProbeUnavailable, unavailable_text
from dlconfig.probe.gpus import probe_gpus
from dlconfig.probe.nvml import Nvml, NvmlCallError
from tests.fakes import fake_pynvml as fk
from tests.fakes.fake_pynvml import FakeGpu, FakeNvml, install

MiB = 1024**2


def probe(fake: FakeNvml | None, monkeypatch: pytest.MonkeyPatch, **env: str):  # type: ignore[no-untyped-def]
    install(monkeypatch, fake)
    return probe_gpus(env=env, platform="linux")


def test_one_consumer_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml([FakeGpu.rtx_4090()])
    report = probe(fake, monkeypatch)
    assert report.unavailable_reason is None
    assert (report.driver_version, report.cuda_driver_version) == ("550.120", "12.4")
    assert report.nvml_version == "12.550.120"  # bytes decoded
    (gpu,) = report.gpus
    assert gpu.name == "NVIDIA GeForce RTX 4090"  # bytes decoded
    assert (gpu.nvml_index, gpu.cuda_index) == (0, 0)
    assert gpu.vram_total_bytes == 24564 * MiB
    assert gpu.vram_free_bytes == (24564 - 484) * MiB
    assert gpu.compute_capability == "8.9"
    assert (gpu.pcie_gen, gpu.pcie_width, gpu.power_limit_w) == (4, 16, 450.0)
    # Consumer cards do not support MIG or NVLink queries: null, not an error.
    assert gpu.is_mig_enabled is None and gpu.has_nvlink_active is None
    assert gpu.problems == []
    assert fake.shutdowns == fake.inits == 1


def test_eight_datacenter_gpus(monkeypatch: pytest.MonkeyPatch) -> None:
    report = probe(FakeNvml([FakeGpu.h100(i) for i in range(8)]), monkeypatch)
    assert [g.nvml_index for g in report.gpus] == list(range(8))
    assert [g.cuda_index for g in report.gpus] == list(range(8))
    assert all(g.has_nvlink_active and g.is_mig_enabled is False for g in report.gpus)
    assert {g.compute_capability for g in report.gpus} == {"9.0"}
    assert len({g.uuid for g in report.gpus}) == 8


@pytest.mark.parametrize(
    ("visible", "expected"),
    [
        ("3,1", {3: 0, 1: 1}),
        ("GPU-00000005", {5: 0}),
        ("7,GPU-00000002,bogus,0", {7: 0, 2: 1}),
        ("", {}),
        ("-1,0", {}),
        ("2,2", {2: 0}),
    ],
)
def test_cuda_visible_devices_reorders(
    monkeypatch: pytest.MonkeyPatch, visible: str, expected: dict[int, int]
) -> None:
    report = probe(
        FakeNvml([FakeGpu.h100(i) for i in range(8)]), monkeypatch, CUDA_VISIBLE_DEVICES=visible
    )
    got = {g.nvml_index: g.cuda_index for g in report.gpus if g.cuda_index is not None}
    assert got == expected
    assert len(report.gpus) == 8  # hidden GPUs are still listed, just without a CUDA index
    if visible in {"", "-1,0", "2,2"} or "bogus" in visible:
        assert report.gpus[0].problems  # says why CUDA sees fewer


def test_mixed_models_warn_about_cuda_order(monkeypatch: pytest.MonkeyPatch) -> None:
    report = probe(FakeNvml([FakeGpu.h100(0), FakeGpu.rtx_4090()]), monkeypatch)
    assert [r.code for r in report.gpus[0].problem_reasons] == ["probe.gpu.cuda_order"]
    ordered = probe(
        FakeNvml([FakeGpu.h100(0), FakeGpu.rtx_4090()]), monkeypatch, CUDA_DEVICE_ORDER="PCI_BUS_ID"
    )
    assert ordered.gpus[0].problems == []


def test_mig_enabled(monkeypatch: pytest.MonkeyPatch) -> None:
    report = probe(FakeNvml([FakeGpu.a100_mig()]), monkeypatch)
    (gpu,) = report.gpus
    assert gpu.is_mig_enabled is True and gpu.mig_devices == 3
    assert gpu.cuda_index is None  # CUDA sees the instances, not the GPU
    assert [m.cuda_index for m in gpu.mig_instances] == [0, 1, 2]
    assert {m.vram_total_bytes for m in gpu.mig_instances} == {9728 * MiB}
    assert any("MIG" in p for p in gpu.problems)
    one = probe(
        FakeNvml([FakeGpu.a100_mig()]),
        monkeypatch,
        CUDA_VISIBLE_DEVICES="MIG-0c1d2e3f-4a5b-5c6d-8e7f-000000000002",
    )
    assert [m.cuda_index for m in one.gpus[0].mig_instances] == [None, None, 0]


def test_error_in_the_middle_of_a_query(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml(
        [FakeGpu.rtx_4090(), FakeGpu.h100(1)],
        fail_calls={"nvmlDeviceGetCudaComputeCapability": fk.NVML_ERROR_UNKNOWN},
    )
    report = probe(fake, monkeypatch)
    assert len(report.gpus) == 2
    for gpu in report.gpus:
        assert gpu.compute_capability is None
        assert gpu.vram_total_bytes and gpu.power_limit_w  # the rest was still read
        assert any(
            "nvmlDeviceGetCudaComputeCapability" in p and "Unknown Error" in p for p in gpu.problems
        )
        # a catalogued reason, so the faces can translate it
        assert any(r.code == "probe.gpu.call_failed" for r in gpu.problem_reasons)


def test_gpu_lost_stops_that_gpu_only(monkeypatch: pytest.MonkeyPatch) -> None:
    lost = FakeGpu.h100(0)
    lost.lost = True
    report = probe(FakeNvml([lost, FakeGpu.h100(1)]), monkeypatch)
    assert report.gpus[0].vram_total_bytes is None
    assert "probe.gpu.lost" in {r.code for r in report.gpus[0].problem_reasons}
    assert report.gpus[1].vram_total_bytes == 81559 * MiB


def test_driver_lacking_newer_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml(
        [FakeGpu.h100(0)],
        missing={
            "nvmlSystemGetCudaDriverVersion_v2",
            "nvmlDeviceGetMaxPcieLinkGeneration",
            "nvmlDeviceGetMigMode",
            "nvmlDeviceGetPowerManagementLimit",
        },
    )
    report = probe(fake, monkeypatch)
    (gpu,) = report.gpus
    assert report.cuda_driver_version == "12.4"  # fell back to the older call
    assert gpu.pcie_gen_max is None and gpu.is_mig_enabled is None
    assert gpu.power_limit_w == 700.0  # enforced limit instead
    assert gpu.problems == []  # a missing function is "unknown", not a failure


@pytest.mark.parametrize(
    ("code", "expected", "params"),
    [
        (fk.NVML_ERROR_LIBRARY_NOT_FOUND, "nvml.library_not_found", {}),
        (fk.NVML_ERROR_DRIVER_NOT_LOADED, "nvml.driver_not_loaded", {}),
        (fk.NVML_ERROR_LIB_RM_VERSION_MISMATCH, "nvml.version_mismatch", {}),
        (fk.NVML_ERROR_NO_PERMISSION, "nvml.no_permission", {}),
        (fk.NVML_ERROR_UNKNOWN, "nvml.error", {"stage": "start", "error": "Unknown Error"}),
    ],
)
def test_nvml_that_cannot_start(
    monkeypatch: pytest.MonkeyPatch, code: int, expected: str, params: dict[str, str]
) -> None:
    report = probe(FakeNvml([], init_error=code), monkeypatch)
    assert report.gpus == []
    assert (report.unavailable_code, report.unavailable_params) == (expected, params)
    assert report.unavailable_reason == unavailable_text(expected, params)


def test_no_pynvml_at_all(monkeypatch: pytest.MonkeyPatch) -> None:
    report = probe(None, monkeypatch)
    assert report.gpus == [] and report.unavailable_code == "nvml.library_not_found"
    assert report.unavailable_params["cause"] == "no_pynvml"


def test_no_devices(monkeypatch: pytest.MonkeyPatch) -> None:
    report = probe(FakeNvml([]), monkeypatch)
    assert report.unavailable_code == "nvml.no_devices" and report.driver_version == "550.120"


def test_macos_does_not_touch_nvml(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml([FakeGpu.rtx_4090()])
    install(monkeypatch, fake)
    report = probe_gpus(env={}, platform="darwin")
    assert report.unavailable_code == "nvml.not_applicable" and fake.inits == 0


def test_helper_maps_errors_directly() -> None:
    fake = FakeNvml([FakeGpu.rtx_4090()], missing={"nvmlDeviceGetName"})
    with Nvml(fake.module) as nvml:
        h = nvml.call("nvmlDeviceGetHandleByIndex", 0)
        assert nvml.call("nvmlDeviceGetName", h) is None
        assert nvml.call("nvmlDeviceGetNotInThisPynvml", h) is None
        with pytest.raises(NvmlCallError, match="nvmlDeviceGetHandleByIndex: Invalid Argument"):
            nvml.call("nvmlDeviceGetHandleByIndex", 9)
    with pytest.raises(ProbeUnavailable) as err:
        Nvml(FakeNvml([], init_error=fk.NVML_ERROR_DRIVER_NOT_LOADED).module).open()
    assert err.value.code == "nvml.driver_not_loaded"


def test_real_pynvml_without_a_driver_is_unavailable() -> None:
    """On a machine without the driver library the real pynvml says so (no fake)."""
    pytest.importorskip("pynvml")
    report = probe_gpus(env={}, platform="linux")
    if report.gpus:
        pytest.skip("this machine has a working NVIDIA driver")
    assert report.unavailable_code and report.unavailable_reason
