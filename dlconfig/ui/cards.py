"""A card: a titled, bordered box of label/value rows, used on the machine and plan pages."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

# Set through their Qt property names rather than Qt.AlignmentFlag/Qt.TextInteractionFlag:
# the machine page's cards are drawn at start-up, which avoids the Qt namespace (theme.py).
TOP_LEFT = "AlignLeft|AlignTop"
SELECTABLE = "TextSelectableByMouse"


class CardWidget(QFrame):
    """A titled box. Rows are (label, value) pairs; ``problems`` are shown in amber."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(14, 12, 14, 12)
        self._layout.setSpacing(6)
        self.title_label = QLabel(title)
        self.title_label.setObjectName("cardTitle")
        self.title_label.setWordWrap(True)
        self._layout.addWidget(self.title_label)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(4)
        self._grid.setColumnStretch(1, 1)
        self._layout.addLayout(self._grid)
        self._rows = 0

    def add_row(self, label: str, value: str) -> QLabel:
        name = QLabel(label)
        name.setObjectName("muted")
        name.setProperty("alignment", TOP_LEFT)
        shown = QLabel(value)
        shown.setWordWrap(True)
        shown.setProperty("textInteractionFlags", SELECTABLE)
        self._grid.addWidget(name, self._rows, 0)
        self._grid.addWidget(shown, self._rows, 1)
        self._rows += 1
        return shown

    def add_problem(self, text: str) -> QLabel:
        label = QLabel("⚠ " + text)
        label.setObjectName("problem")
        label.setWordWrap(True)
        label.setProperty("textInteractionFlags", SELECTABLE)
        self._layout.addWidget(label)
        return label

    def add_widget(self, widget: QWidget) -> None:
        self._layout.addWidget(widget)

    def finish(self) -> None:
        """Keep the rows at the top when a neighbouring card is taller."""
        self._layout.addStretch(1)
