"""Step 3's notebook checkbox puts JupyterLab in the plan and says how it is reached."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.stack_step import StackStepPage
from tests.gui.test_wizard import plan_page, settle

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_the_notebook_checkbox_pins_jupyterlab_and_explains_the_tunnel(
    qtbot, parts: AppParts
) -> None:
    parts.window.show_page("plan")
    settle(qtbot, parts)
    page = plan_page(parts)
    for _ in range(2):
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    step = page.steps[2]
    assert isinstance(step, StackStepPage)
    assert step.labels["notebook"].text() == "Remote notebook (JupyterLab)"
    assert not step.notebook_box.isChecked()
    assert "jupyterlab" not in step.result_view.toPlainText()
    step.notebook_box.click()
    settle(qtbot, parts)
    assert parts.plan.state.workload.notebook is True
    qtbot.waitUntil(lambda: "jupyterlab" in step.result_view.toPlainText(), timeout=5000)
    plan = parts.plan.state.plan
    assert plan is not None and plan.container is not None
    assert plan.container.notebook is not None
    assert any(r.code == "container.notebook.local" for r in plan.container.reasons)
