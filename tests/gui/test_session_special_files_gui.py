"""Opening a FIFO or /dev/zero as a session in the window: one clear error, no hang and
no memory filled (the window's plan-file check goes through the bounded reader too)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from dlconfig.ui.sessions import SessionError, read_session


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_or_dev_zero_opened_as_a_session_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.dlconfig.json"
    os.mkfifo(fifo)
    outcomes: dict[str, str] = {}

    def open_all() -> None:
        for path in (fifo, Path("/dev/zero")):
            try:
                read_session(path)
                outcomes[str(path)] = "opened"
            except SessionError as exc:
                outcomes[str(path)] = str(exc)

    worker = threading.Thread(target=open_all, daemon=True)
    worker.start()
    worker.join(60)
    if worker.is_alive():  # unblock the reader so the test run can end
        with open(fifo, "wb"):
            pass
    assert not worker.is_alive(), "reading the session hung"
    assert all("not a regular file" in text for text in outcomes.values()), outcomes
    assert len(outcomes) == 2
