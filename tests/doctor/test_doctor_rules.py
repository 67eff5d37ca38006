"""Each doctor finding on a recorded machine profile, and machines with none."""

from __future__ import annotations

import pytest

from dlconfig.doctor import DoctorInputs, TorchRuntime, diagnose
from dlconfig.doctor.wslconfig import read_wslconfig
from dlconfig.models.common import Finding, Severity
from dlconfig.models.hardware import GpuInfo
from tests.doctor.doctor_fixtures import KB, TODAY, codes, make_plan, only, profile, run

# ------------------------------------------------------------------ clean machines


@pytest.mark.parametrize("name", ["consumer_gpu", "datacenter_8x", "mig", "macos", "no_gpu"])
def test_healthy_recorded_machines_have_no_findings(name: str) -> None:
    assert run(profile(name)) == []


def test_clean_machine_with_a_fitting_plan_has_no_findings() -> None:
    plan = make_plan(gpus_in_container=1, needs_toolkit=True, disk_gb=200, ram_gib=32)
    runtime = TorchRuntime(
        version="2.5.1+cu121",
        cuda="12.1",
        arch_list=["sm_50", "sm_60", "sm_70", "sm_75", "sm_80", "sm_86", "sm_90"],
        is_cuda_available=True,
    )
    inputs = DoctorInputs(torch=runtime, dataset_paths=["/home/ana/data"], working_dir="/home/ana")
    assert run(profile("consumer_gpu"), plan, inputs) == []


# ------------------------------------------------------------------ driver and toolkit


def test_driver_missing_names_the_card_and_the_reason() -> None:
    found = only(run(profile("driver_missing")), "driver.missing")
    assert found.severity is Severity.ERROR
    assert "RTX 3090" in str(found.params["gpu"])
    assert found.params["unavailable"] == "nvml.driver_not_loaded"


def test_driver_too_old_for_the_planned_cuda() -> None:
    found = only(
        run(profile("consumer_gpu"), make_plan(cuda="13.0", variant="cu130")), "driver.too_old"
    )
    assert found.severity is Severity.ERROR
    assert found.params["driver"] == "550.120"
    assert found.params["required"] == "580"
    assert found.source and found.source.startswith("https://docs.nvidia.com/")


def test_driver_too_old_in_wsl2_points_at_the_windows_driver() -> None:
    prof = profile("wsl2", driver_version="526.98")
    found = only(run(prof, make_plan(target="wsl2", cuda="12.4")), "driver.too_old")
    assert found.params["platform"] == "windows"
    assert found.params["required"] == "527.41"
    assert "Windows" in found.fix


def test_driver_checked_against_installed_torch_without_a_plan() -> None:
    prof = profile("consumer_gpu", driver_version="520.61.05")
    found = only(run(prof), "driver.too_old")
    assert found.params["cuda"] == "12.1"


def test_nvidia_smi_cuda_version_is_not_a_toolkit() -> None:
    plan = make_plan(target="wsl2", cuda="12.4", needs_toolkit=True)
    found = only(run(profile("wsl2"), plan), "toolkit.not_installed")
    assert found.params == {"driver_cuda": "12.7", "cuda": "12.4"}


def test_gpu_containers_without_the_container_toolkit() -> None:
    findings = run(profile("mig"), make_plan(gpus_in_container=1))
    assert only(findings, "container.toolkit_missing").severity is Severity.ERROR
    assert only(findings, "container.engine_missing").severity is Severity.WARNING
    assert findings[0].severity is Severity.ERROR  # errors come first


# ------------------------------------------------------------------ frameworks


def test_cpu_only_torch_while_a_gpu_is_present() -> None:
    inputs = DoctorInputs(torch=TorchRuntime(version="2.5.1+cpu", cuda=None))
    found = only(run(profile("consumer_gpu"), make_plan(), inputs), "torch.cpu_only")
    assert "RTX 4090" in found.message
    assert "https://download.pytorch.org/whl/cu121" in found.fix


def test_pypi_torch_on_windows_is_cpu_only() -> None:
    software = {"frameworks": [{"name": "torch", "version": "2.5.1", "variant": None}]}
    found = only(run(profile("windows", software=software)), "torch.cpu_only")
    assert "Windows" in found.message


def test_torch_without_kernels_for_a_blackwell_card() -> None:
    rtx5090 = GpuInfo(nvml_index=0, name="NVIDIA GeForce RTX 5090", compute_capability="12.0")
    prof = profile("consumer_gpu", gpus=[rtx5090])
    runtime = TorchRuntime(
        version="2.5.1+cu124", cuda="12.4", arch_list=["sm_50", "sm_80", "sm_86", "sm_90"]
    )
    found = only(run(prof, None, DoctorInputs(torch=runtime)), "torch.arch_missing")
    assert found.params["compute_capability"] == "12.0"
    assert "sm_120" in found.message
    assert found.params["suggested"] is not None and "sm_120" in found.fix


def test_arch_list_from_the_knowledge_base_when_torch_is_not_imported() -> None:
    gtx1080 = GpuInfo(nvml_index=0, name="NVIDIA GeForce GTX 1080", compute_capability="6.1")
    software = {"frameworks": [{"name": "torch", "version": "2.8.0+cu128", "variant": "cu128"}]}
    prof = profile("consumer_gpu", gpus=[gtx1080], software=software)
    found = only(run(prof), "torch.arch_missing")
    assert found.params["gpu"] == "NVIDIA GeForce GTX 1080"
    assert "sm_61" in found.message


def test_ptx_in_the_arch_list_covers_newer_gpus() -> None:
    rtx5090 = GpuInfo(nvml_index=0, name="NVIDIA GeForce RTX 5090", compute_capability="12.0")
    runtime = TorchRuntime(version="2.7.0+cu128", cuda="12.8", arch_list=["sm_90", "compute_90"])
    findings = run(profile("consumer_gpu", gpus=[rtx5090]), None, DoctorInputs(torch=runtime))
    assert "torch.arch_missing" not in codes(findings)


def test_tensorflow_gpu_on_native_windows() -> None:
    plan = make_plan(target="windows", framework="tensorflow", version="2.15.0", variant=None)
    found = only(run(profile("windows"), plan), "tensorflow.windows_native_gpu")
    assert found.params["last_windows_gpu"] is not None
    assert found.params["last_windows_gpu"].startswith("2.10")
    assert "WSL2" in found.fix and "tensorflow==2.10.*" in found.fix


def test_tensorflow_2_10_on_windows_is_fine() -> None:
    plan = make_plan(target="windows", framework="tensorflow", version="2.10.0", variant=None)
    assert "tensorflow.windows_native_gpu" not in codes(run(profile("windows"), plan))


def test_python_outside_the_planned_framework_range() -> None:
    prof = profile("consumer_gpu", software={"python_version": "3.8.18"})
    plan = make_plan(version="2.5.1", python="3.11")
    found = only(run(prof, plan), "python.out_of_range")
    assert found.params["python"] == "3.8"
    assert (found.params["python_min"], found.params["python_max"]) == ("3.9", "3.12")
    assert "3.11" in found.fix


# ------------------------------------------------------------------ operating system


def test_ubuntu_20_04_is_past_standard_support() -> None:
    prof = profile("consumer_gpu", system={"distro_version": "20.04"})
    found = only(run(prof), "os.end_of_support")
    assert found.params["ended"] == "2025-05-31"
    assert found.source == "https://ubuntu.com/about/release-cycle"


def test_plan_on_an_old_base_os() -> None:
    found = only(
        run(profile("consumer_gpu"), make_plan(os="ubuntu-20.04")), "os.plan_end_of_support"
    )
    assert found.severity is Severity.WARNING


# ------------------------------------------------------------------ WSL2


def test_wsl_memory_below_the_plan_need() -> None:
    found = only(run(profile("wsl2"), make_plan(target="wsl2", ram_gib=32)), "wsl.memory_cap")
    assert found.params["cap_gib"] == pytest.approx(15.5, abs=0.1)
    assert "memory=33GB" in found.fix


def test_wsl_memory_cap_from_wslconfig() -> None:
    facts = read_wslconfig("/mnt/c/Users/li/.wslconfig", b"[wsl2]\nmemory=8GB\n")
    inputs = DoctorInputs(wslconfig=facts)
    found = only(
        run(profile("wsl2"), make_plan(target="wsl2", ram_gib=12), inputs), "wsl.memory_cap"
    )
    assert "memory=8GB" in found.message


def test_wslconfig_saved_as_utf16_is_flagged() -> None:
    raw = "[wsl2]\r\nmemory=24GB\r\n".encode("utf-16")
    inputs = DoctorInputs(wslconfig=read_wslconfig("/mnt/c/Users/li/.wslconfig", raw))
    findings = run(profile("wsl2"), make_plan(target="wsl2", ram_gib=20), inputs)
    assert only(findings, "wsl.wslconfig_encoding").params["encoding"] == "utf-16"
    # The file is ignored, so the cap is what Linux actually sees, not memory=24GB.
    assert only(findings, "wsl.memory_cap").params["cap_gib"] < 16


def test_linux_nvidia_driver_inside_wsl() -> None:
    inputs = DoctorInputs(wsl_linux_driver_files=["/usr/lib/x86_64-linux-gnu/libcuda.so.550.120"])
    found = only(run(profile("wsl2"), None, inputs), "wsl.linux_driver_installed")
    assert found.severity is Severity.ERROR
    assert "libcuda.so.550.120" in found.message


def test_wsl_lib_missing_from_the_library_path() -> None:
    missing = DoctorInputs(
        ld_library_path="/usr/local/cuda/lib64", ld_so_conf_dirs=["/usr/local/lib"]
    )
    assert codes(run(profile("wsl2"), None, missing)) == ["wsl.lib_path_missing"]
    present = DoctorInputs(ld_library_path="", ld_so_conf_dirs=["/usr/lib/wsl/lib"])
    assert run(profile("wsl2"), None, present) == []


def test_dataset_under_mnt_c_in_wsl() -> None:
    inputs = DoctorInputs(dataset_paths=["/mnt/c/Users/li/datasets/coco"])
    found = only(run(profile("wsl2"), None, inputs), "wsl.data_on_windows_drive")
    assert found.params["path"] == "/mnt/c/Users/li/datasets/coco"


# ------------------------------------------------------------------ storage


def test_dataset_on_a_hard_disk() -> None:
    inputs = DoctorInputs(dataset_paths=["/data/imagenet"])
    found = only(run(profile("consumer_gpu"), None, inputs), "storage.dataset_on_hdd")
    assert found.params["mountpoint"] == "/data"


def test_dataset_on_a_windows_hard_disk() -> None:
    inputs = DoctorInputs(dataset_paths=["d:\\datasets\\coco"])
    found = only(run(profile("windows"), None, inputs), "storage.dataset_on_hdd")
    assert found.params["mountpoint"] == "D:\\"


def test_too_little_free_disk_for_the_plan() -> None:
    found = only(run(profile("consumer_gpu"), make_plan(disk_gb=5000)), "storage.disk_full")
    assert found.params["mountpoint"] == "/"
    assert found.params["free_gb"] == pytest.approx(1210, abs=1)


# ------------------------------------------------------------------ behaviour


def test_plan_for_another_platform_is_reported_and_machine_checks_still_run() -> None:
    prof = profile("windows", system={"os": "windows"})
    findings = run(prof, make_plan(target="linux", cuda="13.0"))
    assert "plan.other_target" in codes(findings)
    assert "driver.too_old" not in codes(findings)


@pytest.mark.allow_log_warnings  # the broken rule is logged with its traceback
def test_a_failing_rule_is_reported_without_hiding_the_others() -> None:
    def broken(_ctx: object) -> list[Finding]:
        raise RuntimeError("boom")

    def fine(_ctx: object) -> list[Finding]:
        return []

    findings = diagnose(profile("no_gpu"), kb=KB, today=TODAY, rules=[broken, fine])
    assert codes(findings) == ["doctor.rule_failed"]
    assert "boom" in findings[0].message


def test_findings_are_json_ready_with_stable_codes() -> None:
    prof = profile("wsl2", driver_version="526.98")
    findings = run(prof, make_plan(target="wsl2", ram_gib=64, disk_gb=50_000))
    assert len(findings) >= 3
    for item in findings:
        assert item.model_validate_json(item.model_dump_json()) == item
        assert item.fix


def test_rocm_torch_on_an_nvidia_machine_is_named_as_such() -> None:
    runtime = TorchRuntime(version="2.5.1+rocm6.2", cuda=None, hip="6.2.41133")
    found = only(run(profile("consumer_gpu"), None, DoctorInputs(torch=runtime)), "torch.cpu_only")
    assert "ROCm" in found.message


# ------------------------------------------------------------------ per-GPU driver bounds


def test_blackwell_card_on_a_driver_before_r570() -> None:
    rtx5090 = GpuInfo(nvml_index=0, name="NVIDIA GeForce RTX 5090", compute_capability="12.0")
    prof = profile("consumer_gpu", gpus=[rtx5090], driver_version="566.36")
    found = only(run(prof), "driver.gpu_too_new_for_driver")
    assert found.severity is Severity.ERROR
    assert found.params["required"] == "570" and "570" in found.fix


def test_pascal_card_on_a_driver_after_r580() -> None:
    gtx1080 = GpuInfo(nvml_index=0, name="NVIDIA GeForce GTX 1080", compute_capability="6.1")
    prof = profile("consumer_gpu", gpus=[gtx1080], driver_version="590.44.01")
    found = only(run(prof), "driver.gpu_dropped_by_driver")
    assert found.params["branch"] == 580 and "R580" in found.message


def test_pascal_card_on_its_last_branch_is_fine() -> None:
    gtx1080 = GpuInfo(nvml_index=0, name="NVIDIA GeForce GTX 1080", compute_capability="6.1")
    prof = profile("consumer_gpu", gpus=[gtx1080], driver_version="580.95.05")
    assert "driver.gpu_dropped_by_driver" not in codes(run(prof))
