"""How far the probe has got: read by the window's status bar before the probe's models
are imported (the window is painted first), and by the machine view model."""

from __future__ import annotations

from enum import StrEnum


class ProbeStage(StrEnum):
    WAITING = "waiting"
    FAST = "fast"
    DETAILED = "detailed"
    FAILED = "failed"
