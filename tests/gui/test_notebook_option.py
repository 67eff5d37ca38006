"""Step 3's notebook checkbox puts JupyterLab in the plan and says how it is reached."""

from __future__ import annotations

import pytest

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.stack_step import StackStepPage
from tests.gui.conftest import WAIT_MS
from tests.gui.wizard_helpers import go_to_step, settle

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_the_notebook_checkbox_pins_jupyterlab_and_explains_the_tunnel(
    qtbot, parts: AppParts
) -> None:
    step = go_to_step(qtbot, parts, 2)
    assert isinstance(step, StackStepPage)
    assert step.labels["notebook"].text() == "Remote notebook (JupyterLab)"
    assert not step.notebook_box.isChecked()
    assert "jupyterlab" not in step.result_view.toPlainText()
    step.notebook_box.click()
    settle(qtbot, parts)
    assert parts.plan.state.workload.notebook is True
    qtbot.waitUntil(lambda: "jupyterlab" in step.result_view.toPlainText(), timeout=WAIT_MS)
    plan = parts.plan.state.plan
    assert plan is not None and plan.container is not None
    assert plan.container.notebook is not None
    assert any(r.code == "container.notebook.local" for r in plan.container.reasons)
