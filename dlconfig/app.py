"""GUI entry point: ``dlconfig``."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Start the desktop app and return its exit code."""
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    args = list(sys.argv if argv is None else argv)
    app = QApplication(args)
    window = QMainWindow()
    window.setWindowTitle("dlconfig")
    window.setCentralWidget(QLabel("dlconfig"))
    window.resize(1100, 720)
    window.show()
    return app.exec()
