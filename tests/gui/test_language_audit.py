"""After a language switch at run time, no text on any page stays in the old language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QTextEdit,
    QWidget,
)

import dlconfig
from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.models_catalog import ModelCatalog
from dlconfig.models.hardware import HardwareProfile
from dlconfig.ui.application import AppParts
from dlconfig.ui.settings_page import SettingsPage
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS
from tests.profiles import load_profile

pytestmark = [pytest.mark.slow, pytest.mark.qt_log_ignore("This plugin does not support")]

PAGES = ("machine", "plan", "doctor", "monitor", "settings")
TS = Path(dlconfig.__file__).parent / "resources" / "i18n"


def _translated_sources(language: str) -> set[str]:
    """English sources whose translation differs from the English."""
    root = ET.parse(TS / f"dlconfig_{language}.ts").getroot()
    out: set[str] = set()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        if translation and translation != source and len(source) > 2:
            out.add(source)
    return out


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(widget kind, text) of what the widget and its children show."""
    for child in [widget, *widget.findChildren(QWidget)]:
        kind = type(child).__name__
        if isinstance(child, QLabel | QAbstractButton):
            yield kind, child.text()
            yield kind + ".tooltip", child.toolTip()
        elif isinstance(child, QGroupBox):
            yield kind, child.title()
        elif isinstance(child, QLineEdit):
            yield kind + ".placeholder", child.placeholderText()
        if isinstance(child, QComboBox):
            for i in range(child.count()):
                yield kind + ".item", child.itemText(i)
        if isinstance(child, QTabWidget):
            for i in range(child.count()):
                yield kind + ".tab", child.tabText(i)
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            # A list model keeps columnCount private: it has one column.
            columns = (
                1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
            )
            for section in range(columns):
                header = model.headerData(section, Qt.Orientation.Horizontal)
                yield kind + ".header", str(header or "")
            for row in range(min(model.rowCount(QModelIndex()), 60)):
                for column in range(columns):
                    cell = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
                    yield kind + ".cell", str(cell or "")
        if isinstance(child, QTextEdit) and child.isVisibleTo(widget):
            yield kind + ".text", child.toPlainText()
        if isinstance(child, QMenu):
            yield kind, child.title()
            for action in child.actions():
                yield kind + ".action", action.text()


def _stale(parts: AppParts, language: str) -> list[str]:
    sources = _translated_sources(language)
    found: set[str] = set()
    for key in PAGES:
        parts.window.show_page(key)
        page = parts.window.page(key)
        for kind, text in _texts(page):
            clean = text.replace("&", "").strip()
            if clean in sources or text in sources:
                found.add(f"{key}: {kind}: {clean!r}")
    for kind, text in _texts(parts.window):
        clean = text.replace("&", "").strip()
        if clean in sources or text in sources:
            found.add(f"window: {kind}: {clean!r}")
    return sorted(found)


# Four English words in a row: a sentence or label the translation missed.
_ENGLISH_RUN = re.compile(r"[A-Za-z]{2,}(?: [A-Za-z,.]+){3,}")


def _screens(parts: AppParts, qtbot) -> Iterator[tuple[str, QWidget]]:  # type: ignore[no-untyped-def]
    """Every page, and each of the plan page's steps, shown in turn."""
    for key in PAGES:
        parts.window.show_page(key)
        page = parts.window.page(key)
        if isinstance(page, PlanPage):
            for step in range(len(page.steps)):
                page.go_to(step)
                qtbot.wait(100)
                yield f"plan step {step + 1}", page
        else:
            qtbot.wait(50)
            yield key, page


def _english_runs(parts: AppParts, qtbot, product_names: list[str]) -> list[str]:  # type: ignore[no-untyped-def]
    """Shown texts with an English phrase that is not a product name from the catalog
    (file previews, which are code, excepted)."""
    found: set[str] = set()
    for key, page in _screens(parts, qtbot):
        for kind, text in _texts(page):
            if kind == "QPlainTextEdit.text":
                continue
            for line in text.splitlines():
                rest = line
                for name in product_names:
                    rest = rest.replace(name, "")
                if _ENGLISH_RUN.search(rest):
                    found.add(f"{key}: {kind}: {line!r}")
    return sorted(found)


@pytest.fixture(params=["consumer_gpu", "driver_missing", "wsl2", "macos"])
def profile(request: pytest.FixtureRequest) -> HardwareProfile:
    """Machines whose pages show different texts: problems, WSL notes, no NVIDIA GPU."""
    return load_profile(request.param)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_no_english_left_after_switching_language(
    qtbot, parts: AppParts, kb: KnowledgeBase, language: str
):
    # Build every page in English first, so each must retranslate rather than start translated.
    for key in PAGES:
        parts.window.show_page(key)
        qtbot.wait(50)
    settings_page = parts.window.page("settings")
    assert isinstance(settings_page, SettingsPage)
    settings_page.select_language(language)
    qtbot.waitUntil(lambda: parts.window.sidebar.item(0).text() != "This machine", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not parts.plan.state.is_planning, timeout=WAIT_MS)
    qtbot.wait(200)
    stale = _stale(parts, language)
    assert stale == [], "\n".join(stale)
    # Product names (GPUs, models) stay as their makers write them.
    names = [g.name for g in kb.dataset("gpus", GpuCatalog).gpus]
    names += [m.name for m in kb.dataset("models", ModelCatalog).models]
    english = _english_runs(parts, qtbot, names)
    assert english == [], "\n".join(english)
