"""Combo boxes offering preset numbers for a setting, shared by the Settings and monitor pages."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox

from dlconfig.ui.units import number_text


def fill_choice_combo(
    combo: QComboBox, values: tuple[int, ...], current: int, text: Callable[[int], str]
) -> None:
    """The preset ``values``, plus ``current`` when it is not one of them (a value set in
    the file, the environment or an option); ``current`` chosen. Emits no signals."""
    combo.blockSignals(True)
    combo.clear()
    for value in sorted({*values, current}):
        combo.addItem(text(value), value)
    combo.setCurrentIndex(combo.findData(current))
    combo.blockSignals(False)


def interval_text(value_ms: int) -> str:
    """``250`` -> ``0.25 s``, ``2000`` -> ``2 s``."""
    decimals = 0 if value_ms % 1000 == 0 else (1 if value_ms % 100 == 0 else 2)
    return f"{number_text(value_ms / 1000, decimals)} s"


def minutes_text(minutes: int) -> str:
    return f"{minutes} min"
