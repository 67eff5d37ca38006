"""The plan's state and every change to it, in one place.

Pages read :attr:`PlanViewModel.state` and call its methods; each method replaces the
immutable state (``model_copy(update=...)``), schedules a re-plan and emits
``state_changed``. Nobody can forget to emit.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ConfigDict, Field, ValidationError
from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from dlconfig.models.common import Finding, Frozen
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.workload import ModelSpec, Workload
from dlconfig.ui.reason_text import translate_code
from dlconfig.ui.validation_text import error_text
from dlconfig.ui.workers import start_task

if TYPE_CHECKING:
    from dlconfig.models.plan import Plan
    from dlconfig.services import KnowledgeBase, PlanOutcome
else:
    # The plan's models load with the first plan, on the pool, not on the start-up path;
    # mypy checks the field against Plan, pydantic takes what the pipeline returns.
    Plan = Any

log = logging.getLogger(__name__)


def default_workload() -> Workload:
    """The embedded default workload (``services.default_workload``)."""
    from dlconfig.services import default_workload as embedded

    return embedded()


def make_plan_outcome(
    workload: Workload, profile: HardwareProfile | None, kb: KnowledgeBase, today: date
) -> PlanOutcome:
    """The pipeline's plan, as the CLI makes it (``services.plan_outcome``), with this
    machine's measurements of its model and mode beside the estimate (the app plans here)."""
    import dataclasses

    from dlconfig.services import plan_outcome
    from dlconfig.services.measuring import with_measured

    outcome = plan_outcome(workload, profile, kb, today)
    if outcome.plan is None:
        return outcome
    return dataclasses.replace(outcome, plan=with_measured(outcome.plan))


# Edits arrive already debounced (the form waits for a pause in typing): re-plan on the
# next turn of the event loop, once the changes made in this turn are all in.
REPLAN_DELAY_MS = 0
# A new profile from the probe re-plans a little later: at start-up the window paints and
# the probe finishes first, and the plan follows on the pool without competing with them.
PROFILE_REPLAN_DELAY_MS = 150
GUI_THREAD_BUDGET_MS = 50.0


class PlanState(Frozen):
    """Everything the plan pages show. Replaced whole on every change."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    workload: Workload
    profile: HardwareProfile | None = None
    plan: Plan | None = None
    input_errors: dict[str, str] = Field(default_factory=dict)
    plan_error_field: str | None = None
    plan_error_text: str | None = None
    is_planning: bool = False
    plan_ms: float | None = None
    # perf_counter() when the edit that this plan answers was applied; the plan page
    # shows the time from then to the repainted page.
    edit_started_s: float | None = None
    session_path: str | None = None
    is_dirty: bool = False
    wizard_step: int = 0


def _set_dotted(data: dict[str, Any], dotted: str, value: Any) -> None:
    keys = dotted.split(".")
    node = data
    for key in keys[:-1]:
        child = node.get(key)
        if not isinstance(child, dict):
            child = {}
            node[key] = child
        node = child
    node[keys[-1]] = value


def _errors_by_field(err: ValidationError) -> dict[str, str]:
    found: dict[str, str] = {}
    for item in err.errors():
        where = ".".join(str(p) for p in item["loc"] if not isinstance(p, int)) or "workload"
        found.setdefault(where, error_text(where, item))
    return found


def read_model_file(path: Path) -> ModelSpec | str:
    """The model ``path`` describes, or one line naming what is wrong. Touches no widget
    and no state: a large GGUF header is read on the pool with this."""
    from dlconfig.services import WorkloadFileError, with_model_config

    bare = Workload(model=ModelSpec(config=str(path)))
    try:
        return with_model_config(bare, path, path.name).model
    except WorkloadFileError as exc:
        return str(exc)


class PlanViewModel(QObject):
    """Holds the workload, the probe's profile and the plan made from them.

    Signals: ``state_changed(PlanState)``; ``export_progressed(int, str)``,
    ``export_finished(str)`` (the folder), ``export_failed(str)``.
    Threading: lives on the GUI thread; slow planning and export run on ``pool``.
    """

    # What plan and edit times are read from (a test gives a counter: no real time asserted).
    clock: Callable[[], float] = staticmethod(time.perf_counter)

    state_changed = Signal(object)
    export_progressed = Signal(int, str)
    export_finished = Signal(str)
    export_failed = Signal(str)
    # A new or opened session: what was exported for the previous one no longer applies.
    session_started = Signal()

    def __init__(
        self,
        kb: Callable[[], KnowledgeBase],
        pool: QThreadPool,
        today: date | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._make_kb = kb
        self._kb: KnowledgeBase | None = None
        self._kb_lock = threading.Lock()
        self._pool = pool
        self._today = today or date.today()
        self._generation = 0
        # The first plan loads the knowledge base (slow): always off the GUI thread.
        self._use_worker = True
        self._tasks: list[object] = []
        self._export_tasks: list[object] = []
        self._bench_report: object = None
        self._task_started = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REPLAN_DELAY_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        # Made on first use: reading and validating the default workload is not needed to
        # show the window and the probe's first results (see ``state``).
        self._state: PlanState | None = None
        self._early_profile: HardwareProfile | None = None
        self._pending_fields: dict[str, Any] = {}
        # Texts a widget could not parse (letters in a number field), by field.
        self._parse_errors: dict[str, str] = {}
        self._validation_errors: dict[str, str] = {}
        self._edit_started: float | None = None

    @property
    def state(self) -> PlanState:
        """The current state; the first read makes it (default workload, probe's profile)."""
        if self._state is None:
            self._state = PlanState.model_construct(
                workload=default_workload(), profile=self._early_profile
            )
        return self._state

    @state.setter
    def state(self, value: PlanState) -> None:
        self._state = value

    @property
    def state_if_made(self) -> PlanState | None:
        """The state when something has read it already, else None (nothing to show yet)."""
        return self._state

    @property
    def is_idle(self) -> bool:
        """No re-plan is waiting or running."""
        return not self._timer.isActive() and not self.state.is_planning

    @property
    def kb(self) -> KnowledgeBase:
        """The knowledge base, made on first use (by the first plan, on the pool)."""
        with self._kb_lock:
            if self._kb is None:
                self._kb = self._make_kb()
            return self._kb

    # ---- changes -------------------------------------------------------------------

    def _replace(self, **update: Any) -> None:
        self.state = self.state.model_copy(update=update)
        self.state_changed.emit(self.state)

    def _input_errors(self) -> dict[str, str]:
        return {**self._validation_errors, **self._parse_errors}

    def set_fields(self, changes: dict[str, Any]) -> None:
        """Apply user edits (dotted names such as ``model.preset``); re-plan soon.

        Values that fail the workload's bounds are kept aside and reported in
        ``input_errors`` under their field name; the last valid workload stays in force.
        A field set here is no longer one whose text could not be read.
        """
        if self._edit_started is None:
            self._edit_started = self.clock()
        changes = self._with_preset_task(changes)
        for name in changes:
            self._parse_errors.pop(name, None)
        self._pending_fields.update(changes)
        data = self.state.workload.model_dump(by_alias=True, exclude_none=False)
        for dotted, value in self._pending_fields.items():
            _set_dotted(data, dotted, value)
        try:
            workload = Workload.model_validate(data)
        except ValidationError as err:
            self._validation_errors = _errors_by_field(err)
            # No plan follows an invalid form: the update time starts at the edit that
            # makes it valid again, not while the form waited to be corrected.
            self._edit_started = None
            self._replace(input_errors=self._input_errors(), is_dirty=True)
            return
        self._pending_fields.clear()
        self._validation_errors = {}
        self._replace(workload=workload, input_errors=self._input_errors(), is_dirty=True)
        self._timer.start(REPLAN_DELAY_MS)

    @property
    def pool(self) -> QThreadPool:
        """The app's pool (shutdown waits for it): panels run their work here."""
        return self._pool

    def import_model_config(self, path: Path) -> str | None:
        """Replace the workload's model with the one ``path`` describes (a Hugging Face
        config.json, a model.safetensors.index.json or a GGUF file, read as
        ``estimate --model-config`` reads it), keeping every other
        field; re-plan soon. Returns one line naming what is wrong when the file cannot be
        used, the workload then unchanged."""
        model = read_model_file(path)
        if isinstance(model, str):
            return model
        self.use_model(model)
        return None

    def use_model(self, model: ModelSpec) -> None:
        """Replace the workload's model with ``model`` (read by :func:`read_model_file`)."""
        self.set_fields({"model": model.model_dump(exclude_none=True)})

    def _with_preset_task(self, changes: dict[str, Any]) -> dict[str, Any]:
        """The task follows a chosen catalog preset, unless the same edit sets the task."""
        if "task" in changes:
            return changes
        preset = changes.get("model.preset")
        model = changes.get("model")
        if preset is None and isinstance(model, dict):
            preset = model.get("preset")
        if not isinstance(preset, str) or not preset.strip():
            return changes
        from dlconfig.services import KbError, model_preset_task

        try:
            task = model_preset_task(self.kb, preset.strip())
        except KbError:  # the task then stays as the user set it
            return changes
        return {**changes, "task": task} if task else changes

    def set_input_error(self, field_name: str, message: str | None) -> None:
        """A widget could not parse its text (e.g. letters in a number field); ``None``
        when it can again."""
        if message:
            self._parse_errors[field_name] = message
            self._pending_fields.pop(field_name, None)
            self._validation_errors.pop(field_name, None)
        else:
            self._parse_errors.pop(field_name, None)
        errors = self._input_errors()
        if errors != self.state.input_errors:
            self._replace(input_errors=errors)

    def set_profile(self, profile: HardwareProfile | None) -> None:
        """The probe's newest profile; the plan follows it."""
        if self._state is None:  # kept for the state, made when first read (re-plan)
            self._early_profile = profile
        else:
            self._replace(profile=profile)
        self._timer.start(PROFILE_REPLAN_DELAY_MS)

    def set_wizard_step(self, index: int) -> None:
        if index != self.state.wizard_step:
            self._replace(wizard_step=index)

    def new_session(self) -> None:
        """Back to the default workload, no file."""
        self._pending_fields.clear()
        self._parse_errors, self._validation_errors = {}, {}
        self._replace(
            workload=default_workload(),
            input_errors={},
            session_path=None,
            is_dirty=False,
            wizard_step=0,
        )
        self.session_started.emit()
        self.replan_now()

    def open_session(self, path: Path) -> None:
        """Load ``path``; raises :class:`sessions.SessionError` and changes nothing."""
        from dlconfig.ui import sessions

        workload = sessions.read_session(path)
        self._pending_fields.clear()
        self._parse_errors, self._validation_errors = {}, {}
        self._replace(
            workload=workload,
            input_errors={},
            session_path=str(path),
            is_dirty=False,
            wizard_step=0,
        )
        self.session_started.emit()
        self.replan_now()

    def save_session(self, path: Path) -> Path:
        """Write the session to ``path`` (suffix added); raises OSError."""
        from dlconfig.ui import sessions

        target = sessions.write_session(path, self.state.workload, self.state.plan)
        self._replace(session_path=str(target), is_dirty=False)
        return target

    # ---- planning ------------------------------------------------------------------

    def replan_now(self) -> None:
        """Plan at once (used at start and after loading a session)."""
        self._timer.stop()
        self._on_timer_timeout()

    def _on_timer_timeout(self) -> None:
        self._generation += 1
        generation = self._generation
        args = (self.state.workload, self.state.profile, self._today)
        if not self._use_worker:
            started = self.clock()
            outcome = make_plan_outcome(args[0], args[1], self.kb, args[2])
            elapsed_ms = (self.clock() - started) * 1000
            # A plan slower than the budget moves to the pool from now on.
            self._use_worker = elapsed_ms > GUI_THREAD_BUDGET_MS
            self._apply_outcome(outcome, elapsed_ms)
            return
        self._replace(is_planning=True)
        self._task_started = self.clock()
        self._tasks = [
            start_task(
                self._pool,
                self._plan_for_generation,
                generation,
                *args,
                on_finished=self._on_plan_task_finished,
                on_failed=self._on_plan_task_failed,
            )
        ]

    def _plan_for_generation(
        self, generation: int, workload: Workload, profile: HardwareProfile | None, today: date
    ) -> tuple[int, PlanOutcome, float]:
        """Runs on the pool: the first call also loads the knowledge base there."""
        started = self.clock()
        outcome = make_plan_outcome(workload, profile, self.kb, today)
        return generation, outcome, (self.clock() - started) * 1000

    def _on_plan_task_finished(self, result: object) -> None:
        generation, outcome, compute_ms = result  # type: ignore[misc]
        # Once the knowledge base is warm a plan usually takes milliseconds: then plan
        # on the GUI thread (no queueing, no flicker); slower plans stay on the pool.
        self._use_worker = compute_ms > GUI_THREAD_BUDGET_MS
        if generation == self._generation:  # an older plan than the inputs is dropped
            self._apply_outcome(outcome, (self.clock() - self._task_started) * 1000)

    def _on_plan_task_failed(self, message: str) -> None:
        self._replace(is_planning=False, plan_error_field="plan", plan_error_text=message)

    def _apply_outcome(self, outcome: PlanOutcome, elapsed_ms: float) -> None:
        started, self._edit_started = self._edit_started, None
        self._replace(
            edit_started_s=started,
            plan=outcome.plan,
            plan_error_field=outcome.error_field,
            plan_error_text=(
                translate_code(outcome.error_code, outcome.error_params, outcome.error_text)
                if outcome.error_code and outcome.error_text
                else outcome.error_text
            ),
            is_planning=False,
            plan_ms=elapsed_ms,
        )

    # ---- export --------------------------------------------------------------------

    def use_bench_report(self, report: object) -> None:
        """Keep this machine's latest finished benchmark report (a BenchReport) for the
        next export's PDF and the doctor's next check."""
        self._bench_report = report

    @property
    def bench_findings(self) -> list[Finding] | None:
        """What the latest finished benchmark found, for the doctor; None before one ran."""
        if self._bench_report is None:
            return None
        found = getattr(self._bench_report, "findings", None) or []
        return [f for f in found if isinstance(f, Finding)]

    def start_export(
        self, folder: Path, language: str, groups: list[str], force: bool, lock: bool = False
    ) -> None:
        """Export the current plan on the pool; ``export_*`` signals report back.
        ``lock``: also write requirements.lock with uv."""
        plan = self.state.plan
        if plan is None:
            self.export_failed.emit(self.tr("There is no plan to export yet."))
            return
        from dlconfig.ui.export_task import ExportRequest, export_plan

        request = ExportRequest(
            plan, folder, language, tuple(groups), force, bench=self._bench_report, lock=lock
        )
        self._export_tasks = [
            start_task(
                self._pool,
                export_plan,
                request,
                self.kb,
                on_finished=self._on_export_task_finished,
                on_failed=self._on_export_task_failed,
                on_progressed=self._on_export_task_progressed,
            )
        ]

    def _on_export_task_finished(self, folder: object) -> None:
        self.export_finished.emit(str(folder))

    def _on_export_task_failed(self, message: str) -> None:
        self.export_failed.emit(message)

    def _on_export_task_progressed(self, percent: int, step: str) -> None:
        self.export_progressed.emit(percent, step)

    def wait_for_pool(self, timeout_ms: int = 10_000) -> bool:
        """Block until background tasks end (used at shutdown)."""
        return self._pool.waitForDone(timeout_ms)
