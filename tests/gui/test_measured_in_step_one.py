"""Step 1 shows this machine's calibrated measurement of the model and mode beside the
estimate, labelled as measured, in the reader's language; another model shows none."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.models.messages import render_text
from dlconfig.ui.application import AppParts
from tests.calibration import calibrate_cpu
from tests.gui.wizard_helpers import settle, step_one

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_a_calibrated_measurement_shows_beside_the_estimate(
    qtbot, parts: AppParts, tmp_path: Path
) -> None:
    workload = parts.plan.state.workload
    calibrate_cpu(tmp_path, workload.model.preset or "", workload.mode.value)
    step = step_one(parts)
    parts.plan.set_fields({"batch_size": workload.batch_size + 1})
    settle(qtbot, parts)
    label = step.measured_label
    assert not label.isHidden()
    # the report's figures, labelled as measured on this machine, with when and how
    said = {
        "device": "cpu",
        "torch": "2.14.1",
        "measured_at": "2026-12-04",
        "precision": "bf16",
        "peak_kind": "rss",
        "batch": 8,
        "seq_len": 512,
        "peak_gib": 0.63,
        "tokens_per_s": 34790.0,
    }
    assert label.text() == render_text("measure.on_this_machine", said)
    parts.plan.set_fields({"model.preset": "mistral-7b"})
    settle(qtbot, parts)
    assert label.isHidden()
