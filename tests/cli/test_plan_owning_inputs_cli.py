"""``dlconfig-cli plan``: the owning-cost inputs of a workload file reach step 5's plan JSON;
an out-of-range one exits 2 naming the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.cli import main

WORKLOAD = """\
name: colo
mode: finetune
location:
  data: Frankfurt
  users: Hong Kong
  power_usd_per_kwh: 0.3
  pue: 1.25
  rack_usd_per_month: 2000
  amortisation_years: 4
"""


def test_owning_inputs_reach_the_plan_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "w.yaml"
    path.write_text(WORKLOAD, encoding="utf-8")
    assert main(["plan", str(path), "--no-probe", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["workload"]["location"]["rack_usd_per_month"] == 2000
    colo = next(o for o in plan["infra"]["options"] if o["kind"] == "colocation")
    assert colo["cost_breakdown_usd"]["rack_month_usd"] == 2000
    power = next(r for r in colo["reasons"] if r["code"] == "decision.cost.bought")
    assert power["params"]["usd_per_kwh"] == 0.3 and power["params"]["pue"] == 1.25


def test_a_pue_below_one_exits_2_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "w.yaml"
    path.write_text("name: x\nlocation:\n  pue: 0.7\n", encoding="utf-8")
    assert main(["plan", str(path), "--no-probe"]) == 2
    err = capsys.readouterr().err
    assert "pue" in err and "Traceback" not in err
