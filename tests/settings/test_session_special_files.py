"""A session named by the user may be a device or a FIFO: one clear error, at once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dlconfig.settings.sessions import SessionError, load_session


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_or_dev_zero_session_is_refused_without_reading(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.dlconfig.json"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero")):
        with pytest.raises(SessionError, match="not a regular file"):
            load_session(path)
