"""Step 5 in Chinese names cloud regions in Chinese with their code ("香港 (ap-east-1)"),
not by the provider's English name ("Asia Pacific (Hong Kong)")."""

from __future__ import annotations

import re

import pytest

from dlconfig.ui.application import AppParts
from dlconfig.ui.wizard.infra_step import InfraStepPage
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS
from tests.gui.test_chinese_engine_text import _switch

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")
CJK = re.compile(r"[\u4e00-\u9fff]")


def test_step5_names_regions_in_chinese(qtbot, parts: AppParts) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: parts.plan.state.plan is not None, timeout=WAIT_MS)
    try:
        _switch(parts, qtbot, "zh_CN")
        plan_page = parts.window.page("plan")
        assert isinstance(plan_page, PlanPage)
        parts.window.show_page("plan")
        plan_page.go_to(4)
        step = plan_page.steps[4]
        assert isinstance(step, InfraStepPage)
        infra = parts.plan.state.plan.infra  # type: ignore[union-attr]
        cloud = [(i, o) for i, o in enumerate(infra.options) if o.kind == "cloud" and o.region]
        assert cloud
        qtbot.waitUntil(lambda: step.table.rowCount() == len(infra.options), timeout=WAIT_MS)
        for row, option in cloud:
            shown = step.table.item(row, 1).text()
            assert option.region in shown and CJK.search(shown), shown
            assert option.city not in shown, shown
    finally:
        _switch(parts, qtbot, "en")
