"""Window geometry and the last page, kept in ``ui.ini`` in the config folder (safe to delete).

Preferences live in the versioned settings (``dlconfig.settings``); older versions kept
some in ``ui.ini``, which :meth:`WindowState.take_old_preferences` hands over once.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from dlconfig.services import screen_ui_state
from dlconfig.ui.folders import config_dir

log = logging.getLogger(__name__)


class WindowState:
    """Typed access to ``ui.ini``; every read tolerates a damaged value."""

    def __init__(self, path: Path | None = None) -> None:
        target = path or config_dir() / "ui.ini"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a read-only HOME: the window state lives for this run only
            log.warning("window state kept in memory only: %s: %s", target.parent, exc)
        # an oversize or odd file is set aside first: Qt would read all of it
        self.notice = screen_ui_state(target)
        self._qs = QSettings(str(target), QSettings.Format.IniFormat)

    def sync(self) -> None:
        self._qs.sync()

    @property
    def last_page(self) -> str:
        value = self._qs.value("window/last_page", "machine")
        return value if isinstance(value, str) else "machine"

    @last_page.setter
    def last_page(self, value: str) -> None:
        self._qs.setValue("window/last_page", value)

    @property
    def language(self) -> str:
        """The settings' language as last seen ("system" or a code): the first paint uses
        it, before the settings file is read."""
        value = self._qs.value("window/language", "system")
        return value if isinstance(value, str) and value else "system"

    @language.setter
    def language(self, value: str) -> None:
        self._qs.setValue("window/language", value)

    @property
    def geometry(self) -> QByteArray | None:
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._qs.setValue("window/geometry", value)

    def take_old_preferences(self) -> dict[str, object]:
        """Preferences an older version kept here, by their ui.ini key (not removed yet)."""
        # the settings store: loaded after the first paint
        from dlconfig.services import OLD_UI_PREFERENCES

        return {key: self._qs.value(key) for key in OLD_UI_PREFERENCES if self._qs.contains(key)}

    def drop_old_preferences(self) -> None:
        """Remove the old preference keys (once the settings file holds them)."""
        from dlconfig.services import OLD_UI_PREFERENCES

        for key in OLD_UI_PREFERENCES:
            self._qs.remove(key)
        self._qs.sync()
