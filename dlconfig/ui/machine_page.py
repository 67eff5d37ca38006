"""This machine: the probe's HardwareProfile as cards, with copy and save."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dlconfig.i18n import gpus_unavailable_text
from dlconfig.models.common import Reason
from dlconfig.models.hardware import DiskInfo, HardwareProfile
from dlconfig.ui.cards import CardWidget
from dlconfig.ui.folders import write_text_atomically
from dlconfig.ui.machine_view_model import MachineState, MachineViewModel, ProbeStage
from dlconfig.ui.reason_text import qt_translate, translate_code
from dlconfig.ui.settings_view_model import SettingsViewModel
from dlconfig.ui.units import DASH, bytes_text, number_text, storage_kind_text
from dlconfig.ui.wizard import choices

translate = QCoreApplication.translate


@dataclass
class Section:
    title: str
    rows: list[tuple[str, str]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _v(value: object) -> str:
    return DASH if value in (None, "") else str(value)


def profile_sections(profile: HardwareProfile, binary: bool = True) -> list[Section]:  # noqa: PLR0912, PLR0915 - one section per probe part, in the order the page shows them
    """The profile as titled rows, in the order the page shows them.

    ``binary``: memory in GiB (as GPUs report it) or GB.
    """
    cpu = profile.cpu
    cpu_section = Section(translate("MachinePage", "CPU"))
    cpu_section.rows += [
        (translate("MachinePage", "Model"), _v(cpu.brand)),
        (translate("MachinePage", "Architecture"), _v(cpu.arch)),
        (
            translate("MachinePage", "Cores"),
            translate("MachinePage", "%1 physical, %2 logical")
            .replace("%1", _v(cpu.physical_cores))
            .replace("%2", _v(cpu.logical_cores)),
        ),
    ]
    if cpu.max_freq_mhz or cpu.base_freq_mhz:
        cpu_section.rows.append(
            (
                translate("MachinePage", "Frequency"),
                f"{number_text(cpu.base_freq_mhz, 0)} / {number_text(cpu.max_freq_mhz, 0)} MHz",
            )
        )
    if cpu.l3_cache_bytes:
        cpu_section.rows.append(
            (translate("MachinePage", "L3 cache"), bytes_text(cpu.l3_cache_bytes))
        )
    if cpu.flags:
        cpu_section.rows.append((translate("MachinePage", "DL features"), ", ".join(cpu.flags)))
    if not cpu.is_detailed:
        cpu_section.rows.append(
            (translate("MachinePage", "Details"), translate("MachinePage", "still being read…"))
        )
    cpu_section.problems += _problems_text(cpu.problems, cpu.problem_reasons)

    memory = profile.memory
    memory_section = Section(translate("MachinePage", "Memory"))
    memory_section.rows += [
        (translate("MachinePage", "Total"), bytes_text(memory.total_bytes, binary)),
        (translate("MachinePage", "Available"), bytes_text(memory.available_bytes, binary)),
        (translate("MachinePage", "Swap"), bytes_text(memory.swap_total_bytes, binary)),
    ]
    memory_section.problems += _problems_text(memory.problems, memory.problem_reasons)

    disks_section = Section(translate("MachinePage", "Disks"))
    for disk in profile.disks:
        kind = (
            storage_kind_text(disk.kind.value)
            if disk.kind.value != "unknown"
            else translate("MachinePage", "unknown kind")
        )
        free = bytes_text(disk.free_bytes, binary=False)
        total = bytes_text(disk.total_bytes, binary=False)
        disks_section.rows.append(
            (
                disk.mountpoint,
                translate("MachinePage", "%1 · %2 free of %3 · %4")
                .replace("%1", kind)
                .replace("%2", free)
                .replace("%3", total)
                .replace("%4", _v(disk.fstype)),
            )
        )
        if disk.kind.value == "unknown" and disk.kind_basis:
            disks_section.problems.append(
                translate("MachinePage", "%1: kind not known, %2")
                .replace("%1", disk.mountpoint)
                .replace("%2", _kind_basis_text(disk))
            )
    if not profile.disks:
        disks_section.problems.append(translate("MachinePage", "No disks were reported."))

    sections = [cpu_section, memory_section, disks_section]
    for gpu in profile.gpus:
        section = Section(
            translate("MachinePage", "GPU %1: %2")
            .replace("%1", str(gpu.nvml_index))
            .replace("%2", gpu.name)
        )
        section.rows += [
            (translate("MachinePage", "VRAM"), bytes_text(gpu.vram_total_bytes, binary)),
            (choices.text("machine.driver"), _v(profile.driver_version)),
            (translate("MachinePage", "CUDA (driver)"), _v(profile.cuda_driver_version)),
            (translate("MachinePage", "Compute capability"), _v(gpu.compute_capability)),
            (translate("MachinePage", "CUDA index"), _v(gpu.cuda_index)),
        ]
        if gpu.pcie_gen:
            section.rows.append(
                (translate("MachinePage", "PCIe"), f"Gen {gpu.pcie_gen} x{_v(gpu.pcie_width)}")
            )
        if gpu.is_mig_enabled:
            section.rows.append(
                (
                    translate("MachinePage", "MIG"),
                    translate("MachinePage", "enabled, %1 instances").replace(
                        "%1", _v(gpu.mig_devices)
                    ),
                )
            )
        reason_words = {r.text for r in gpu.problem_reasons}
        section.problems += [p for p in gpu.problems if p not in reason_words]
        section.problems += _problems_text([], gpu.problem_reasons)
        sections.append(section)
    if not profile.gpus:
        section = Section(translate("MachinePage", "GPU"))
        section.rows.append(
            (translate("MachinePage", "NVIDIA GPUs"), translate("MachinePage", "none found"))
        )
        for other in profile.other_gpus:
            section.rows.append((translate("MachinePage", "Other adapter"), other.name))
        if profile.gpus_unavailable_reason:
            section.problems.append(_gpus_unavailable_text(profile))
        sections.append(section)

    system = profile.system
    system_section = Section(choices.text("plan.os"))
    system_section.rows += [
        (translate("MachinePage", "System"), _v(system.distro_name or system.os_name)),
        (translate("MachinePage", "Version"), _v(system.distro_version or system.os_version)),
        (translate("MachinePage", "Kernel"), _v(system.kernel)),
    ]
    if system.is_wsl:
        system_section.rows.append(
            (
                translate("MachinePage", "WSL"),
                translate("MachinePage", "WSL %1").replace("%1", _v(system.wsl_version)),
            )
        )
    if system.windows_build:
        system_section.rows.append(
            (translate("MachinePage", "Windows build"), str(system.windows_build))
        )
    system_section.problems += system.problems
    sections.append(system_section)

    software = profile.software
    software_section = Section(translate("MachinePage", "Python and frameworks"))
    software_section.rows.append(
        (
            translate("MachinePage", "Python"),
            f"{_v(software.python_version)} {software.python_implementation or ''}".strip(),
        )
    )
    if software.is_venv or software.is_conda:
        env = "conda" if software.is_conda else "venv"
        software_section.rows.append(
            (translate("MachinePage", "Environment"), f"{env} {software.env_name or ''}".strip())
        )
    for framework in software.frameworks:
        variant = f" ({framework.variant})" if framework.variant else ""
        software_section.rows.append((framework.name, framework.version + variant))
    if not software.frameworks:
        software_section.rows.append(
            (translate("MachinePage", "Frameworks"), translate("MachinePage", "none installed"))
        )
    for tool in software.tools:
        software_section.rows.append((tool.name, _v(tool.version)))
    software_section.problems += software.problems
    sections.append(software_section)
    return sections


def sections_text(sections: list[Section]) -> str:
    """Plain text for the clipboard."""
    lines: list[str] = []
    for section in sections:
        lines.append(section.title)
        lines += [f"  {label}: {value}" for label, value in section.rows]
        lines += [f"  ! {problem}" for problem in section.problems]
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


class MachinePage(QWidget):
    """Cards for the machine, filled in as the probe reports."""

    def __init__(
        self,
        machine: MachineViewModel,
        settings: SettingsViewModel,
        bench: QWidget | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._machine = machine
        self._settings = settings
        self._binary = settings.state.is_binary_units
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 12)
        header = QHBoxLayout()
        self.title_label = QLabel()
        self.title_label.setObjectName("pageTitle")
        self.stage_label = QLabel()
        self.stage_label.setObjectName("muted")
        self.copy_button = QPushButton()
        self.save_button = QPushButton()
        header.addWidget(self.title_label)
        header.addSpacing(12)
        header.addWidget(self.stage_label, 1)
        header.addWidget(self.copy_button)
        header.addWidget(self.save_button)
        layout.addLayout(header)
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout.addWidget(self._scroll, 1)
        self.bench_panel = bench
        if bench is not None:
            layout.addWidget(bench)
        self._cards_host: QWidget | None = None
        self.cards: list[CardWidget] = []
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        machine.state_changed.connect(self._on_machine_state_changed)
        self._retranslate()
        self._render(machine.state)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._binary != self._settings.state.is_binary_units:
            self._binary = self._settings.state.is_binary_units
            self._render(self._machine.state)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._render(self._machine.state)
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.title_label.setText(choices.text("infra_kind.local"))
        self.copy_button.setText(self.tr("Copy as text"))
        self.save_button.setText(self.tr("Save as JSON…"))

    def _on_machine_state_changed(self, state: MachineState) -> None:
        self._render(state)

    def _render(self, state: MachineState) -> None:
        stage_text = {
            ProbeStage.WAITING: self.tr("Probing this machine…"),
            ProbeStage.FAST: self.tr("Reading CPU details…"),
            ProbeStage.DETAILED: self.tr("Probe complete"),
            ProbeStage.FAILED: self.tr("Probe failed: %1").replace("%1", state.error_text or ""),
        }[state.stage]
        self.stage_label.setText(stage_text)
        has_profile = state.profile is not None
        self.copy_button.setEnabled(has_profile)
        self.save_button.setEnabled(has_profile)
        host = QWidget()
        grid = QGridLayout(host)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(12)
        self.cards = []
        if state.profile is not None:
            for index, section in enumerate(profile_sections(state.profile, self._binary)):
                card = CardWidget(section.title)
                for label, value in section.rows:
                    card.add_row(label, value)
                for problem in section.problems:
                    card.add_problem(problem)
                card.finish()
                self.cards.append(card)
                grid.addWidget(card, index // 2, index % 2)
            grid.setRowStretch(grid.rowCount(), 1)
        self._scroll.setWidget(host)
        self._cards_host = host

    def _on_copy_button_clicked(self) -> None:
        profile = self._machine.state.profile
        if profile is not None:
            QApplication.clipboard().setText(sections_text(profile_sections(profile, self._binary)))

    def _on_save_button_clicked(self) -> None:
        profile = self._machine.state.profile
        if profile is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save machine profile"), "machine.json", self.tr("JSON (*.json)")
        )
        if path:
            self.save_profile(Path(path))

    def save_profile(self, path: Path) -> bool:
        profile = self._machine.state.profile
        if profile is None:
            return False
        try:
            write_text_atomically(path, profile.model_dump_json(indent=2, by_alias=True) + "\n")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Not saved"), str(exc))
            return False
        return True


def _gpus_unavailable_text(profile: HardwareProfile) -> str:
    """Why no NVIDIA GPU can be used, in the current language."""
    return gpus_unavailable_text(profile, qt_translate)


def _problems_text(problems: list[str], reasons: list[Reason]) -> list[str]:
    """A section's problems in the current language (as recorded when it has no reasons)."""
    return [translate_code(r.code, r.params, r.text) for r in reasons] or problems


def _kind_basis_text(disk: DiskInfo) -> str:
    """What a disk's kind rests on, in the current language."""
    basis = disk.kind_basis or ""
    if disk.kind_basis_code is None:
        return basis
    return translate_code("probe.disk." + disk.kind_basis_code, disk.kind_basis_params, basis)
