"""System and software sections with simulated machines, and the command runner."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from dlconfig.probe import software, system
from dlconfig.probe.commands import CommandResult, run_command

DATA = Path(__file__).parent.parent / "data" / "probe"

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux paths")


def fake_files(monkeypatch: pytest.MonkeyPatch, files: dict[str, str | None]) -> None:
    monkeypatch.setattr(system, "_read", files.get)


@linux_only
@pytest.mark.parametrize("detailed", [True, False])
def test_wsl2_ubuntu(monkeypatch: pytest.MonkeyPatch, detailed: bool) -> None:
    fake_files(
        monkeypatch,
        {
            "/etc/os-release": (DATA / "os-release-ubuntu-22.04").read_text(),
            "/proc/version": (DATA / "proc-version-wsl2").read_text(),
            "/proc/sys/kernel/osrelease": (DATA / "osrelease-wsl2").read_text(),
        },
    )
    asked: list[list[str]] = []

    def fake_run(args: list[str], timeout_s: float = 3, cwd: str | None = None) -> CommandResult:
        asked.append(list(args))
        return CommandResult(stdout="\r\nMicrosoft Windows [Version 10.0.22631.4460]\r\n")

    monkeypatch.setattr(system, "run_command", fake_run)
    info = system.probe_system(detailed=detailed)
    assert (info.distro_id, info.distro_version, info.is_wsl, info.wsl_version) == (
        "ubuntu",
        "22.04",
        True,
        2,
    )
    if detailed:
        assert info.windows_build == 22631 and asked == [["cmd.exe", "/c", "ver"]]
    else:
        assert info.windows_build is None and asked == []
        assert any("full probe" in p for p in info.problems)


@linux_only
def test_wsl1_build_from_kernel_name(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_files(
        monkeypatch,
        {
            "/usr/lib/os-release": (DATA / "os-release-debian-12").read_text(),
            "/proc/version": (DATA / "proc-version-wsl1").read_text(),
            "/proc/sys/kernel/osrelease": (DATA / "osrelease-wsl1").read_text(),
        },
    )
    info = system.probe_system()
    assert (info.distro_id, info.wsl_version, info.windows_build) == ("debian", 1, 19041)


@linux_only
def test_missing_os_release_is_a_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_files(monkeypatch, {"/proc/version": (DATA / "proc-version-plain").read_text()})
    info = system.probe_system()
    assert info.os == "linux" and not info.is_wsl and info.distro_id is None
    assert any("os-release" in p for p in info.problems)


def test_this_python_is_described() -> None:
    info = software.probe_software(with_tools=False)
    assert info.python_version == ".".join(map(str, sys.version_info[:3]))
    assert info.python_executable == sys.executable
    assert info.is_venv == (sys.prefix != sys.base_prefix)


def test_frameworks_come_from_metadata_without_import(monkeypatch: pytest.MonkeyPatch) -> None:
    versions = {"torch": "2.5.1+cu121", "jax": "0.4.35", "jax-cuda12-plugin": "0.4.35"}

    def fake_version(dist: str) -> str:
        if dist in versions:
            return versions[dist]
        raise software.metadata.PackageNotFoundError(dist)

    monkeypatch.setattr(software.metadata, "version", fake_version)
    monkeypatch.setattr(software.metadata, "requires", lambda dist: [])
    found = {f.name: (f.version, f.variant) for f in software._frameworks([])}
    assert found == {"torch": ("2.5.1+cu121", "cu121"), "jax": ("0.4.35", "cuda12")}
    assert "torch" not in sys.modules or sys.modules["torch"] is not None


def test_conda_and_mamba_versions_from_conda_meta(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "bin").mkdir()
    (tmp_path / "conda-meta").mkdir()
    for name in ("bin/conda", "bin/mamba", "conda-meta/conda-24.9.2-py312h06a4308_0.json"):
        (tmp_path / name).write_text("")
    (tmp_path / "conda-meta" / "mamba-1.5.8-py312h9460a1c_0.json").write_text("{}")
    monkeypatch.setenv("CONDA_EXE", str(tmp_path / "bin" / "conda"))
    tools = {t.name: t.version for t in software._conda_tools()}
    assert tools == {"conda": "24.9.2", "mamba": "1.5.8"}


def test_run_command_failures_are_sentences() -> None:
    missing = run_command(["no-such-program-dlconfig"])
    assert not missing.ok and missing.problem == "no-such-program-dlconfig is not on PATH"
    exe = sys.executable
    slow = run_command([exe, "-c", "import time; time.sleep(5)"], timeout_s=0.3)
    assert not slow.ok and slow.problem and "within 0.3 s" in slow.problem
    failing = run_command([exe, "-c", "import sys; sys.exit('bad input')"])
    assert failing.problem and "status 1: bad input" in failing.problem
    ok = run_command([exe, "-c", "print('héllo')"])
    assert ok.ok and ok.stdout.strip() == "héllo"


def test_tools_are_found_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if sys.platform == "win32":
        pytest.skip("uses a POSIX shell script as a fake tool")
    script = tmp_path / "nvcc"
    cat = shutil.which("cat")
    script.write_text(f"#!/bin/sh\n{cat} '{DATA / 'nvcc-12.4.txt'}'\n")
    script.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CONDA_EXE", raising=False)
    info: Any = software.probe_software()
    assert [(t.name, t.version) for t in info.tools] == [("nvcc", "12.4")]
