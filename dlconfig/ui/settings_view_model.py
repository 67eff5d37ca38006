"""The live settings in the GUI: one view model over the versioned settings store.

Every change goes through :meth:`SettingsViewModel.update`, which validates, saves the
file atomically and emits ``state_changed``; pages and the sampler follow that signal.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from dlconfig.services import Settings, SettingsStore, add_recent_file
from dlconfig.ui.window_state import WindowState

log = logging.getLogger(__name__)

INTERVALS_MS = (250, 500, 1000, 2000, 5000)
HISTORY_MIN = (1, 5, 10, 30)


class SettingsViewModel(QObject):
    """The settings in force (saved file plus this run's overrides).

    Signals: ``state_changed(Settings)`` after every change; ``failed(str)`` when a value
    is invalid or the file cannot be written (the change then holds for this run only).
    """

    state_changed = Signal(object)
    failed = Signal(str)

    def __init__(self, store: SettingsStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._notices = list(store.notices)

    @property
    def state(self) -> Settings:
        return self._store.settings

    @property
    def saved(self) -> Settings:
        """The settings as saved (without this run's overrides)."""
        return self._store.saved

    def take_notices(self) -> list[str]:
        """What went wrong reading the settings, to say once (empty afterwards)."""
        notices, self._notices = self._notices, []
        return notices

    def update(self, **changes: Any) -> bool:
        """Apply and save ``changes`` (settings field=value); False when invalid."""
        before = self.state
        problem = None
        try:
            self._store.update(**changes)
        except ValueError as exc:
            self.failed.emit(str(exc))
            return False
        except OSError as exc:  # the change holds for this run; say it was not saved
            log.info("settings not saved: %s", exc)
            problem = str(exc)
        if self.state != before:
            self.state_changed.emit(self.state)
        if problem is not None:
            self.failed.emit(problem)
        return True

    def add_recent_file(self, path: str | Path) -> None:
        """Put ``path`` first in the recent files and make it the last session."""
        recent = add_recent_file(self._store.saved, path).recent_files
        self.update(recent_files=recent, last_session=recent[0])


def open_settings(
    window_state: WindowState,
    *,
    path: Path | None = None,
    env: Mapping[str, str] | None = None,
    cli: Mapping[str, Any] | None = None,
) -> SettingsViewModel:
    """Open the settings file and take over what an older version left in ``ui.ini``.

    The old preferences are read once: they fill a settings file that did not exist yet,
    and their keys are dropped from ``ui.ini`` once the settings file holds them.
    """
    store = SettingsStore.open(path, env=env, cli=cli)
    old = window_state.take_old_preferences()
    if old:
        try:
            if store.is_new:
                for skipped in store.adopt_old_preferences(old):
                    log.info("an old ui.ini preference was not taken over: %s", skipped)
            window_state.drop_old_preferences()
        except OSError as exc:  # keep ui.ini as it is; next start tries again
            log.info("old preferences not taken over yet: %s", exc)
    return SettingsViewModel(store)
