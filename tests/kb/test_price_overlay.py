"""An installed price overlay that was damaged later is passed over, saying why."""

from __future__ import annotations

import pytest

from dlconfig.kb.price_import import price_overlay_dir
from dlconfig.services import open_kb_report


@pytest.mark.allow_log_warnings
def test_damaged_overlay_is_ignored_with_a_reason() -> None:
    folder = price_overlay_dir()
    folder.mkdir(parents=True)
    (folder / "prices-2026-12-01.yaml").write_text("as_of: 2026-12-01\ninstances: [1]\n")
    kb, problem = open_kb_report()
    assert problem is not None and "prices-2026-12-01.yaml" in problem
    assert kb.overlays == {}
