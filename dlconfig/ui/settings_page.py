"""Settings: language (switched at once), units, default sampling interval, theme note."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from dlconfig.ui.i18n import LANGUAGE_NAMES, LANGUAGES
from dlconfig.ui.ui_settings import INTERVALS_MS, UiSettings
from dlconfig.ui.units import number_text


class SettingsPage(QWidget):
    """Preferences, stored at once.

    Signals: ``language_chosen(str)`` with a language code, or ``""`` for the system's.
    """

    language_chosen = Signal(str)

    def __init__(self, settings: UiSettings, parent: QWidget | None = None) -> None:
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
        self.language_combo.addItem("", "")
        for code in LANGUAGES:
            self.language_combo.addItem(LANGUAGE_NAMES[code], code)
        index = self.language_combo.findData(settings.language)
        self.language_combo.setCurrentIndex(max(index, 0))
        self.units_combo = QComboBox()
        self.units_combo.addItem("", True)
        self.units_combo.addItem("", False)
        self.units_combo.setCurrentIndex(0 if settings.binary_units else 1)
        self.interval_combo = QComboBox()
        for value in INTERVALS_MS:
            self.interval_combo.addItem(
                f"{number_text(value / 1000, 2 if value < 1000 else 0)} s", value
            )
        self.interval_combo.setCurrentIndex(INTERVALS_MS.index(settings.sample_interval_ms))
        self.theme_value = QLabel()
        self.theme_value.setWordWrap(False)  # a wrapped label in a size-hint form row gets clipped
        self.language_label = QLabel()
        self.units_label = QLabel()
        self.interval_label = QLabel()
        self.theme_label = QLabel()
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.units_label, self.units_combo)
        form.addRow(self.interval_label, self.interval_combo)
        form.addRow(self.theme_label, self.theme_value)
        layout.addLayout(form)
        layout.addStretch(1)
        self.language_combo.currentIndexChanged.connect(self._on_language_combo_changed)
        self.units_combo.currentIndexChanged.connect(self._on_units_combo_changed)
        self.interval_combo.currentIndexChanged.connect(self._on_interval_combo_changed)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.title_label.setText(self.tr("Settings"))
        self.language_label.setText(self.tr("Language"))
        self.units_label.setText(self.tr("Memory units"))
        self.interval_label.setText(self.tr("Default monitor interval"))
        self.theme_label.setText(self.tr("Theme"))
        self.theme_value.setText(self.tr("Follows the system's light or dark setting."))
        self.language_combo.setItemText(0, self.tr("Follow the system"))
        self.units_combo.setItemText(0, self.tr("Binary (GiB, as GPUs report memory)"))
        self.units_combo.setItemText(1, self.tr("Decimal (GB, as disks are sold)"))

    def _on_language_combo_changed(self, index: int) -> None:
        code = str(self.language_combo.itemData(index) or "")
        self._settings.language = code
        self.language_chosen.emit(code)

    def _on_units_combo_changed(self, index: int) -> None:
        self._settings.binary_units = bool(self.units_combo.itemData(index))

    def _on_interval_combo_changed(self, index: int) -> None:
        self._settings.sample_interval_ms = int(self.interval_combo.itemData(index))

    def select_language(self, code: str) -> None:
        index = self.language_combo.findData(code)
        if index >= 0:
            self.language_combo.setCurrentIndex(index)
