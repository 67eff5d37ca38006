"""``from dlconfig import api``: the CLI's engine as typed functions, same answers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig import api
from dlconfig.cli import main


def test_plan_matches_the_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    plan = api.plan(probe=False)
    assert main(["plan", "--json", "--no-probe"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert plan.model_dump(mode="json", by_alias=True) == cli
    assert plan.hardware is not None and plan.hardware.choice.gpu


def test_estimate_and_load_an_example() -> None:
    workload = api.load(example="llama-70b-qlora")
    assert workload.mode.value == "qlora"
    requirements = api.estimate(workload)
    assert requirements.vram_gib_per_gpu > 0


def test_stack_for_a_catalog_gpu_and_an_unknown_one() -> None:
    result = api.stack("RTX 4090", target="linux")
    assert result.stack is not None and result.stack.cuda
    with pytest.raises(LookupError):
        api.stack("no-such-gpu-xyz")


def test_export_writes_the_bundle(tmp_path: Path) -> None:
    result = api.export(None, tmp_path / "bundle", pdf=False)
    assert "Dockerfile" in result.files
    assert (tmp_path / "bundle" / "Dockerfile").is_file()
    assert "report.pdf" not in result.files


def test_doctor_and_probe_return_models() -> None:
    profile = api.probe()
    assert profile.probed_at is not None and profile.memory is not None
    findings = api.doctor(read_torch=False)
    assert all(f.code for f in findings)
