"""``scripts/measure.py`` of a bundle, run for the faces: in the bundle's environment (its
``.venv``) or the interpreter given, with a time limit; its report read back beside the
plan's estimate (``recommendation.json``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dlconfig.models.common import Reason
from dlconfig.models.messages import ParamValue, render_text
from dlconfig.models.plan import Plan
from dlconfig.models.untrusted import UntrustedFileError, read_untrusted_bytes

MEASURE_SCRIPT = "scripts/measure.py"
SCHEMA = "dlconfig.measure/1"
_REPORT_MAX_BYTES = 4 << 20


class MeasureError(Exception):
    """The measurement could not run or its report cannot be read (one line)."""


@dataclass(frozen=True)
class Measurement:
    """``report``: what measure.py wrote; ``estimate_gib``: the plan's memory per GPU;
    ``python``: the interpreter it ran in."""

    report: dict[str, Any]
    estimate_gib: float | None
    python: str


def bundle_python(bundle: Path, given: str | None) -> str:
    """The interpreter to measure in: the one given, the bundle's environment, or this one."""
    if given:
        return given
    for name in ("bin/python", "Scripts/python.exe"):
        candidate = bundle / ".venv" / name
        if candidate.exists():
            return str(candidate)
    return sys.executable


def _estimate_gib(bundle: Path) -> float | None:
    try:
        plan = json.loads(read_untrusted_bytes(bundle / "recommendation.json", 32 << 20))
    except (UntrustedFileError, ValueError):
        return None
    requirements = plan.get("requirements") if isinstance(plan, dict) else None
    value = requirements.get("vram_gib_per_gpu") if isinstance(requirements, dict) else None
    return float(value) if isinstance(value, int | float) else None


def run_measure(
    bundle: Path,
    *,
    python: str | None = None,
    quick: bool = False,
    profile: bool = False,
    model: str | None = None,
    extra: list[str] | None = None,
    timeout_s: float = 1800,
) -> Measurement:
    """Run the bundle's measure.py; raises MeasureError naming what went wrong."""
    script = bundle / MEASURE_SCRIPT
    if not script.is_file():
        raise MeasureError(
            f"{script}: missing (measure.py is written for PyTorch plans of models transformers"
            " builds from their config: LLMs and text classifiers)"
        )
    interpreter = bundle_python(bundle, python)
    with tempfile.TemporaryDirectory(prefix="dlconfig-measure-") as tmp:
        out = Path(tmp) / "measure.json"
        if profile:  # the trace is kept beside the bundle
            out = bundle / "measure.json"
        command = [interpreter, str(script), "--out", str(out)]
        command += ["--quick"] if quick else []
        command += ["--profile"] if profile else []
        command += ["--model", model] if model else []
        command += extra or []
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        try:
            done = subprocess.run(
                command,
                cwd=bundle,
                env=env,
                capture_output=True,
                text=True,
                timeout=timeout_s,
                check=False,
            )
        except FileNotFoundError:
            raise MeasureError(f"{interpreter}: no such Python") from None
        except subprocess.TimeoutExpired:
            raise MeasureError(f"measure.py ran past {timeout_s:.0f} s and was stopped") from None
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
            if "No module named 'torch'" in done.stderr:
                last = (
                    f"{interpreter} has no torch: apply the bundle (dlconfig-cli apply"
                    f" {bundle}) or give --python an interpreter that has torch and transformers"
                )
            raise MeasureError(f"measure.py failed: {last}")
        try:
            report = json.loads(read_untrusted_bytes(out, _REPORT_MAX_BYTES))
        except (UntrustedFileError, ValueError) as exc:
            raise MeasureError(f"{out}: the report cannot be read: {exc}") from None
    if not isinstance(report, dict) or report.get("schema") != SCHEMA:
        raise MeasureError(f"the report is not a {SCHEMA} report")
    return Measurement(report, _estimate_gib(bundle), interpreter)


CALIBRATION_FILE = "calibration.json"
CALIBRATION_SCHEMA = "dlconfig.calibration/1"


def machine_id() -> str:
    """This machine's name: a calibration made here is used here only."""
    import platform

    return platform.node() or "this-machine"


def _calibration_path() -> Path:
    from dlconfig.settings.files import data_dir

    return data_dir() / CALIBRATION_FILE


def _read_calibrations(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(read_untrusted_bytes(path, _REPORT_MAX_BYTES))
    except (UntrustedFileError, ValueError):
        return {"schema": CALIBRATION_SCHEMA, "entries": []}
    if not isinstance(data, dict) or data.get("schema") != CALIBRATION_SCHEMA:
        return {"schema": CALIBRATION_SCHEMA, "entries": []}
    return data


def calibrate(report_path: Path) -> dict[str, Any]:
    """Keep a measure.py report for this machine, keyed by machine, device, model preset,
    mode and precision (a newer report of the same key replaces the older); the entry."""
    try:
        report = json.loads(read_untrusted_bytes(report_path, _REPORT_MAX_BYTES))
    except (UntrustedFileError, ValueError) as exc:
        raise MeasureError(f"{report_path}: cannot be read: {exc}") from None
    if not isinstance(report, dict) or report.get("schema") != SCHEMA or not report.get("runs"):
        raise MeasureError(f"{report_path}: not a {SCHEMA} report with measured runs")
    plan_shape = report["runs"][-1]
    peak = plan_shape.get("peak_allocated_gib") or plan_shape.get("peak_rss_gib")
    entry = {
        "machine": machine_id(),
        "device": report.get("device"),
        "preset": report.get("preset"),
        "mode": report.get("mode"),
        "precision": report.get("precision"),
        "batch": plan_shape.get("batch"),
        "seq_len": plan_shape.get("seq_len"),
        "peak_gib": peak,
        "peak_kind": "gpu" if plan_shape.get("peak_allocated_gib") else "rss",
        "tokens_per_s": plan_shape.get("tokens_per_s"),
        "torch": report.get("torch"),
        "measured_at": report.get("measured_at"),
    }
    path = _calibration_path()
    data = _read_calibrations(path)
    key = ("machine", "device", "preset", "mode", "precision")
    kept = [e for e in data["entries"] if any(e.get(k) != entry[k] for k in key)]
    data["entries"] = [*kept, entry]
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)
    return entry


def reset_calibration() -> int:
    """Remove this machine's calibrations; how many were removed."""
    path = _calibration_path()
    data = _read_calibrations(path)
    here = machine_id()
    kept = [e for e in data["entries"] if e.get("machine") != here]
    removed = len(data["entries"]) - len(kept)
    if path.exists():
        data["entries"] = kept
        path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return removed


def measured_params(entry: Mapping[str, Any]) -> dict[str, ParamValue]:
    """A calibration entry as the params of ``measure.on_this_machine`` (what it can fill)."""
    out: dict[str, ParamValue] = {}
    for key in ("device", "torch", "measured_at", "precision", "peak_kind"):
        value = entry.get(key)
        out[key] = str(value) if value is not None else None
    for key in ("batch", "seq_len"):
        value = entry.get(key)
        out[key] = int(value) if isinstance(value, int | float) else None
    for key in ("peak_gib", "tokens_per_s"):
        value = entry.get(key)
        out[key] = float(value) if isinstance(value, int | float) else None
    return out


def calibration_for(preset: str | None, mode: str) -> list[dict[str, Any]]:
    """This machine's measurements of ``preset`` in ``mode`` (newest last)."""
    if preset is None:
        return []
    here = machine_id()
    return [
        e
        for e in _read_calibrations(_calibration_path())["entries"]
        if e.get("machine") == here and e.get("preset") == preset and e.get("mode") == mode
    ]


MEASURED_CODE = "measure.on_this_machine"


def measured_reasons(preset: str | None, mode: str) -> list[Reason]:
    """This machine's measurements of ``preset`` in ``mode`` as labelled reasons (an
    entry too incomplete to say what was measured is left out)."""
    out = []
    for entry in calibration_for(preset, mode):
        params = measured_params(entry)
        if render_text(MEASURED_CODE, params) is not None:
            out.append(Reason(code=MEASURED_CODE, params=params))
    return out


def with_measured(plan: Plan) -> Plan:
    """``plan`` with this machine's measurements of its model and mode beside the estimate
    (``requirements.measured``); unchanged when there are none."""
    if plan.requirements is None:
        return plan
    measured = measured_reasons(plan.workload.model.preset, plan.workload.mode.value)
    if not measured:
        return plan
    requirements = plan.requirements.model_copy(update={"measured": measured})
    return plan.model_copy(update={"requirements": requirements})
