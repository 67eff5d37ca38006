"""Gathering machine facts: torch in a subprocess, .wslconfig, linker paths, WSL drivers."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from dlconfig.doctor.gather import (
    gather_inputs,
    ld_so_conf_dirs,
    linux_driver_files,
    read_torch,
    wsl_path,
)
from dlconfig.doctor.wslconfig import (
    detect_encoding,
    memory_setting,
    parse_size_bytes,
    read_wslconfig,
)
from dlconfig.probe.commands import CommandResult
from tests.doctor.doctor_fixtures import profile

GIB = 2**30


def fake_runner(answers: dict[str, CommandResult]):  # type: ignore[no-untyped-def]
    calls: list[list[str]] = []

    def run(args: Sequence[str], timeout_s: float) -> CommandResult:
        calls.append(list(args))
        for key, result in answers.items():
            if key in " ".join(args):
                return result
        return CommandResult(problem=f"{args[0]} is not on PATH")

    run.calls = calls  # type: ignore[attr-defined]
    return run


def test_read_torch_parses_the_subprocess_answer() -> None:
    answer = {
        "version": "2.5.1+cu121",
        "cuda": "12.1",
        "arch_list": ["sm_80", "sm_90"],
        "available": False,
    }
    run = fake_runner(
        {"import torch": CommandResult(stdout=json.dumps(answer) + "\n", returncode=0)}
    )
    runtime, problem = read_torch("/usr/bin/python3", run)
    assert problem is None and runtime is not None
    assert (runtime.version, runtime.cuda, runtime.arch_list) == (
        "2.5.1+cu121",
        "12.1",
        ["sm_80", "sm_90"],
    )


@pytest.mark.parametrize(
    ("result", "says"),
    [
        (
            CommandResult(stdout='{"missing": true, "error": "ModuleNotFoundError: torch"}'),
            "not importable",
        ),
        (CommandResult(problem="python did not answer within 60 s"), "did not answer"),
        (CommandResult(stdout="Segmentation fault"), "no readable answer"),
    ],
)
def test_read_torch_explains_why_it_has_no_answer(result: CommandResult, says: str) -> None:
    runtime, problem = read_torch("/usr/bin/python3", fake_runner({"import torch": result}))
    assert runtime is None and problem is not None and says in problem


def test_read_torch_really_runs_python_and_survives_a_missing_torch() -> None:
    runtime, problem = read_torch(sys.executable, timeout_s=60)
    assert (runtime is None) != (problem is None)


def test_read_torch_never_imports_a_torch_py_from_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "PLANTED_TORCH_RAN"
    planted = tmp_path / "cwd"
    planted.mkdir()
    (planted / "torch.py").write_text(
        f"open({str(marker)!r}, 'w').close()\n__version__ = '6.6.6'\n", encoding="utf-8"
    )
    monkeypatch.chdir(planted)
    monkeypatch.setenv("PYTHONPATH", str(planted))
    runtime, problem = read_torch(sys.executable, timeout_s=60)
    assert not marker.exists()
    assert (runtime is None) != (problem is None)
    assert runtime is None or runtime.version != "6.6.6"


@pytest.mark.parametrize(
    ("raw", "encoding"),
    [
        (b"[wsl2]\nmemory=8GB\n", "utf-8"),
        (b"\xef\xbb\xbf[wsl2]\nmemory=8GB\n", "utf-8-bom"),
        ("[wsl2]\nmemory=8GB\n".encode("utf-16"), "utf-16"),
        ("[wsl2]\nmemory=8GB\n".encode("utf-16-le"), "utf-16"),
        (b"\xff\xff\xfe", "unknown"),
    ],
)
def test_wslconfig_encoding_is_detected(raw: bytes, encoding: str) -> None:
    assert detect_encoding(raw) == encoding
    facts = read_wslconfig("C:\\Users\\li\\.wslconfig", raw)
    assert facts.encoding == encoding


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("8GB", 8 * GIB),
        ("8gb", 8 * GIB),
        ("4096MB", 4 * GIB),
        ("17825792000", 17825792000),
        ("1.5GB", int(1.5 * GIB)),
        ("lots", None),
    ],
)
def test_memory_sizes(text: str, expected: int | None) -> None:
    assert parse_size_bytes(text) == expected


def test_memory_is_read_only_from_the_wsl2_section() -> None:
    text = "memory=1GB\n[experimental]\nmemory=2GB\n[wsl2]\n# memory=3GB\nmemory = 26GB # limit\n"
    assert memory_setting(text) == "26GB"
    assert memory_setting("[wsl2]\nprocessors=4\n") is None


def test_unreadable_memory_value_is_reported() -> None:
    facts = read_wslconfig("x", b"[wsl2]\nmemory=lots\n")
    assert facts.memory_bytes is None and facts.problem and "memory=lots" in facts.problem


@given(st.binary(max_size=300))
def test_any_bytes_give_facts_without_raising(raw: bytes) -> None:
    facts = read_wslconfig("x", raw)
    assert facts.memory_bytes is None or facts.memory_bytes >= 0


def test_windows_path_to_wsl_mount() -> None:
    assert wsl_path("C:\\Users\\li") == "/mnt/c/Users/li"
    assert wsl_path("not a path") is None


def _write(root: Path, rel: str, data: bytes | str = b"") -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)


def test_linker_dirs_from_ld_so_conf(tmp_path: Path) -> None:
    _write(tmp_path, "etc/ld.so.conf", "include /etc/ld.so.conf.d/*.conf\n")
    _write(tmp_path, "etc/ld.so.conf.d/ld.wsl.conf", "# WSL\n/usr/lib/wsl/lib\n")
    assert ld_so_conf_dirs(tmp_path) == ["/usr/lib/wsl/lib"]
    assert ld_so_conf_dirs(tmp_path / "nothing") is None


def test_linux_driver_files_skip_links_into_wsl_lib(tmp_path: Path) -> None:
    _write(tmp_path, "usr/lib/wsl/lib/libcuda.so.1")
    link = tmp_path / "usr/lib/x86_64-linux-gnu/libcuda.so"
    link.parent.mkdir(parents=True)
    link.symlink_to(tmp_path / "usr/lib/wsl/lib/libcuda.so.1")
    assert linux_driver_files(tmp_path) == []
    _write(tmp_path, "usr/lib/x86_64-linux-gnu/libcuda.so.550.120")
    _write(tmp_path, "lib/modules/5.15.0/updates/dkms/nvidia.ko")
    assert linux_driver_files(tmp_path) == [
        "/usr/lib/x86_64-linux-gnu/libcuda.so.550.120",
        "/lib/modules/5.15.0/updates/dkms/nvidia.ko",
    ]


def test_gather_in_wsl2_reads_wslconfig_and_linker_settings(tmp_path: Path) -> None:
    _write(tmp_path, "mnt/c/Users/li/.wslconfig", "[wsl2]\r\nmemory=24GB\r\n".encode("utf-16"))
    _write(tmp_path, "etc/ld.so.conf.d/ld.wsl.conf", "/usr/lib/wsl/lib\n")
    run = fake_runner({"USERPROFILE": CommandResult(stdout="C:\\Users\\li\r\n", returncode=0)})
    inputs = gather_inputs(
        profile("wsl2"),
        ["/mnt/c/data"],
        env={"LD_LIBRARY_PATH": "/opt/x"},
        root=tmp_path,
        run=run,
        read_torch_runtime=False,
    )
    assert inputs.wslconfig is not None
    assert inputs.wslconfig.encoding == "utf-16"
    assert inputs.wslconfig.memory_bytes == 24 * GIB
    assert inputs.ld_so_conf_dirs == ["/usr/lib/wsl/lib"]
    assert inputs.ld_library_path == "/opt/x"
    assert inputs.wsl_linux_driver_files == []
    assert inputs.dataset_paths == ["/mnt/c/data"]


def test_gather_on_plain_linux_skips_wsl_facts(tmp_path: Path) -> None:
    run = fake_runner({})
    inputs = gather_inputs(
        profile("consumer_gpu"), env={}, root=tmp_path, run=run, read_torch_runtime=False
    )
    assert inputs.wslconfig is None and inputs.ld_so_conf_dirs is None
    assert inputs.wsl_linux_driver_files is None
    assert run.calls == []  # type: ignore[attr-defined]


def test_run_doctor_probes_and_diagnoses_this_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    from datetime import date

    import dlconfig.doctor.gather as gather_module
    from dlconfig.doctor import run_doctor
    from dlconfig.kb.base import KnowledgeBase
    from dlconfig.models.common import Finding

    monkeypatch.setattr(gather_module, "read_torch", lambda python, run=None: (None, "skipped"))
    findings = run_doctor(None, None, kb=KnowledgeBase(), today=date(2026, 12, 2))
    assert all(isinstance(f, Finding) for f in findings)


def test_wslconfig_found_without_windows_interop(tmp_path: Path) -> None:
    _write(tmp_path, "mnt/c/Users/li/.wslconfig", b"[wsl2]\nmemory=6GB\n")
    inputs = gather_inputs(
        profile("wsl2"), env={}, root=tmp_path, run=fake_runner({}), read_torch_runtime=False
    )
    assert inputs.wslconfig is not None
    assert inputs.wslconfig.path == "/mnt/c/Users/li/.wslconfig"
    assert inputs.wslconfig.memory_bytes == 6 * GIB
