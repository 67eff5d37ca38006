"""Step 1's model field: presets grouped by family and searchable; "Model from file…"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.model_picker import PRESET_ID_ROLE
from tests.gui.wizard_helpers import settle, step_one
from tests.plan.test_model_files import tiny_llama, write_gguf

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CONFIGS = Path(__file__).parents[1] / "data" / "model_configs"


def test_presets_are_grouped_under_family_headings_that_cannot_be_chosen(parts: AppParts):
    combo = step_one(parts).model_picker.combo
    rows = [combo.itemText(i) for i in range(combo.count())]
    headings = [i for i in range(combo.count()) if combo.itemData(i, PRESET_ID_ROLE) is None]
    assert [rows[i] for i in headings][:3] == ["llama", "mistral", "qwen"]
    model = combo.model()
    assert all(not model.flags(model.index(i, 0)) & Qt.ItemFlag.ItemIsEnabled for i in headings)
    qwen = rows.index("qwen")
    assert all("Qwen" in rows[i] for i in range(qwen + 1, qwen + 4))


def test_typing_part_of_a_name_filters_the_presets_and_choosing_one_sets_it(qtbot, parts: AppParts):
    picker = step_one(parts).model_picker
    before = parts.plan.state.workload.model.preset
    picker.combo.setFocus()
    picker.combo.lineEdit().clear()
    qtbot.keyClicks(picker.combo.lineEdit(), "scout")
    completions = picker.completer.completionModel()
    shown = [completions.index(i, 0).data() for i in range(completions.rowCount())]
    assert shown == ["Llama 4 Scout 17B-16E (llama-4-scout-17b-16e)"]
    # half-typed search text is not a preset, and is not set as one
    assert parts.plan.state.workload.model.preset == before
    qtbot.keyClick(picker.completer.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(picker.completer.popup(), Qt.Key.Key_Return)
    settle(qtbot, parts)
    assert parts.plan.state.workload.model.preset == "llama-4-scout-17b-16e"
    assert parts.plan.state.plan_error_field is None


def test_a_config_file_replaces_the_model_and_keeps_the_other_fields(
    qtbot, parts: AppParts, monkeypatch
):
    step = step_one(parts)
    parts.plan.set_fields({"batch_size": 3, "seq_len": 1024})
    settle(qtbot, parts)
    chosen = str(CONFIGS / "qwen3-8b.json")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (chosen, ""))
    qtbot.mouseClick(step.model_picker.file_button, Qt.MouseButton.LeftButton)
    settle(qtbot, parts)
    workload = parts.plan.state.workload
    assert workload.model.params_b == pytest.approx(8.19, rel=0.01)
    assert workload.model.kv_heads == 8 and workload.model.preset is None
    assert workload.batch_size == 3 and workload.seq_len == 1024
    assert not step.model_picker.file_label.isHidden()
    assert parts.plan.state.plan is not None and parts.plan.state.plan_error_field is None


def test_a_config_that_cannot_be_used_is_one_line_naming_the_missing_fields(
    qtbot, parts: AppParts, monkeypatch, tmp_path
):
    step = step_one(parts)
    before = parts.plan.state.workload
    bad = tmp_path / "config.json"
    # a model_type without recorded class defaults: nothing fills what it leaves out
    bad.write_text(json.dumps({"model_type": "my_arch", "hidden_size": 64}), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    monkeypatch.setattr(QMessageBox, "exec", lambda *a: pytest.fail("no dialog expected"))
    qtbot.mouseClick(step.model_picker.file_button, Qt.MouseButton.LeftButton)
    error = step.model_picker.error_label
    assert not error.isHidden()
    assert "num_hidden_layers" in error.text() and "\n" not in error.text()
    assert parts.plan.state.workload == before


def test_a_gguf_file_is_read_by_the_same_button(qtbot, parts: AppParts, monkeypatch, tmp_path):
    metadata, tensors = tiny_llama()
    path = tmp_path / "tiny.gguf"
    write_gguf(path, metadata, tensors)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(step_one(parts).model_picker.file_button, Qt.MouseButton.LeftButton)
    settle(qtbot, parts)
    model = parts.plan.state.workload.model
    assert model.layers == 2 and model.hidden == 64 and model.name == "tiny llama"
    assert "tiny llama" in step_one(parts).model_picker.file_label.text()


def test_the_open_list_is_wide_enough_for_whole_names_and_each_has_a_tooltip(parts: AppParts):
    combo = step_one(parts).model_picker.combo
    view = combo.view()
    names = [combo.itemText(i) for i in range(combo.count()) if combo.itemData(i, PRESET_ID_ROLE)]
    longest = max(names, key=view.fontMetrics().horizontalAdvance)
    if view.fontMetrics().horizontalAdvance(longest) < 850:
        assert view.minimumWidth() > view.fontMetrics().horizontalAdvance(longest)
    assert view.textElideMode() == Qt.TextElideMode.ElideMiddle
    row = next(i for i in range(combo.count()) if combo.itemData(i, PRESET_ID_ROLE))
    assert combo.itemData(row, Qt.ItemDataRole.ToolTipRole) == combo.itemText(row)


def _big_gguf(path: Path) -> None:
    metadata, tensors = tiny_llama()
    metadata["tokenizer.ggml.tokens"] = [f"token-{i:08d}" for i in range(120_000)]
    write_gguf(path, metadata, tensors)


def test_a_large_gguf_header_is_read_on_the_pool_and_the_window_keeps_answering(
    qtbot, parts: AppParts, tmp_path
):
    from dlconfig.ui.wizard.model_picker import SYNC_READ_BYTES

    path = tmp_path / "big.gguf"
    _big_gguf(path)
    assert path.stat().st_size > SYNC_READ_BYTES
    picker = step_one(parts).model_picker
    picker.load_file(path)
    # back on the event loop at once: the read runs on the app's pool
    assert picker.is_reading and not picker.busy_label.isHidden()
    assert not picker.file_button.isEnabled()
    qtbot.waitUntil(lambda: not picker.is_reading, timeout=30_000)
    settle(qtbot, parts)
    model = parts.plan.state.workload.model
    assert model.name == "tiny llama" and model.vocab == 120_000
    assert picker.busy_label.isHidden() and picker.file_button.isEnabled()


def test_cancel_keeps_the_model_as_it_was(qtbot, parts: AppParts, tmp_path):
    path = tmp_path / "big.gguf"
    _big_gguf(path)
    picker = step_one(parts).model_picker
    before = parts.plan.state.workload.model
    picker.load_file(path)
    qtbot.mouseClick(picker._cancel.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not picker.is_reading, timeout=30_000)
    settle(qtbot, parts)
    assert parts.plan.state.workload.model == before
    assert picker.error_label.isHidden() and picker.file_button.isEnabled()
