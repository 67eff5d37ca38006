"""A workload's ``mfu`` reaches every step: hardware options, step 5's GPU-hours for the
chosen GPU and its alternatives, and the reasons (``plan --json`` and ``export``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from dlconfig.cli import main
from dlconfig.models.hardware import HardwareProfile
from dlconfig.plan.workload_file import example_workload

EXAMPLE = "mistral-7b-full-finetune-fsdp"


def _workload_file(tmp_path: Path, **changes: object) -> Path:
    data = example_workload(EXAMPLE).model_dump(mode="json", by_alias=True, exclude_none=True)
    data.update(changes)
    path = tmp_path / f"workload-{len(list(tmp_path.iterdir()))}.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def _plan(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    code = main(["plan", "--json", "--no-probe", str(path)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    plan: dict[str, Any] = json.loads(captured.out)
    return plan


def _hardware_hours(plan: dict[str, Any]) -> dict[tuple[str, int], float]:
    """Hours of each GPU's best candidate, by GPU and GPU count (the count a candidate
    uses can differ between plans; the same count must take twice as long)."""
    out = {}
    for o in plan["hardware"]["options"]:
        best = o["best"]
        if best and best["hours_per_run"]:
            out[(o["gpu"], best["gpus_per_node"] * best["nodes"])] = best["hours_per_run"]
    return out


def _reason(plan: dict[str, Any], step: str, code: str) -> dict[str, Any]:
    return next(r for r in plan[step]["reasons"] if r["code"] == code)


def test_half_the_mfu_doubles_every_options_hours(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = _plan(_workload_file(tmp_path), capsys)
    slow = _plan(_workload_file(tmp_path, mfu=0.2), capsys)
    hardware, hardware_slow = _hardware_hours(base), _hardware_hours(slow)
    shared = hardware.keys() & hardware_slow.keys()
    assert shared
    for key in shared:
        assert hardware_slow[key] == pytest.approx(2 * hardware[key], rel=1e-2), key
    assert "at 20% model FLOPs" in _reason(slow, "infra", "infra.gpu_hours")["text"]
    assert (
        "assumes 20% model FLOPs" in _reason(slow, "requirements", "workload.compute.mfu")["text"]
    )


def test_export_carries_the_workloads_mfu(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dlconfig.probe

    def no_gpu_machine() -> HardwareProfile:
        from tests.profiles import load_profile

        return load_profile("no_gpu")

    monkeypatch.setattr(dlconfig.probe, "fast_probe", no_gpu_machine)
    bundles = {}
    for mfu in (0.4, 0.2):
        out = tmp_path / f"bundle-{mfu}"
        workload = _workload_file(tmp_path, mfu=mfu)
        code = main(["export", str(workload), "--out", str(out), "--no-pdf", "--json"])
        assert code == 0, capsys.readouterr().err
        bundles[mfu] = json.loads((out / "recommendation.json").read_text(encoding="utf-8"))
    base, slow = bundles[0.4], bundles[0.2]
    shared = _hardware_hours(base).keys() & _hardware_hours(slow).keys()
    assert shared
    for key in shared:
        assert _hardware_hours(slow)[key] == pytest.approx(2 * _hardware_hours(base)[key], rel=1e-2)
    readme = (tmp_path / "bundle-0.2" / "README.md").read_text(encoding="utf-8")
    assert "at 20% model FLOPs utilisation" in readme
    assert "at 40%" not in readme


@pytest.mark.parametrize("mfu", [1e-320, 0.001, 0])
def test_an_mfu_below_one_percent_is_refused_by_name(
    mfu: float, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in (["plan", "--json", "--no-probe"], ["estimate"]):
        code = main([*command, str(_workload_file(tmp_path, mfu=mfu))])
        captured = capsys.readouterr()
        assert code == 2, captured
        assert "mfu" in captured.err
        assert "Traceback" not in captured.err


def test_export_refuses_a_tiny_mfu_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "bundle"
    workload = _workload_file(tmp_path, mfu=1e-320)
    code = main(["export", str(workload), "--out", str(out), "--no-pdf"])
    captured = capsys.readouterr()
    assert code == 2, captured
    assert "mfu" in captured.err and "Traceback" not in captured.err


def test_time_figures_that_are_not_finite_are_unknown() -> None:
    from dlconfig.plan.workload_compute import hours_at

    assert hours_at(1e30, 1.0, 1e-320) is None
    assert hours_at(1e18, 0.0, 0.4) is None
    assert hours_at(float("inf"), 100.0, 0.4) is None
    assert hours_at(3.6e15 * 0.4 * 100, 100.0, 0.4) == pytest.approx(1.0)
