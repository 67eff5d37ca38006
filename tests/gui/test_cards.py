"""Card rows: labels top-left, values and problems selectable; the menus' standard keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from dlconfig.ui.cards import CardWidget

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_rows_are_aligned_and_selectable(qtbot) -> None:  # type: ignore[no-untyped-def]
    card = CardWidget("GPU")
    qtbot.addWidget(card)
    value = card.add_row("Memory", "80 GiB")
    problem = card.add_problem("driver too old")
    name = card.findChildren(type(value))[1]  # title, then the row's name
    assert name.text() == "Memory"
    assert name.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    for label in (value, problem):
        assert label.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse


def test_file_menu_has_the_platform_keys(parts) -> None:  # type: ignore[no-untyped-def]
    window = parts.window
    for action, key in (
        (window.new_action, QKeySequence.StandardKey.New),
        (window.open_action, QKeySequence.StandardKey.Open),
        (window.save_action, QKeySequence.StandardKey.Save),
        (window.save_as_action, QKeySequence.StandardKey.SaveAs),
        (window.quit_action, QKeySequence.StandardKey.Quit),
    ):
        assert action.shortcut() == QKeySequence(key)
        assert action.shortcuts() == QKeySequence.keyBindings(key)
