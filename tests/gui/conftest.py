"""GUI fixtures: the whole app built offscreen over a recorded machine and a fake sampler."""

from __future__ import annotations

import gc
import math
import warnings
from collections.abc import Iterator
from datetime import date
from typing import TypeVar

import pytest
import shiboken6
from PySide6.QtCore import QThread, QThreadPool
from PySide6.QtWidgets import QApplication

from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.messages import ParamValue
from dlconfig.models.probe_errors import unavailable_text
from dlconfig.monitor import GpuSample, Snapshot
from dlconfig.ui.application import AppParts, build_parts
from dlconfig.ui.i18n import LanguageSwitcher
from dlconfig.ui.machine_view_model import MachineViewModel
from dlconfig.ui.pyside_workarounds import make_singletons_immortal
from dlconfig.ui.settings_view_model import open_settings
from dlconfig.ui.theme import stylesheet
from dlconfig.ui.window_state import WindowState
from tests.profiles import load_profile

# How long a test waits for the app to reach a state: generous, so that a busy machine
# (CI, other work beside the suite) is slow rather than red; a wait ends as soon as the
# state is reached, so a fast machine never waits this long.
WAIT_MS = 60_000

TODAY = date(2026, 12, 2)

make_singletons_immortal()

T = TypeVar("T")


def _live(kind: type[T]) -> list[T]:
    """Objects of a Qt class created from Python whose C++ side still exists. Walking every
    object touches deprecated ones of other libraries (torch.distributed.reduce_op warns
    when its class is read), so their warnings are not this check's to raise."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return [o for o in gc.get_objects() if isinstance(o, kind) and shiboken6.isValid(o)]


def running_qthreads() -> list[QThread]:
    """QThread objects created from Python that are still running."""
    return [t for t in _live(QThread) if t.isRunning()]


def busy_pools(wait_ms: int) -> list[QThreadPool]:
    """Thread pools (the global one and any the app made) with work unfinished after wait_ms."""
    pools = [QThreadPool.globalInstance(), *_live(QThreadPool)]
    return [p for p in pools if not p.waitForDone(wait_ms)]


@pytest.fixture(autouse=True)
def _no_thread_left_running() -> Iterator[None]:
    """Fail a test that leaves a QThread running or thread-pool work unfinished.

    Threads running before the test are not blamed on it. A pool is given a moment: a
    worker may still be returning after it emitted ``finished``.
    """
    before = {id(t) for t in running_qthreads()}
    yield
    left = [t for t in running_qthreads() if id(t) not in before]
    busy = busy_pools(2_000)
    if left or busy:
        names = ", ".join(sorted(type(t).__name__ for t in left)) or "none"
        pytest.fail(
            f"test left threads running: QThread objects [{names}]"
            + (f"; {len(busy)} QThreadPool(s) still busy after 2 s" if busy else ""),
            pytrace=False,
        )


# Why a GPU-less FakeSource samples no GPU: the probe's code and params.
NO_NVML: tuple[str, dict[str, ParamValue]] = (
    "nvml.library_not_found",
    {"cause": "load_failed", "error": "libnvidia-ml.so.1: cannot open shared object file"},
)


class FakeSource:
    """Deterministic samples: a sine wave of load, two cores, optionally one GPU."""

    def __init__(self, gpus: int = 1) -> None:
        self.ticks = 0
        self.gpus = gpus
        self.closed = False

    def sample(self) -> Snapshot:
        self.ticks += 1
        load = 50 + 40 * math.sin(self.ticks / 10)
        return Snapshot(
            t_s=self.ticks * 0.25,
            cpu_pct=load,
            cpu_core_pct=(load, 100 - load),
            mem_used_bytes=16e9,
            mem_total_bytes=40e9,
            mem_pct=40.0,
            swap_used_bytes=1e8,
            swap_pct=1.0,
            disk_read_bps=2e6 * load,
            disk_write_bps=1e6,
            net_rx_bps=5e4,
            net_tx_bps=1e4,
            gpus=tuple(
                GpuSample(i, "Fake GPU", load, 8e9, 24e9, 60.0, 200.0, 1500.0)
                for i in range(self.gpus)
            ),
            gpu_unavailable_reason=None if self.gpus else unavailable_text(*NO_NVML),
            gpu_unavailable_code=None if self.gpus else NO_NVML[0],
            gpu_unavailable_params={} if self.gpus else NO_NVML[1],
        )

    def close(self) -> None:
        self.closed = True


def sampled_page(qtbot, make_source, samples: int, interval_ms: int = 100):  # type: ignore[no-untyped-def]
    """A MonitorPage on its own sampler thread, shown until ``samples`` samples arrived;
    the thread is shut down again before this returns."""
    from dlconfig.ui.monitor_page import MonitorPage
    from dlconfig.ui.sampler import SamplerThread

    sampler = SamplerThread(make_source, interval_ms)
    page = MonitorPage(sampler, open_settings(WindowState(), env={}))
    qtbot.addWidget(page)
    page.show()
    try:
        qtbot.waitUntil(lambda: page.samples_seen >= samples, timeout=WAIT_MS)
    finally:
        sampler.shut_down()
    return page


@pytest.fixture
def profile() -> HardwareProfile:
    return load_profile("consumer_gpu")


@pytest.fixture
def parts(
    qapp: QApplication, qtbot, profile: HardwareProfile, kb: KnowledgeBase
) -> Iterator[AppParts]:  # type: ignore[no-untyped-def]
    window_state = WindowState()
    settings = open_settings(window_state, env={})
    switcher = LanguageSwitcher(qapp)
    switcher.apply("en")
    qapp.setStyleSheet(stylesheet(qapp))

    def make_machine(pool):  # type: ignore[no-untyped-def]
        return MachineViewModel(pool, fast=lambda: profile, detailed=lambda: profile)

    parts = build_parts(
        qapp,
        settings,
        window_state,
        switcher,
        make_source=FakeSource,
        machine_factory=make_machine,
        kb=kb,
        today=TODAY,
    )
    parts.window.confirm_discard = lambda: True  # type: ignore[method-assign]
    parts.window.show()
    parts.machine.start()
    qtbot.waitUntil(lambda: parts.plan.state.profile is not None, timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: parts.plan.state.plan is not None and not parts.plan.state.is_planning,
        timeout=WAIT_MS,
    )
    yield parts
    parts.window.close()
    parts.shut_down()
    switcher.apply("en")
    parts.window.deleteLater()
    qapp.processEvents()
