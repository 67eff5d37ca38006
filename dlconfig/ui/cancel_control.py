"""Cancel for a panel that runs a task on the pool (bundle set-up, knowledge-base refresh):
the button, the event the worker polls, and their wording, in one place."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton


class CancelControl:
    """A Cancel button wired to an event; pressing it says "Cancelling…" in ``status``.

    ``is_set`` is what the worker polls between its steps. The owner calls ``arm()``
    before starting a task, ``show_running()`` as it starts and ends, and
    ``retranslate()`` on a language change.
    """

    def __init__(self, status: QLabel) -> None:
        self.event = threading.Event()
        self.button = QPushButton()
        self._status = status
        self.button.clicked.connect(self.request)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(QCoreApplication.translate("CancelControl", "Cancel"))

    def is_set(self) -> bool:
        return self.event.is_set()

    def arm(self) -> None:
        """Clear a cancel from an earlier run."""
        self.event.clear()

    def request(self) -> None:
        self.event.set()
        self.button.setEnabled(False)
        self._status.setText(QCoreApplication.translate("CancelControl", "Cancelling…"))

    def show_running(self, running: bool) -> None:
        self.button.setVisible(running)
        self.button.setEnabled(running)
