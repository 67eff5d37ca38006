"""Step 1, Workload: what to run, and what it needs (VRAM chart, RAM, disk, FLOPs, time)."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dlconfig.i18n.labels import LABELS
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import GIB, Estimate
from dlconfig.ui.plan_view_model import PlanState, PlanViewModel
from dlconfig.ui.reason_text import translate_code
from dlconfig.ui.units import (
    flops_text,
    hours_text,
    number_text,
    quantity_text,
    size_text,
)
from dlconfig.ui.wizard import choices
from dlconfig.ui.wizard.field_visibility import hidden_fields
from dlconfig.ui.wizard.fields import FieldBinder
from dlconfig.ui.wizard.model_picker import ModelPickerWidget
from dlconfig.ui.wizard.reasons_view import failure_html, reasons_html, show_html
from dlconfig.ui.wizard.trace_panel import TracePanel
from dlconfig.ui.wizard.visible_render import render_when_visible
from dlconfig.ui.wizard.vram_chart import VramChartWidget

FIELDS = (
    "name",
    "task",
    "mode",
    "model.preset",
    "model.params_b",
    "precision",
    "optimizer",
    "batch_size",
    "grad_accum",
    "seq_len",
    "image_size",
    "gradient_checkpointing",
    "sharding",
    "dataset_gb",
    "tokens_b",
    "epochs",
    "recipe",
    "offload",
    "lora_rank",
    "lora_targets",
    "context_len",
    "concurrent_requests",
    "model",
)
# The catalogue's label of a field whose id is not "field.<name>".
LABEL_IDS = {"model.preset": "field.model", "model.params_b": "field.params_b"}


def gpu_memory_gib(plan: PlanViewModel, gpu_id: str) -> float | None:
    """The memory of catalog GPU ``gpu_id`` (None when unknown)."""
    from dlconfig.services import KbError, gpu_facts

    try:
        facts = gpu_facts(plan.kb, gpu_id)
    except KbError:  # the mark on the chart is optional
        return None
    return facts[1] if facts is not None else None


def gpu_name(plan: PlanViewModel, gpu_id: str) -> str:
    """The catalog name of GPU ``gpu_id`` ("GeForce RTX 4090"); the id when unknown."""
    from dlconfig.services import KbError, gpu_facts

    try:
        facts = gpu_facts(plan.kb, gpu_id)
    except KbError:  # a label falls back to the id
        return gpu_id
    return facts[0] if facts is not None else gpu_id


class _FormScrollArea(QScrollArea):
    """A vertical scroll area at least as wide as its form needs (labels and fields
    change width with the language and with the rows shown)."""

    FLOOR_PX = 380

    def minimumSizeHint(self) -> QSize:
        base = super().minimumSizeHint()
        inner = self.widget()
        if inner is None:
            return base
        width = inner.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        # an explicit minimum width would override this hint in the layout, so the
        # floor lives here
        return QSize(max(base.width(), width, self.FLOOR_PX), base.height())


class WorkloadStepPage(QWidget):
    """Inputs on the left, the estimate on the right."""

    def __init__(self, plan: PlanViewModel, parent: QWidget | None = None) -> None:  # noqa: PLR0915 - lays out the page's widgets in reading order
        super().__init__(parent)
        self._plan = plan
        self.binder = FieldBinder(plan)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        form_host = QWidget()
        self.form = QFormLayout(form_host)
        self.name_edit = QLineEdit()
        self.task_combo = QComboBox()
        self.mode_combo = QComboBox()
        self.model_picker = ModelPickerWidget(plan)
        self.preset_combo = self.model_picker.combo
        self.params_edit = QLineEdit()
        self.precision_combo = QComboBox()
        self.optimizer_combo = QComboBox()
        self.batch_edit = QLineEdit()
        self.accum_edit = QLineEdit()
        self.seq_edit = QLineEdit()
        self.image_edit = QLineEdit()
        self.checkpoint_box = QCheckBox()
        self.sharding_combo = QComboBox()
        self.dataset_edit = QLineEdit()
        self.tokens_edit = QLineEdit()
        self.epochs_edit = QLineEdit()
        b = self.binder
        b.line(self.name_edit, "name")
        b.combo(self.task_combo, "task", choices.TASKS)
        b.combo(self.mode_combo, "mode", choices.MODES)
        b.line(self.params_edit, "model.params_b", float, optional=True)
        b.combo(self.precision_combo, "precision", choices.PRECISIONS)
        b.combo(self.optimizer_combo, "optimizer", choices.OPTIMIZERS)
        b.line(self.batch_edit, "batch_size", int)
        b.line(self.accum_edit, "grad_accum", int)
        b.line(self.seq_edit, "seq_len", int)
        b.line(self.image_edit, "image_size", int)
        b.check(self.checkpoint_box, "gradient_checkpointing")
        b.combo(self.sharding_combo, "sharding", choices.SHARDING)
        b.line(self.dataset_edit, "dataset_gb", float)
        b.line(self.tokens_edit, "tokens_b", float, optional=True)
        b.line(self.epochs_edit, "epochs", float)
        b.widgets["model.preset"] = self.preset_combo
        self.labels: dict[str, QLabel] = {}
        for key, widget in (
            ("name", self.name_edit),
            ("task", self.task_combo),
            ("mode", self.mode_combo),
            ("model.preset", self.model_picker),
            ("model.params_b", self.params_edit),
            ("precision", self.precision_combo),
            ("optimizer", self.optimizer_combo),
            ("batch_size", self.batch_edit),
            ("grad_accum", self.accum_edit),
            ("seq_len", self.seq_edit),
            ("image_size", self.image_edit),
            ("gradient_checkpointing", self.checkpoint_box),
            ("sharding", self.sharding_combo),
            ("dataset_gb", self.dataset_edit),
            ("tokens_b", self.tokens_edit),
            ("epochs", self.epochs_edit),
        ):
            self.labels[key] = QLabel()
            self.form.addRow(self.labels[key], widget)
        self._add_recipe_and_serving_fields()
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.form.addRow(self.error_label)
        scroll = _FormScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(form_host)
        # as wide as the form needs, so no field is clipped behind a sideways scrollbar
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll = scroll
        layout.addWidget(scroll, 2)
        result = QVBoxLayout()
        self.result_title = QLabel()
        self.result_title.setObjectName("cardTitle")
        self.chart = VramChartWidget()
        self.figures_label = QLabel()
        self.figures_label.setWordWrap(True)
        self.reasons_view = QTextBrowser()
        self.reasons_view.setOpenExternalLinks(True)
        result.addWidget(self.result_title)
        result.addWidget(self.chart)
        result.addWidget(self.figures_label)
        # this machine's calibrate'd measurements of the model and mode, beside the estimate
        self.measured_label = QLabel()
        self.measured_label.setWordWrap(True)
        self.measured_label.hide()
        result.addWidget(self.measured_label)
        self.trace_panel = TracePanel(plan)
        result.addWidget(self.trace_panel)
        result.addWidget(self.reasons_view, 1)
        layout.addLayout(result, 3)
        render_when_visible(self, plan, self._on_plan_state_changed)
        self._retranslate()

    def _add_recipe_and_serving_fields(self) -> None:
        """The training library, offload, LoRA rank and layers and the serving fields (step 1's rows
        that appear only where they apply, see ``field_visibility``)."""
        self.recipe_combo = QComboBox()
        self.offload_combo = QComboBox()
        self.lora_rank_edit = QLineEdit()
        self.lora_targets_combo = QComboBox()
        self.context_edit = QLineEdit()
        self.requests_edit = QLineEdit()
        b = self.binder
        b.combo(self.recipe_combo, "recipe", choices.RECIPES, none_code="auto")
        b.combo(self.offload_combo, "offload", choices.OFFLOAD)
        b.line(self.lora_rank_edit, "lora_rank", int)
        b.combo(self.lora_targets_combo, "lora_targets", choices.LORA_TARGETS)
        b.line(self.context_edit, "context_len", int, optional=True)
        b.line(self.requests_edit, "concurrent_requests", int)
        for key, widget in (
            ("recipe", self.recipe_combo),
            ("offload", self.offload_combo),
            ("lora_rank", self.lora_rank_edit),
            ("lora_targets", self.lora_targets_combo),
            ("context_len", self.context_edit),
            ("concurrent_requests", self.requests_edit),
        ):
            self.labels[key] = QLabel()
            self.form.addRow(self.labels[key], widget)

    def _apply_field_visibility(self, state: PlanState) -> None:
        """Show only the rows that apply to the workload's task and mode."""
        hidden = hidden_fields(state.workload)
        for key in self.labels:
            widget = self.binder.widgets.get(key)
            if widget is not None and self.form.indexOf(widget) >= 0:
                self.form.setRowVisible(widget, key not in hidden)
        self._scroll.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def field_names(self) -> dict[str, str]:
        return {key: label.text().rstrip(":") for key, label in self.labels.items()}

    def _retranslate(self) -> None:
        for key, label in self.labels.items():
            label.setText(choices.text(LABEL_IDS.get(key, f"field.{key}")))
        self.params_edit.setPlaceholderText(self.tr("from the preset"))
        self.tokens_edit.setPlaceholderText(self.tr("from the dataset size"))
        self.result_title.setText(self.tr("Memory per GPU (GiB)"))
        self.binder.retranslate()
        self.model_picker.retranslate()
        self._scroll.updateGeometry()  # labels change width with the language
        self._render(self._plan.state)

    def estimate_name(self, name: str) -> str:
        """An estimate's name for a person (the engine's ids are for files and tools)."""
        named = {
            "vram_per_gpu": self.tr("VRAM per GPU"),
            "host_ram": self.tr("Host RAM"),
            "disk": self.tr("Disk"),
            "train_flops": self.tr("Training compute"),
        }
        if name in named:
            return named[name]
        if f"vram_part.{name}" in LABELS:
            return choices.text(f"vram_part.{name}")
        return name.replace("_", " ").capitalize()

    def _on_plan_state_changed(self, state: PlanState) -> None:
        self._render(state)

    def _show_measured(self, state: PlanState) -> None:
        """The plan's measurements of this model and mode on this machine (``calibrate``),
        labelled as measured, beside the estimate."""
        plan = state.plan
        measured = plan.requirements.measured if plan and plan.requirements else []
        lines = [translate_code(r.code, r.params, r.text) for r in measured]
        self.measured_label.setText("\n".join(lines))
        self.measured_label.setVisible(bool(lines))

    def _render(self, state: PlanState) -> None:
        self.model_picker.show_state(state)
        self._show_measured(state)
        errors = self.binder.update(state)
        self._apply_field_visibility(state)
        names = self.field_names()
        self.error_label.setText("\n".join(f"{names.get(k, k)}: {m}" for k, m in errors.items()))
        self.error_label.setVisible(bool(errors))
        plan = state.plan
        requirements = plan.requirements if plan is not None else None
        if requirements is None:
            self.chart.set_data(None, None, "")
            self.figures_label.setText("")
            failure = state.plan_error_text
            show_html(self.reasons_view, failure_html(failure) if failure else "")
            return
        capacity, capacity_name = None, ""
        if plan is not None and plan.hardware is not None:
            chosen = next((o for o in plan.hardware.options if o.is_chosen), None)
            if chosen is not None:
                capacity, capacity_name = gpu_memory_gib(self._plan, chosen.gpu), chosen.name
        self.chart.set_data(requirements.vram_breakdown_gib, capacity, capacity_name)
        time_h = None
        if plan is not None and plan.hardware is not None:
            chosen = next((o for o in plan.hardware.options if o.is_chosen), None)
            time_h = chosen.est_hours if chosen is not None else None
        rows = [
            (choices.text("plan.vram_per_gpu"), size_text(requirements.vram_gib_per_gpu * GIB)),
            (self.tr("Host RAM"), _host_ram_text(plan, requirements.ram_gib)),
            (self.tr("Disk"), size_text(requirements.disk_gb * 1e9, 0)),
            (self.tr("Training compute"), flops_text(requirements.train_flops)),
            (self.tr("Time on the chosen GPUs"), hours_text(time_h)),
        ]
        self.figures_label.setText(
            "<table>"
            + "".join(
                f"<tr><td style='padding-right:12px;color:gray'>{html.escape(k)}</td>"
                f"<td><b>{html.escape(v)}</b></td></tr>"
                for k, v in rows
            )
            + "</table>"
        )
        estimates = "".join(
            f"<li>{html.escape(self.estimate_name(e.name))}: "
            f"{html.escape(quantity_text(e.value, e.unit))} "
            f"± {number_text(e.error_pct, 0)} % — {html.escape(_basis_text(e))}</li>"
            for e in requirements.estimates
        )
        body = reasons_html(requirements.reasons, self.tr("How this was estimated"))
        if estimates:
            body += f"<ul style='margin-left:-20px'>{estimates}</ul>"
        show_html(self.reasons_view, body)


def _host_ram(plan: Plan | None) -> float | None:
    """The one host RAM figure: the hardware step's (the run's need, pinned buffers per
    GPU and the floor, rounded to what is sold), when the plan has one."""
    host = plan.hardware.host if plan is not None and plan.hardware is not None else None
    return host.ram_gb if host is not None else None


def _host_ram_text(plan: Plan | None, run_gib: float) -> str:
    ram_gb = _host_ram(plan)
    if ram_gb is None:  # no hardware step yet: what the run itself holds
        return size_text(run_gib * GIB, 0)
    return size_text(ram_gb * 1e9, 0)


def _basis_text(estimate: Estimate) -> str:
    """An estimate's basis in the current language (English when saved without a code)."""
    if estimate.basis_code is None:
        return estimate.basis
    return translate_code(estimate.basis_code, {}, estimate.basis)
