"""The summary names the cost it shows: the run (or a month) at dated list prices."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlconfig.i18n.labels import label
from dlconfig.ui.application import AppParts
from dlconfig.ui.units import usd_text
from tests.gui.conftest import WAIT_MS
from tests.gui.test_wizard import plan_page, settle

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_summary_shows_the_run_cost_with_its_date_not_the_card_price(
    qtbot, parts: AppParts
) -> None:
    parts.window.show_page("plan")
    settle(qtbot, parts)
    page = plan_page(parts)
    for _ in range(5):
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    text = page.steps[5].summary_view.toPlainText()
    plan = parts.plan.state.plan
    assert plan is not None and plan.infra is not None
    best = plan.infra.options[0]
    # the default workload trains once: the run's cost, dated, or write-off and power
    own = "_own" if best.price_mode in ("owned", "bought") else ""
    assert best.cost_basis == "run" and best.run_cost_usd is not None
    usd = usd_text(best.run_cost_usd)
    assert label("plan.cost_run" + own, usd=usd, date=best.prices_as_of or "—") in text
    chosen = next(o for o in plan.hardware.options if o.is_chosen)  # type: ignore[union-attr]
    assert f"${chosen.est_cost_usd:,.0f}" not in text  # the cards' catalog price
    assert f"{best.gpus} × " in text  # Where names the GPUs it runs on


def test_places_are_named_by_catalog_name_not_id(qtbot, parts):  # type: ignore[no-untyped-def]
    """Step 5's provider column and the summary say "Amazon Web Services", not "aws"."""
    from tests.gui.wizard_helpers import plan_page, settle

    parts.window.show_page("plan")
    page = plan_page(parts)
    page.go_to(4)
    settle(qtbot, parts)
    table = page.steps[4].table  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: table.rowCount() > 0, timeout=WAIT_MS)
    providers = {table.item(r, 2).text() for r in range(table.rowCount()) if table.item(r, 2)}
    assert "RunPod" in providers or "Amazon Web Services" in providers
    assert "aws" not in providers and "runpod" not in providers
