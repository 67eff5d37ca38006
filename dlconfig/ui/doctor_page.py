"""Doctor: checks this machine (against the current plan) and lists findings with fixes."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from PySide6.QtCore import QEvent, QSize, QThreadPool
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dlconfig.models.common import Finding, Severity
from dlconfig.ui.machine_view_model import MachineViewModel
from dlconfig.ui.plan_view_model import PlanViewModel
from dlconfig.ui.reason_text import translate_code, translate_fix
from dlconfig.ui.theme import icon
from dlconfig.ui.workers import start_task

SEVERITY_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


def run_doctor(profile: Any, plan: Any, kb: Any, bench_findings: Any, today: date) -> Any:
    """The doctor's findings and the plan checks passed (``services.run_doctor_checks``);
    blocking: runs on the pool."""
    from dlconfig.services import run_doctor_checks

    return run_doctor_checks(profile, plan, kb=kb, today=today, bench_findings=bench_findings)


class DoctorPage(QWidget):
    """Runs the doctor on the pool when asked (and once when first shown).

    The plan view model supplies the plan and the latest finished benchmark's findings,
    which the doctor lists beside its own.
    """

    def __init__(
        self,
        machine: MachineViewModel,
        plan: PlanViewModel,
        pool: QThreadPool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._machine = machine
        self._plan = plan
        self._pool = pool
        self._tasks: list[object] = []
        self.findings: list[Finding] = []
        self.passed: list[Finding] = []
        self.is_running = False
        self.has_run = False
        self.checked_at: str | None = None
        self._error: str | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 12)
        header = QHBoxLayout()
        self.title_label = QLabel()
        self.title_label.setObjectName("pageTitle")
        self.run_button = QPushButton()
        header.addWidget(self.title_label)
        header.addStretch(1)
        header.addWidget(self.run_button)
        layout.addLayout(header)
        self.status_label = QLabel()
        self.status_label.setObjectName("muted")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.list_widget = QListWidget()
        self.list_widget.setIconSize(QSize(22, 22))
        self.list_widget.setWordWrap(True)
        self.list_widget.setSpacing(4)
        layout.addWidget(self.list_widget, 1)
        self.run_button.clicked.connect(self._on_run_button_clicked)
        machine.state_changed.connect(self._on_machine_state_changed)
        plan.state_changed.connect(self._on_plan_state_changed)
        self._checked_plan: object = None  # the plan the shown findings were checked against
        self._retranslate()

    def _on_machine_state_changed(self, _state: object) -> None:
        # Shown before the probe finished: check as soon as there is a machine to check.
        if self.isVisible() and not self.has_run and self._machine.state.profile is not None:
            self.run()

    def _on_plan_state_changed(self, _state: object) -> None:
        # Checked before the first plan (or against an older one): check again, so the
        # page never says "all passed" about a plan it did not see.
        if self.isVisible() and self.has_run and not self.is_running and not self.is_current:
            self.run()

    @property
    def is_current(self) -> bool:
        """Whether the findings shown were checked against the current plan."""
        return self.has_run and not self.is_running and self._checked_plan is self._plan.state.plan

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self.has_run and self._machine.state.profile is not None:
            self.run()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.title_label.setText(self.tr("Doctor"))
        self.run_button.setText(self.tr("Check again") if self.has_run else self.tr("Check"))
        self._render()
        if self.is_running:  # a check running when the language changes says so in it
            self.status_label.setText(self.tr("Checking this machine…"))
        elif self.checked_at:
            self.status_label.setText(
                self.status_label.text()
                + " · "
                + self.tr("checked at %1").replace("%1", self.checked_at)
            )

    def _on_run_button_clicked(self) -> None:
        self.run()

    def run(self) -> None:
        if self.is_running:
            return
        self.is_running = True
        self.has_run = True
        self.run_button.setEnabled(False)
        self.list_widget.setEnabled(False)  # the old findings, greyed while checking
        self.status_label.setText(self.tr("Checking this machine…"))
        self._checked_plan = self._plan.state.plan
        self._tasks = [
            start_task(
                self._pool,
                run_doctor,
                self._machine.state.profile,
                self._plan.state.plan,
                self._plan.kb,
                self._plan.bench_findings,
                date.today(),
                on_finished=self._on_doctor_task_finished,
                on_failed=self._on_doctor_task_failed,
            )
        ]

    def _on_doctor_task_finished(self, result: object) -> None:
        findings, passed = result if isinstance(result, tuple) else (result, [])
        items = (
            [f for f in findings if isinstance(f, Finding)] if isinstance(findings, list) else []
        )
        self.findings = sorted(items, key=lambda f: SEVERITY_ORDER.get(f.severity, 3))
        self.passed = [f for f in passed if isinstance(f, Finding)]
        self._error = None
        self._done()

    def _on_doctor_task_failed(self, message: str) -> None:
        self.findings = []
        self.passed = []
        self._error = message
        self._done()

    def _done(self) -> None:
        self.is_running = False
        self.run_button.setEnabled(True)
        self.list_widget.setEnabled(True)
        self.checked_at = datetime.now().strftime("%H:%M:%S")  # "Check again" answered
        self._retranslate()
        if self.isVisible() and not self.is_current:  # the plan changed while checking
            self.run()

    def _render(self) -> None:
        if self.is_running:
            return
        self.list_widget.clear()
        if not self.has_run:
            self.status_label.setText(self.tr("Press Check to look for problems on this machine."))
            return
        if self._error is not None:
            self.status_label.setText(
                self.tr("The doctor could not run: %1").replace("%1", self._error)
            )
            return
        if not self.findings:
            plan = self._plan.state.plan
            hardware = plan.hardware if plan is not None else None
            # step 2 judged this machine short of the plan: never "all passed" beside it
            if hardware is not None and hardware.local_fit is False:
                self.status_label.setText(
                    self.tr(
                        "No problems found, but step 2 says this machine does not fit the plan."
                    )
                )
            else:
                self.status_label.setText(self.tr("No problems found."))
                self.list_widget.addItem(
                    QListWidgetItem(icon("severity-ok"), self.tr("All checks passed."))
                )
            self._add_passed()
            return
        counts = {s: sum(1 for f in self.findings if f.severity == s) for s in Severity}
        self.status_label.setText(
            self.tr("Errors: %1 · warnings: %2 · notes: %3")
            .replace("%1", str(counts[Severity.ERROR]))
            .replace("%2", str(counts[Severity.WARNING]))
            .replace("%3", str(counts[Severity.INFO]))
        )
        for finding in self.findings:
            text = translate_code(finding.code, finding.params, finding.message)
            if finding.fix:
                fix = translate_fix(finding.code, finding.params, finding.fix)
                text += "\n" + self.tr("Fix: %1").replace("%1", fix)
            item = QListWidgetItem(icon(f"severity-{finding.severity.value}"), text)
            item.setToolTip(finding.source or finding.code)
            self.list_widget.addItem(item)
        self._add_passed()

    def _add_passed(self) -> None:
        for check in self.passed:
            text = translate_code(check.code, check.params, check.message)
            self.list_widget.addItem(QListWidgetItem(icon("severity-ok"), text))
