"""Setting up a bundle with real uv, offline (a generated wheel in a find-links folder),
and with a fake runner where the point is what would be run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.apply.bundle import ApplyError
from dlconfig.apply.environment import ApplyProgress, apply_bundle
from dlconfig.apply.process import ApplyCancelledError, run_streaming
from tests.apply.bundles import (
    PACKAGE,
    VERIFY,
    VERSION,
    FakeRunner,
    tree,
    use_offline_uv,
    write_bundle,
)


@pytest.fixture
def offline_uv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return use_offline_uv(tmp_path, monkeypatch)


def test_apply_makes_a_working_environment_then_only_verifies_it(
    tmp_path: Path, offline_uv: Path
) -> None:
    bundle = write_bundle(tmp_path / "bundle")
    events: list[ApplyProgress] = []
    result = apply_bundle(bundle, find_links=offline_uv, on_progress=events.append)
    assert result.is_ok and result.is_fresh
    assert [(c.name, c.is_ok) for c in result.checks] == [(PACKAGE, True), ("python", True)]
    steps = [e for e in events if e.kind == "step"]
    assert [(e.step, e.steps) for e in steps] == [(1, 3), (2, 3), (3, 3)]
    assert steps[0].text.startswith("uv venv --python")
    assert steps[1].text.startswith("uv pip install")
    assert (bundle / ".venv" / "bin" / "python").exists()

    commands: list[list[str]] = []

    def recording(command, on_line, is_cancelled, env=None, *, is_foreground=False):  # type: ignore[no-untyped-def]
        commands.append(list(command))
        return run_streaming(command, on_line, is_cancelled, env, is_foreground=is_foreground)

    again = apply_bundle(bundle, find_links=offline_uv, runner=recording)
    assert again.is_ok and not again.is_fresh
    assert len(commands) == 1 and commands[0][-1].endswith("verify_env.py")


def test_cancel_midway_removes_the_environment_and_nothing_else(
    tmp_path: Path, offline_uv: Path
) -> None:
    bundle = write_bundle(tmp_path / "bundle")
    before = tree(bundle)
    steps: list[int] = []

    def on_progress(event: ApplyProgress) -> None:
        if event.kind == "step":
            steps.append(event.step)

    with pytest.raises(ApplyCancelledError):
        apply_bundle(
            bundle,
            find_links=offline_uv,
            on_progress=on_progress,
            is_cancelled=lambda: 2 in steps,  # after uv venv made the folder
        )
    assert steps == [1, 2]
    assert not (bundle / ".venv").exists()
    assert tree(bundle) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bundle", "uv-cache", "wheels"]


def test_a_folder_that_is_not_the_bundles_environment_is_refused_unless_forced(
    tmp_path: Path, offline_uv: Path
) -> None:
    bundle = write_bundle(tmp_path / "bundle")
    (bundle / ".venv").mkdir()
    (bundle / ".venv" / "mine.txt").write_text("keep")
    with pytest.raises(ApplyError) as refused:
        apply_bundle(bundle, find_links=offline_uv)
    assert refused.value.is_usage
    assert "is not this bundle's environment" in str(refused.value)
    assert "--force" in str(refused.value)
    assert (bundle / ".venv" / "mine.txt").read_text() == "keep"

    result = apply_bundle(bundle, find_links=offline_uv, force=True)
    assert result.is_ok and not (bundle / ".venv" / "mine.txt").exists()


def test_sudo_never_runs_without_yes(tmp_path: Path) -> None:
    bundle = write_bundle(tmp_path / "bundle", setup=True)
    runner = FakeRunner()
    result = apply_bundle(bundle, runner=runner, uv="uv")
    assert result.system_commands == (
        "sudo apt-get install -y ubuntu-drivers-common",
        "sudo ubuntu-drivers install",
    )
    assert not result.is_system_run
    assert not any("setup_linux.sh" in " ".join(c) or "sudo" in c for c in runner.commands)
    assert [c[:2] for c in runner.commands[:2]] == [["uv", "venv"], ["uv", "pip"]]


def test_yes_runs_the_system_steps_first_and_stops_the_script_there(tmp_path: Path) -> None:
    bundle = write_bundle(tmp_path / "bundle", setup=True)
    runner = FakeRunner()
    result = apply_bundle(bundle, runner=runner, uv="uv", yes=True)
    assert result.is_system_run and result.is_ok
    assert runner.commands[0] == [
        "env",
        "DLCONFIG_SYSTEM_ONLY=1",
        "bash",
        str(bundle / "scripts" / "setup_linux.sh"),
    ]
    assert runner.foreground[:3] == [True, False, False]  # sudo may ask for its password
    assert [c[:2] for c in runner.commands[1:3]] == [["uv", "venv"], ["uv", "pip"]]


def test_download_bytes_come_from_uvs_output(tmp_path: Path) -> None:
    bundle = write_bundle(tmp_path / "bundle")
    runner = FakeRunner(
        uv_lines=[
            "Downloading torch (2.0MiB)",
            "Downloading numpy (512.0KiB)",
            "Downloaded numpy",
            "Downloaded torch",
        ]
    )
    events: list[ApplyProgress] = []
    apply_bundle(bundle, runner=runner, uv="uv", on_progress=events.append)
    seen = [(e.done_bytes, e.total_bytes) for e in events if e.kind == "bytes"]
    assert seen == [
        (0, 2 << 20),
        (0, (2 << 20) + (512 << 10)),
        (512 << 10, (2 << 20) + (512 << 10)),
        ((2 << 20) + (512 << 10), (2 << 20) + (512 << 10)),
    ]


def test_a_python_uv_cannot_find_is_one_clear_line(tmp_path: Path, offline_uv: Path) -> None:
    bundle = write_bundle(tmp_path / "bundle", python="3.99")
    with pytest.raises(ApplyError) as failed:
        apply_bundle(bundle, find_links=offline_uv)
    message = str(failed.value)
    assert message.startswith("Python 3.99, which the plan needs, is not installed")
    assert "\n" not in message
    assert not (bundle / ".venv").exists()


def test_an_unreachable_index_offers_the_offline_way(
    tmp_path: Path, offline_uv: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UV_DEFAULT_INDEX", "http://127.0.0.1:9/simple")
    bundle = write_bundle(tmp_path / "bundle")
    with pytest.raises(ApplyError) as failed:
        apply_bundle(bundle)
    message = str(failed.value)
    assert message.startswith("cannot reach the package index")
    assert "--find-links" in message and "pip download -r requirements.txt" in message
    assert not (bundle / ".venv").exists()


def test_a_failing_check_is_named(tmp_path: Path) -> None:
    bundle = write_bundle(tmp_path / "bundle")
    runner = FakeRunner(verify_lines=["PASS  python  ok", "FAIL  torch  torch is not installed"])
    result = apply_bundle(bundle, runner=runner, uv="uv")
    assert not result.is_ok
    assert [c.name for c in result.failed] == ["torch"]


def test_a_re_exported_bundle_asks_for_force_to_set_up_again(
    tmp_path: Path, offline_uv: Path
) -> None:
    bundle = write_bundle(tmp_path / "bundle")
    assert apply_bundle(bundle, find_links=offline_uv).is_ok
    write_bundle(bundle, verify=VERIFY + "# exported again\n")
    with pytest.raises(ApplyError) as refused:
        apply_bundle(bundle, find_links=offline_uv)
    assert "was set up for an earlier export of this bundle" in str(refused.value)
    again = apply_bundle(bundle, find_links=offline_uv, force=True)
    assert again.is_ok and again.is_fresh


def test_an_exported_bundle_shows_its_system_commands_with_the_plans_values(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from dlconfig.apply.bundle import read_bundle
    from dlconfig.cli import main

    out = tmp_path / "bundle"
    assert main(["export", "--out", str(out), "--no-pdf"]) == 0
    capsys.readouterr()
    info = read_bundle(out)
    assert info.python == json.loads((out / "recommendation.json").read_text())["stack"]["python"]
    assert "sudo ubuntu-drivers install" in info.system_commands
    toolkit = [c for c in info.system_commands if "cuda-toolkit-" in c]
    assert toolkit and not any("CUDA_VERSION" in c for c in toolkit)
    script = (out / "scripts" / "setup_linux.sh").read_text()
    # --yes runs the script with DLCONFIG_SYSTEM_ONLY=1: it stops before its own pip venv.
    assert info.can_run_system_only
    assert script.index('"${DLCONFIG_SYSTEM_ONLY:-0}" = "1"') < script.index("-m venv")


def test_apply_installs_torch_then_what_builds_against_it_without_isolation(
    qapp: object, tmp_path: Path, kb: object
) -> None:
    from dlconfig.apply.bundle import read_bundle
    from dlconfig.export.bundle import export_bundle
    from dlconfig.kb import KnowledgeBase
    from tests.export.conftest import load_plan
    from tests.export.test_install_recipe import FLASH, _with_flash_attn

    assert isinstance(kb, KnowledgeBase)
    out = tmp_path / "bundle"
    export_bundle(_with_flash_attn(load_plan("linux_single_gpu_pytorch")), out, kb=kb)
    info = read_bundle(out)
    assert len(info.first_installs) == 2
    torch_first, no_isolation = info.first_installs
    assert any(arg.startswith("torch==") for arg in torch_first)
    assert no_isolation[0] == "--no-build-isolation" and FLASH in no_isolation


def test_a_cpu_only_plan_shows_no_driver_or_toolkit_steps(
    qapp: object, tmp_path: Path, kb: object
) -> None:
    from dlconfig.apply.bundle import read_bundle
    from dlconfig.export.bundle import export_bundle
    from dlconfig.kb import KnowledgeBase
    from tests.export.conftest import load_plan

    assert isinstance(kb, KnowledgeBase)
    out = tmp_path / "bundle"
    export_bundle(load_plan("cpu_only_laptop"), out, kb=kb)
    assert read_bundle(out).system_commands == ()


def test_the_cpu_build_installs_from_a_list_inside_the_environment_and_keeps_the_bundle(
    tmp_path: Path, offline_uv: Path
) -> None:
    from dlconfig.apply.environment import CPU_REQUIREMENTS

    bundle = write_bundle(tmp_path / "bundle")
    before = tree(bundle)
    listing = f"# the CPU build\n{PACKAGE}=={VERSION}\n"
    result = apply_bundle(bundle, find_links=offline_uv, cpu_requirements=listing)
    assert result.is_ok and result.is_fresh
    assert (bundle / ".venv" / CPU_REQUIREMENTS).read_text(encoding="utf-8") == listing
    stamp = json.loads((bundle / ".venv" / ".dlconfig-applied.json").read_text("utf-8"))
    assert stamp["build"] == "cpu"
    assert tree(bundle) == before  # the bundle's own files are untouched


def test_the_cpu_build_swaps_pytorchs_variant_index_and_leaves_out_cuda_builds(
    tmp_path: Path,
) -> None:
    from dlconfig.apply.preview import ApplyPreview, cpu_requirements, preview_bundle

    bundle = write_bundle(tmp_path / "bundle")
    (bundle / "requirements.txt").write_text(
        "# pins\n--extra-index-url https://download.pytorch.org/whl/cu128\n"
        "torch==2.9.1+cu128\ntorchvision==0.24.1\nflash-attn==2.8.3\nnumpy==2.3.5\n",
        encoding="utf-8",
    )
    found = preview_bundle(bundle)
    assert found.packages == (
        "torch==2.9.1+cu128",
        "torchvision==0.24.1",
        "flash-attn==2.8.3",
        "numpy==2.3.5",
    )
    preview = ApplyPreview(found.info, found.env_dir, found.packages, "cu128", ("flash-attn",))
    lines = cpu_requirements(preview).splitlines()
    assert "--extra-index-url https://download.pytorch.org/whl/cpu" in lines
    assert "torch==2.9.1" in lines and "numpy==2.3.5" in lines
    assert "flash-attn==2.8.3" not in lines
    assert any(line.startswith("# left out") and "flash-attn" in line for line in lines)

    # no variant index (the package index's default build): the CPU index is added
    (bundle / "requirements.txt").write_text("torch==2.15.0\n", encoding="utf-8")
    plain = preview_bundle(bundle)
    text = cpu_requirements(ApplyPreview(plain.info, plain.env_dir, plain.packages, "cu132", ()))
    assert text.splitlines()[1].startswith("--extra-index-url https://") and text.splitlines()[
        1
    ].endswith("/cpu")


def test_an_apply_killed_outright_is_resumed_by_the_next_one(
    tmp_path: Path, offline_uv: Path
) -> None:
    """kill -9 while uv installs: uv goes on on its own and the half-made .venv stays. The
    next apply stops the leftover, recognises the environment as its own and makes it."""
    import os
    import signal
    import subprocess
    import sys
    import time

    import psutil

    bundle = write_bundle(tmp_path / "bundle")
    started = tmp_path / "installing"
    fake_uv = tmp_path / "slow-uv"
    fake_uv.write_text(
        "#!/bin/sh\n"
        'case "$1" in\n'
        '  venv) mkdir -p "$4/bin"; exit 0 ;;\n'
        f'  pip) touch "{started}"; sleep 120 ;;\n'
        "esac\n",
        encoding="utf-8",
    )
    fake_uv.chmod(0o755)
    code = (
        "import sys; from pathlib import Path;"
        "from dlconfig.apply.environment import apply_bundle;"
        "apply_bundle(Path(sys.argv[1]), uv=sys.argv[2])"
    )
    applying = subprocess.Popen([sys.executable, "-c", code, str(bundle), str(fake_uv)])
    try:
        deadline = time.monotonic() + 60
        while not started.exists():
            assert applying.poll() is None and time.monotonic() < deadline, "uv never started"
            time.sleep(0.05)
        os.kill(applying.pid, signal.SIGKILL)
        applying.wait()
        env = str(bundle / ".venv")

        def leftovers() -> list[psutil.Process]:
            found = []
            for proc in psutil.process_iter(["cmdline"]):
                if any(env in part for part in proc.info.get("cmdline") or []):
                    found.append(proc)
            return found

        assert leftovers(), "the killed apply's uv should still be running"
        events: list[ApplyProgress] = []
        result = apply_bundle(bundle, find_links=offline_uv, on_progress=events.append)
        assert result.is_ok and result.is_fresh
        said = " ".join(e.text for e in events if e.kind == "line")
        assert f"process {applying.pid}" in said and "made again" in said
        assert not leftovers()
        assert not (bundle / ".venv.dlconfig-apply.json").exists()
    finally:
        if applying.poll() is None:
            applying.kill()


def test_a_second_apply_while_the_first_runs_is_refused(tmp_path: Path) -> None:
    import json as _json
    import os

    import psutil

    bundle = write_bundle(tmp_path / "bundle")
    (bundle / ".venv").mkdir()
    record = {
        "schema": "dlconfig.applying/1",
        "pid": os.getpid(),
        "started": psutil.Process().create_time(),
    }
    (bundle / ".venv.dlconfig-apply.json").write_text(_json.dumps(record))
    with pytest.raises(ApplyError) as refused:
        apply_bundle(bundle, runner=FakeRunner(), uv="uv")
    assert refused.value.is_usage and f"process {os.getpid()}" in str(refused.value)
    assert (bundle / ".venv").is_dir()
