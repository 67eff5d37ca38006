"""``dlconfig-cli export``: with no file, the embedded default workload is exported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from dlconfig.plan.workload_file import default_workload
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
    assert plan.profile == load_profile("consumer_gpu")


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
