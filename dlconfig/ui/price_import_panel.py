"""Settings: install the prices of the SkyPilot catalog found on this machine."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QThreadPool
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dlconfig.ui.workers import start_task

if TYPE_CHECKING:
    from dlconfig.services import PriceImportResult


def _import(folder: Path) -> PriceImportResult:
    """Runs on a pool thread: the services door's ``kb import-prices`` of ``folder``."""
    from dlconfig.services import import_price_catalog, open_kb

    return import_price_catalog(open_kb(), str(folder), date.today())


class PriceImportPanel(QWidget):
    """An "Import cloud prices" button for the SkyPilot catalog folder ``folder``.

    The import runs on a ``QThreadPool`` worker through the services door, the same
    validation as ``dlconfig-cli kb import-prices``; a refused catalog leaves the installed
    prices as they were. Has no signals of its own; ``status_label`` says how it ended.
    """

    def __init__(self, folder: Path, pool: QThreadPool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._pool = pool  # the app's pool, which shutdown waits on
        self._running = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.import_button = QPushButton()
        row.addWidget(self.import_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.import_button.clicked.connect(self._on_import_button_clicked)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.import_button.setText(self.tr("Import cloud prices"))
        self.import_button.setToolTip(
            self.tr(
                "Installs the GPU list prices of the SkyPilot catalog in %1 as a dated price"
                " overlay; nothing is downloaded."
            ).replace("%1", str(self.folder))
        )

    @property
    def is_running(self) -> bool:
        return self._running

    def _on_import_button_clicked(self) -> None:
        if self._running:
            return
        self._running = True
        self.import_button.setEnabled(False)
        self.status_label.setText(self.tr("Reading %1…").replace("%1", str(self.folder)))
        start_task(
            self._pool,
            _import,
            self.folder,
            on_finished=self._on_task_finished,
            on_failed=self._on_task_failed,
        )

    def _on_task_finished(self, result: Any) -> None:
        self._running = False
        self.import_button.setEnabled(True)
        self.status_label.setText(
            self.tr(
                "Installed %1 priced GPU instance rows from %2 (%3 rows skipped). Plans use"
                " them after dlconfig restarts."
            )
            .replace("%1", str(result.rows))
            .replace("%2", ", ".join(result.providers))
            .replace("%3", str(result.skipped))
        )

    def _on_task_failed(self, message: str) -> None:
        self._running = False
        self.import_button.setEnabled(True)
        self.status_label.setText(
            self.tr("Refused; the installed prices are unchanged: %1").replace("%1", message)
        )
