"""``dlconfig-cli doctor``: plan files, saved profiles, JSON and clear one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from tests.doctor.doctor_fixtures import make_plan
from tests.profiles import profile_path


def _plan_file(tmp_path: Path, **kwargs: object) -> Path:
    path = tmp_path / "recommendation.json"
    path.write_text(make_plan(**kwargs).model_dump_json(by_alias=True), encoding="utf-8")  # type: ignore[arg-type]
    return path


def test_errors_against_a_plan_exit_1_with_readable_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan_file(tmp_path, cuda="13.0", variant="cu130")
    code = main(["doctor", "--plan", str(plan), "--profile", str(profile_path("consumer_gpu"))])
    out = capsys.readouterr().out
    assert code == 1
    assert "ERROR   driver.too_old" in out
    assert "fix:" in out and "580" in out


def test_json_output_lists_findings_with_codes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        [
            "doctor",
            "--profile",
            str(profile_path("wsl2")),
            "--data",
            "/mnt/d/datasets",
            "--json",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0  # a warning is not an error
    assert data["schema"] == "dlconfig.findings/1"
    assert [f["code"] for f in data["findings"]] == ["wsl.data_on_windows_drive"]
    assert data["findings"][0]["severity"] == "warning"


def test_healthy_profile_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["doctor", "--profile", str(profile_path("datacenter_8x"))])
    assert code == 0
    assert "No problems found." in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("{not json", "not valid JSON"),
        ('{"schema": "dlconfig.plan/1", "created": "2026-12-02"}', "is not a valid plan"),
        ('{"name": "x", "task": "llm"}', "is a workload, not a plan"),
        ("[1, 2]", "expected a plan"),
    ],
)
def test_bad_plan_file_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, says: str
) -> None:
    path = tmp_path / "plan.json"
    path.write_text(content, encoding="utf-8")
    code = main(["doctor", "--plan", str(path), "--profile", str(profile_path("no_gpu"))])
    err = capsys.readouterr().err
    assert code == 2  # bad input
    assert says in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_missing_files_and_bad_profiles_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["doctor", "--plan", str(tmp_path / "nope.json")]) == 2
    assert "cannot be read" in capsys.readouterr().err
    bad = tmp_path / "profile.json"
    bad.write_text('{"gpus": "many"}', encoding="utf-8")
    assert main(["doctor", "--profile", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "is not a machine profile: gpus" in err and len(err.strip().splitlines()) == 1


def test_this_machine_without_importing_torch(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["doctor", "--no-torch", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code in (0, 1)
    assert code == (1 if any(f["severity"] == "error" for f in data["findings"]) else 0)
    assert data["torch_problem"] is None
