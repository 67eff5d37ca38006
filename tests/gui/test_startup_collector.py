"""Start-up pauses the cyclic collector; from then on the GUI thread collects (a timer), so
no pool thread ever finalises a Qt object's wrapper."""

from __future__ import annotations

import gc
import threading

from dlconfig.ui.collector import GuiThreadCollector, collect_due


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_resume_collects_start_up_garbage_then_keeps_the_automatic_collector_off(qtbot) -> None:
    was_enabled = gc.isenabled()
    gc.enable()  # as if start-up had turned it on again
    collector = GuiThreadCollector()
    seen: list[int] = []
    gc.callbacks.append(lambda phase, info: seen.append(info["collected"]))
    try:
        Cycle()  # unreachable, freed only by the collector
        collector.resume()
        assert not gc.isenabled() and collector.is_running
        assert sum(seen) >= 1
        seen.clear()
        collector.resume()  # already running: nothing to do
        assert seen == []
    finally:
        gc.callbacks.pop()
        if was_enabled:
            gc.enable()


def test_a_pool_thread_allocating_never_collects(qtbot) -> None:
    """Past every threshold, a thread that allocates collects nothing; collect_due on this
    thread does."""
    was_enabled = gc.isenabled()
    gc.disable()
    threads: list[str] = []
    gc.callbacks.append(
        lambda phase, info: (
            threads.append(threading.current_thread().name) if phase == "start" else None
        )
    )
    try:
        gc.collect()
        threads.clear()

        def allocate() -> None:
            for _ in range(5 * gc.get_threshold()[0]):
                Cycle()

        worker = threading.Thread(target=allocate, name="pool")
        worker.start()
        worker.join()
        assert "pool" not in threads
        assert collect_due() > 0
        assert threads == [threading.current_thread().name]
    finally:
        gc.callbacks.pop()
        if was_enabled:
            gc.enable()
