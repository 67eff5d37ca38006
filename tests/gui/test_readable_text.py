"""Text a user sees: no internal keys, SI prefixes, readable validation messages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from dlconfig.ui.application import AppParts
from dlconfig.ui.units import quantity_text, si_text, significant_text, storage_kind_text
from dlconfig.ui.wizard.plan_page import PlanPage
from tests.gui.conftest import WAIT_MS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_numbers_have_sensible_digits_and_si_prefixes(qapp):
    assert si_text(1_927_545_955_199_999_744.0, "FLOP") == "1.93 EFLOP"
    assert si_text(1.9275e21, "FLOP") == "1.93 ZFLOP"
    assert quantity_text(12215.0, "IOPS") == "12.2 kIOPS"
    assert significant_text(15.04) == "15.0"
    assert significant_text(0.4712) == "0.471"
    assert significant_text(12215.0) == QLocale().toString(12215.0, "f", 0)
    assert quantity_text(2.25, "GiB") == "2.25 GiB"
    assert storage_kind_text("nvme") == "NVMe"


def _page(parts: AppParts) -> PlanPage:
    parts.window.show_page("plan")
    page = parts.window.page("plan")
    assert isinstance(page, PlanPage)
    return page


def test_estimates_show_names_not_keys_and_compute_with_a_prefix(parts: AppParts):
    page = _page(parts)
    text = page.steps[0].reasons_view.toPlainText()
    for key in ("vram_per_gpu", "kv_cache", "host_ram", "train_flops"):
        assert key not in text
    assert "KV cache" in text and "VRAM per GPU" in text
    assert " FLOP" in text and ",000" not in text


def test_a_wrong_python_version_is_explained_with_an_example(qtbot, parts: AppParts):
    page = _page(parts)
    assert page.go_to_step(2)
    stack = page.steps[2]
    stack.python_edit.setFocus()
    qtbot.keyClicks(stack.python_edit, "312")
    qtbot.waitUntil(lambda: "python" in parts.plan.state.input_errors, timeout=WAIT_MS)
    message = parts.plan.state.input_errors["python"]
    assert "pattern" not in message and "3.12" in message
