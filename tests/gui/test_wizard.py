"""The plan wizard: first launch to an exported bundle, edits re-plan, invalid input blocks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard import choices
from tests.gui.conftest import WAIT_MS
from tests.gui.wizard_helpers import plan_page, settle

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def type_into(qtbot, edit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    edit.clearFocus()


def test_export_refuses_a_non_empty_folder_unless_confirmed(qtbot, parts: AppParts, tmp_path):
    page = plan_page(parts)
    page.go_to(5)
    summary = page.steps[5]
    out = tmp_path / "full"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    summary.folder_edit.setText(str(out))
    summary.confirm_overwrite = lambda folder: False
    assert summary.start_export() is False
    assert "nothing was written" in summary.result_label.text()
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]


def test_workload_edits_replan(qtbot, parts: AppParts):
    page = plan_page(parts)
    step = page.steps[0]
    before = parts.plan.state.plan.requirements.vram_gib_per_gpu
    type_into(qtbot, step.batch_edit, "32")
    settle(qtbot, parts)
    assert parts.plan.state.workload.batch_size == 32
    after = parts.plan.state.plan.requirements.vram_gib_per_gpu
    assert after > before
    assert "GiB" in step.figures_label.text()
    step.mode_combo.setCurrentIndex(step.mode_combo.findData("qlora"))
    settle(qtbot, parts)
    assert parts.plan.state.workload.mode.value == "qlora"
    assert parts.plan.state.plan.requirements.vram_gib_per_gpu < after
    assert parts.plan.state.is_dirty


def test_hardware_stack_and_infra_edits_replan(qtbot, parts: AppParts):
    page = plan_page(parts)
    page.go_to(1)
    hardware = page.steps[1]
    type_into(qtbot, hardware.gpus_edit, "4")
    settle(qtbot, parts)
    assert parts.plan.state.workload.gpus == 4
    page.go_to(2)
    stack = page.steps[2]
    stack.framework_combo.setCurrentIndex(stack.framework_combo.findData("tensorflow"))
    settle(qtbot, parts)
    assert parts.plan.state.workload.framework.value == "tensorflow"
    plan = parts.plan.state.plan
    if plan.stack is not None:
        assert plan.stack.framework.name == "tensorflow"
        assert "TensorFlow" in stack.result_view.toPlainText()
    else:
        assert plan.conflicts
    page.go_to(4)
    infra = page.steps[4]
    infra.rule_boxes["gdpr"].setChecked(True)
    settle(qtbot, parts)
    assert parts.plan.state.workload.compliance == ["gdpr"]


def test_invalid_values_are_marked_and_block_next(qtbot, parts: AppParts):
    page = plan_page(parts)
    step = page.steps[0]
    type_into(qtbot, step.batch_edit, "0")
    settle(qtbot, parts)
    assert step.batch_edit.property("invalid") is True
    assert "Batch size" in step.error_label.text()
    assert not page.next_button.isEnabled()
    assert "Batch size" in page.blocked_label.text()
    type_into(qtbot, step.batch_edit, "abc")
    settle(qtbot, parts)
    assert "whole number" in step.error_label.text()
    assert not page.next_button.isEnabled()
    type_into(qtbot, step.batch_edit, "16")
    settle(qtbot, parts)
    assert step.batch_edit.property("invalid") is False
    assert page.next_button.isEnabled()
    assert parts.plan.state.workload.batch_size == 16


def test_unknown_model_preset_names_the_field(qtbot, parts: AppParts):
    page = plan_page(parts)
    step = page.steps[0]
    step.preset_combo.setFocus()
    step.preset_combo.setEditText("no-such-model")
    qtbot.keyClick(step.preset_combo.lineEdit(), Qt.Key.Key_Return)
    settle(qtbot, parts)
    state = parts.plan.state
    assert state.plan_error_field is not None
    assert not page.next_button.isEnabled()
    assert page.blocked_label.text()


def test_unknown_city_is_marked_on_the_infrastructure_step(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(4)
    infra = page.steps[4]
    assert infra.data_edit.completer() is not None  # city names from the knowledge base
    type_into(qtbot, infra.data_edit, "Atlantis Under The Sea")
    settle(qtbot, parts)
    assert parts.plan.state.plan_error_field == "location.data"
    assert infra.data_edit.property("invalid") is True
    assert not page.next_button.isEnabled()
    type_into(qtbot, infra.data_edit, "Frankfurt")
    settle(qtbot, parts)
    assert parts.plan.state.plan_error_field is None
    assert page.next_button.isEnabled()
    assert infra.table.rowCount() > 0


def test_infrastructure_table_names_gpus_as_the_catalog_does(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(4)
    settle(qtbot, parts)
    infra = page.steps[4]
    column = next(
        c
        for c in range(infra.table.columnCount())
        if infra.table.horizontalHeaderItem(c).text() == "Instance"
    )
    cells = [infra.table.item(r, column).text() for r in range(infra.table.rowCount())]
    with_gpu = [text for text in cells if "×" in text]
    assert with_gpu, cells
    assert any("GeForce RTX 4090" in text for text in with_gpu), with_gpu
    assert not any("× rtx-4090" in text for text in with_gpu), with_gpu


def test_the_places_table_fits_and_a_rows_reasons_show_below_it(qtbot, parts: AppParts):
    """No sideways scrolling at 1024x640: every column is on screen, long cells elide with
    their whole text as tooltip, and the selected row's reasons are in the detail view."""
    parts.window.resize(1024, 640)
    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(4)
    settle(qtbot, parts)
    infra = page.steps[4]
    table = infra.table
    qtbot.waitUntil(lambda: table.rowCount() > 1, timeout=WAIT_MS)
    assert table.horizontalScrollBar().maximum() == 0 or not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width() + 1
    cell = table.item(0, 3)
    assert cell.toolTip() == cell.text()
    assert "★" in table.item(0, 0).text()  # the chosen row, best first
    chosen = infra.detail_view.toPlainText()
    assert chosen.strip()  # the chosen place's reasons before anything is selected
    table.selectRow(1)
    other = infra.detail_view.toPlainText()
    assert other.strip() and other != chosen


def test_typing_on_step_two_replans_once_and_renders_only_that_step(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    assert page.go_to_step(1)
    hardware, workload, summary = page.steps[1], page.steps[0], page.steps[5]
    before = {s: s.renderer.render_count for s in (hardware, workload, summary)}
    plans: list[object] = []
    parts.plan.state_changed.connect(
        lambda state: plans.append(state.plan) if state.plan not in plans else None
    )
    type_into(qtbot, hardware.gpus_edit, "12")  # two keystrokes, one pause
    settle(qtbot, parts)
    assert parts.plan.state.workload.gpus == 12
    assert len(plans) == 2  # the plan before the edit, then the plan for "12" only
    assert workload.renderer.render_count == before[workload]
    assert summary.renderer.render_count == before[summary]
    assert hardware.renderer.render_count - before[hardware] <= 3
    model = hardware.options_model
    assert model.rowCount() == len(parts.plan.state.plan.hardware.options)
    qtbot.waitUntil(lambda: "ms" in page.plan_status_label.text())
    assert page.last_update_ms is not None  # how long it took: python -m benchmarks
    page.go_to_step(0)  # the hidden step follows once shown
    assert workload.renderer.render_count > before[workload]


def test_a_field_that_cannot_be_read_keeps_its_mark_until_it_is_fixed(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    step = page.steps[0]
    type_into(qtbot, step.batch_edit, "abc")
    type_into(qtbot, step.seq_edit, "1024")
    settle(qtbot, parts)
    assert parts.plan.state.workload.seq_len == 1024
    assert step.batch_edit.property("invalid") is True
    assert step.batch_edit.text() == "abc"
    type_into(qtbot, step.batch_edit, "4")
    settle(qtbot, parts)
    assert step.batch_edit.property("invalid") is False
    assert step.error_label.isHidden()


def test_step_indicator_and_alt_arrows_move_between_steps(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    qtbot.mouseClick(page.step_labels[2], Qt.MouseButton.LeftButton)
    assert page.current_step == 2
    qtbot.keyClick(page, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert page.current_step == 1
    qtbot.keyClick(page, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert page.current_step == 2


def test_enter_in_a_field_goes_to_the_next_step_and_the_button_says_so(
    qtbot, parts: AppParts
) -> None:
    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(0)
    settle(qtbot, parts)
    step = page.steps[0]
    step.batch_edit.setFocus()
    qtbot.keyClick(step.batch_edit, Qt.Key.Key_Return)
    assert page.current_step == 1
    assert "Enter" in page.next_button.toolTip()


def test_back_and_next_keep_their_place_from_step_to_step(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    places = set()
    for step in range(5):
        page.go_to(step)
        qtbot.waitUntil(page.next_button.isVisible)
        page.layout().activate()
        places.add((page.width() - page.back_button.x(), page.width() - page.next_button.x()))
    assert len(places) == 1, places


def test_owning_cost_fields_show_their_defaults_and_a_rack_fee_replans(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(4)
    infra = page.steps[4]
    type_into(qtbot, infra.data_edit, "Frankfurt")
    type_into(qtbot, infra.users_edit, "Hong Kong")
    settle(qtbot, parts)
    pue = infra.owning_edits["location.pue"]
    assert pue.text() == "" and pue.placeholderText() == "1.58"  # the sourced default
    assert infra.owning_labels["location.rack_usd_per_month"].text().startswith("Colocation")
    type_into(qtbot, infra.owning_edits["location.rack_usd_per_month"], "1500")
    settle(qtbot, parts)
    assert parts.plan.state.workload.location.rack_usd_per_month == 1500
    plan = parts.plan.state.plan
    assert plan is not None and plan.infra is not None
    colo = next(o for o in plan.infra.options if o.kind == "colocation")
    assert colo.cost_breakdown_usd["rack_month_usd"] == 1500
    type_into(qtbot, infra.owning_edits["location.pue"], "0.5")
    settle(qtbot, parts)
    assert pue.property("invalid") is True
    assert "Facility PUE" in infra.error_label.text()


def test_owned_gpus_as_a_slurm_cluster_become_the_plans_place(qtbot, parts: AppParts):
    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(4)
    infra = page.steps[4]
    # what the form does not show stays as the workload has it
    parts.plan.set_fields({"owned": {"gpu": "A100 80GB", "count": 2, "cpu_cores": 64}})
    settle(qtbot, parts)
    assert not infra.slurm_edits["slurm_partition"].isEnabled()
    type_into(qtbot, infra.owned_count_edit, "4")
    type_into(qtbot, infra.owned_machines_edit, "4")
    infra.slurm_box.setChecked(True)
    type_into(qtbot, infra.slurm_edits["slurm_partition"], "gpu")
    type_into(qtbot, infra.slurm_edits["slurm_gpu_type"], "a100")
    settle(qtbot, parts)
    owned = parts.plan.state.workload.owned
    assert owned is not None and owned.slurm is not None
    assert (owned.count, owned.machines, owned.cpu_cores) == (4, 4, 64)
    assert (owned.slurm.partition, owned.slurm.gpu_type) == ("gpu", "a100")
    chosen = parts.plan.state.plan.decision.chosen
    assert chosen.kind == "cluster"
    shown = [infra.table.item(0, c) for c in range(infra.table.columnCount())]
    assert choices.label(choices.INFRA_KINDS, "cluster") in [i.text() for i in shown if i]
    # a partition name Slurm would not take is marked on this step, by its label
    type_into(qtbot, infra.slurm_edits["slurm_partition"], "gpu queue")
    settle(qtbot, parts)
    assert infra.list_labels["slurm_partition"].text() in infra.error_label.text()
    assert not page.next_button.isEnabled()
    type_into(qtbot, infra.slurm_edits["slurm_partition"], "")
    infra.slurm_box.setChecked(False)
    settle(qtbot, parts)
    owned = parts.plan.state.workload.owned
    assert owned is not None and owned.slurm is None and owned.machines == 4
    assert parts.plan.state.plan.decision.chosen.kind != "cluster"
