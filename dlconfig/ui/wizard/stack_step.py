"""Step 3, OS and software stack: chosen versions with reasons, alternatives, WSL2 steps."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QWidget,
)

from dlconfig.models.stack import Stack
from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.reason_text import translate_code, translate_conflict
from dlconfig.ui.wizard import choices
from dlconfig.ui.wizard.fields import FieldBinder
from dlconfig.ui.wizard.reasons_view import failure_html, reasons_html
from dlconfig.ui.wizard.visible_render import render_when_visible

FIELDS = ("framework", "framework_version", "python", "env_manager", "target", "notebook")


class StackStepPage(QWidget):
    """Framework, Python, environment manager and target; the resolved stack beside them."""

    def __init__(self, plan: PlanViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plan = plan
        self.binder = FieldBinder(plan)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        form_host = QWidget()
        form = QFormLayout(form_host)
        self.target_combo = QComboBox()
        self.framework_combo = QComboBox()
        self.version_edit = QLineEdit()
        self.python_edit = QLineEdit()
        self.env_combo = QComboBox()
        self.binder.combo(self.target_combo, "target", choices.TARGETS)
        self.binder.combo(self.framework_combo, "framework", choices.FRAMEWORKS)
        self.binder.line(self.version_edit, "framework_version", str, optional=True)
        self.binder.line(self.python_edit, "python", str, optional=True)
        self.binder.combo(self.env_combo, "env_manager", choices.ENV_MANAGERS)
        self.notebook_box = QCheckBox()
        self.binder.check(self.notebook_box, "notebook")
        self.labels = {key: QLabel() for key in FIELDS}
        for key, widget in (
            ("target", self.target_combo),
            ("framework", self.framework_combo),
            ("framework_version", self.version_edit),
            ("python", self.python_edit),
            ("env_manager", self.env_combo),
            ("notebook", self.notebook_box),
        ):
            form.addRow(self.labels[key], widget)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        form.addRow(self.error_label)
        form_host.setMinimumWidth(300)
        form_host.setMaximumWidth(400)
        layout.addWidget(form_host)
        self.result_view = QTextBrowser()
        self.result_view.setOpenExternalLinks(True)
        layout.addWidget(self.result_view, 1)
        render_when_visible(self, plan, self._on_plan_state_changed)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def field_names(self) -> dict[str, str]:
        return {key: label.text() for key, label in self.labels.items()}

    def _retranslate(self) -> None:
        for key, label in self.labels.items():
            label.setText(choices.text(f"field.{key}"))
        self.version_edit.setPlaceholderText(self.tr("newest that fits"))
        self.python_edit.setPlaceholderText(self.tr("e.g. 3.12; empty: best fit"))
        self.binder.retranslate()
        self._render(self._plan.state)

    def _on_plan_state_changed(self, state: PlanState) -> None:
        self._render(state)

    def _render(self, state: PlanState) -> None:
        errors = self.binder.update(state)
        names = self.field_names()
        self.error_label.setText("\n".join(f"{names.get(k, k)}: {m}" for k, m in errors.items()))
        self.error_label.setVisible(bool(errors))
        plan = state.plan
        body = ""
        for conflict in plan.conflicts if plan is not None else []:
            message, suggestions = translate_conflict(conflict)
            body += (
                "<p style='color:#dc2626'><b>"
                + html.escape(self.tr("No stack fits:"))
                + "</b> "
                + html.escape(message)
                + "</p>"
            )
            if suggestions:
                body += (
                    "<ul>" + "".join(f"<li>{html.escape(s)}</li>" for s in suggestions) + "</ul>"
                )
        stack = plan.stack if plan is not None else None
        if stack is None:
            failure = state.plan_error_text if plan is None else None
            if failure:
                body += failure_html(failure)
            elif not body:
                body = "<p>" + html.escape(self.tr("Waiting for the hardware step.")) + "</p>"
            self.result_view.setHtml(body)
            return
        self.result_view.setHtml(body + self._stack_html(stack))

    def _stack_html(self, stack: Stack) -> str:
        dash = "—"
        rows = [
            (choices.text("plan.os"), stack.os),
            (choices.text("plan.driver_min"), stack.driver_min or dash),
            (choices.text("plan.cuda"), stack.cuda or self.tr("none (CPU or Apple GPU)")),
            (self.tr("cuDNN"), stack.cudnn or dash),
            (choices.text("field.python"), stack.python),
            (
                choices.text("field.framework"),
                f"{choices.label(choices.FRAMEWORKS, stack.framework.name)} "
                f"{stack.framework.version}"
                + (f" ({stack.framework.variant})" if stack.framework.variant else ""),
            ),
            (
                choices.text("field.env_manager"),
                choices.label(choices.ENV_MANAGERS, stack.env_manager.value),
            ),
        ]
        rows += [(p.name, p.version) for p in stack.packages]
        out = "<h3>" + html.escape(self.tr("Chosen versions")) + "</h3><table cellpadding='3'>"
        out += "".join(
            f"<tr><td style='color:gray;padding-right:14px'>{html.escape(k)}</td>"
            f"<td><b>{html.escape(v)}</b></td></tr>"
            for k, v in rows
        )
        out += "</table>"
        if stack.index_url:
            out += (
                "<p>"
                + html.escape(self.tr("Package index: %1").replace("%1", stack.index_url))
                + "</p>"
            )
        out += reasons_html(stack.reasons, self.tr("Reasons and sources"))
        if stack.wsl_steps:
            out += "<h3>" + html.escape(self.tr("Windows: the WSL2 path")) + "</h3><ol>"
            steps = [
                translate_code(r.code, r.params, r.text) for r in stack.wsl_step_reasons
            ] or stack.wsl_steps
            out += "".join(f"<li>{html.escape(step)}</li>" for step in steps)
            out += "</ol>"
        if stack.considered:
            out += "<h3>" + html.escape(self.tr("Alternatives considered")) + "</h3>"
            out += "<table cellpadding='3' border='0'>"
            out += (
                "<tr>"
                + "".join(
                    f"<th align='left'>{html.escape(h)}</th>"
                    for h in (
                        choices.text("field.framework"),
                        self.tr("Variant"),
                        self.tr("Python"),
                        self.tr("CUDA"),
                        self.tr("Outcome"),
                    )
                )
                + "</tr>"
            )
            for candidate in stack.considered[:30]:
                outcome = (
                    self.tr("chosen")
                    if candidate.is_chosen
                    else "; ".join(
                        translate_code(r.code, r.params, r.text) for r in candidate.why_reasons
                    )
                    or candidate.why
                )
                out += (
                    f"<tr><td>{html.escape(candidate.framework_version)}</td>"
                    f"<td>{html.escape(candidate.variant or '')}</td>"
                    f"<td>{html.escape(candidate.python or '')}</td>"
                    f"<td>{html.escape(candidate.cuda or '')}</td>"
                    f"<td>{html.escape(outcome)}</td></tr>"
                )
            out += "</table>"
        return out
