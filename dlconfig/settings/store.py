"""The live settings of a running app or command: the saved file plus overrides. No Qt.

Overrides come from the environment (``DLCONFIG_<FIELD>``) and the command line; they
apply to this run only and are never written to the file. A change the user makes
(:meth:`SettingsStore.update`) is saved atomically at once and wins over an override of
the same field from then on.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlconfig.settings.model import (
    LoadedSettings,
    Settings,
    describe_errors,
    env_name,
    env_overrides,
    load_settings,
    save_settings,
    settings_path,
    valid_overrides,
)

# Preferences older versions kept in ui.ini (QSettings), mapped to settings fields.
OLD_UI_PREFERENCES = {
    "language": "language",
    "units/binary": "units",
    "monitor/sample_interval_ms": "sample_interval_ms",
    "monitor/history_min": "history_minutes",
    "sessions/recent": "recent_files",
    "sessions/last": "last_session",
}


class SettingsStore:
    """The saved settings, the overrides in force, and the notices to show once.

    Not thread-safe: use from one thread (the GUI thread, or the command's).
    """

    def __init__(
        self,
        loaded: LoadedSettings,
        path: Path,
        overrides: Mapping[str, Any] | None = None,
        notices: list[str] | None = None,
    ) -> None:
        self.path = path
        self.is_new = loaded.is_new
        self._saved = loaded.settings
        self.notices: list[str] = [loaded.notice] if loaded.notice else []
        self.notices += notices or []
        self._overrides: dict[str, Any] = dict(overrides or {})

    @classmethod
    def open(
        cls,
        path: Path | None = None,
        *,
        env: Mapping[str, str] | None = None,
        cli: Mapping[str, Any] | None = None,
    ) -> SettingsStore:
        """Load the settings file (never raises) and apply environment, then CLI overrides.

        ``cli`` maps field names to values given as options (None values are skipped).
        An invalid override is ignored with a notice naming it.
        """
        path = path or settings_path()
        loaded = load_settings(path)
        from_env, env_notes = valid_overrides(
            loaded.settings, env_overrides(os.environ if env is None else env), env_name
        )
        given = {k: v for k, v in (cli or {}).items() if v is not None}
        merged = loaded.settings.model_copy(update=from_env)
        from_cli, cli_notes = valid_overrides(
            merged, given, lambda name: "--" + name.replace("_", "-")
        )
        return cls(loaded, path, {**from_env, **from_cli}, env_notes + cli_notes)

    @property
    def settings(self) -> Settings:
        """The settings in force: the saved ones with this run's overrides."""
        return self._saved.model_copy(update=self._overrides) if self._overrides else self._saved

    @property
    def saved(self) -> Settings:
        """The settings as saved in the file (without overrides)."""
        return self._saved

    @property
    def overridden_fields(self) -> frozenset[str]:
        return frozenset(self._overrides)

    def update(self, **changes: Any) -> Settings:
        """Validate, apply and save ``changes`` (field=value); returns the settings in force.

        Raises ValueError naming the field when a value is invalid (nothing changes) and
        OSError when the file cannot be written (the change still holds for this run).
        """
        try:
            new = Settings.model_validate({**self._saved.model_dump(), **changes})
        except ValidationError as exc:
            raise ValueError(describe_errors(exc)) from None
        self._saved = new
        for name in changes:
            self._overrides.pop(name, None)
        save_settings(new, self.path)
        self.is_new = False
        return self.settings

    def adopt_old_preferences(self, old: Mapping[str, Any]) -> list[str]:
        """Take preferences an older version kept in ``ui.ini`` (keys of OLD_UI_PREFERENCES).

        Used only when no settings file existed yet, so a file the user has wins. Each
        value is checked on its own: a damaged one is skipped and named in the result.
        Saves the settings (raises OSError if it cannot, so the caller keeps ui.ini as is).
        """
        values = {
            OLD_UI_PREFERENCES[key]: _old_value(OLD_UI_PREFERENCES[key], value)
            for key, value in old.items()
            if key in OLD_UI_PREFERENCES
        }
        update, skipped = valid_overrides(self._saved, values, lambda name: name)
        if self.is_new or update:
            self.update(**update)
        return skipped


def _old_value(field: str, value: Any) -> Any:
    """A ui.ini value in the settings field's terms (QSettings wrote text)."""
    if field == "units":
        return "binary" if str(value).lower() == "true" else "si"
    if field == "language" and value == "":
        return "system"
    if field == "recent_files" and isinstance(value, str):
        return [value]
    return value
