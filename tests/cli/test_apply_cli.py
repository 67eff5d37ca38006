"""``dlconfig-cli apply BUNDLE_DIR``: real uv, offline, into a temporary bundle."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from dlconfig.cli import main
from tests.app_process import interruptible
from tests.apply.bundles import PACKAGE, tree, use_offline_uv, write_bundle


@pytest.fixture
def wheels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return use_offline_uv(tmp_path, monkeypatch)


def test_apply_prints_pass_lines_then_says_already_set_up_in_one_line(
    tmp_path: Path, wheels: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = write_bundle(tmp_path / "bundle", setup=True)
    assert main(["apply", str(bundle), "--find-links", str(wheels)]) == 0
    out = capsys.readouterr().out
    assert f"PASS  {PACKAGE}  {PACKAGE} 1.0 (plan: 1.0)" in out
    assert "PASS  python" in out
    assert "[1/3] uv venv --python" in out and "[2/3] uv pip install" in out
    assert out.rstrip().splitlines()[-1] == f"Set up {bundle / '.venv'}: 2 checks pass"

    assert main(["apply", str(bundle), "--find-links", str(wheels)]) == 0
    again = capsys.readouterr().out.splitlines()
    assert again == [
        f"Already set up: {bundle / '.venv'} is this bundle's environment; 2 checks pass"
    ]


def test_apply_json_lists_the_checks(
    tmp_path: Path, wheels: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = write_bundle(tmp_path / "bundle", setup=True)
    assert main(["apply", str(bundle), "--find-links", str(wheels), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] and data["fresh"] and not data["system_run"]
    assert [c["name"] for c in data["checks"]] == [PACKAGE, "python"]
    assert data["system_commands"] == [
        "sudo apt-get install -y ubuntu-drivers-common",
        "sudo ubuntu-drivers install",
    ]


def test_without_yes_the_system_commands_are_printed_not_run(
    tmp_path: Path, wheels: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = write_bundle(tmp_path / "bundle", setup=True)
    assert main(["apply", str(bundle), "--find-links", str(wheels)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("System steps ") and "not run" in out[0] and "--yes" in out[0]
    assert out[1:3] == [
        "    sudo apt-get install -y ubuntu-drivers-common",
        "    sudo ubuntu-drivers install",
    ]
    assert not any("setup_linux.sh" in line for line in out if line.startswith("["))


def test_a_foreign_environment_folder_is_refused_with_exit_2(
    tmp_path: Path, wheels: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = write_bundle(tmp_path / "bundle")
    (bundle / ".venv").mkdir()
    (bundle / ".venv" / "mine.txt").write_text("keep")
    assert main(["apply", str(bundle), "--find-links", str(wheels)]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        f"dlconfig-cli: error: {bundle / '.venv'} exists and is not this bundle's environment:"
        " move it away, or pass --force to replace it"
    )
    assert (bundle / ".venv" / "mine.txt").read_text() == "keep"


@pytest.mark.parametrize(
    ("damage", "named"),
    [
        (lambda b: (b / ".dlconfig-bundle.json").unlink(), ".dlconfig-bundle.json is missing"),
        (
            lambda b: (b / "recommendation.json").write_text('{"stack": {"python": "three"}}'),
            "stack.python: 'three' is not a Python version",
        ),
        (lambda b: (b / "recommendation.json").write_text("{"), "recommendation.json: not valid"),
        (lambda b: (b / "scripts" / "verify_env.py").unlink(), "verify_env.py: is missing"),
    ],
)
def test_a_broken_bundle_is_one_line_naming_the_field_exit_2(
    tmp_path: Path, wheels: Path, capsys: pytest.CaptureFixture[str], damage, named
) -> None:  # type: ignore[no-untyped-def]
    bundle = write_bundle(tmp_path / "bundle")
    damage(bundle)
    assert main(["apply", str(bundle), "--find-links", str(wheels)]) == 2
    err = capsys.readouterr().err
    assert named in err and err.count("\n") == 1
    assert not (bundle / ".venv").exists()


def test_no_uv_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("dlconfig.apply.environment.uv_executable", lambda: None)
    bundle = write_bundle(tmp_path / "bundle")
    assert main(["apply", str(bundle)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("dlconfig-cli: error: uv is not installed") and err.count("\n") == 1


def test_a_failing_check_is_named_and_exits_1(
    tmp_path: Path, wheels: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    verify = 'print("PASS  python  ok")\nprint("FAIL  torch  torch is not installed")\n'
    bundle = write_bundle(tmp_path / "bundle", verify=verify + "raise SystemExit(1)\n")
    assert main(["apply", str(bundle), "--find-links", str(wheels)]) == 1
    captured = capsys.readouterr()
    assert "PASS  python  ok" in captured.out
    assert captured.err.strip() == "verify failed: FAIL  torch  torch is not installed"


FAKE_UV = """#!/bin/sh
if [ "$1" = cache ]; then echo "${TMPDIR:-/tmp}/uv-cache"; exit 0; fi
if [ "$1" = venv ]; then mkdir -p "$4/bin"; echo "Creating virtual environment at: $4"; exit 0; fi
echo "Resolved 1 package"
exec sleep 60
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a process is POSIX")
def test_ctrl_c_during_install_removes_the_half_made_environment(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    uv = bin_dir / "uv"
    uv.write_text(FAKE_UV)
    uv.chmod(uv.stat().st_mode | stat.S_IXUSR)
    bundle = write_bundle(tmp_path / "bundle")
    before = tree(bundle)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = str(root)
    process = subprocess.Popen(
        [sys.executable, "-m", "dlconfig.cli", "apply", str(bundle)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=interruptible,  # noqa: PLW1509 - only a signal disposition, before exec
    )
    assert process.stdout is not None
    for line in process.stdout:  # wait until the install step runs
        if line.startswith("    Resolved"):
            break
    assert (bundle / ".venv").is_dir()
    process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert "cancelled: removed the half-made" in err
    assert not (bundle / ".venv").exists()
    assert tree(bundle) == before


def test_without_an_nvidia_gpu_a_cuda_plan_says_so_and_previews_before_any_download(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import dlconfig.services.applying as applying

    bundle = write_bundle(tmp_path / "bundle")
    plan = json.loads((bundle / "recommendation.json").read_text("utf-8"))
    plan["stack"].update({"cuda": "12.8", "framework": {"variant": "cu128"}})
    (bundle / "recommendation.json").write_text(json.dumps(plan), encoding="utf-8")
    monkeypatch.setattr(applying, "has_nvidia_gpu", lambda: False)
    code = main(["apply", str(bundle), "--dry-run"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "no NVIDIA GPU" in err and "--cpu" in err
    assert f"apply will create {bundle / '.venv'}" in out
    assert "CUDA build (cu128)" in out
    assert not (bundle / ".venv").exists()
