"""Window state and preferences kept in ``ui.ini`` in the config folder (safe to delete)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from dlconfig.ui.folders import config_dir

MAX_RECENT = 8
INTERVALS_MS = (250, 500, 1000, 2000, 5000)
HISTORY_MIN = (1, 5, 10, 30)


class UiSettings:
    """Typed access to the QSettings file; every read tolerates a damaged value."""

    def __init__(self, path: Path | None = None) -> None:
        target = path or config_dir() / "ui.ini"
        target.parent.mkdir(parents=True, exist_ok=True)
        self._qs = QSettings(str(target), QSettings.Format.IniFormat)

    def _str(self, key: str, default: str) -> str:
        value = self._qs.value(key, default)
        return value if isinstance(value, str) else default

    def _int(self, key: str, default: int) -> int:
        try:
            return int(self._qs.value(key, default))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return default

    def sync(self) -> None:
        self._qs.sync()

    @property
    def language(self) -> str:
        """``""`` means: follow the system."""
        return self._str("language", "")

    @language.setter
    def language(self, value: str) -> None:
        self._qs.setValue("language", value)

    @property
    def last_page(self) -> str:
        return self._str("window/last_page", "machine")

    @last_page.setter
    def last_page(self, value: str) -> None:
        self._qs.setValue("window/last_page", value)

    @property
    def geometry(self) -> QByteArray | None:
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._qs.setValue("window/geometry", value)

    @property
    def last_session(self) -> str:
        return self._str("sessions/last", "")

    @last_session.setter
    def last_session(self, value: str) -> None:
        self._qs.setValue("sessions/last", value)

    @property
    def recent_files(self) -> list[str]:
        value = self._qs.value("sessions/recent", [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return []
        return [item for item in value if isinstance(item, str)][:MAX_RECENT]

    def add_recent_file(self, path: str) -> None:
        items = [path, *(p for p in self.recent_files if p != path)][:MAX_RECENT]
        self._qs.setValue("sessions/recent", items)

    @property
    def binary_units(self) -> bool:
        return self._str("units/binary", "true") == "true"

    @binary_units.setter
    def binary_units(self, value: bool) -> None:
        self._qs.setValue("units/binary", "true" if value else "false")

    @property
    def sample_interval_ms(self) -> int:
        value = self._int("monitor/sample_interval_ms", 1000)
        return value if value in INTERVALS_MS else 1000

    @sample_interval_ms.setter
    def sample_interval_ms(self, value: int) -> None:
        self._qs.setValue("monitor/sample_interval_ms", int(value))

    @property
    def history_min(self) -> int:
        value = self._int("monitor/history_min", 5)
        return value if value in HISTORY_MIN else 5

    @history_min.setter
    def history_min(self, value: int) -> None:
        self._qs.setValue("monitor/history_min", int(value))

    @property
    def pending_crash_log(self) -> str:
        return self._str("crash/pending", "")

    @pending_crash_log.setter
    def pending_crash_log(self, value: str) -> None:
        self._qs.setValue("crash/pending", value)
