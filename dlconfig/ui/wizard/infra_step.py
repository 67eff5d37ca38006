"""Step 5, Infrastructure: where the data and users are, rules that apply; regions and costs."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QCompleter,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dlconfig.models.infra import DISCLAIMER_CODE, InfraOption
from dlconfig.ui.i18n import language_for_locale
from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.reason_text import translate_code
from dlconfig.ui.units import number_text, usd_text
from dlconfig.ui.wizard import choices
from dlconfig.ui.wizard.fields import FieldBinder, mark
from dlconfig.ui.wizard.reasons_view import show_html
from dlconfig.ui.wizard.visible_render import render_when_visible
from dlconfig.ui.wizard.workload_step import gpu_name

OWNING_FIELDS = (
    "location.power_usd_per_kwh",
    "location.pue",
    "location.rack_usd_per_month",
    "location.amortisation_years",
)
# the team's places: provider lists (comma-separated ids), the GPUs it owns and, when
# they are a Slurm cluster's nodes, the partition and GRES type the job asks for
LIST_FIELDS = ("providers", "avoid_providers", "owned_gpu", "owned_count", "owned_machines")
SLURM_FIELDS = ("slurm_partition", "slurm_gpu_type")
FIELDS = (
    "location.data",
    "location.users",
    "location.owns_hardware",
    "compliance",
    *OWNING_FIELDS,
    "providers",
    "avoid_providers",
    "owned",
)


def city_names(plan: PlanViewModel) -> list[str]:
    """City names from the knowledge base, for completion (empty when unreadable)."""
    from dlconfig.services import KbError, city_names as catalog_city_names

    try:
        return catalog_city_names(plan.kb)
    except KbError:  # completion is a convenience; typing a name still works
        return []


def place_name(plan: PlanViewModel, option: InfraOption) -> str:
    """Where ``option`` stands in the app's language ("香港 (ap-east-1)" in Chinese)."""
    from dlconfig.services import KbError, place_name as catalog_place_name

    try:
        name = catalog_place_name(plan.kb, option, language_for_locale(QLocale().name()))
    except KbError:  # the plan's own words stand in
        name = None
    return name or option.city or option.country or ""


def provider_name(plan: PlanViewModel, provider_id: str | None) -> str:
    """A provider's catalog name ("Amazon Web Services"), never its id when known."""
    from dlconfig.services import KbError, provider_name as catalog_provider_name

    if not provider_id:
        return ""
    try:
        return catalog_provider_name(plan.kb, provider_id)
    except KbError:  # the id stands in
        return provider_id


def owning_defaults(plan: PlanViewModel) -> dict[str, str]:
    """The owning-cost defaults the plan uses when a field is empty, as placeholder text."""
    from dlconfig.services import KbError, owning_cost_defaults

    try:
        return {f"location.{k}": f"{v:g}" for k, v in owning_cost_defaults(plan.kb).items()}
    except KbError:  # a placeholder is a hint; the plan still names its default
        return {}


class NumberItem(QTableWidgetItem):
    """A cell that sorts by its number, not its text (None sorts last)."""

    def __init__(self, text: str, value: float | None) -> None:
        super().__init__(text)
        self.value = value

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine = self.value if self.value is not None else float("inf")
        theirs = getattr(other, "value", None)
        return mine < (theirs if theirs is not None else float("inf"))


# The table's columns, left to right (their headers are set in showEvent).
COLUMNS = (
    "rank",
    "where",
    "provider",
    "instance",
    "latency_data",
    "latency_users",
    "run_cost",
    "month_cost",
)


class InfraStepPage(QWidget):
    """Location and rules on the left, ranked places with latency and cost on the right."""

    def __init__(self, plan: PlanViewModel, parent: QWidget | None = None) -> None:  # noqa: PLR0915 - lays out the page's widgets in reading order
        super().__init__(parent)
        self._plan = plan
        self.binder = FieldBinder(plan)
        self._has_sorted = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        form_host = QWidget()
        form = QFormLayout(form_host)
        self.data_edit = QLineEdit()
        self.users_edit = QLineEdit()
        self.owns_box = QCheckBox()
        self.binder.line(self.data_edit, "location.data", str, optional=True)
        self.binder.line(self.users_edit, "location.users", str, optional=True)
        self.binder.check(self.owns_box, "location.owns_hardware")
        self.data_label, self.users_label = QLabel(), QLabel()
        self.rules_label = QLabel()
        form.addRow(self.data_label, self.data_edit)
        form.addRow(self.users_label, self.users_edit)
        form.addRow(self.owns_box)
        # Owning costs: empty takes the knowledge base's sourced default (placeholder).
        self.owning_edits: dict[str, QLineEdit] = {}
        self.owning_labels: dict[str, QLabel] = {}
        for field in OWNING_FIELDS:
            edit, label = QLineEdit(), QLabel()
            self.binder.line(edit, field, float, optional=True)
            self.owning_edits[field], self.owning_labels[field] = edit, label
            form.addRow(label, edit)
        self.providers_edit, self.avoid_edit = QLineEdit(), QLineEdit()
        self.owned_gpu_edit, self.owned_count_edit = QLineEdit(), QLineEdit()
        self.owned_machines_edit = QLineEdit()
        self.slurm_box = QCheckBox()
        self.slurm_edits = {name: QLineEdit() for name in SLURM_FIELDS}
        self.providers_edit.editingFinished.connect(self._on_providers_edit_finished)
        self.avoid_edit.editingFinished.connect(self._on_providers_edit_finished)
        self.owned_gpu_edit.editingFinished.connect(self._on_owned_edit_finished)
        self.owned_count_edit.editingFinished.connect(self._on_owned_edit_finished)
        self.owned_machines_edit.editingFinished.connect(self._on_owned_edit_finished)
        self.slurm_box.toggled.connect(self._on_slurm_box_toggled)
        for edit in self.slurm_edits.values():
            edit.editingFinished.connect(self._on_owned_edit_finished)
        self.list_labels = {name: QLabel() for name in (*LIST_FIELDS, *SLURM_FIELDS)}
        form.addRow(self.list_labels["providers"], self.providers_edit)
        form.addRow(self.list_labels["avoid_providers"], self.avoid_edit)
        form.addRow(self.list_labels["owned_gpu"], self.owned_gpu_edit)
        form.addRow(self.list_labels["owned_count"], self.owned_count_edit)
        form.addRow(self.list_labels["owned_machines"], self.owned_machines_edit)
        form.addRow(self.slurm_box)
        for name, edit in self.slurm_edits.items():
            form.addRow(self.list_labels[name], edit)
        form.addRow(self.rules_label)
        rules = QGridLayout()
        self.rule_boxes: dict[str, QCheckBox] = {}
        for index, code in enumerate(choices.codes(choices.COMPLIANCE)):
            box = QCheckBox()
            box.toggled.connect(self._on_rule_box_toggled)
            self.rule_boxes[code] = box
            rules.addWidget(box, index // 2, index % 2)
        form.addRow(rules)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        form.addRow(self.error_label)
        form_host.setMinimumWidth(300)
        form_host.setMaximumWidth(420)
        layout.addWidget(form_host)
        right = QVBoxLayout()
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        right.addWidget(self.status_label)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setSortingEnabled(True)
        if not self._has_sorted:
            self.table.sortItems(0, Qt.SortOrder.AscendingOrder)
            self._has_sorted = True
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        # Every column on screen (no sideways scrolling): the instance column takes what is
        # left and elides in the middle, each cell's full text is its tooltip, and the
        # selected row's reasons and notes are below the table.
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(36)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for name in ("where", "provider", "instance"):  # the text columns share the rest
            header.setSectionResizeMode(COLUMNS.index(name), QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.itemSelectionChanged.connect(self._show_detail)
        right.addWidget(self.table, 3)
        self.detail_view = QTextBrowser()
        self.detail_view.setOpenExternalLinks(True)
        right.addWidget(self.detail_view, 1)
        pick_row = QHBoxLayout()
        self.use_button = QPushButton()
        self.use_button.clicked.connect(self._on_use_button_clicked)
        self.clear_pick_button = QPushButton()
        self.clear_pick_button.clicked.connect(self._on_clear_pick_button_clicked)
        pick_row.addWidget(self.use_button)
        pick_row.addWidget(self.clear_pick_button)
        pick_row.addStretch(1)
        right.addLayout(pick_row)
        self.disclaimer_label = QLabel()
        self.disclaimer_label.setObjectName("muted")
        self.disclaimer_label.setWordWrap(True)
        right.addWidget(self.disclaimer_label)
        layout.addLayout(right, 1)
        render_when_visible(self, plan, self._on_plan_state_changed)
        self._retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.data_edit.completer() is None:
            names = city_names(self._plan)
            for edit in (self.data_edit, self.users_edit):
                completer = QCompleter(names, edit)
                completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
                completer.setFilterMode(Qt.MatchFlag.MatchContains)
                edit.setCompleter(completer)

    def _on_providers_edit_finished(self) -> None:
        def ids(text: str) -> list[str]:
            return [p.strip().lower() for p in text.replace(";", ",").split(",") if p.strip()]

        changes = {
            "providers": ids(self.providers_edit.text()),
            "avoid_providers": ids(self.avoid_edit.text()),
        }
        workload = self._plan.state.workload
        if changes != {
            "providers": workload.providers,
            "avoid_providers": workload.avoid_providers,
        }:
            self._plan.set_fields(changes)

    def _on_owned_edit_finished(self) -> None:
        """The GPUs owned as the form has them; what the form does not show (CPU cores,
        RAM, disk, the Slurm account) stays as the workload has it."""
        current = self._plan.state.workload.owned
        before = current.model_dump(exclude_none=True) if current else None
        gpu = self.owned_gpu_edit.text().strip()
        owned: dict[str, object] | None = None
        if gpu:
            owned = {**(before or {}), "gpu": gpu}
            for key, edit in (
                ("count", self.owned_count_edit),
                ("machines", self.owned_machines_edit),
            ):
                text = edit.text().strip()
                owned[key] = int(text) if text.isdigit() else text or 1
            if self.slurm_box.isChecked():
                slurm = (
                    dict(current.slurm.model_dump(exclude_none=True))
                    if current and current.slurm
                    else {}
                )
                for name, edit in self.slurm_edits.items():
                    key = name.removeprefix("slurm_")
                    text = edit.text().strip()
                    if text:
                        slurm[key] = text
                    else:
                        slurm.pop(key, None)
                owned["slurm"] = slurm
            else:
                owned.pop("slurm", None)
        if before != owned:
            self._plan.set_fields({"owned": owned})

    def _team_widgets(self) -> dict[str, QWidget]:
        """The GPUs-owned edits by the workload field their text goes to."""
        return {
            "owned": self.owned_gpu_edit,
            "owned.gpu": self.owned_gpu_edit,
            "owned.count": self.owned_count_edit,
            "owned.machines": self.owned_machines_edit,
            **{
                "owned.slurm." + name.removeprefix("slurm_"): edit
                for name, edit in self.slurm_edits.items()
            },
        }

    def _mark_team_fields(self, state: PlanState) -> dict[str, str]:
        """Marks the GPUs-owned edits whose value the workload refuses; field -> message."""
        messages: dict[str, str] = {}
        marked: dict[QWidget, str | None] = {}
        for field, widget in self._team_widgets().items():
            message = state.input_errors.get(field)
            if message:
                messages[field] = message
            marked[widget] = marked.get(widget) or message
        for widget, message in marked.items():
            mark(widget, message)
        return messages

    def _on_slurm_box_toggled(self, checked: bool) -> None:
        for edit in self.slurm_edits.values():
            edit.setEnabled(checked)
        self._on_owned_edit_finished()

    def _on_use_button_clicked(self) -> None:
        """Keep the selected place's candidate as the user's choice."""
        rows = self.table.selectionModel().selectedRows()
        infra = self._plan.state.plan.infra if self._plan.state.plan is not None else None
        if not rows or infra is None:
            return
        item = self.table.item(rows[0].row(), 0)
        index = int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else -1
        if not 0 <= index < len(infra.options):
            return
        option = infra.options[index]
        if option.is_excluded or not option.place_key or not option.gpu:
            return
        pin = {
            "gpu": option.gpu,
            "count": option.gpus_per_node or 1,
            "nodes": option.nodes or 1,
            "place": option.place_key,
        }
        self._plan.set_fields({"pinned": pin})

    def _on_clear_pick_button_clicked(self) -> None:
        self._plan.set_fields({"pinned": None})

    def _on_rule_box_toggled(self, _checked: bool) -> None:
        chosen = [code for code, box in self.rule_boxes.items() if box.isChecked()]
        if chosen != list(self._plan.state.workload.compliance):
            self._plan.set_fields({"compliance": chosen})

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def field_names(self) -> dict[str, str]:
        return {
            "location.data": self.data_label.text(),
            "location.users": self.users_label.text(),
            "compliance": self.rules_label.text(),
            **{field: label.text() for field, label in self.owning_labels.items()},
            **{field: label.text() for field, label in self.list_labels.items()},
            "owned": self.list_labels["owned_gpu"].text(),
            "owned.gpu": self.list_labels["owned_gpu"].text(),
            "owned.count": self.list_labels["owned_count"].text(),
            "owned.machines": self.list_labels["owned_machines"].text(),
            "owned.slurm": self.slurm_box.text(),
            **{
                "owned.slurm." + name.removeprefix("slurm_"): self.list_labels[name].text()
                for name in SLURM_FIELDS
            },
        }

    def _retranslate(self) -> None:
        self.data_label.setText(self.tr("Data is in (city)"))
        self.users_label.setText(self.tr("Users are in (city)"))
        self.data_edit.setPlaceholderText(self.tr("e.g. Frankfurt"))
        self.users_edit.setPlaceholderText(self.tr("e.g. Hong Kong"))
        self.owns_box.setText(self.tr("We own suitable hardware"))
        self.rules_label.setText(self.tr("Rules that apply to the data"))
        for field, label in self.list_labels.items():
            label.setText(choices.text("field." + field))
        self.providers_edit.setPlaceholderText(self.tr("any, e.g. aws, gcp"))
        self.avoid_edit.setPlaceholderText(self.tr("none"))
        self.owned_gpu_edit.setPlaceholderText(self.tr("none, e.g. RTX 3090"))
        self.owned_count_edit.setPlaceholderText("1")
        self.owned_machines_edit.setPlaceholderText("1")
        self.slurm_box.setText(choices.text("field.owned_slurm"))
        self.slurm_edits["slurm_partition"].setPlaceholderText(self.tr("the cluster's default"))
        self.slurm_edits["slurm_gpu_type"].setPlaceholderText(self.tr("any, e.g. a100"))
        self.use_button.setText(self.tr("Use this one"))
        self.use_button.setToolTip(self.tr("Keep the selected place as the plan's choice"))
        self.clear_pick_button.setText(self.tr("Let the plan choose"))
        for field, label in self.owning_labels.items():
            label.setText(choices.text("field." + field.removeprefix("location.")))
        defaults = owning_defaults(self._plan)
        for field, edit in self.owning_edits.items():
            edit.setPlaceholderText(defaults.get(field, ""))
        for code, box in self.rule_boxes.items():
            box.setText(choices.label(choices.COMPLIANCE, code))
        numbers = [
            self.tr("Latency to data"),
            self.tr("Latency to users"),
            self.tr("Training cost"),
            self.tr("Monthly cost"),
        ]
        # the figures' headings on two lines (at their first space): narrow columns
        self.table.setHorizontalHeaderLabels(
            [
                "#",
                choices.text("plan.where"),
                self.tr("Provider"),
                choices.text("plan.instance"),
                *(text.replace(" ", "\n", 1) for text in numbers),
            ]
        )
        self._render(self._plan.state)

    def _on_plan_state_changed(self, state: PlanState) -> None:
        self._render(state)

    def _selected_option(self) -> InfraOption | None:
        """The selected row's option (the chosen one when nothing is selected)."""
        options = getattr(self, "_options", [])
        model = self.table.selectionModel()
        rows = model.selectedRows() if model is not None else []
        if rows:
            item = self.table.item(rows[0].row(), 0)
            index = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
            if isinstance(index, int) and 0 <= index < len(options):
                return options[index]
        return next((o for o in options if o.is_chosen), options[0] if options else None)

    def _show_detail(self) -> None:
        """The row's reasons (why it ranks where it does, or why it is excluded) and notes."""
        option = self._selected_option()
        if option is None:
            self.detail_view.clear()
            return
        title = place_name(self._plan, option) or choices.label(choices.INFRA_KINDS, option.kind)
        lines = [translate_code(r.code, r.params, r.text) for r in option.reasons]
        lines += option.needs
        if option.is_excluded:
            lines.insert(0, self.tr("Excluded: it cannot run this workload under the rules set."))
        body = "".join(f"<li>{html.escape(line)}</li>" for line in lines if line)
        listing = f"<ul style='margin-left:-20px'>{body}</ul>" if body else ""
        show_html(self.detail_view, f"<b>{html.escape(title)}</b>{listing}")

    def _render_team(self, state: PlanState) -> None:
        """The provider lists and the GPUs owned, as the workload has them."""
        workload = state.workload
        for edit, values in (
            (self.providers_edit, workload.providers),
            (self.avoid_edit, workload.avoid_providers),
        ):
            if not edit.hasFocus():
                edit.setText(", ".join(values))
        owned = workload.owned
        if not self.owned_gpu_edit.hasFocus():
            self.owned_gpu_edit.setText(owned.gpu if owned else "")
        if not self.owned_count_edit.hasFocus():
            self.owned_count_edit.setText(str(owned.count) if owned else "")
        if not self.owned_machines_edit.hasFocus():
            self.owned_machines_edit.setText(str(owned.machines) if owned else "")
        slurm = owned.slurm if owned else None
        if self.slurm_box.isChecked() != (slurm is not None):
            self.slurm_box.blockSignals(True)
            self.slurm_box.setChecked(slurm is not None)
            self.slurm_box.blockSignals(False)
        for name, edit in self.slurm_edits.items():
            edit.setEnabled(slurm is not None)
            if not edit.hasFocus():
                edit.setText((getattr(slurm, name.removeprefix("slurm_")) or "") if slurm else "")
        self.clear_pick_button.setVisible(workload.pinned is not None)

    def _render(self, state: PlanState) -> None:
        for code, box in self.rule_boxes.items():
            wanted = code in state.workload.compliance
            if box.isChecked() != wanted:
                box.blockSignals(True)
                box.setChecked(wanted)
                box.blockSignals(False)
        errors = self.binder.update(state)
        errors.update(self._mark_team_fields(state))
        names = self.field_names()
        self.error_label.setText("\n".join(f"{names.get(k, k)}: {m}" for k, m in errors.items()))
        self.error_label.setVisible(bool(errors))
        infra = state.plan.infra if state.plan is not None else None
        if infra is None:
            self.table.setRowCount(0)
            self.disclaimer_label.setText("")
            if errors:  # the field to fix is on this step, not an earlier one
                status = self.tr("Fix the marked fields on this step to compare places.")
            else:
                status = state.plan_error_text or self.tr("Waiting for the earlier steps.")
            self.status_label.setText(status)
            return
        self.status_label.setText(
            self.tr("%n places compared, best first.", "", len(infra.options))
            if len(infra.options) != 1
            else self.tr("One place compared.")
        )
        self.disclaimer_label.setText(translate_code(DISCLAIMER_CODE, {}, infra.disclaimer))
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(infra.options))
        self._render_team(state)
        self._options = list(infra.options)
        for row, option in enumerate(infra.options):
            where = place_name(self._plan, option)
            kind = choices.label(choices.INFRA_KINDS, option.kind)
            instance = option.instance_type or ""
            if option.gpus and option.gpu:
                gpu = gpu_name(self._plan, option.gpu)
                instance = f"{instance} ({option.gpus} × {gpu})".strip()
            rank = NumberItem(f"{row + 1} ★" if option.is_chosen else str(row + 1), float(row))
            rank.setData(Qt.ItemDataRole.UserRole, row)
            if option.is_excluded:
                rank.setText(f"{rank.text()} ✘")
            cells = [
                rank,
                QTableWidgetItem(f"{kind}: {where}" if where else kind),
                QTableWidgetItem(provider_name(self._plan, option.provider)),
                QTableWidgetItem(instance),
                NumberItem(
                    f"{number_text(option.latency_data_ms, 0)} ms"
                    if option.latency_data_ms is not None
                    else "—",
                    option.latency_data_ms,
                ),
                NumberItem(
                    f"{number_text(option.latency_users_ms, 0)} ms"
                    if option.latency_users_ms is not None
                    else "—",
                    option.latency_users_ms,
                ),
                NumberItem(usd_text(option.train_cost_usd), option.train_cost_usd),
                NumberItem(usd_text(option.monthly_cost_usd), option.monthly_cost_usd),
            ]
            for column, cell in enumerate(cells):
                cell.setToolTip(cell.text())
                if option.is_chosen:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                self.table.setItem(row, column, cell)
        self.table.setSortingEnabled(True)
        # a figure no row has (no city given, no monthly cost) takes no room
        for name, value in (
            ("latency_data", lambda o: o.latency_data_ms),
            ("latency_users", lambda o: o.latency_users_ms),
            ("run_cost", lambda o: o.train_cost_usd),
            ("month_cost", lambda o: o.monthly_cost_usd),
        ):
            empty = all(value(o) is None for o in infra.options)
            self.table.setColumnHidden(COLUMNS.index(name), empty)
        self._show_detail()
