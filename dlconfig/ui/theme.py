"""Look: a light stylesheet over the system palette, so light and dark themes both work.

Start-up path: nothing here names ``Qt`` (PySide6 builds all 94 enums of the Qt namespace,
about 12 ms, the first time any code, or an overload check, touches it).
"""

from __future__ import annotations

import importlib.resources

from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

ACCENT = "#3b82f6"


def icon(name: str) -> QIcon:
    """An icon from ``dlconfig/resources/icons``; drawn white when its row is selected."""
    item = importlib.resources.files("dlconfig.resources") / "icons" / f"{name}.svg"
    result = QIcon(str(item))
    svg = item.read_bytes()
    if ACCENT.encode() in svg:
        renderer = QSvgRenderer(svg.replace(ACCENT.encode(), b"#ffffff"))
        for size in (16, 20, 24, 32):
            pixmap = QPixmap(size, size)
            pixmap.fill(QColor(0, 0, 0, 0))  # transparent
            painter = QPainter(pixmap)
            renderer.render(painter)
            painter.end()
            result.addPixmap(pixmap, QIcon.Mode.Selected)
    return result


def app_icon() -> QIcon:
    """The application's icon (the installers' artwork), or the plan icon without it."""
    item = importlib.resources.files("dlconfig.resources") / "icons" / "app" / "dlconfig.svg"
    return QIcon(str(item)) if item.is_file() else icon("plan")


def is_dark(app: QApplication) -> bool:
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def stylesheet(app: QApplication) -> str:
    """Colours derived from the palette; only borders, radii and the accent are ours."""
    palette = app.palette()
    window = palette.color(QPalette.ColorRole.Window)
    base = palette.color(QPalette.ColorRole.Base)
    dark = is_dark(app)
    border = window.lighter(140) if dark else window.darker(115)
    sidebar = window.darker(120) if dark else window.darker(104)
    text = palette.color(QPalette.ColorRole.WindowText)
    muted = QColor.fromRgb(text.red(), text.green(), text.blue(), 150)
    card = base.name()
    return f"""
QListWidget#sidebar {{
    background: {sidebar.name()}; border: none; padding-top: 8px; font-size: 11pt;
    outline: 0;
}}
QListWidget#sidebar::item {{ padding: 10px 14px; border-radius: 6px; margin: 2px 8px; }}
QListWidget#sidebar::item:selected {{ background: {ACCENT}; color: white; }}
QFrame#card {{
    background: {card}; border: 1px solid {border.name()}; border-radius: 8px;
}}
QLabel#cardTitle {{ font-weight: 600; font-size: 11pt; }}
QLabel#pageTitle {{ font-size: 16pt; font-weight: 600; }}
QLabel#muted {{ color: {muted.name(QColor.NameFormat.HexArgb)}; }}
QLabel#problem {{ color: #d97706; }}
QLabel#error {{ color: #dc2626; }}
QLabel#stepDone {{ color: {ACCENT}; }}
QLabel#stepCurrent {{
    background: {ACCENT}; color: white; border-radius: 11px; padding: 3px 10px;
    font-weight: 600;
}}
QLabel#stepTodo {{ padding: 3px 10px; }}
QLineEdit[invalid="true"], QComboBox[invalid="true"] {{ border: 1px solid #dc2626; }}
QPlainTextEdit#code {{ font-family: monospace; }}
"""
