"""The hardware step's GPU options as a Qt table model, fed whole by each new plan.

A model/view table costs one ``modelReset`` per plan: the view asks only for the cells
it paints, and nothing is measured again unless the column widths are asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from dlconfig.models.choice import GpuOption

# Sorting reads this role: numbers sort as numbers, a missing value (None) sorts last.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
COLUMN_COUNT = 9
_NUMERIC_COLUMNS = frozenset({0, 2, 4, 5, 6})
_LAST = float("inf")

Index = QModelIndex | QPersistentModelIndex


class GpuOptionsModel(QAbstractTableModel):
    """Rows are :class:`GpuOption` in the planner's order; the chosen row is bold.

    ``cell_texts(row, option) -> 9 strings`` formats a row for the screen (the page owns
    translations and units); it is called once per row per plan, never per paint.
    """

    def __init__(
        self, cell_texts: Callable[[int, GpuOption], list[str]], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._cell_texts = cell_texts
        self._options: list[GpuOption] = []
        self._texts: list[list[str]] = []
        self._headers: list[str] = [""] * COLUMN_COUNT
        self._bold = QFont()
        self._bold.setBold(True)

    def set_options(self, options: Sequence[GpuOption]) -> None:
        """Show ``options`` (one reset; the same options again change nothing)."""
        options = list(options)
        if options == self._options:
            return
        self.beginResetModel()
        self._options = options
        self._texts = [self._cell_texts(row, option) for row, option in enumerate(options)]
        self.endResetModel()

    def retranslate(self, headers: list[str]) -> None:
        """New header texts and cell texts in the current language."""
        self._headers = list(headers)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)
        if self._options:
            self.beginResetModel()
            self._texts = [self._cell_texts(r, o) for r, o in enumerate(self._options)]
            self.endResetModel()

    def option(self, row: int) -> GpuOption:
        return self._options[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._options)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < COLUMN_COUNT
        ):
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[row][column]
        if role == Qt.ItemDataRole.FontRole and self._options[row].is_chosen:
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC_COLUMNS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == SORT_ROLE:
            return self._sort_key(row, column)
        return None

    def _sort_key(self, row: int, column: int) -> Any:
        option = self._options[row]
        numbers: dict[int, float | None] = {
            0: float(row),
            2: float(option.count * option.nodes),
            4: option.vram_gib_per_gpu,
            5: option.est_hours,
            6: option.est_cost_usd,
        }
        if column in numbers:
            value = numbers[column]
            return _LAST if value is None else value
        return self._texts[row][column]
