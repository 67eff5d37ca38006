"""AMD's and Intel's GPU tools (amd-smi, rocm-smi, xpu-smi) as fake executables on PATH:
absent, answering as their documentation shows, garbled, failing, hanging or absurd. The
probe reads what it can, joins it to the adapters sysfs listed, and never raises."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

import dlconfig.probe.gpu_tools as tools
import dlconfig.probe.other_gpus as other
from dlconfig.models.common import Reason
from dlconfig.models.hardware import HardwareProfile, OtherGpu
from dlconfig.probe.problems import problem

CAT, SLEEP = shutil.which("cat"), shutil.which("sleep")  # before PATH holds only the fakes

# amd-smi 25.x (ROCm 6.4 and later) wraps its GPUs in "gpu_data"; the values are the
# sample of `amd-smi static` in AMD's CLI documentation (an MI300A), in the JSON keys of
# its --json output: https://rocm.docs.amd.com/projects/amdsmi/en/latest/how-to/amdsmi-cli-tool.html
# (the wrapper as amd-smi prints it: https://github.com/ROCm/rocprofiler-compute/pull/836,
# the keys and {"value", "unit"} sizes: amdsmi_cli/amdsmi_commands.py in ROCm/amdsmi).
AMD_SMI_GPU_DATA = """{
    "gpu_data": [
        {
            "gpu": 0,
            "asic": {
                "market_name": "AMD Instinct MI300A",
                "vendor_id": "0x1002",
                "vendor_name": "Advanced Micro Devices Inc. [AMD/ATI]",
                "subvendor_id": "0x1002",
                "device_id": "0x74a0",
                "subsystem_id": "0x74a0",
                "rev_id": "0x00",
                "asic_serial": "0xXXXXXXXXXXXXXX",
                "oam_id": 0,
                "num_compute_units": 228,
                "target_graphics_version": "gfx942"
            },
            "bus": {
                "bdf": "0000:01:00.0",
                "max_pcie_width": 16,
                "max_pcie_speed": {"value": 32, "unit": "GT/s"},
                "pcie_interface_version": "Gen 5",
                "slot_type": "PCIE"
            },
            "driver": {"name": "amdgpu", "version": "6.10.10"},
            "vram": {
                "type": "HBM",
                "vendor": "UNKNOWN",
                "size": {"value": 96434, "unit": "MB"},
                "bit_width": 8192,
                "max_bandwidth": "N/A"
            }
        }
    ]
}
"""

# amd-smi of ROCm 6.0/6.1: a bare list, VRAM as "vram_size_mb" (amdsmi_cli/amdsmi_commands.py
# at https://github.com/ROCm/amdsmi/blob/docs/6.0.0/amdsmi_cli/amdsmi_commands.py).
AMD_SMI_ROCM60 = """[
    {
        "gpu": 0,
        "asic": {"market_name": "AMD Radeon RX 7900 XTX", "vendor_id": 4098,
                 "device_id": 29772, "rev_id": "0xc8", "asic_serial": "0x0", "oam_id": 0},
        "bus": {"bdf": "0000:03:00.0"},
        "driver": {"driver_name": "amdgpu", "driver_version": "6.3.6"},
        "vram": {"vram_type": "GDDR6", "vram_vendor": "SAMSUNG", "vram_size_mb": 24560}
    }
]
"""

# rocm-smi --showproductname --showbus --showmeminfo vram --json: "cardN" objects whose
# keys are the printLog labels of showProduct, showBus and showMemInfo in
# https://github.com/ROCm/rocm_smi_lib/blob/develop/python_smi_tools/rocm_smi.py
ROCM_SMI = """{
    "card0": {
        "Card Series": "Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]",
        "Card Model": "0x744c",
        "Card Vendor": "Advanced Micro Devices, Inc. [AMD/ATI]",
        "Card SKU": "EXT94393",
        "Subsystem ID": "0xe471",
        "Device Rev": "0xc8",
        "Node ID": "1",
        "GUID": "45427",
        "GFX Version": "gfx1100",
        "PCI Bus": "0000:03:00.0",
        "VRAM Total Memory (B)": "25753026560",
        "VRAM Total Used Memory (B)": "1123741696"
    }
}
"""

# xpu-smi discovery -j, as Intel's XPU System Management Interface user guide shows it:
# https://github.com/intel/xpumanager/blob/master/doc/smi_user_guide.md
XPU_SMI_LIST = """{
    "device_list": [
        {
            "device_id": 0,
            "device_name": "Intel(R) Graphics [0x020a]",
            "device_type": "GPU",
            "pci_bdf_address": "0000:4d:00.0",
            "pci_device_id": "0x20a",
            "uuid": "00000000-0000-0000-0000-020a00008086",
            "vendor_name": "Intel(R) Corporation"
        }
    ]
}
"""

# xpu-smi discovery -d 0 -j: the guide's device (Memory Physical Size: 32768.00 MiB) in the
# JSON keys of ial/cmn/cmd_discovery.cpp (intel/xpumanager); memory_physical_size_byte is
# a string before xpumanager 2.0 (its REST docs: "(string) Device physical memory size,
# in bytes") and an integer after.
XPU_SMI_DEVICE = """{
    "device_id": 0,
    "device_type": "GPU",
    "device_name": "Intel(R) Graphics [0x020a]",
    "vendor_name": "Intel(R) Corporation",
    "uuid": "00000000-0000-0000-0000-020a00008086",
    "pci_bdf_address": "0000:4d:00.0",
    "driver_version": "16929133",
    "memory_physical_size": "32768.00 MiB",
    "memory_physical_size_byte": "34359738368",
    "number_of_tiles": "2"
}
"""


def _tool(folder: Path, name: str, *, stdout: str = "", status: int = 0, body: str = "") -> None:
    """A fake ``name`` on PATH that prints ``stdout`` and exits with ``status``."""
    folder.mkdir(exist_ok=True)
    out = folder / f"{name}.out"
    out.write_text(stdout, encoding="utf-8")
    script = folder / name
    script.write_text(
        f"#!/bin/sh\n{body or f'{CAT} {out}'}\necho 'some words on stderr' >&2\nexit {status}\n"
    )
    script.chmod(0o755)


@pytest.fixture
def bin_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder of fake tools, alone on PATH (POSIX shell scripts: Linux only)."""
    if sys.platform != "linux":
        pytest.skip("fake tools are shell scripts")
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    return folder


def _read() -> tuple[list[tools.ToolGpu], list[Reason]]:
    problems: list[Reason] = []
    return tools.read_gpu_tools(problems), problems


def test_no_tool_installed_says_nothing(bin_dir: Path) -> None:
    assert _read() == ([], [])


def test_amd_smi_names_the_gpu_and_gives_its_vram_gfx_target_and_driver(bin_dir: Path) -> None:
    _tool(bin_dir, "amd-smi", stdout=AMD_SMI_GPU_DATA)
    (gpu,), problems = _read()
    assert problems == []
    assert (gpu.name, gpu.pci_slot, gpu.gfx_target) == (
        "AMD Instinct MI300A",
        "0000:01:00.0",
        "gfx942",
    )
    assert gpu.vram_bytes == 96434 * 2**20 and gpu.driver_version == "6.10.10"


def test_amd_smi_of_rocm_6_0_gives_vram_size_mb(bin_dir: Path) -> None:
    _tool(bin_dir, "amd-smi", stdout=AMD_SMI_ROCM60)
    (gpu,), problems = _read()
    assert problems == [] and gpu.name == "AMD Radeon RX 7900 XTX"
    assert gpu.vram_bytes == 25753026560  # 24560 MiB: what amdgpu's sysfs file reports
    assert gpu.driver_version is None  # ROCm 6.0 named it driver_version; not guessed


def test_a_warning_printed_before_the_json_is_skipped(bin_dir: Path) -> None:
    warning = "WARNING: User is missing the following required groups: render, video.\n"
    _tool(bin_dir, "amd-smi", stdout=warning + AMD_SMI_GPU_DATA)
    (gpu,), problems = _read()
    assert problems == [] and gpu.name == "AMD Instinct MI300A"


def test_rocm_smi_is_read_when_amd_smi_is_absent(bin_dir: Path) -> None:
    _tool(bin_dir, "rocm-smi", stdout=ROCM_SMI)
    (gpu,), problems = _read()
    assert problems == [] and gpu.tool == "rocm-smi"
    assert (gpu.pci_slot, gpu.gfx_target, gpu.vram_bytes) == (
        "0000:03:00.0",
        "gfx1100",
        25753026560,
    )
    assert gpu.name and "7900 XTX" in gpu.name


def test_rocm_5_spelling_card_series_is_read(bin_dir: Path) -> None:
    old = ROCM_SMI.replace("Card Series", "Card series")
    _tool(bin_dir, "rocm-smi", stdout=old)
    (gpu,), _ = _read()
    assert gpu.name and "7900 XTX" in gpu.name


@pytest.mark.parametrize(
    ("stdout", "status", "code"),
    [
        ("", 0, "probe.gpu_tool.empty"),
        ("GPU 0: AMD Instinct\n{not json", 0, "probe.gpu_tool.not_json"),
        ('"just a string"', 0, "probe.gpu_tool.unexpected_json"),
        (AMD_SMI_GPU_DATA, 1, "probe.gpu_tool.exit"),
    ],
)
def test_a_failing_amd_smi_falls_back_to_rocm_smi_and_says_why(
    bin_dir: Path, stdout: str, status: int, code: str
) -> None:
    _tool(bin_dir, "amd-smi", stdout=stdout, status=status)
    _tool(bin_dir, "rocm-smi", stdout=ROCM_SMI)
    (gpu,), problems = _read()
    assert gpu.tool == "rocm-smi" and gpu.vram_bytes == 25753026560
    assert [p.code for p in problems] == [code]
    assert problems[0].params["tool"] == "amd-smi" and problems[0].text.startswith("amd-smi ")


def test_a_non_zero_exit_names_the_status_and_the_tools_words(bin_dir: Path) -> None:
    _tool(bin_dir, "amd-smi", stdout="", status=3)
    gpus, (failed,) = _read()
    assert gpus == [] and failed.code == "probe.gpu_tool.exit"
    assert failed.params == {"tool": "amd-smi", "status": "3", "error": "some words on stderr"}


def test_a_hanging_tool_is_abandoned(bin_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tools, "TOOL_TIMEOUT_S", 0.2)
    _tool(bin_dir, "amd-smi", body=f"exec {SLEEP} 30")
    _tool(bin_dir, "xpu-smi", body=f"exec {SLEEP} 30")
    gpus, problems = _read()
    assert gpus == []
    assert [(p.code, p.params["tool"]) for p in problems] == [
        ("probe.gpu_tool.timeout", "amd-smi"),
        ("probe.gpu_tool.timeout", "xpu-smi"),
    ]


@pytest.mark.parametrize(
    "vram",
    [
        {"size": {"value": 10**15, "unit": "MB"}},  # beyond any GPU
        {"size": {"value": -1, "unit": "MB"}},
        {"size": {"value": "lots", "unit": "MB"}},
    ],
)
def test_an_absurd_vram_is_left_empty_and_said(bin_dir: Path, vram: dict) -> None:
    data = json.loads(AMD_SMI_GPU_DATA)
    data["gpu_data"][0]["vram"] = vram
    _tool(bin_dir, "amd-smi", stdout=json.dumps(data))
    (gpu,), (bad,) = _read()
    assert gpu.vram_bytes is None and gpu.name == "AMD Instinct MI300A"
    assert bad.code == "probe.gpu_tool.bad_vram" and bad.params["tool"] == "amd-smi"


@pytest.mark.parametrize(
    "stdout",
    [
        '{"gpu_data": [{"gpu": 0}]}',  # fields missing
        '{"gpu_data": [{"gpu": 0, "asic": "N/A", "vram": "N/A", "bus": 7}]}',  # sections N/A
        '{"gpu_data": [{"gpu": 0, "asic": {"market_name": "N/A",'
        ' "target_graphics_version": "gfx; rm -rf"}}]}',
        '{"gpu_data": [null, 3, "x"]}',
    ],
)
def test_partial_amd_smi_output_gives_what_it_has(bin_dir: Path, stdout: str) -> None:
    _tool(bin_dir, "amd-smi", stdout=stdout)
    gpus, problems = _read()
    assert problems == []
    for gpu in gpus:
        assert gpu.name is None and gpu.vram_bytes is None and gpu.gfx_target is None


def test_xpu_smi_lists_then_details_each_device(bin_dir: Path) -> None:
    detail = bin_dir / "detail.json"
    detail.write_text(XPU_SMI_DEVICE, encoding="utf-8")
    list_out = bin_dir / "list.json"
    list_out.write_text(XPU_SMI_LIST, encoding="utf-8")
    body = f'if [ "$2" = "-d" ]; then {CAT} {detail}; else {CAT} {list_out}; fi'
    _tool(bin_dir, "xpu-smi", body=body)
    (gpu,), problems = _read()
    assert problems == []
    assert (gpu.vendor, gpu.name, gpu.pci_slot) == (
        "Intel",
        "Intel(R) Graphics [0x020a]",
        "0000:4d:00.0",
    )
    assert gpu.vram_bytes == 32768 * 2**20 and gpu.driver_version == "16929133"


def test_xpu_smi_2_gives_the_size_as_an_integer(bin_dir: Path) -> None:
    data = json.loads(XPU_SMI_DEVICE)
    data["memory_physical_size_byte"] = 34359738368
    detail = bin_dir / "detail.json"
    detail.write_text(json.dumps(data), encoding="utf-8")
    list_out = bin_dir / "list.json"
    list_out.write_text(XPU_SMI_LIST, encoding="utf-8")
    _tool(
        bin_dir,
        "xpu-smi",
        body=f'if [ "$2" = "-d" ]; then {CAT} {detail}; else {CAT} {list_out}; fi',
    )
    (gpu,), _ = _read()
    assert gpu.vram_bytes == 34359738368


def test_a_garbled_xpu_smi_detail_keeps_the_listed_name(bin_dir: Path) -> None:
    list_out = bin_dir / "list.json"
    list_out.write_text(XPU_SMI_LIST, encoding="utf-8")
    _tool(
        bin_dir,
        "xpu-smi",
        body=f'if [ "$2" = "-d" ]; then echo "{{oops"; else {CAT} {list_out}; fi',
    )
    (gpu,), (bad,) = _read()
    assert gpu.name == "Intel(R) Graphics [0x020a]" and gpu.vram_bytes is None
    assert (bad.code, bad.params["tool"]) == ("probe.gpu_tool.not_json", "xpu-smi")


@pytest.mark.parametrize(("stdout", "status"), [("", 0), ("[]", 0), (XPU_SMI_LIST, 2)])
def test_a_failing_xpu_smi_list_gives_no_gpu(bin_dir: Path, stdout: str, status: int) -> None:
    _tool(bin_dir, "xpu-smi", stdout=stdout, status=status)
    gpus, (failed,) = _read()
    assert gpus == [] and failed.params["tool"] == "xpu-smi"


def _sysfs_report() -> other.OtherGpuReport:
    report = other.OtherGpuReport()
    report.gpus = [
        OtherGpu(
            name="Intel Corporation Raptor Lake-S GT1 [UHD Graphics 770]",
            vendor="Intel",
            is_integrated=True,
        ),
        OtherGpu(name="Intel Corporation Ponte Vecchio XT", vendor="Intel", is_integrated=False),
        OtherGpu(
            name="Advanced Micro Devices, Inc. [AMD/ATI] Aqua Vanjaram",
            vendor="AMD",
            is_integrated=False,
        ),
    ]
    report.slots = ["0000:00:02.0", "0000:4d:00.0", "0000:01:00.0"]
    return report


def test_the_full_probe_joins_tool_answers_to_the_listed_adapters(
    bin_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tool(bin_dir, "amd-smi", stdout=AMD_SMI_GPU_DATA)
    detail = bin_dir / "detail.json"
    detail.write_text(XPU_SMI_DEVICE, encoding="utf-8")
    list_out = bin_dir / "list.json"
    list_out.write_text(XPU_SMI_LIST, encoding="utf-8")
    _tool(
        bin_dir,
        "xpu-smi",
        body=f'if [ "$2" = "-d" ]; then {CAT} {detail}; else {CAT} {list_out}; fi',
    )
    monkeypatch.setattr(
        other, "_linux", lambda report: report.__dict__.update(_sysfs_report().__dict__)
    )
    report = other.probe_other_gpus(detailed=True)
    igpu, max_gpu, mi300a = report.gpus
    assert igpu.name.endswith("[UHD Graphics 770]") and igpu.vram_bytes is None
    assert (max_gpu.vram_bytes, max_gpu.vram_note) == (32768 * 2**20, "xpu-smi")
    assert (mi300a.name, mi300a.gfx_target, mi300a.vram_note) == (
        "AMD Instinct MI300A",
        "gfx942",
        "amd-smi",
    )
    assert report.problem_reasons == []


def test_the_fast_probe_runs_no_tool(bin_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _tool(bin_dir, "amd-smi", body="echo ran > ran.txt")
    monkeypatch.setattr(other, "_linux", lambda report: None)
    monkeypatch.setattr(other, "read_gpu_tools", lambda problems: pytest.fail("a tool ran"))
    other.probe_other_gpus(detailed=False)


def test_without_slots_one_gpu_of_a_vendor_joins_its_one_adapter() -> None:
    entries = [(None, OtherGpu(name="Radeon RX 7900 XTX", vendor="AMD", is_integrated=False))]
    found = [
        tools.ToolGpu(
            tool="amd-smi", vendor="AMD", vram_bytes=25753026560, name="AMD Radeon RX 7900 XTX"
        )
    ]
    (gpu,) = tools.merge_tool_gpus(entries, found)
    assert gpu.vram_bytes == 25753026560 and gpu.name == "AMD Radeon RX 7900 XTX"


def test_a_tool_gpu_no_adapter_listed_is_added() -> None:
    found = [
        tools.ToolGpu(tool="xpu-smi", vendor="Intel", name="Intel(R) Data Center GPU Max 1550")
    ]
    (gpu,) = tools.merge_tool_gpus([], found)
    assert (gpu.name, gpu.vendor) == ("Intel(R) Data Center GPU Max 1550", "Intel")


def test_tool_problems_reach_the_profile_and_old_profiles_still_load() -> None:
    report = problem("probe.gpu_tool.timeout", tool="xpu-smi", timeout_s="5")
    profile = HardwareProfile(other_gpu_problems=["lspci note"], other_gpu_problem_reasons=[report])
    assert profile.other_gpu_problems == [
        "lspci note",
        "xpu-smi did not answer within 5 s; the GPU details it gives were not read",
    ]
    again = HardwareProfile.model_validate_json(profile.model_dump_json())
    assert again == profile
    old = HardwareProfile.model_validate({"other_gpus": [{"name": "AMD Radeon", "vendor": "AMD"}]})
    assert old.other_gpus[0].gfx_target is None and old.other_gpu_problem_reasons == []


def test_the_cli_summary_shows_what_a_tool_read() -> None:
    from dlconfig.cli.probe_cmd import summary

    mi300a = OtherGpu(
        name="AMD Instinct MI300A",
        vendor="AMD",
        vram_bytes=96434 * 2**20,
        vram_note="amd-smi",
        gfx_target="gfx942",
    )
    lines = summary(HardwareProfile(other_gpus=[mi300a])).splitlines()
    assert "AMD Instinct MI300A, 94.2 GiB (amd-smi), gfx942" in "\n".join(lines)
