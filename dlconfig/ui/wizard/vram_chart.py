"""A stacked bar of per-GPU memory by part, with the GPU's capacity marked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from dlconfig.models.requirements import VRAM_PARTS, VramBreakdown
from dlconfig.ui.units import number_text
from dlconfig.ui.wizard import choices

# The parts in the Plan's order, each with its colour on screen.
PARTS = tuple(
    zip(
        VRAM_PARTS,
        ("#3b82f6", "#f59e0b", "#ef4444", "#10b981", "#8b5cf6", "#94a3b8"),
        strict=True,
    )
)


def part_name(part: str) -> str:
    return choices.text(f"vram_part.{part}")


class VramChartWidget(QWidget):
    """Paints the breakdown; cheap enough to repaint on every re-plan."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.breakdown: VramBreakdown | None = None
        self.capacity_gib: float | None = None
        self.capacity_name = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(420, 120)

    def minimumSizeHint(self) -> QSize:
        return QSize(260, 120)

    def set_data(
        self, breakdown: VramBreakdown | None, capacity_gib: float | None, capacity_name: str
    ) -> None:
        self.breakdown = breakdown
        self.capacity_gib = capacity_gib
        self.capacity_name = capacity_name
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().color(QPalette.ColorRole.WindowText)
        width = self.width() - 2
        if self.breakdown is None:
            painter.setPen(text_color)
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("VramChart", "No estimate yet"),
            )
            return
        total = self.breakdown.total
        scale_max = max(total, self.capacity_gib or 0.0, 1e-9) * 1.05
        bar = QRectF(1, 6, width, 30)
        x = bar.left()
        for part, color in PARTS:
            value = float(getattr(self.breakdown, part))
            span = bar.width() * value / scale_max
            if span > 0:
                painter.fillRect(QRectF(x, bar.top(), span, bar.height()), QColor(color))
            x += span
        if self.capacity_gib:
            cx = bar.left() + bar.width() * self.capacity_gib / scale_max
            painter.setPen(QColor("#dc2626") if total > self.capacity_gib else text_color)
            painter.drawLine(int(cx), int(bar.top() - 4), int(cx), int(bar.bottom() + 4))
        painter.setPen(text_color)
        legend_y = bar.bottom() + 20
        lx = 1.0
        for part, color in PARTS:
            value = float(getattr(self.breakdown, part))
            label = f"{part_name(part)} {number_text(value, 1)}"
            text_width = painter.fontMetrics().horizontalAdvance(label) + 26
            if lx + text_width > width:
                lx = 1.0
                legend_y += 20
            painter.fillRect(QRectF(lx, legend_y - 10, 11, 11), QColor(color))
            painter.drawText(int(lx + 15), int(legend_y), label)
            lx += text_width
        lines = [
            QCoreApplication.translate("VramChart", "Total %1 GiB per GPU").replace(
                "%1", number_text(total, 1)
            )
        ]
        if self.capacity_gib:
            lines.append(
                QCoreApplication.translate("VramChart", "%1 has %2 GiB")
                .replace("%1", self.capacity_name)
                .replace("%2", number_text(self.capacity_gib, 0))
            )
        one_line = " · ".join(lines)
        if painter.fontMetrics().horizontalAdvance(one_line) <= width:
            lines = [one_line]  # a narrow chart puts the GPU's memory on a line of its own
        for line in lines:
            legend_y += 22
            painter.drawText(1, int(legend_y), line)
        needed = int(legend_y + 8)
        if self.minimumHeight() != needed:
            self.setMinimumHeight(needed)
