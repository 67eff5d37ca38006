"""The plan's state is made when first read: start-up shows the window without it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThreadPool

from dlconfig.ui import plan_view_model
from dlconfig.ui.machine_view_model import MachineViewModel
from dlconfig.ui.main_window import MainWindow
from dlconfig.ui.plan_view_model import PlanViewModel
from dlconfig.ui.settings_view_model import open_settings
from dlconfig.ui.window_state import WindowState
from tests.profiles import load_profile


def test_default_workload_is_read_on_first_use(qapp, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    reads: list[str] = []
    real = plan_view_model.default_workload

    def counted():  # type: ignore[no-untyped-def]
        reads.append("default")
        return real()

    monkeypatch.setattr(plan_view_model, "default_workload", counted)
    pool = QThreadPool()
    model = PlanViewModel(lambda: pytest.fail("no plan here"), pool)  # type: ignore[arg-type, return-value]
    profile = load_profile("consumer_gpu")
    model.set_profile(profile)  # the probe's first result, before anything read the state
    assert reads == []
    assert model.state_if_made is None
    state = model.state
    assert reads == ["default"]
    assert state.profile == profile  # kept for the state
    assert state.workload == real()
    assert model.state is state and model.state_if_made is state
    model._timer.stop()  # no re-plan in this test


def test_window_and_closing_do_not_need_it(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    pool = QThreadPool()
    model = PlanViewModel(lambda: pytest.fail("no plan here"), pool)  # type: ignore[arg-type, return-value]
    state = WindowState(tmp_path / "ui.ini")
    window = MainWindow(state)
    window.attach({}, model, MachineViewModel(pool), open_settings(state, env={}))
    qtbot.addWidget(window)
    assert window.windowTitle() == "Untitled[*] — dlconfig"
    assert not window.isWindowModified()
    assert window.confirm_discard() is True  # a fresh session: nothing to lose
    assert model.state_if_made is None


def test_the_update_time_starts_at_the_edit_that_makes_the_form_valid(
    qapp, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """A form left invalid for a minute does not count that minute as planning time."""
    clock = iter([100.0, 160.0])
    model = PlanViewModel(lambda: pytest.fail("no plan here"), QThreadPool())  # type: ignore[arg-type, return-value]
    model.clock = lambda: next(clock)  # type: ignore[method-assign]
    model.set_fields({"batch_size": 0})  # invalid: no plan follows
    assert "batch_size" in model.state.input_errors
    model.set_fields({"batch_size": 4})  # valid again, a minute later
    assert model._edit_started == 160.0
    model._timer.stop()
