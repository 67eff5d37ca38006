"""Step 1 shows the fields that apply to the task and mode, the training library, and
the task of the model chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.workload_step import WorkloadStepPage
from tests.gui.wizard_helpers import settle, step_one

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def shown(step: WorkloadStepPage, field: str) -> bool:
    return step.form.isRowVisible(step.binder.widgets[field])


def choose(step: WorkloadStepPage, combo_field: str, code: str) -> None:
    box = step.binder.widgets[combo_field]
    box.setCurrentIndex(box.findData(code))  # type: ignore[attr-defined]


def test_an_llm_lora_shows_rank_and_library_but_no_image_size(qtbot, parts: AppParts):
    step = step_one(parts)
    choose(step, "task", "llm")
    choose(step, "mode", "lora")
    settle(qtbot, parts)
    assert shown(step, "lora_rank") and shown(step, "recipe") and shown(step, "seq_len")
    assert not shown(step, "image_size")
    assert not shown(step, "context_len") and not shown(step, "concurrent_requests")


def test_inference_hides_training_fields_and_shows_serving_ones(qtbot, parts: AppParts):
    step = step_one(parts)
    choose(step, "mode", "inference")
    settle(qtbot, parts)
    for field in ("optimizer", "epochs", "gradient_checkpointing", "recipe", "lora_rank"):
        assert not shown(step, field), field
    assert shown(step, "context_len") and shown(step, "concurrent_requests")
    step.requests_edit.setFocus()
    step.requests_edit.selectAll()
    qtbot.keyClicks(step.requests_edit, "16")
    step.requests_edit.clearFocus()
    settle(qtbot, parts)
    assert parts.plan.state.workload.concurrent_requests == 16


def test_the_task_follows_the_chosen_model(qtbot, parts: AppParts):
    step = step_one(parts)
    choose(step, "mode", "finetune")
    step.preset_combo.setFocus()
    step.preset_combo.setEditText("vit-b-16")
    qtbot.keyClick(step.preset_combo.lineEdit(), Qt.Key.Key_Return)  # confirm the preset
    settle(qtbot, parts)
    assert parts.plan.state.workload.task.value == "image_classification"
    assert shown(step, "image_size") and not shown(step, "seq_len")


def test_choosing_a_training_library_replans_with_its_memory(qtbot, parts: AppParts):
    step = step_one(parts)
    choose(step, "mode", "qlora")
    settle(qtbot, parts)
    before = parts.plan.state.plan.requirements.vram_gib_per_gpu
    choose(step, "recipe", "torchtune")
    settle(qtbot, parts)
    assert parts.plan.state.workload.recipe is not None
    assert parts.plan.state.workload.recipe.value == "torchtune"
    assert parts.plan.state.plan.requirements.vram_gib_per_gpu < before
    assert "torchtune" in step.reasons_view.toPlainText()
    choose(step, "recipe", "auto")
    settle(qtbot, parts)
    assert parts.plan.state.workload.recipe is None


def test_step_one_fields_are_not_clipped_at_1366(qtbot, parts: AppParts):
    """Long model names and labels must not push the fields under the right-hand panel."""
    parts.window.resize(1366, 768)
    parts.window.show_page("plan")
    step = step_one(parts)
    settle(qtbot, parts)
    qtbot.wait(100)
    host = step.form.parentWidget()
    assert host is not None
    assert host.minimumSizeHint().width() <= step._scroll.viewport().width()


def test_lora_layers_show_for_lora_and_qlora_only_and_replan(qtbot, parts: AppParts):
    step = step_one(parts)
    choose(step, "mode", "finetune")
    settle(qtbot, parts)
    assert not shown(step, "lora_targets")
    choose(step, "mode", "inference")
    settle(qtbot, parts)
    assert not shown(step, "lora_targets")
    choose(step, "mode", "qlora")
    settle(qtbot, parts)
    assert shown(step, "lora_targets") and shown(step, "lora_rank")
    before = parts.plan.state.plan.requirements
    choose(step, "lora_targets", "attention")
    settle(qtbot, parts)
    after = parts.plan.state.plan.requirements
    assert parts.plan.state.workload.lora_targets.value == "attention"
    assert after.trainable_params is not None and before.trainable_params is not None
    assert after.trainable_params < before.trainable_params
    assert after.vram_gib_per_gpu < before.vram_gib_per_gpu
    assert "attention projections" in step.reasons_view.toPlainText()
    choose(step, "mode", "lora")
    settle(qtbot, parts)
    assert shown(step, "lora_targets")
