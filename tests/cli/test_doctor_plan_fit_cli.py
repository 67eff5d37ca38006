"""``dlconfig-cli doctor --plan``: the machine is checked against the plan's hardware."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main
from tests.profiles import profile_path


def _plan(tmp_path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> Path:
    assert main(["plan", "--no-probe", "--json", *extra]) == 0
    path = tmp_path / "plan.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    return path


def _doctor(path: Path, profile: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    code = main(["doctor", "--plan", str(path), "--profile", str(profile_path(profile)), "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_machine_without_gpu_and_short_of_ram_and_cores_is_told_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(tmp_path, capsys)
    code, data = _doctor(plan, "no_gpu", capsys)
    by_code = {f["code"]: f for f in data["findings"]}
    assert code == 1  # a GPU plan on a machine without one is an error
    assert by_code["plan.fit.no_gpu"]["severity"] == "error"
    assert by_code["plan.fit.no_gpu"]["params"]["count"] == 1
    ram = by_code["plan.fit.ram"]
    assert (ram["params"]["have_gib"], ram["params"]["need_gb"]) == (23.5, 32.0)
    assert ram["fix"]
    assert by_code["plan.fit.cpu"]["params"] == {"have": 2, "need": 4}
    assert by_code["plan.fit.framework_missing"]["params"]["framework"] == "torch"
    # nothing the machine fails is listed as passed
    assert {p["params"]["check"] for p in data["passed"]}.isdisjoint({"gpu", "ram", "cpu"})


def test_text_output_never_says_no_problems_when_the_machine_does_not_fit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(tmp_path, capsys)
    main(["doctor", "--plan", str(plan), "--profile", str(profile_path("no_gpu"))])
    out = capsys.readouterr().out
    assert "No problems found" not in out
    assert "ERROR   plan.fit.no_gpu" in out


def test_checks_the_machine_passes_are_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(tmp_path, capsys)
    _, data = _doctor(plan, "datacenter_8x", capsys)
    passed = {p["params"]["check"]: p["message"] for p in data["passed"]}
    assert {"gpu_count", "vram", "ram", "cpu"} <= set(passed)
    assert passed["vram"].startswith("GPU memory:")
    short = {"plan.fit.no_gpu", "plan.fit.gpu_count", "plan.fit.vram", "plan.fit.ram"}
    assert short.isdisjoint(f["code"] for f in data["findings"])


def test_a_framework_of_another_version_than_planned_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(tmp_path, capsys)
    _, data = _doctor(plan, "consumer_gpu", capsys)  # torch 2.5.1 there; the plan pins newer
    found = next(f for f in data["findings"] if f["code"] == "plan.fit.framework_version")
    assert "2.5.1" in found["message"] and found["fix"]
    assert "framework" not in {p["params"]["check"] for p in data["passed"]}
