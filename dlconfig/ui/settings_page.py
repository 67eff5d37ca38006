"""Settings: edits the live settings (saved at once); the language switches at once."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QThreadPool, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dlconfig.services import sky_catalog_folder
from dlconfig.ui.choice_combo import fill_choice_combo, interval_text, minutes_text
from dlconfig.ui.i18n import LANGUAGE_NAMES, LANGUAGES
from dlconfig.ui.kb_refresh_panel import KbRefreshPanel
from dlconfig.ui.price_import_panel import PriceImportPanel
from dlconfig.ui.settings_view_model import HISTORY_MIN, INTERVALS_MS, SettingsViewModel

if TYPE_CHECKING:
    from dlconfig.services import Settings


class SettingsPage(QWidget):
    """Preferences, stored at once through the settings view model.

    Signals: ``language_chosen(str)`` with a language code, or ``""`` for the system's.
    """

    language_chosen = Signal(str)

    def __init__(  # noqa: PLR0915 - lays out the page's widgets in reading order
        self, settings: SettingsViewModel, pool: QThreadPool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 12)
        self.title_label = QLabel()
        self.title_label.setObjectName("pageTitle")
        layout.addWidget(self.title_label)
        form = QFormLayout()
        form.setContentsMargins(0, 12, 0, 0)
        form.setVerticalSpacing(12)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.language_combo = QComboBox()
        self.language_combo.addItem("", "system")
        for code in LANGUAGES:
            self.language_combo.addItem(LANGUAGE_NAMES[code], code)
        self.units_combo = QComboBox()
        self.units_combo.addItem("", "binary")
        self.units_combo.addItem("", "si")
        self.interval_combo = QComboBox()
        self.history_combo = QComboBox()
        self.export_dir_edit = QLineEdit()
        self.export_dir_edit.setMinimumWidth(360)
        self.export_dir_edit.setPlaceholderText(str(Path.home() / "dlconfig-export"))
        self.export_dir_button = QPushButton()
        export_row = QHBoxLayout()
        export_row.addWidget(self.export_dir_edit, 1)
        export_row.addWidget(self.export_dir_button)
        self.index_url_edit = QLineEdit()
        self.index_url_edit.setMinimumWidth(360)
        self.extra_index_urls_edit = QLineEdit()
        self.extra_index_urls_edit.setMinimumWidth(360)
        self.theme_value = QLabel()
        self.theme_value.setWordWrap(False)  # a wrapped label in a size-hint form row gets clipped
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.language_label = QLabel()
        self.units_label = QLabel()
        self.interval_label = QLabel()
        self.history_label = QLabel()
        self.export_dir_label = QLabel()
        self.index_url_label = QLabel()
        self.extra_index_urls_label = QLabel()
        self.theme_label = QLabel()
        self.kb_label = QLabel()
        self.kb_refresh = KbRefreshPanel(pool)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.units_label, self.units_combo)
        form.addRow(self.interval_label, self.interval_combo)
        form.addRow(self.history_label, self.history_combo)
        form.addRow(self.export_dir_label, export_row)
        form.addRow(self.index_url_label, self.index_url_edit)
        form.addRow(self.extra_index_urls_label, self.extra_index_urls_edit)
        form.addRow(self.theme_label, self.theme_value)
        form.addRow(self.kb_label, self.kb_refresh)
        # Offered only where SkyPilot left a catalog: ~/.sky/catalogs/<version>/.
        self.prices_label = QLabel()
        folder = sky_catalog_folder()
        self.price_import = PriceImportPanel(folder, pool) if folder is not None else None
        if self.price_import is not None:
            form.addRow(self.prices_label, self.price_import)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        self._show(settings.state)
        self.language_combo.currentIndexChanged.connect(self._on_language_combo_changed)
        self.units_combo.currentIndexChanged.connect(self._on_units_combo_changed)
        self.interval_combo.currentIndexChanged.connect(self._on_interval_combo_changed)
        self.history_combo.currentIndexChanged.connect(self._on_history_combo_changed)
        self.export_dir_edit.editingFinished.connect(self._on_export_dir_edit_finished)
        self.export_dir_button.clicked.connect(self._on_export_dir_button_clicked)
        self.index_url_edit.editingFinished.connect(self._on_index_url_edit_finished)
        self.extra_index_urls_edit.editingFinished.connect(self._on_extra_index_urls_edit_finished)
        settings.state_changed.connect(self._on_settings_state_changed)
        settings.failed.connect(self._on_settings_failed)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.title_label.setText(self.tr("Settings"))
        self.language_label.setText(self.tr("Language"))
        self.units_label.setText(self.tr("Memory units"))
        self.interval_label.setText(self.tr("Monitor interval"))
        self.history_label.setText(self.tr("Monitor history"))
        self.export_dir_label.setText(self.tr("Export folder"))
        self.export_dir_button.setText(self.tr("Browse…"))
        self.index_url_label.setText(self.tr("Package index URL"))
        self.extra_index_urls_label.setText(self.tr("Extra index URLs"))
        self.index_url_edit.setPlaceholderText(self.tr("the default package index"))
        self.extra_index_urls_edit.setPlaceholderText(self.tr("none; separate URLs by spaces"))
        self.theme_label.setText(self.tr("Theme"))
        self.kb_label.setText(self.tr("Knowledge base"))
        self.prices_label.setText(self.tr("Cloud prices"))
        self.theme_value.setText(self.tr("Follows the system's light or dark setting."))
        self.language_combo.setItemText(0, self.tr("Follow the system"))
        self.units_combo.setItemText(0, self.tr("Binary (GiB, as GPUs report memory)"))
        self.units_combo.setItemText(1, self.tr("Decimal (GB, as disks are sold)"))

    def _show(self, settings: Settings) -> None:
        """Put the settings into the widgets without emitting their change signals."""
        for combo, value in (
            (self.language_combo, settings.language),
            (self.units_combo, settings.units),
        ):
            combo.blockSignals(True)
            combo.setCurrentIndex(max(combo.findData(value), 0))
            combo.blockSignals(False)
        fill_choice_combo(
            self.interval_combo, INTERVALS_MS, settings.sample_interval_ms, interval_text
        )
        fill_choice_combo(self.history_combo, HISTORY_MIN, settings.history_minutes, minutes_text)
        self.export_dir_edit.setText(settings.export_dir or "")
        self.index_url_edit.setText(settings.index_url or "")
        self.extra_index_urls_edit.setText(" ".join(settings.extra_index_urls))

    def _on_settings_state_changed(self, settings: Settings) -> None:
        self.error_label.clear()
        self._show(settings)

    def _on_settings_failed(self, message: str) -> None:
        self.error_label.setText(self.tr("Not saved: %1").replace("%1", message))

    def _on_language_combo_changed(self, index: int) -> None:
        code = str(self.language_combo.itemData(index) or "system")
        self._settings.update(language=code)
        self.language_chosen.emit("" if code == "system" else code)

    def _on_units_combo_changed(self, index: int) -> None:
        self._settings.update(units=str(self.units_combo.itemData(index)))

    def _on_interval_combo_changed(self, index: int) -> None:
        self._settings.update(sample_interval_ms=int(self.interval_combo.itemData(index)))

    def _on_history_combo_changed(self, index: int) -> None:
        self._settings.update(history_minutes=int(self.history_combo.itemData(index)))

    def _on_export_dir_edit_finished(self) -> None:
        self._update_text("export_dir", self.export_dir_edit.text())

    def _on_export_dir_button_clicked(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Export folder"), self.export_dir_edit.text()
        )
        if folder:
            self.export_dir_edit.setText(folder)
            self._update_text("export_dir", folder)

    def _on_index_url_edit_finished(self) -> None:
        self._update_text("index_url", self.index_url_edit.text())

    def _on_extra_index_urls_edit_finished(self) -> None:
        self._update_text("extra_index_urls", self.extra_index_urls_edit.text())

    def _update_text(self, field: str, text: str) -> None:
        """Save a text field when it changed; an invalid value stays shown with the error."""
        current = getattr(self._settings.state, field)
        shown = " ".join(current) if isinstance(current, list) else (current or "")
        if text.strip() != shown and self._settings.update(**{field: text.strip()}):
            self.error_label.clear()

    def select_language(self, code: str) -> None:
        index = self.language_combo.findData(code or "system")
        if index >= 0:
            self.language_combo.setCurrentIndex(index)
