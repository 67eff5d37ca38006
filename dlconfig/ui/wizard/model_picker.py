"""Step 1's model field: the catalog's presets grouped by family and searchable by any
part of their name or id, and "Model from file…", which reads a Hugging Face config.json,
a model.safetensors.index.json or a GGUF file the way ``estimate --model-config`` does."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dlconfig.models.workload import ModelSpec
from dlconfig.ui.cancel_control import CancelControl
from dlconfig.ui.plan_view_model import PlanState, PlanViewModel, read_model_file
from dlconfig.ui.workers import Task, start_task

PRESET_ID_ROLE = Qt.ItemDataRole.UserRole
# Files up to this size are read on the GUI thread (a config.json parses in milliseconds);
# larger ones (GGUF headers) on the pool with Cancel.
SYNC_READ_BYTES = 1 << 20


def catalog_presets(plan: PlanViewModel) -> list[tuple[str, str, str]]:
    """(id, name, family) of the knowledge base's presets (none when it cannot be read)."""
    from dlconfig.services import KbError, model_presets

    try:
        return model_presets(plan.kb)
    except KbError:  # the catalog is optional for typing a preset by hand
        return []


def preset_text(preset_id: str, name: str) -> str:
    """How a preset reads in the list and the edit line: its name, then its id."""
    return f"{name} ({preset_id})"


def grouped(presets: Sequence[tuple[str, str, str]]) -> list[tuple[str, list[tuple[str, str]]]]:
    """Presets by family, families in the order the catalog first names them."""
    families: dict[str, list[tuple[str, str]]] = {}
    for preset_id, name, family in presets:
        families.setdefault(family, []).append((preset_id, name))
    return list(families.items())


class ModelPickerWidget(QWidget):
    """An editable preset list with a heading per family (headings cannot be chosen), a
    filter that matches any part of a name or id as one types, and a file button.

    A preset is set on the plan when one is chosen from the list or the completions, or
    when typed text is confirmed (Enter, leaving the field); half-typed search text is not.
    """

    def __init__(self, plan: PlanViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plan = plan
        self._id_by_text: dict[str, str] = {}
        self._text_by_id: dict[str, str] = {}
        self.combo, self.completer = self._make_combo(plan)
        self.file_button = QPushButton()
        self.file_label = QLabel()
        self.file_label.setWordWrap(True)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.busy_label = QLabel()
        self.busy_label.hide()
        self._cancel = CancelControl(self.busy_label)
        self._cancel.show_running(False)
        self._reading: Path | None = None
        self._task: Task | None = None
        busy = QHBoxLayout()
        busy.setContentsMargins(0, 0, 0, 0)
        busy.addWidget(self.busy_label, 1)
        busy.addWidget(self._cancel.button)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.combo, 1)
        row.addWidget(self.file_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.file_label)
        layout.addLayout(busy)
        layout.addWidget(self.error_label)
        self.combo.activated.connect(self._on_combo_activated)
        self.completer.activated.connect(self._on_completer_activated)
        self.combo.lineEdit().editingFinished.connect(self._on_line_editing_finished)
        self.file_button.clicked.connect(self._on_file_button_clicked)
        self.retranslate()

    def _make_combo(self, plan: PlanViewModel) -> tuple[QComboBox, QCompleter]:
        """The editable preset list and its any-part-of-the-name completer."""
        combo = QComboBox()
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.setMaxVisibleItems(24)
        combo.setModel(self._preset_items(combo, catalog_presets(plan)))
        combo.setCurrentIndex(-1)
        completer = QCompleter(QStringListModel(list(self._id_by_text), self), self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setMaxVisibleItems(16)
        combo.setCompleter(completer)
        # long model names must not widen step 1's form past its column (they elide)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(12)
        # The open list shows whole names: as wide as the longest (within reason), and a
        # name that still does not fit loses its middle, not its end; each has a tooltip.
        view = combo.view()
        view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        metrics = view.fontMetrics()
        widest = max((metrics.horizontalAdvance(text) for text in self._id_by_text), default=0)
        view.setMinimumWidth(min(widest + 4 * metrics.averageCharWidth() + 24, 900))
        combo.currentTextChanged.connect(combo.setToolTip)
        return combo, completer

    def _preset_items(
        self, combo: QComboBox, presets: Sequence[tuple[str, str, str]]
    ) -> QStandardItemModel:
        """The list: a bold heading per family (not selectable), then its presets."""
        items = QStandardItemModel(combo)
        for family, members in grouped(presets):
            heading = QStandardItem(family)
            heading.setFlags(Qt.ItemFlag.NoItemFlags)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            items.appendRow(heading)
            for preset_id, name in members:
                text = preset_text(preset_id, name)
                item = QStandardItem(text)
                item.setToolTip(text)
                item.setData(preset_id, PRESET_ID_ROLE)
                items.appendRow(item)
                self._id_by_text[text] = preset_id
                self._text_by_id[preset_id] = text
        return items

    def retranslate(self) -> None:
        self._cancel.retranslate()
        self.file_button.setText(self.tr("Model from file…"))
        self.file_button.setToolTip(
            self.tr(
                "Read the model from a Hugging Face config.json, a model.safetensors.index.json "
                "or a GGUF file; other fields stay as they are"
            )
        )
        self.combo.lineEdit().setPlaceholderText(self.tr("Type to search the presets"))
        self._show_file(self._plan.state)

    def preset_id(self, text: str) -> str:
        """The preset a text names: a list entry, or the text itself (an id typed by hand)."""
        text = text.strip()
        if text in self._id_by_text:
            return self._id_by_text[text]
        return text

    def _choose(self, preset_id: str) -> None:
        self.error_label.hide()
        model = self._plan.state.workload.model
        if model.config is not None:  # a preset replaces the imported model whole
            self._plan.set_fields({"model": {"preset": preset_id}})
        elif preset_id != (model.preset or ""):
            self._plan.set_fields({"model.preset": preset_id})

    def _on_combo_activated(self, index: int) -> None:
        preset_id = self.combo.itemData(index, PRESET_ID_ROLE)
        if isinstance(preset_id, str):
            self._choose(preset_id)

    def _on_completer_activated(self, text: str) -> None:
        self._choose(self.preset_id(text))

    def _on_line_editing_finished(self) -> None:
        preset_id = self.preset_id(self.combo.currentText())
        if preset_id:
            self._choose(preset_id)

    def _on_file_button_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Model from file"),
            "",
            self.tr("Model files (*.json *.gguf)"),
        )
        if path:
            self.load_file(Path(path))

    @property
    def is_reading(self) -> bool:
        """A model file is being read on the pool."""
        return self._reading is not None

    def load_file(self, path: Path) -> None:
        """Import ``path``; a file that cannot be used is named in one line below the field.

        A small file (config.json) is read at once; a larger one (a GGUF header can be tens
        of megabytes) on the app's pool, with Cancel, so the window keeps answering.
        """
        try:
            size = path.stat().st_size
        except OSError:
            size = 0
        if size <= SYNC_READ_BYTES:
            self._show_result(read_model_file(path))
            return
        self._cancel.arm()
        self._reading = path
        self._show_reading(True)
        self.busy_label.setText(self.tr("Reading %1…").replace("%1", path.name))
        # held until it reports: the task's signals must outlive the pool's run of it
        self._task = start_task(
            self._plan.pool,
            read_model_file,
            path,
            on_finished=self._on_read,  # slots of this widget: called on the GUI thread
            on_failed=self._on_read,
        )

    def _on_read(self, result: ModelSpec | str) -> None:
        self._reading = self._task = None
        self._show_reading(False)
        if self._cancel.is_set():  # the user gave up on this file: keep the model as it was
            return
        self._show_result(result)

    def _show_reading(self, reading: bool) -> None:
        self.file_button.setEnabled(not reading)
        self.busy_label.setVisible(reading)
        self._cancel.show_running(reading)

    def _show_result(self, result: ModelSpec | str) -> None:
        message = result if isinstance(result, str) else None
        if not isinstance(result, str):
            self._plan.use_model(result)
        self.error_label.setText(message or "")
        self.error_label.setVisible(bool(message))

    def show_state(self, state: PlanState) -> None:
        """Follow the workload's model unless the user is typing in the field."""
        if not self.combo.hasFocus():
            preset = state.workload.model.preset or ""
            text = self._text_by_id.get(preset, preset)
            if self.combo.currentText() != text:
                self.combo.blockSignals(True)
                self.combo.setEditText(text)
                self.combo.blockSignals(False)
                edit = self.combo.lineEdit()
                if edit is not None:
                    edit.setCursorPosition(0)  # a long name shows its start, not its end
        self._show_file(state)

    def _show_file(self, state: PlanState) -> None:
        model = state.workload.model
        if model.config is None:
            self.file_label.hide()
            return
        name = model.name or Path(model.config).name
        self.file_label.setText(self.tr("From file: %1").replace("%1", name))
        self.file_label.show()
