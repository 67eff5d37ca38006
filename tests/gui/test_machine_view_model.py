"""The probe's stages: fast, then detailed; quitting stops the detailed probe from starting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThreadPool

from dlconfig.ui.machine_view_model import MachineViewModel, ProbeStage
from tests.gui.conftest import WAIT_MS
from tests.profiles import load_profile

PROFILE = "consumer_gpu"


@pytest.fixture
def pool():  # type: ignore[no-untyped-def]
    pool = QThreadPool()
    yield pool
    pool.waitForDone(5_000)


def make_model(pool: QThreadPool, calls: list[str]) -> MachineViewModel:
    profile = load_profile(PROFILE)

    def fast():  # type: ignore[no-untyped-def]
        calls.append("fast")
        return profile

    def detailed():  # type: ignore[no-untyped-def]
        calls.append("detailed")
        return profile

    return MachineViewModel(pool, fast=fast, detailed=detailed)


def test_fast_results_then_details(qtbot, pool) -> None:  # type: ignore[no-untyped-def]
    calls: list[str] = []
    model = make_model(pool, calls)
    stages: list[ProbeStage] = []
    model.state_changed.connect(lambda state: stages.append(state.stage))
    model.start()
    qtbot.waitUntil(lambda: model.state.stage == ProbeStage.DETAILED, timeout=WAIT_MS)
    assert stages == [ProbeStage.FAST, ProbeStage.DETAILED]
    assert calls == ["fast", "detailed"]


def test_stopping_on_the_fast_results_skips_the_details(qtbot, pool) -> None:  # type: ignore[no-untyped-def]
    calls: list[str] = []
    model = make_model(pool, calls)
    # What --quit-when-ready does: quit (and stop) once the fast results are shown.
    model.state_changed.connect(lambda state: model.stop())
    model.start()
    qtbot.waitUntil(lambda: model.state.stage == ProbeStage.FAST, timeout=WAIT_MS)
    qtbot.wait(100)
    pool.waitForDone(5_000)
    assert calls == ["fast"]
    assert model.state.profile is not None
