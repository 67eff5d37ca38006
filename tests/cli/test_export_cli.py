"""``dlconfig-cli export``: with no file, the embedded default workload is exported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from dlconfig.plan.workload_file import default_workload
from tests.export.conftest import PLANS_DIR
from tests.profiles import load_profile


def test_export_without_a_file_plans_the_default_workload(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dlconfig.probe

    def fake_probe() -> HardwareProfile:
        return load_profile("consumer_gpu")

    monkeypatch.setattr(dlconfig.probe, "fast_probe", fake_probe)
    out = tmp_path / "bundle"
    code = main(["export", "--out", str(out), "--no-pdf", "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    files = json.loads(captured.out)["files"]
    assert "Dockerfile" in files and "recommendation.json" in files
    plan = Plan.model_validate_json((out / "recommendation.json").read_text(encoding="utf-8"))
    assert plan.workload == default_workload()
    probed = load_profile("consumer_gpu")  # less what stays on the planning machine
    assert plan.profile is not None and plan.profile.hostname is None
    assert plan.profile.software.python_executable is None
    assert plan.profile.model_copy(update={"software": probed.software, "hostname": None}) == (
        probed.model_copy(update={"hostname": None})
    )


def test_export_help_says_the_file_is_optional(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["export", "--help"])
    assert done.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "[PLAN_OR_WORKLOAD]" in out
    assert "default: the built-in workload" in out


def test_export_still_needs_an_output_folder(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["export"])
    assert done.value.code == 2
    assert "--out" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        (
            '{"schema": "dlconfig.plan/1", "created": "2026-12-02"}',
            "is not a valid plan: app_version",
        ),
        ("[1, 2]", "a mapping at the top level"),
        ("name: x\nbatch_size: -3\n", "is not a valid workload: batch_size"),
    ],
)
def test_cli_reports_bad_input_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    src = tmp_path / ("in.json" if content.lstrip().startswith(("{", "[")) else "in.yaml")
    src.write_text(content)
    code = main(["export", str(src), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2  # bad input
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_cli_exports_a_plan_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "bundle"
    code = main(
        [
            "export",
            str(PLANS_DIR / "wsl2_tensorflow.json"),
            "--out",
            str(out),
            "--lang",
            "zh_TW",
            "--no-pdf",
            "--json",
        ]
    )
    assert code == 0, capsys.readouterr().err
    assert "scripts/setup_wsl2.ps1" in capsys.readouterr().out
    readme = (out / "README.md").read_text(encoding="utf-8")
    assert readme.startswith("# unet-seg 的深度學習環境")
    assert "操作步驟" in readme and "setup_wsl2.ps1" in readme
    assert not (out / "report.pdf").exists()
    assert main(["export", str(PLANS_DIR / "wsl2_tensorflow.json"), "--out", str(out)]) == 1


def test_export_lock_prints_one_line_when_an_index_is_unreachable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dlconfig.export.lock as lock

    stderr = (PLANS_DIR.parent / "uv" / "unreachable.stderr").read_text(encoding="utf-8")
    monkeypatch.setattr(lock, "_run", lambda command, env=None: lock.Completed(2, "", stderr))
    monkeypatch.setattr(lock, "uv_executable", lambda: "uv")
    out = tmp_path / "bundle"
    code = main(
        ["export", str(PLANS_DIR / "cpu_only_laptop.json"), "--out", str(out), "--no-pdf", "--lock"]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert captured.out.splitlines()[0] == (
        "cannot reach https://download.pytorch.org/whl/cpu: wrote direct pins only"
    )
    assert (out / "requirements.txt").is_file() and not (out / "requirements.lock").exists()
