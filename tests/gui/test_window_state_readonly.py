"""A config folder that cannot be made (read-only HOME, a file in its place) does not stop
the window: its state is kept for the run, with one warning in the log."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from dlconfig.ui.window_state import WindowState


@pytest.mark.allow_log_warnings
def test_window_state_degrades_to_memory_when_the_folder_cannot_be_made(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, qapp: object
) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("not a folder")
    with caplog.at_level(logging.WARNING, logger="dlconfig.ui.window_state"):
        state = WindowState(blocker / "dlconfig" / "ui.ini")
    state.last_page = "plan"
    state.sync()
    assert state.last_page == "plan"
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1
