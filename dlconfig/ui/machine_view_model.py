"""The probe's findings about this machine, filled in by workers as they arrive."""

from __future__ import annotations

import logging
from typing import Any

from pydantic import ConfigDict
from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from dlconfig.models.common import Frozen
from dlconfig.models.hardware import HardwareProfile
from dlconfig.ui.probe_stage import ProbeStage
from dlconfig.ui.probing import fast_probe, full_probe
from dlconfig.ui.workers import start_task

log = logging.getLogger(__name__)

__all__ = ["MachineState", "MachineViewModel", "ProbeStage"]


class MachineState(Frozen):
    model_config = ConfigDict(frozen=True)

    profile: HardwareProfile | None = None
    stage: ProbeStage = ProbeStage.WAITING
    error_text: str | None = None


class MachineViewModel(QObject):
    """Runs the fast probe, then the detailed one, on the pool.

    Signals: ``state_changed(MachineState)``; ``profile_changed(HardwareProfile)``.
    """

    state_changed = Signal(object)
    profile_changed = Signal(object)

    def __init__(
        self,
        pool: QThreadPool,
        fast: Any = fast_probe,
        detailed: Any = full_probe,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._pool = pool
        self._fast = fast
        self._detailed = detailed
        self._tasks: list[object] = []
        self._is_stopped = False
        self.state = MachineState.model_construct()

    def start(self) -> None:
        """Probe: fast first, then the details."""
        self._tasks = [
            start_task(
                self._pool,
                self._fast,
                on_finished=self._on_fast_task_finished,
                on_failed=self._on_probe_task_failed,
            )
        ]

    def stop(self) -> None:
        """Start no further probe (the app is quitting); a running one still finishes."""
        self._is_stopped = True

    def _replace(self, **update: Any) -> None:
        self.state = self.state.model_copy(update=update)
        self.state_changed.emit(self.state)

    def _on_fast_task_finished(self, profile: object) -> None:
        if isinstance(profile, HardwareProfile) and self.state.stage != ProbeStage.DETAILED:
            self._replace(profile=profile, stage=ProbeStage.FAST, error_text=None)
            self.profile_changed.emit(profile)
        # The details start on the next turn of the event loop, after what the fast
        # results set off: a redraw, or quitting (--quit-when-ready), which stops them.
        QTimer.singleShot(0, self, self._start_detailed)

    def _start_detailed(self) -> None:
        if self._is_stopped:
            return
        self._tasks.append(
            start_task(
                self._pool,
                self._detailed,
                on_finished=self._on_detailed_task_finished,
                on_failed=self._on_probe_task_failed,
            )
        )

    def _on_detailed_task_finished(self, profile: object) -> None:
        if isinstance(profile, HardwareProfile):
            self._replace(profile=profile, stage=ProbeStage.DETAILED, error_text=None)
            self.profile_changed.emit(profile)

    def _on_probe_task_failed(self, message: str) -> None:
        stage = ProbeStage.FAILED if self.state.profile is None else self.state.stage
        self._replace(stage=stage, error_text=message)
