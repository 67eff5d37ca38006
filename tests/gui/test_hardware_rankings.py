"""Step 2 shows renting and buying as two rankings, each naming its cost."""

from __future__ import annotations

import pytest

from dlconfig.i18n.labels import label
from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_step_two_shows_a_rent_and_a_buy_ranking(qtbot, parts: AppParts):
    page = parts.window.page("plan")
    assert isinstance(page, PlanPage)
    page.go_to(1)
    qtbot.waitUntil(lambda: page.is_settled, timeout=WAIT_MS)
    hardware = parts.plan.state.plan.hardware
    step = page.steps[1]
    qtbot.waitUntil(lambda: bool(step.rankings_view.toPlainText()), timeout=WAIT_MS)
    text = step.rankings_view.toPlainText()
    for label_id in ("report.rent_ranking", "report.run_cost", "report.buy_ranking"):
        assert label(label_id) in text, label_id
    assert label("price_kind.launch_msrp") in text
    first_rent, first_buy = hardware.rent_ranking[0], hardware.buy_ranking[0]
    assert first_rent.name in text and first_buy.name in text
    assert text.index("Rent:") < text.index("Buy:")
