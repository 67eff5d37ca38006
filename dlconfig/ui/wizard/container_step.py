"""Step 4, Containers: read-only previews of the Dockerfile, Compose and Kubernetes files."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QThreadPool, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dlconfig.models.plan import Plan
from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.wizard import choices
from dlconfig.ui.wizard.reasons_view import failure_html, reasons_html
from dlconfig.ui.wizard.visible_render import render_when_visible
from dlconfig.ui.workers import start_task


def render_previews(plan: Plan, kb: Any) -> tuple[Plan, dict[str, str]]:
    """``plan`` and its Dockerfile, compose.yaml and k8s/*.yaml as the export would write
    them. Runs on the pool."""
    from dlconfig.services import preview_files

    return plan, preview_files(plan, kb)


class ContainerStepPage(QWidget):
    """The container plan's choices and the files it leads to (rendered on the pool, only
    when shown; a newer plan's previews replace an older one's)."""

    def __init__(
        self, plan: PlanViewModel, pool: QThreadPool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._plan = plan
        self._pool = pool
        self._tasks: list[object] = []
        self._rendered_for: Plan | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary_view = QTextBrowser()
        self.summary_view.setOpenExternalLinks(True)
        self.summary_view.setMaximumHeight(220)
        layout.addWidget(self.summary_view)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.note_label = QLabel()
        self.note_label.setObjectName("muted")
        layout.addWidget(self.note_label)
        self.editors: dict[str, QPlainTextEdit] = {}
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(0)
        self._refresh.timeout.connect(self._on_refresh_timeout)
        render_when_visible(self, plan, self._on_plan_state_changed)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._refresh.start()

    def field_names(self) -> dict[str, str]:
        return {}

    def _retranslate(self) -> None:
        self.note_label.setText(self.tr("Read-only previews; the export writes these files."))
        self._render_summary(self._plan.state)

    def _on_plan_state_changed(self, state: PlanState) -> None:
        self._render_summary(state)
        if self.isVisible():
            self._refresh.start()

    def _render_summary(self, state: PlanState) -> None:
        spec = state.plan.container if state.plan is not None else None
        if spec is None:
            failure = state.plan_error_text
            text = (
                failure_html(failure)
                if failure
                else "<p>"
                + html.escape(
                    self.tr("No container plan: the software stack step has no answer yet.")
                )
                + "</p>"
            )
            self.summary_view.setHtml(text)
            return
        stage_labels = {
            "serving": self.tr("Serving image"),
            "build": self.tr("Build image"),
            "runtime": self.tr("Runtime image"),
        }
        rows = [(stage_labels[k], image) for k, image in spec.dockerfile_images().items()]
        rows += [
            (choices.text("field.gpus_nodes"), f"{spec.gpus_per_node} × {spec.nodes}"),
            (self.tr("Kubernetes kind"), spec.k8s_kind),
        ]
        if spec.multi_node_engine:
            rows.append(
                (
                    self.tr("Multi-node engine"),
                    f"{spec.multi_node_engine} {spec.operator_version or ''}".strip(),
                )
            )
        table = (
            "<table cellpadding='2'>"
            + "".join(
                f"<tr><td style='color:gray;padding-right:12px'>{html.escape(k)}</td>"
                f"<td><b>{html.escape(v)}</b></td></tr>"
                for k, v in rows
            )
            + "</table>"
        )
        self.summary_view.setHtml(table + reasons_html(spec.reasons, choices.text("plan.why")))

    def _on_refresh_timeout(self) -> None:
        plan = self._plan.state.plan
        if plan is None or plan is self._rendered_for:
            return
        self._rendered_for = plan
        self._tasks = [
            start_task(
                self._pool,
                render_previews,
                plan,
                self._plan.kb,
                on_finished=self._on_preview_task_finished,
                on_failed=self._on_preview_task_failed,
            )
        ]

    def _on_preview_task_finished(self, result: object) -> None:
        plan, files = result  # type: ignore[misc]
        if plan is self._rendered_for:  # previews of an older plan are dropped
            self._show_files(files, None)

    def _on_preview_task_failed(self, message: str) -> None:
        # A preview failure must not break the wizard; it says why instead.
        self._show_files({}, message)

    def _show_files(self, files: dict[str, str], problem: str | None) -> None:
        current = self.tabs.tabText(self.tabs.currentIndex()) if self.tabs.count() else ""
        for name in list(self.editors):
            if name not in files:
                index = self.tabs.indexOf(self.editors.pop(name))
                self.tabs.removeTab(index)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        for name, content in files.items():
            editor = self.editors.get(name)
            if editor is None:
                editor = QPlainTextEdit()
                editor.setReadOnly(True)
                editor.setObjectName("code")
                editor.setFont(font)
                editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
                self.editors[name] = editor
                self.tabs.addTab(editor, name)
            if editor.toPlainText() != content:
                editor.setPlainText(content)
        if problem:
            self.note_label.setText(self.tr("Previews unavailable: %1").replace("%1", problem))
        else:
            self.note_label.setText(self.tr("Read-only previews; the export writes these files."))
        for index in range(self.tabs.count()):
            if self.tabs.tabText(index) == current:
                self.tabs.setCurrentIndex(index)
