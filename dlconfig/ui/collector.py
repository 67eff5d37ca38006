"""The cyclic garbage collector runs on the GUI thread only.

Python collects in whichever thread allocates once a generation's threshold is passed. A
pool thread can then finalise the wrapper of a Qt object that lives on the GUI thread,
which crashes PySide6 (seen: a segmentation fault while "Garbage-collecting" in a worker
that read YAML). So the automatic collector stays off once start-up is over, and the GUI
thread collects by the same thresholds from a timer, as qutebrowser does.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

COLLECT_EVERY_MS = 500


def collect_due() -> int:
    """Collect, on the calling thread, the oldest generation whose threshold is passed
    (the rule the automatic collector follows); the number of objects freed."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    for generation in (2, 1, 0):
        limit = thresholds[generation]
        if limit and counts[generation] > limit:
            return gc.collect(generation)
    return 0


class GuiThreadCollector(QObject):
    """Owns the timer that collects on the GUI thread; ``resume`` hands collection to it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(COLLECT_EVERY_MS)
        self._timer.timeout.connect(collect_due)

    @property
    def is_running(self) -> bool:
        return self._timer.isActive()

    def resume(self) -> None:
        """Collect start-up's garbage once, then collect from the timer with the automatic
        collector off (``dlconfig.app`` turns it off for start-up). A no-op when running."""
        if self._timer.isActive():
            return
        gc.disable()
        gc.collect()
        self._timer.start()
