"""Start-up pauses the cyclic collector; resume_collector collects once and turns it back on."""

from __future__ import annotations

import gc

from dlconfig.ui.application import resume_collector


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_resume_collects_start_up_garbage_and_enables() -> None:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        seen: list[int] = []
        gc.callbacks.append(lambda phase, info: seen.append(info["collected"]))
        Cycle()  # unreachable, freed only by the collector
        resume_collector()
        assert gc.isenabled()
        assert sum(seen) >= 1
        seen.clear()
        resume_collector()  # already on: nothing to do
        assert seen == []
    finally:
        gc.callbacks.pop()
        if not was_enabled:
            gc.disable()
