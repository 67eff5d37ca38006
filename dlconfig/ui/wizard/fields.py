"""Binding form widgets to the plan view model, with inline validation marks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, QTimer
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QWidget

from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.wizard.choices import codes, label

translate = QCoreApplication.translate

# Typing "128" is three edits: the plan follows once the typing pauses this long.
EDIT_PAUSE_MS = 150


def get_dotted(state: PlanState, dotted: str) -> Any:
    node: Any = state.workload
    for key in dotted.split("."):
        node = getattr(node, key, None)
    return getattr(node, "value", node)


def mark(widget: QWidget, message: str | None) -> None:
    """Red border and tooltip on an invalid field; cleared when ``message`` is None."""
    invalid = message is not None
    if widget.property("invalid") != invalid:
        widget.setProperty("invalid", invalid)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
    widget.setToolTip(message or "")


class FieldBinder:
    """Connects widgets to workload fields and keeps them in step with the state.

    Number fields are line edits so that a wrong entry stays visible with its message
    (a spin box would silently refuse it).
    """

    def __init__(self, plan: PlanViewModel) -> None:
        self._plan = plan
        self.widgets: dict[str, QWidget] = {}
        # field -> the timer that waits for a pause in typing before the edit applies
        self.pauses: dict[str, QTimer] = {}
        self._sync: list[Callable[[PlanState], None]] = []

    def line(self, edit: QLineEdit, field: str, kind: type = str, optional: bool = False) -> None:
        self.widgets[field] = edit
        pause = QTimer(edit)
        pause.setSingleShot(True)
        pause.setInterval(EDIT_PAUSE_MS)
        self.pauses[field] = pause

        def on_edited() -> None:
            text = edit.text().strip()
            if optional and not text:
                self._plan.set_fields({field: None})
                return
            if kind is str:
                self._plan.set_fields({field: text})
                return
            try:
                value = kind(text.replace(",", ""))
            except ValueError:
                message = (
                    translate("Fields", "Enter a whole number")
                    if kind is int
                    else translate("Fields", "Enter a number")
                )
                self._plan.set_input_error(field, message)
                return
            self._plan.set_fields({field: value})  # clears the field's parse error

        pause.timeout.connect(on_edited)
        edit.textEdited.connect(pause.start)

        def sync(state: PlanState) -> None:
            if field in state.input_errors or edit.hasFocus() or pause.isActive():
                return
            value = get_dotted(state, field)
            text = (
                "" if value is None else (f"{value:g}" if isinstance(value, float) else str(value))
            )
            if edit.text() != text:
                with QSignalBlocker(edit):
                    edit.setText(text)

        self._sync.append(sync)

    def combo(self, box: QComboBox, field: str, group: str, none_code: str | None = None) -> None:
        """Bind ``box`` to ``field``; its items are the codes of label group ``group``
        (``none_code``, when given, stands for the field left unset)."""
        self.widgets[field] = box
        for code in codes(group):
            box.addItem("", code)

        def on_changed(index: int) -> None:
            if index >= 0:
                code = box.itemData(index)
                self._plan.set_fields({field: None if code == none_code else code})

        box.currentIndexChanged.connect(on_changed)

        def sync(state: PlanState) -> None:
            value = get_dotted(state, field)
            index = box.findData(none_code if value is None else value)
            if index >= 0 and index != box.currentIndex():
                with QSignalBlocker(box):
                    box.setCurrentIndex(index)

        self._sync.append(sync)
        self._tables = getattr(self, "_tables", [])
        self._tables.append((box, group))

    def check(self, box: QCheckBox, field: str) -> None:
        self.widgets[field] = box
        box.toggled.connect(lambda on: self._plan.set_fields({field: bool(on)}))

        def sync(state: PlanState) -> None:
            value = bool(get_dotted(state, field))
            if box.isChecked() != value:
                with QSignalBlocker(box):
                    box.setChecked(value)

        self._sync.append(sync)

    def retranslate(self) -> None:
        for box, group in getattr(self, "_tables", []):
            for index in range(box.count()):
                box.setItemText(index, label(group, str(box.itemData(index))))

    def is_typing(self) -> bool:
        """True while an edit waits for the pause in typing."""
        return any(p.isActive() for p in self.pauses.values())

    def update(self, state: PlanState) -> dict[str, str]:
        """Refresh widgets from ``state``; mark invalid ones; return field -> message."""
        for sync in self._sync:
            sync(state)
        messages: dict[str, str] = {}
        for field, widget in self.widgets.items():
            message = state.input_errors.get(field)
            if message is None and state.plan_error_field == field:
                message = state.plan_error_text
            mark(widget, message)
            if message:
                messages[field] = message
        return messages
