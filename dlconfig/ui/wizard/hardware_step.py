"""Step 2, Hardware: the ranked GPU options (sortable), host needs and this machine's fit."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QSignalBlocker, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dlconfig.models.choice import GpuOption
from dlconfig.models.workload import PriceMode
from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.reason_text import translate_code, translate_label
from dlconfig.ui.units import hours_text, number_text, size_text, storage_kind_text, usd_text
from dlconfig.ui.wizard import choices
from dlconfig.ui.wizard.fields import FieldBinder, mark
from dlconfig.ui.wizard.gpu_options_model import SORT_ROLE, GpuOptionsModel
from dlconfig.ui.wizard.rankings_html import rankings_html
from dlconfig.ui.wizard.reasons_view import failure_html, reasons_html, show_html
from dlconfig.ui.wizard.visible_render import render_when_visible
from dlconfig.ui.wizard.workload_step import gpu_name

FIELDS = (
    "gpu",
    "gpus",
    "nodes",
    "budget_usd",
    "objective",
    "deadline_hours",
    "runs_per_month",
    "price_modes",
)
# the GPU list's last entry: a GPU the catalog lacks, given by its compute capability
OTHER_GPU = "other:compute_capability"


def gpu_catalog_names(plan: PlanViewModel) -> list[tuple[str, str]]:
    """(id, name) of the catalog's GPUs; empty when the catalog cannot be read."""
    from dlconfig.services import KbError, gpu_choices

    try:
        return gpu_choices(plan.kb)
    except KbError:  # the catalog is optional: the matcher picks without it
        return []


class HardwareStepPage(QWidget):
    """GPU choice and counts on the left; options table and reasons on the right."""

    def __init__(self, plan: PlanViewModel, parent: QWidget | None = None) -> None:  # noqa: PLR0915 - lays out the page's widgets in reading order
        super().__init__(parent)
        self._plan = plan
        self.binder = FieldBinder(plan)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        form_host = QWidget()
        form = QFormLayout(form_host)
        self.gpu_combo = QComboBox()
        # Long GPU names must not widen the form until its labels are cut off.
        self.gpu_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.gpu_combo.setMinimumContentsLength(14)
        self.gpu_combo.addItem("", None)
        for gpu_id, name in gpu_catalog_names(plan):
            self.gpu_combo.addItem(name, gpu_id)
        self.gpu_combo.addItem("", OTHER_GPU)
        self.capability_edit = QLineEdit()
        self.capability_edit.editingFinished.connect(self._on_capability_edit_finished)
        self.gpus_edit = QLineEdit()
        self.nodes_edit = QLineEdit()
        self.budget_edit = QLineEdit()
        self.binder.line(self.gpus_edit, "gpus", int, optional=True)
        self.binder.line(self.nodes_edit, "nodes", int)
        self.binder.line(self.budget_edit, "budget_usd", float, optional=True)
        self.objective_combo = QComboBox()
        self.binder.combo(self.objective_combo, "objective", choices.OBJECTIVES)
        self.deadline_edit = QLineEdit()
        self.runs_edit = QLineEdit()
        self.binder.line(self.deadline_edit, "deadline_hours", float, optional=True)
        self.binder.line(self.runs_edit, "runs_per_month", float)
        self.mode_boxes: dict[str, QCheckBox] = {}
        modes_row = QGridLayout()
        # the modes a workload may allow (the label group also names always-on and owned)
        for index, code in enumerate(m.value for m in PriceMode):
            box = QCheckBox()
            box.toggled.connect(self._on_mode_box_toggled)
            self.mode_boxes[code] = box
            modes_row.addWidget(box, index // 2, index % 2)
        self.binder.widgets["price_modes"] = self.mode_boxes["on_demand"]
        self.binder.widgets["gpu"] = self.gpu_combo
        self.binder.widgets["compute_capability"] = self.capability_edit
        self.gpu_combo.currentIndexChanged.connect(self._on_gpu_combo_changed)
        self.gpu_label, self.gpus_label = QLabel(), QLabel()
        self.nodes_label, self.budget_label = QLabel(), QLabel()
        self.capability_label = QLabel()
        form.addRow(self.gpu_label, self.gpu_combo)
        form.addRow(self.capability_label, self.capability_edit)
        self._form = form
        form.addRow(self.gpus_label, self.gpus_edit)
        form.addRow(self.nodes_label, self.nodes_edit)
        form.addRow(self.budget_label, self.budget_edit)
        self.objective_label, self.deadline_label = QLabel(), QLabel()
        self.runs_label, self.modes_label = QLabel(), QLabel()
        form.addRow(self.objective_label, self.objective_combo)
        form.addRow(self.deadline_label, self.deadline_edit)
        form.addRow(self.runs_label, self.runs_edit)
        form.addRow(self.modes_label)
        form.addRow(modes_row)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        form.addRow(self.error_label)
        self.fit_label = QLabel()
        self.fit_label.setWordWrap(True)
        form.addRow(self.fit_label)
        self.host_label = QLabel()
        self.host_label.setWordWrap(True)
        form.addRow(self.host_label)
        form_host.setMinimumWidth(300)
        form_host.setMaximumWidth(420)
        layout.addWidget(form_host)
        right = QSplitter(Qt.Orientation.Vertical)
        table_host = QWidget()
        table_layout = QVBoxLayout(table_host)
        table_layout.setContentsMargins(0, 0, 0, 0)
        self.table_title = QLabel()
        self.table_title.setObjectName("cardTitle")
        self.options_model = GpuOptionsModel(self._cell_texts, self)
        self._sorted = QSortFilterProxyModel(self)
        self._sorted.setSourceModel(self.options_model)
        self._sorted.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setModel(self._sorted)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        # Widths are measured once per language (not on every plan: ResizeToContents
        # measured every cell of every row on each keystroke).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self._has_sized_columns = False
        table_layout.addWidget(self.table_title)
        table_layout.addWidget(self.table)
        pick_row = QHBoxLayout()
        self.use_button = QPushButton()
        self.use_button.clicked.connect(self._on_use_button_clicked)
        self.clear_pick_button = QPushButton()
        self.clear_pick_button.clicked.connect(self._on_clear_pick_button_clicked)
        self.pick_label = QLabel()
        self.pick_label.setWordWrap(True)
        pick_row.addWidget(self.use_button)
        pick_row.addWidget(self.clear_pick_button)
        pick_row.addWidget(self.pick_label, 1)
        table_layout.addLayout(pick_row)
        right.addWidget(table_host)
        self.rankings_view = QTextBrowser()
        right.addWidget(self.rankings_view)
        self.reasons_view = QTextBrowser()
        self.reasons_view.setOpenExternalLinks(True)
        right.addWidget(self.reasons_view)
        right.setSizes([360, 160, 200])
        layout.addWidget(right, 1)
        render_when_visible(self, plan, self._render)
        self._retranslate()

    def _on_mode_box_toggled(self, _checked: bool) -> None:
        chosen = [code for code, box in self.mode_boxes.items() if box.isChecked()]
        if not chosen:  # one mode at least: on demand stays
            with QSignalBlocker(self.mode_boxes["on_demand"]):
                self.mode_boxes["on_demand"].setChecked(True)
            chosen = ["on_demand"]
        if chosen != [m.value for m in self._plan.state.workload.price_modes]:
            self._plan.set_fields({"price_modes": chosen})

    def _on_use_button_clicked(self) -> None:
        """Keep the selected GPU's best candidate as the user's choice."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        option = self.options_model.option(self._sorted.mapToSource(rows[0]).row())
        best = option.best
        if best is None:
            return
        pin = {
            "gpu": best.gpu,
            "count": best.gpus_per_node,
            "nodes": best.nodes,
            "place": best.place,
        }
        self._plan.set_fields({"pinned": pin})

    def _on_clear_pick_button_clicked(self) -> None:
        self._plan.set_fields({"pinned": None})

    def _on_gpu_combo_changed(self, index: int) -> None:
        value = self.gpu_combo.itemData(index)
        if value == OTHER_GPU:
            self._show_capability(True)
            self.capability_edit.setFocus()
            if self.capability_edit.text().strip():
                self._on_capability_edit_finished()
            return
        self._show_capability(False)
        self._plan.set_input_error("compute_capability", None)
        if value != self._plan.state.workload.gpu:
            self._plan.set_fields({"gpu": value})

    def _on_capability_edit_finished(self) -> None:
        from dlconfig.services import CapabilityError, capability_id

        text = self.capability_edit.text().strip()
        if not text:
            return
        try:
            value = capability_id(text)
        except CapabilityError as exc:
            self._plan.set_input_error("compute_capability", str(exc))
            return
        self._plan.set_input_error("compute_capability", None)
        if value != self._plan.state.workload.gpu:
            self._plan.set_fields({"gpu": value})

    def _show_capability(self, visible: bool) -> None:
        self._form.setRowVisible(self.capability_edit, visible)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def field_names(self) -> dict[str, str]:
        return {
            "gpu": self.gpu_label.text(),
            "compute_capability": self.capability_label.text(),
            "gpus": self.gpus_label.text(),
            "nodes": self.nodes_label.text(),
            "budget_usd": self.budget_label.text(),
            "objective": self.objective_label.text(),
            "deadline_hours": self.deadline_label.text(),
            "runs_per_month": self.runs_label.text(),
            "price_modes": self.modes_label.text(),
        }

    def _retranslate(self) -> None:
        self.gpu_label.setText(self.tr("Plan for GPU"))
        self.gpus_label.setText(choices.text("field.gpus"))
        self.nodes_label.setText(choices.text("field.nodes"))
        self.budget_label.setText(self.tr("Budget (USD)"))
        self.budget_edit.setPlaceholderText(self.tr("no limit"))
        self.gpus_edit.setPlaceholderText(self.tr("as many as is best"))
        self.objective_label.setText(choices.text("field.objective"))
        self.deadline_label.setText(choices.text("field.deadline_hours"))
        self.deadline_edit.setPlaceholderText(self.tr("no limit"))
        self.runs_label.setText(choices.text("field.runs_per_month"))
        self.modes_label.setText(choices.text("field.price_modes"))
        for code, box in self.mode_boxes.items():
            box.setText(choices.label(choices.PRICE_MODES, code))
        self.binder.retranslate()
        self.use_button.setText(self.tr("Use this one"))
        self.use_button.setToolTip(
            self.tr("Keep the selected GPU at its best place as the plan's choice (Enter)")
        )
        self.clear_pick_button.setText(self.tr("Let the plan choose"))
        self.gpu_combo.setItemText(0, self.tr("Best fit (recommended)"))
        self.gpu_combo.setItemText(
            self.gpu_combo.count() - 1, self.tr("Other GPU… (by compute capability)")
        )
        self.capability_label.setText(self.tr("Compute capability"))
        self.capability_edit.setPlaceholderText(self.tr("8.6 or sm_86"))
        self.capability_edit.setToolTip(
            self.tr(
                "For a GPU the catalog lacks: the stack is resolved from its compute capability"
                " alone; its memory and speed stay unknown."
            )
        )
        self.table_title.setText(
            self.tr(
                "GPUs, each at its best place and price; ★ the decision (click a column to sort)"
            )
        )
        self.options_model.retranslate(
            [
                "#",
                choices.text("plan.gpu"),
                self.tr("Count"),
                choices.text("plan.fits"),
                self.tr("Needs per GPU (GiB)"),
                self.tr("Time"),
                self.tr("Cost"),
                choices.text("infra_kind.local"),
                choices.text("plan.why"),
            ]
        )
        self._has_sized_columns = False
        self._render(self._plan.state)

    def _cell_texts(self, row: int, option: GpuOption) -> list[str]:
        yes, no = choices.text("plan.yes"), choices.text("plan.no")
        first = option.reasons[0] if option.reasons else None
        # the first reason says why (translated); a bare exclusion keeps its words
        why = (
            translate_code(first.code, first.params, first.text)
            if first
            else option.excluded_because or ""
        )
        best = option.best  # the GPU at its best place: the count it runs on there
        count, nodes = (best.gpus_per_node, best.nodes) if best else (option.count, option.nodes)
        return [
            str(row + 1),
            option.name + ("  ★" if option.is_chosen else ""),
            f"{count}" if nodes == 1 else f"{nodes}×{count}",
            yes if option.fits else no,
            number_text(option.vram_gib_per_gpu, 0),
            hours_text(option.est_hours),
            usd_text(option.best.cost_usd if option.best else None),
            yes if option.is_local else "",
            why,
        ]

    def _render_picks(self, state: PlanState) -> None:
        """The price-mode boxes and the user's pick, as the workload has them."""
        modes = {m.value for m in state.workload.price_modes}
        for code, box in self.mode_boxes.items():
            if box.isChecked() != (code in modes):
                with QSignalBlocker(box):
                    box.setChecked(code in modes)
        pinned = state.workload.pinned
        self.clear_pick_button.setVisible(pinned is not None)
        self.pick_label.setText(
            self.tr("Your pick: %1 × %2 at %3")
            .replace("%1", str(pinned.count * pinned.nodes))
            .replace("%2", gpu_name(self._plan, pinned.gpu))
            .replace("%3", pinned.place)
            if pinned is not None
            else ""
        )

    def _render(self, state: PlanState) -> None:
        gpu = state.workload.gpu
        from dlconfig.services import names_capability

        is_capability = gpu is not None and names_capability(gpu)
        index = self.gpu_combo.findData(OTHER_GPU if is_capability else gpu)
        if is_capability and gpu is not None:
            self._show_capability(True)
            if not self.capability_edit.hasFocus():
                self.capability_edit.setText(gpu)
        elif self.gpu_combo.currentData() != OTHER_GPU:
            self._show_capability(False)
        if index >= 0 and index != self.gpu_combo.currentIndex():
            self.gpu_combo.blockSignals(True)
            self.gpu_combo.setCurrentIndex(index)
            self.gpu_combo.blockSignals(False)
        errors = self.binder.update(state)
        self._render_picks(state)
        if state.workload.gpu is not None and index < 0:
            mark(self.gpu_combo, None)
        names = self.field_names()
        self.error_label.setText("\n".join(f"{names.get(k, k)}: {m}" for k, m in errors.items()))
        self.error_label.setVisible(bool(errors))
        hardware = state.plan.hardware if state.plan is not None else None
        if hardware is None:
            self.options_model.set_options([])
            show_html(self.rankings_view, "")
            self.fit_label.setText("")
            self.host_label.setText("")
            failure = state.plan_error_text
            show_html(self.reasons_view, failure_html(failure) if failure else "")
            return
        if hardware.local_fit is None:
            fit = self.tr("This machine: no NVIDIA GPU to compare.")
        elif hardware.local_fit:
            fit = self.tr("✔ This machine can run this workload.")
        else:
            fit = self.tr("✘ This machine cannot run this workload as planned.")
        self.fit_label.setText(fit)
        host = hardware.host
        if host is not None:

            def ok(value: bool | None) -> str:
                return "" if value is None else (" ✔" if value else " ✘")

            self.host_label.setText(
                "<b>"
                + html.escape(self.tr("Beside the GPUs"))
                + "</b><br>"
                + html.escape(self.tr("CPU cores: %1").replace("%1", str(host.cpu_cores)))
                + ok(host.local_cpu_ok)
                + "<br>"
                + html.escape(self.tr("RAM: %1").replace("%1", size_text(host.ram_gb * 1e9, 0)))
                + ok(host.local_ram_ok)
                + "<br>"
                + html.escape(
                    self.tr("Storage: %1 %2")
                    .replace("%1", size_text(host.storage_gb * 1e9, 0))
                    .replace("%2", storage_kind_text(host.storage_kind))
                )
                + ok(host.local_storage_ok)
                + (
                    "<br>"
                    + html.escape(
                        self.tr("Interconnect: %1").replace(
                            "%1", translate_label(host.interconnect_code, host.interconnect)
                        )
                    )
                    if host.interconnect
                    else ""
                )
            )
        self.options_model.set_options(hardware.options)
        if not self._has_sized_columns and hardware.options:
            self._has_sized_columns = True
            # Fit the figures; the last column (why) stretches over what is left.
            for column in range(self.options_model.columnCount() - 1):
                self.table.resizeColumnToContents(column)
        show_html(self.rankings_view, rankings_html(hardware))
        show_html(self.reasons_view, reasons_html(hardware.reasons, self.tr("Why this choice")))
