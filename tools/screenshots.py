"""Screenshots of every page and wizard step in English, Simplified and Traditional
Chinese at 1366x768 and 1024x640, written to docs/screenshots.

Dev-only: the window is planned on the recorded profile of a one-RTX-4090 machine
(tests/data/profiles/consumer_gpu.json) with the tests' synthetic monitor samples, so the
pictures do not depend on the machine that makes them. Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tools.screenshots
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from dlconfig.kb import KnowledgeBase
from dlconfig.ui.application import AppParts, build_parts
from dlconfig.ui.i18n import LanguageSwitcher
from dlconfig.ui.machine_view_model import MachineViewModel
from dlconfig.ui.settings_view_model import open_settings
from dlconfig.ui.theme import stylesheet
from dlconfig.ui.window_state import WindowState
from tests.gui.conftest import FakeSource
from tests.profiles import load_profile

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
SIZES = ((1366, 768), (1024, 640))
PAGES = ("machine", "monitor", "doctor", "settings")
STEPS = 6


def _pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)


def _wait(ready: Callable[[], bool], timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not ready() and time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)


def _parts(app: QApplication, lang: str, kb: KnowledgeBase) -> AppParts:
    profile = load_profile("consumer_gpu")
    state = WindowState()
    switcher = LanguageSwitcher(app)
    switcher.apply(lang)
    parts = build_parts(
        app,
        open_settings(state, env={}),
        state,
        switcher,
        make_source=FakeSource,
        machine_factory=lambda pool: MachineViewModel(
            pool, fast=lambda: profile, detailed=lambda: profile
        ),
        kb=kb,
        today=date.today(),
    )
    parts.window.confirm_discard = lambda: True  # type: ignore[method-assign]
    parts.window.show()
    parts.machine.start()
    _wait(lambda: parts.plan.state.plan is not None and not parts.plan.state.is_planning)
    return parts


def main() -> None:
    app = QApplication([])
    app.setStyleSheet(stylesheet(app))
    kb = KnowledgeBase()
    for old in OUT.glob("*.png"):
        old.unlink()
    for lang in ("en", "zh_CN", "zh_TW"):
        parts = _parts(app, lang, kb)
        suffix = "" if lang == "en" else f".{lang}"
        for width, height in SIZES:
            parts.window.resize(width, height)
            for page in PAGES:
                parts.window.show_page(page)
                _pump(1.5)
                parts.window.grab().save(str(OUT / f"{page}{suffix}.{width}x{height}.png"))
            parts.window.show_page("plan")
            plan_page = parts.window.page("plan")
            for step in range(STEPS):
                plan_page.go_to(step)  # type: ignore[attr-defined]
                _pump(1.0)
                name = f"plan-step{step + 1}{suffix}.{width}x{height}.png"
                parts.window.grab().save(str(OUT / name))
            print(lang, f"{width}x{height}", flush=True)
        parts.shut_down()
        parts.window.deleteLater()
        _pump(0.5)


if __name__ == "__main__":
    main()
