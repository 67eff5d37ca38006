"""Builds the application's objects once and wires them; runs the event loop."""

from __future__ import annotations

import gc
import logging
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, QThreadPool, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from dlconfig import APP_NAME, __version__
from dlconfig.ui.collector import GuiThreadCollector
from dlconfig.ui.crash_reporter import CrashReporter, setup_logging
from dlconfig.ui.folders import log_dir
from dlconfig.ui.i18n import LanguageSwitcher, chosen_language
from dlconfig.ui.main_window import DEFAULT_SIZE, MainWindow
from dlconfig.ui.probe_stage import ProbeStage
from dlconfig.ui.pyside_workarounds import make_singletons_immortal
from dlconfig.ui.theme import app_icon, stylesheet
from dlconfig.ui.window_state import WindowState

# The window is painted before the view models, the engine and pydantic are imported:
# they load in run_app's second phase (build_parts imports them).
if TYPE_CHECKING:
    from dlconfig.services import KnowledgeBase, Settings
    from dlconfig.ui.machine_view_model import MachineViewModel
    from dlconfig.ui.plan_view_model import PlanViewModel
    from dlconfig.ui.sampler import SamplerThread, SampleSource, SourceFactory
    from dlconfig.ui.settings_view_model import SettingsViewModel

log = logging.getLogger(__name__)

COLLECTOR_OFF_AT_MOST_MS = 5000
READY_TIMEOUT_MS = 60_000


def open_session_kb() -> KnowledgeBase:
    """The app's knowledge base (``services.open_kb``), opened once by the plan's view
    model on first use, off the GUI thread."""
    from dlconfig.services import open_kb

    return open_kb()


def make_default_source() -> SampleSource:
    """The engine's sampler (psutil + NVML); made on the sampler thread when first used,
    so NVML is opened, read and closed there only."""
    from dlconfig.services import Nvml, NvmlSource, Sampler

    return Sampler(nvml=NvmlSource(Nvml()))


@dataclass
class AppParts:
    """Everything the app is made of, built once (tests build it too)."""

    app: QApplication
    settings: SettingsViewModel
    window_state: WindowState
    switcher: LanguageSwitcher
    pool: QThreadPool
    machine: MachineViewModel
    plan: PlanViewModel
    sampler: SamplerThread
    window: MainWindow

    def shut_down(self) -> None:
        """Stop the sampler thread and wait for workers (no thread outlives the app)."""
        self.machine.stop()
        self.sampler.shut_down()
        self.pool.waitForDone(10_000)


def build_parts(
    app: QApplication,
    settings: SettingsViewModel,
    window_state: WindowState,
    switcher: LanguageSwitcher,
    *,
    make_source: SourceFactory = make_default_source,
    machine_factory: Callable[[QThreadPool], MachineViewModel] | None = None,
    kb: KnowledgeBase | None = None,
    today: date | None = None,
    window: MainWindow | None = None,
) -> AppParts:
    """Make the view models and the sampler, and attach them to ``window`` (made here when
    not given: run_app shows it before calling this)."""
    from dlconfig.ui.machine_view_model import MachineViewModel
    from dlconfig.ui.plan_view_model import PlanViewModel
    from dlconfig.ui.sampler import SamplerThread
    from dlconfig.ui.units import set_binary_units

    pool = QThreadPool(app)
    pool.setMaxThreadCount(2)
    machine = (machine_factory or MachineViewModel)(pool)
    plan = PlanViewModel((lambda: kb) if kb is not None else open_session_kb, pool, today=today)
    sampler = SamplerThread(make_source, settings.state.sample_interval_ms)
    settings.state_changed.connect(lambda state: sampler.set_interval_ms(state.sample_interval_ms))
    set_binary_units(settings.state.is_binary_units)

    def on_units(state: Settings) -> None:
        # the plan's pages show sizes in the chosen units: redraw them when it changes
        if set_binary_units(state.is_binary_units) and plan.state_if_made is not None:
            plan.state_changed.emit(plan.state)

    settings.state_changed.connect(on_units)

    # Pages are built when first shown (or in idle time after start-up): the window is
    # on screen before the wizard, the plots and their imports cost anything.
    def machine_page() -> QWidget:
        from dlconfig.ui.bench_panel import BenchPanel
        from dlconfig.ui.machine_page import MachinePage

        bench = BenchPanel(machine, lambda: plan.kb, pool)
        bench.measured.connect(plan.use_bench_report)
        return MachinePage(machine, settings, bench)

    def monitor_page() -> QWidget:
        from dlconfig.ui.monitor_page import MonitorPage

        return MonitorPage(sampler, settings)

    def plan_page() -> QWidget:
        from dlconfig.ui.wizard.plan_page import PlanPage

        return PlanPage(plan, pool, settings)

    def doctor_page() -> QWidget:
        from dlconfig.ui.doctor_page import DoctorPage

        return DoctorPage(machine, plan, pool)

    def settings_page() -> QWidget:
        from dlconfig.ui.settings_page import SettingsPage

        page = SettingsPage(settings, pool)
        page.language_chosen.connect(lambda code: switcher.apply(chosen_language(code)))
        return page

    pages: dict[str, Callable[[], QWidget]] = {
        "machine": machine_page,
        "monitor": monitor_page,
        "plan": plan_page,
        "doctor": doctor_page,
        "settings": settings_page,
    }
    if window is None:
        window = MainWindow(window_state, today=today)
    window.attach(pages, plan, machine, settings)
    machine.profile_changed.connect(plan.set_profile)
    machine.state_changed.connect(
        lambda state: (
            plan.replan_now()
            if state.stage == ProbeStage.FAILED and plan.state.plan is None
            else None
        )
    )
    return AppParts(app, settings, window_state, switcher, pool, machine, plan, sampler, window)


class ReadyWatcher(QObject):
    """Emits ``ready`` once the window has been painted and the first probe shown.

    With ``for_screenshot`` it also waits for the detailed probe, a few monitor samples
    and the doctor, so the picture shows a settled page.
    """

    ready = Signal()

    def __init__(self, parts: AppParts, page: str, for_screenshot: bool) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._page = page
        self._for_screenshot = for_screenshot
        self._has_painted = False
        self._done = False
        # Checked when something changes, and every 50 ms for what has no signal here
        # (monitor samples, the doctor's run) when a screenshot waits for them.
        self._timer = QTimer(self)
        self._timer.setInterval(50)
        self._timer.timeout.connect(self._on_timer_timeout)
        parts.machine.state_changed.connect(self._on_timer_timeout)
        parts.plan.state_changed.connect(self._on_timer_timeout)
        QTimer.singleShot(0, self._on_first_paint)

    def _on_first_paint(self) -> None:
        self._has_painted = True
        self._on_timer_timeout()
        if not self._done:
            self._timer.start()

    def _is_settled(self) -> bool:
        machine = self._parts.machine.state
        if machine.stage == ProbeStage.WAITING:
            return False
        if not self._for_screenshot:
            if self._page == "plan":  # ready: the wizard shows its first plan
                state = self._parts.plan.state
                return state.plan is not None or state.plan_error_text is not None
            return True
        if machine.stage == ProbeStage.FAST:
            return False
        plan = self._parts.plan.state
        if plan.plan is None and plan.plan_error_text is None:
            return False  # the status bar shows the knowledge base once a plan exists
        page = self._parts.window.page(self._page)
        if self._page == "monitor":
            return int(getattr(page, "samples_seen", 0)) >= 12
        if self._page == "doctor":  # checked against the plan now shown
            return bool(getattr(page, "is_current", False))
        if self._page == "plan":
            state = self._parts.plan.state
            return state.plan is not None and not state.is_planning
        return True

    def _on_timer_timeout(self, *_args: object) -> None:
        if self._done or not self._has_painted or not self._is_settled():
            return
        self._done = True
        self._timer.stop()
        self.ready.emit()


class FirstPaint(QObject):
    """Calls ``then`` once ``window`` has been painted (or after ``at_most_ms``, should no
    paint come: a minimised start), after the paint has reached the screen."""

    def __init__(self, window: QWidget, then: Callable[[], None], at_most_ms: int = 500) -> None:
        super().__init__(window)
        self._window = window
        self._then = then
        self._done = False
        window.installEventFilter(self)
        QTimer.singleShot(at_most_ms, self, self._go)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._go)  # after this paint is flushed
        return False

    def _go(self) -> None:
        if not self._done:
            self._done = True
            self._window.removeEventFilter(self)
            self._then()


def run_app(  # noqa: PLR0915 - builds and wires the app's parts once, in start-up order
    *,
    session: Path | None = None,
    language: str | None = None,
    page: str | None = None,
    screenshot: Path | None = None,
    quit_when_ready: bool = False,
    quit_when_shown: bool = False,
    quit_after_s: float | None = None,
    sample_interval_ms: int | None = None,
    window_size: QSize | None = None,
) -> int:
    """Run the app: first the window, painted in the language last shown with a
    placeholder for its page; then (once painted) the settings, the view models and the
    page itself, and the probe. ``quit_when_shown`` stops after the first paint."""
    make_singletons_immortal()
    QGuiApplication.setApplicationName(APP_NAME)
    QGuiApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_NAME)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    folder = log_dir()
    setup_logging(folder)
    reporter = CrashReporter(folder, show_dialogs=screenshot is None and not quit_when_ready)
    reporter.install()
    previous_crash = reporter.previous_native_crash()
    reporter.enable_native_trace()

    # ---- first phase: the window on screen --------------------------------------------
    window_state = WindowState()
    collector = GuiThreadCollector(app)  # collects on this thread once start-up is over
    switcher = LanguageSwitcher(app)
    # This run's --lang, else the settings' language as last seen (read from the settings
    # file in the second phase, which switches if the file says otherwise).
    first_language = language or window_state.language
    switcher.apply(chosen_language(first_language))
    app.setStyleSheet(stylesheet(app))
    app.setWindowIcon(app_icon())
    window = MainWindow(window_state)
    chosen_page = page or window_state.last_page
    window.show_page(chosen_page)
    if screenshot is not None:
        window.resize(window_size or DEFAULT_SIZE)
    elif window_size is not None:
        window.resize(window_size)
    window.show()
    if quit_after_s is not None:
        QTimer.singleShot(int(quit_after_s * 1000), window.close)
    window.closing.connect(app.quit)
    app.setQuitOnLastWindowClosed(False)
    exit_code = 0
    built: list[AppParts] = []

    # ---- second phase, once painted: settings, view models, the page, the probe ---------
    def finish_start() -> None:  # noqa: PLR0915 - the rest of start-up, in order
        nonlocal exit_code
        from dlconfig.ui.settings_view_model import open_settings

        settings = open_settings(
            window_state, cli={"language": language, "sample_interval_ms": sample_interval_ms}
        )
        wanted = chosen_language(settings.state.language)
        if wanted != switcher.language:
            switcher.apply(wanted)

        def remember_language(*_args: object) -> None:  # what the next start paints in
            window_state.language = settings.saved.language

        remember_language()
        settings.state_changed.connect(remember_language)
        parts = build_parts(app, settings, window_state, switcher, window=window)
        built.append(parts)
        parts.machine.start()  # the probe's waits overlap building the page
        notices = settings.take_notices()
        if notices:  # a damaged settings file, an ignored override: said once
            window.statusBar().showMessage(" ".join(notices), 30_000)

        last_session = settings.state.last_session
        session_to_open = session or (Path(last_session) if last_session else None)
        if session_to_open is not None and (session is not None or session_to_open.is_file()):
            # A session named on the command line opens on the Plan page unless --page says
            # otherwise; the one remembered from last time never moves the page.
            show_plan = session is not None and page is None
            QTimer.singleShot(0, lambda: window.open_session(session_to_open, show_plan=show_plan))
        idle_builder = QTimer(window)
        idle_builder.setInterval(30)

        def on_idle_builder_timeout() -> None:
            if not window.build_next_page():
                idle_builder.stop()
                collector.resume()  # start-up is over

        idle_builder.timeout.connect(on_idle_builder_timeout)
        QTimer.singleShot(COLLECTOR_OFF_AT_MOST_MS, collector.resume)
        if not quit_when_ready:
            # The other pages read the knowledge base: build them once the first plan has
            # loaded it on the pool, so building never waits on the GUI thread.
            def on_first_plan(state: object) -> None:
                # a plan finishing on the pool as the window closes finds the timer gone
                if not shiboken6.isValid(idle_builder):
                    return
                if getattr(state, "plan", None) is not None and not idle_builder.isActive():
                    parts.plan.state_changed.disconnect(on_first_plan)
                    idle_builder.start()

            parts.plan.state_changed.connect(on_first_plan)
        if previous_crash and screenshot is None and not quit_when_ready:
            QTimer.singleShot(
                500,
                lambda: reporter.crashed.emit(
                    app.translate("CrashReporter", "dlconfig stopped unexpectedly last time."),
                    previous_crash,
                ),
            )
        if screenshot is not None or quit_when_ready:
            watcher = ReadyWatcher(parts, chosen_page, for_screenshot=screenshot is not None)

            def grab_and_quit() -> None:
                nonlocal exit_code
                if screenshot is not None:
                    try:
                        screenshot.parent.mkdir(parents=True, exist_ok=True)
                    except OSError as exc:
                        print(f"dlconfig: could not write the screenshot: {exc}", file=sys.stderr)
                        exit_code = 1
                    if not window.grab().save(str(screenshot), "PNG"):
                        log.error("could not write %s", screenshot)
                        print(
                            f"dlconfig: could not write the screenshot {screenshot}",
                            file=sys.stderr,
                        )
                        exit_code = 1
                parts.machine.stop()  # quitting: the detailed probe would go unseen
                app.quit()

            def on_ready() -> None:
                # A screenshot waits for the layouts that the last results asked for.
                QTimer.singleShot(400 if screenshot is not None else 0, grab_and_quit)

            watcher.ready.connect(on_ready)

            def on_never_ready() -> None:
                nonlocal exit_code
                if screenshot is not None:
                    log.error(
                        "no screenshot written to %s: the %s page did not settle within %d s",
                        screenshot,
                        chosen_page,
                        READY_TIMEOUT_MS // 1000,
                    )
                    print(
                        f"dlconfig: no screenshot written to {screenshot}: the {chosen_page}"
                        f" page did not settle within {READY_TIMEOUT_MS // 1000} s",
                        file=sys.stderr,
                    )
                    exit_code = 1
                app.quit()

            QTimer.singleShot(READY_TIMEOUT_MS, on_never_ready)

    FirstPaint(window, app.quit if quit_when_shown else finish_start)
    try:
        code = app.exec()
    finally:
        if built:
            built[0].shut_down()
        reporter.uninstall()
        window_state.sync()
        # Delete the widgets while Qt and Python are both alive; leaving pyqtgraph's
        # items to the interpreter's final garbage collection aborts the process.
        window.hide()
        shiboken6.delete(window)
        app.processEvents()
        # The process ends next: spare the interpreter's final collection a walk over
        # every object (tens of ms); what it would free, the exit frees anyway.
        gc.freeze()
    return exit_code or code
