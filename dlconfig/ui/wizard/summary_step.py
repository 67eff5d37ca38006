"""Summary and export: the plan in brief, then folder, language, files, and a progress bar."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QThreadPool, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dlconfig.ui.apply_panel import ApplyPanel
from dlconfig.ui.export_task import FILE_GROUPS
from dlconfig.ui.i18n import LANGUAGE_NAMES, LANGUAGES, language_for_locale
from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.reason_text import translate_conflict
from dlconfig.ui.units import hours_text, number_text, usd_text
from dlconfig.ui.wizard import choices
from dlconfig.ui.wizard.infra_step import place_name, provider_name
from dlconfig.ui.wizard.visible_render import render_when_visible
from dlconfig.ui.wizard.workload_step import gpu_name

if TYPE_CHECKING:
    from dlconfig.models.plan import Plan
    from dlconfig.services import Settings
    from dlconfig.ui.settings_view_model import SettingsViewModel


class SummaryStepPage(QWidget):
    """The last page of the wizard."""

    def __init__(  # noqa: PLR0915 - lays out the page's widgets in reading order
        self,
        plan: PlanViewModel,
        pool: QThreadPool,
        settings: SettingsViewModel | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._plan = plan
        self._settings = settings
        self.last_folder: Path | None = None
        self.is_exporting = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary_view = QTextBrowser()
        self.summary_view.setOpenExternalLinks(True)
        layout.addWidget(self.summary_view, 3)
        right_host = QWidget()
        right = QVBoxLayout(right_host)
        right.setContentsMargins(0, 0, 0, 0)
        self.export_title = QLabel()
        self.export_title.setObjectName("cardTitle")
        right.addWidget(self.export_title)
        form = QFormLayout()
        folder_row = QHBoxLayout()
        self._shown_default = self._default_folder()
        self.folder_edit = QLineEdit(self._shown_default)
        if settings is not None:
            settings.state_changed.connect(self._on_settings_state_changed)
        self.browse_button = QPushButton()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(self.browse_button)
        self.folder_label = QLabel()
        form.addRow(self.folder_label, folder_row)
        self.language_combo = QComboBox()
        for code in LANGUAGES:
            self.language_combo.addItem(LANGUAGE_NAMES[code], code)
        # The files are written in the app's language unless the user picks another.
        current = language_for_locale(QLocale().name())
        self.language_combo.setCurrentIndex(max(self.language_combo.findData(current), 0))
        self.language_label = QLabel()
        form.addRow(self.language_label, self.language_combo)
        right.addLayout(form)
        self.files_label = QLabel()
        right.addWidget(self.files_label)
        grid = QGridLayout()
        self.group_boxes: dict[str, QCheckBox] = {}
        for index, group in enumerate(FILE_GROUPS):
            box = QCheckBox()
            box.setChecked(True)
            self.group_boxes[group] = box
            grid.addWidget(box, index // 2, index % 2)
        right.addLayout(grid)
        # Off by default: locking resolves every dependency with uv over the network.
        self.lock_box = QCheckBox()
        right.addWidget(self.lock_box)
        self.export_button = QPushButton()
        self.export_button.setDefault(True)
        right.addWidget(self.export_button)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 100)
        self.progress_bar.setValue(0)
        right.addWidget(self.progress_bar)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        right.addWidget(self.result_label)
        buttons = QHBoxLayout()
        self.open_folder_button = QPushButton()
        self.open_pdf_button = QPushButton()
        self.open_folder_button.setEnabled(False)
        self.open_pdf_button.setEnabled(False)
        buttons.addWidget(self.open_folder_button)
        buttons.addWidget(self.open_pdf_button)
        right.addLayout(buttons)
        # After an export: set the bundle up here (uv), its system steps shown, not run.
        self.apply_panel = ApplyPanel(pool)
        self.apply_panel.set_folder(None)
        right.addWidget(self.apply_panel, 1)
        right.addStretch(1)
        right_host.setMaximumWidth(460)
        layout.addWidget(right_host, 2)
        self.browse_button.clicked.connect(self._on_browse_button_clicked)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.open_folder_button.clicked.connect(self._on_open_folder_button_clicked)
        self.open_pdf_button.clicked.connect(self._on_open_pdf_button_clicked)
        render_when_visible(self, plan, self._on_plan_state_changed)
        plan.export_progressed.connect(self._on_plan_export_progressed)
        plan.export_finished.connect(self._on_plan_export_finished)
        plan.session_started.connect(self._on_session_started)
        plan.export_failed.connect(self._on_plan_export_failed)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def field_names(self) -> dict[str, str]:
        return {}

    def _retranslate(self) -> None:
        self.export_title.setText(self.tr("Export the environment"))
        self.folder_label.setText(self.tr("Folder"))
        self.browse_button.setText(self.tr("Browse…"))
        self.language_label.setText(self.tr("Language of the files"))
        self.files_label.setText(choices.text("report.files"))
        names = {
            "readme": self.tr("README with steps"),
            "locks": self.tr("Lock files"),
            "container": self.tr("Dockerfile and Compose"),
            "kubernetes": self.tr("Kubernetes manifests"),
            "scripts": self.tr("Setup and verify scripts"),
            "report": self.tr("PDF report"),
            "json": self.tr("recommendation.json"),
        }
        for group, box in self.group_boxes.items():
            box.setText(names[group])
        self.lock_box.setText(self.tr("Lock every package with hashes (uv, needs the network)"))
        self.export_button.setText(self.tr("Export"))
        self.open_folder_button.setText(self.tr("Open folder"))
        self.open_pdf_button.setText(self.tr("Open PDF"))
        self._render(self._plan.state)

    def _on_plan_state_changed(self, state: PlanState) -> None:
        exported = getattr(self, "_exported_plan", None)
        if exported is not None and state.plan is not exported and not self.is_exporting:
            self._exported_plan = None  # the files on disk no longer match the plan
            self.progress_bar.setValue(0)
            self.result_label.setText(
                self.tr("The plan changed after the last export: export again to update it.")
            )
        self._render(state)

    def _render(self, state: PlanState) -> None:
        plan = state.plan
        self.export_button.setEnabled(plan is not None and not self.is_exporting)
        if plan is None:
            self.summary_view.setHtml(
                "<p>" + html.escape(state.plan_error_text or self.tr("No plan yet.")) + "</p>"
            )
            return
        w = plan.workload
        rows = [
            (self.tr("Project"), w.name),
            (
                choices.text("step.workload"),
                f"{choices.label(choices.TASKS, w.task.value)} · "
                f"{choices.label(choices.MODES, w.mode.value)} · "
                f"{w.model.preset or number_text(w.model.params_b, 1) + ' B'}",
            ),
        ]
        if plan.requirements is not None:
            rows.append(
                (
                    choices.text("plan.vram_per_gpu"),
                    f"{number_text(plan.requirements.vram_gib_per_gpu, 1)} GiB",
                )
            )
        if plan.hardware is not None:
            chosen = next((o for o in plan.hardware.options if o.is_chosen), None)
            choice = plan.hardware.choice
            gpu = chosen.name if chosen is not None else (choice.gpu or self.tr("CPU only"))
            rows.append(
                (choices.text("step.hardware"), choices.gpu_line(gpu, choice.count, choice.nodes))
            )
            if chosen is not None and chosen.est_hours is not None:
                rows.append((choices.text("plan.est_time"), hours_text(chosen.est_hours)))
        if plan.stack is not None:
            s = plan.stack
            rows.append(
                (
                    self.tr("Software"),
                    f"{s.os} · Python {s.python} · "
                    f"{choices.label(choices.FRAMEWORKS, s.framework.name)} "
                    f"{s.framework.version} · CUDA {s.cuda or '—'}",
                )
            )
        if plan.container is not None:
            rows.append((self.tr("Container"), plan.container.base_image))
        if plan.infra is not None and plan.infra.options:
            rows.extend(self._where_rows(plan))
        body = "<h3>" + html.escape(self.tr("Summary")) + "</h3><table cellpadding='3'>"
        body += (
            "".join(
                f"<tr><td style='color:gray;padding-right:14px'>{html.escape(k)}</td>"
                f"<td><b>{html.escape(v)}</b></td></tr>"
                for k, v in rows
            )
            + "</table>"
        )
        for conflict in plan.conflicts:
            message, _ = translate_conflict(conflict)
            body += "<p style='color:#dc2626'>" + html.escape(message) + "</p>"
        self.summary_view.setHtml(body)

    def _where_rows(self, plan: Plan) -> list[tuple[str, str]]:
        """Where it runs, with the GPUs it runs on there, and what that costs: the
        training run or a month of serving, at list prices of a named date."""
        assert plan.infra is not None
        best = plan.recommended_place() or plan.infra.options[0]
        where_gpu = (
            choices.gpu_line(gpu_name(self._plan, best.gpu), best.gpus or 0, 1)
            if best.gpu
            else None
        )
        where = place_name(self._plan, best)  # "香港 (ap-east-1)" names its code
        parts = [
            choices.label(choices.INFRA_KINDS, best.kind),
            provider_name(self._plan, best.provider),
            best.region if best.region and best.region not in where else None,
            where,
            where_gpu,
        ]
        rows = [(choices.text("plan.where"), " · ".join(x for x in parts if x))]
        if best.run_cost_usd is None:
            cost = choices.text("plan.cost_unpriced")
        else:
            label_id = "plan.cost_run" if best.cost_basis == "run" else "plan.cost_month"
            if best.price_mode in ("owned", "bought"):
                label_id += "_own"
            date = best.prices_as_of or "—"
            cost = choices.text(label_id, usd=usd_text(best.run_cost_usd), date=date)
        rows.append((choices.text("plan.cost"), cost))
        return rows

    def _default_folder(self) -> str:
        """The ``export_dir`` setting (the folder of the last export), else ~/dlconfig-export."""
        chosen = self._settings.state.export_dir if self._settings is not None else None
        return chosen or str(Path.home() / "dlconfig-export")

    def _on_settings_state_changed(self, _settings: Settings) -> None:
        """Follow a new ``export_dir`` unless the user typed another folder here."""
        if self.folder_edit.text() == self._shown_default:
            self._shown_default = self._default_folder()
            self.folder_edit.setText(self._shown_default)

    def _on_browse_button_clicked(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Export to folder"), self.folder_edit.text()
        )
        if folder:
            self.folder_edit.setText(folder)

    def confirm_overwrite(self, folder: Path) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Folder not empty"),
            self.tr(
                "%1 is not empty. The files exported there before are replaced as a whole;"
                " your own files stay, and nothing is changed if the export would overwrite"
                " one of them. Export anyway?"
            ).replace("%1", str(folder)),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _on_export_button_clicked(self) -> None:
        self.start_export()

    def start_export(self) -> bool:
        text = self.folder_edit.text().strip()
        if not text:
            self.result_label.setText(self.tr("Choose a folder first."))
            return False
        folder = Path(text).expanduser()
        force = False
        if folder.is_dir() and any(folder.iterdir()):
            if not self.confirm_overwrite(folder):
                self.result_label.setText(self.tr("Export cancelled; nothing was written."))
                return False
            force = True
        groups = [g for g, box in self.group_boxes.items() if box.isChecked()]
        if not groups:
            self.result_label.setText(self.tr("Choose at least one kind of file."))
            return False
        self.is_exporting = True
        self.export_button.setEnabled(False)
        self.open_folder_button.setEnabled(False)
        self.open_pdf_button.setEnabled(False)
        self.progress_bar.setValue(0)
        self.result_label.setText(self.tr("Exporting…"))
        self._plan.start_export(
            folder,
            str(self.language_combo.currentData()),
            groups,
            force,
            lock=self.lock_box.isChecked(),
        )
        return True

    def _on_plan_export_progressed(self, percent: int, _step: str) -> None:
        self.progress_bar.setValue(percent)

    def _on_plan_export_finished(self, folder: str) -> None:
        self.is_exporting = False
        self.last_folder = Path(folder)
        if self._settings is not None:  # the next export starts from this folder
            self._settings.update(export_dir=folder)
        self.progress_bar.setValue(100)
        self._exported_plan = self._plan.state.plan
        self.result_label.setText(self.tr("Exported to %1").replace("%1", folder))
        self.open_folder_button.setEnabled(True)
        self.open_pdf_button.setEnabled((self.last_folder / "report.pdf").is_file())
        self.apply_panel.set_folder(self.last_folder)
        self._render(self._plan.state)

    def _on_plan_export_failed(self, message: str) -> None:
        self.is_exporting = False
        self.progress_bar.setValue(0)
        self.result_label.setText(self.tr("Export failed: %1").replace("%1", message))
        self._render(self._plan.state)

    def _on_session_started(self) -> None:
        """A new session: the previous export's folder, PDF and set-up are not its own."""
        if self.is_exporting:
            return
        self.last_folder = None
        self._exported_plan = None
        self.progress_bar.setValue(0)
        self.result_label.setText("")
        self.open_folder_button.setEnabled(False)
        self.open_pdf_button.setEnabled(False)
        self.apply_panel.set_folder(None)

    def _open(self, path: Path) -> None:
        """Open ``path`` with the system's viewer; say so when nothing can open it."""
        if not path.exists():
            self.result_label.setText(self.tr("%1 is no longer there.").replace("%1", str(path)))
        elif not QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
            self.result_label.setText(
                self.tr("No program on this system opens %1; it is at %2.")
                .replace("%1", path.name)
                .replace("%2", str(path))
            )

    def _on_open_folder_button_clicked(self) -> None:
        if self.last_folder is not None:
            self._open(self.last_folder)

    def _on_open_pdf_button_clicked(self) -> None:
        if self.last_folder is not None:
            self._open(self.last_folder / "report.pdf")
