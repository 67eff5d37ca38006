"""Figures of the GUI itself: an edit on the hardware step to a repainted table, and
start-up when the last session ended on the Plan page."""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from benchmarks.measure import Figure, app_command, child_env, floor_command, wall_s

EDIT_TO_PAINT_MS = 100.0
PLAN_STARTUP_MS = 4000.0


def edit_to_repainted_table(runs: int) -> list[Figure]:  # noqa: PLR0915 - one scripted session, step by step
    """Type into "GPUs per node" through the event loop (offscreen) and time until the
    options table has repainted the new plan.

    Two figures: from the edit being applied (after the 150 ms pause in typing, which is
    a choice, not work) to the repaint, against the 100 ms budget; and from the key
    press itself, for the whole wait a user sees.
    """
    from PySide6.QtCore import QEvent, QEventLoop, QObject
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from dlconfig.ui.application import build_parts
    from dlconfig.ui.i18n import LanguageSwitcher
    from dlconfig.ui.pyside_workarounds import make_singletons_immortal
    from dlconfig.ui.settings_view_model import open_settings
    from dlconfig.ui.theme import stylesheet
    from dlconfig.ui.window_state import WindowState
    from dlconfig.ui.wizard.plan_page import PlanPage

    make_singletons_immortal()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    window_state = WindowState()
    settings = open_settings(window_state, env={})
    switcher = LanguageSwitcher(app)
    switcher.apply("en")
    app.setStyleSheet(stylesheet(app))
    parts = build_parts(app, settings, window_state, switcher)
    painted: list[float] = []

    class PaintClock(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(time.perf_counter())
            return False

    def wait_for(condition: object, timeout_s: float = 30.0) -> None:
        deadline = time.perf_counter() + timeout_s
        while not condition():  # type: ignore[operator]
            if time.perf_counter() > deadline:
                raise TimeoutError("the plan page did not settle")
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

    try:
        parts.window.resize(1366, 768)
        parts.window.show_page("plan")
        parts.window.show()
        parts.machine.start()
        page = parts.window.page("plan")
        assert isinstance(page, PlanPage)
        wait_for(lambda: parts.plan.state.plan is not None and page.is_settled)
        page.go_to(1)
        hardware = page.steps[1]
        edit = hardware.gpus_edit  # type: ignore[attr-defined]
        model_reset: list[float] = [0.0]
        hardware.options_model.modelReset.connect(  # type: ignore[attr-defined]
            lambda: model_reset.append(time.perf_counter())
        )
        clock = PaintClock()
        hardware.table.viewport().installEventFilter(clock)  # type: ignore[attr-defined]
        applied, typed, planning = [], [], []
        for run in range(runs + 1):
            value = "2" if run % 2 == 0 else "4"
            edit.setFocus()
            edit.selectAll()
            previous = parts.plan.state.plan
            painted.clear()
            key_at = time.perf_counter()
            QTest.keyClicks(edit, value)
            wait_for(lambda p=previous: parts.plan.state.plan is not p and page.is_settled)
            # The first repaint after the new plan reached the model.
            wait_for(lambda: any(t >= model_reset[-1] for t in painted))
            paint_at = min(t for t in painted if t >= model_reset[-1])
            started = parts.plan.state.edit_started_s
            if run == 0 or started is None:
                continue  # warm-up
            applied.append((paint_at - started) * 1000)
            typed.append((paint_at - key_at) * 1000)
            planning.append(parts.plan.state.plan_ms or 0.0)
    finally:
        parts.window.hide()
        parts.shut_down()
        parts.window.deleteLater()
        app.processEvents()
    applied_ms, typed_ms = statistics.median(applied), statistics.median(typed)
    plan_ms = statistics.median(planning)
    return [
        Figure(
            "plan: edit to repainted GPU table (after the typing pause)",
            applied_ms,
            "ms",
            EDIT_TO_PAINT_MS,
            runs=len(applied),
            note=(
                f"of it planning {plan_ms:.0f} ms; key press to repaint {typed_ms:.0f} ms"
                " (150 ms of it the typing pause)"
            ),
        )
    ]


def startup_on_plan_page(home: Path, runs: int) -> list[Figure]:
    """Start-up when the last session ended on the Plan page, against bare_qt.py in
    turns: until the window is painted, and until the wizard shows its first plan."""
    from benchmarks.app_figures import PLAN_SHOWN_RATIO, alternate

    env = child_env(home / "plan-start")
    wall_s(app_command("--page", "plan", "--quit-when-ready"), env)  # remembers the page
    shown_ms, plan_ms, floor_ms = alternate(
        [
            app_command("--quit-when-shown"),
            app_command("--quit-when-ready"),
            floor_command("bare_qt.py"),
        ],
        env,
        runs,
    )
    return [
        Figure(
            "start-up on the Plan page: window on screen",
            shown_ms,
            "ms",
            PLAN_SHOWN_RATIO,
            floor_ms,
            runs,
            note=f"floor bare_qt.py {floor_ms:.0f} ms",
        ),
        Figure(
            "start-up on the Plan page: first plan shown",
            plan_ms,
            "ms",
            PLAN_STARTUP_MS,
            runs=runs,
            note="the wizard, the knowledge base and the first plan",
        ),
    ]
