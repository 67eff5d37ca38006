"""Step 4 renders its file previews on the pool, never on the GUI thread."""

from __future__ import annotations

import threading

import pytest

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard import container_step
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_previews_render_off_the_gui_thread(qtbot, parts: AppParts, monkeypatch):
    threads: list[threading.Thread] = []
    real = container_step.render_previews

    def recording(*args):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread())
        return real(*args)

    monkeypatch.setattr(container_step, "render_previews", recording)
    parts.window.show_page("plan")
    page = parts.window.page("plan")
    assert isinstance(page, PlanPage)
    page.go_to(3)
    step = page.steps[3]
    qtbot.waitUntil(lambda: "Dockerfile" in step.editors, timeout=WAIT_MS)
    assert "FROM " in step.editors["Dockerfile"].toPlainText()
    assert threads and all(t is not threading.main_thread() for t in threads)
