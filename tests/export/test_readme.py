"""README.md: every container reason is translated, and user text cannot break Markdown."""

from __future__ import annotations

from dlconfig.export.readme import md_text, reason_text
from dlconfig.export.readme.reasons import REASON_TEMPLATES

from .conftest import PLAN_NAMES, load_plan


def test_every_container_reason_has_chinese_templates() -> None:
    codes = {r.code for n in PLAN_NAMES for r in load_plan(n).container.reasons}  # type: ignore[union-attr]
    missing = {c for c in codes if set(REASON_TEMPLATES.get(c, {})) != {"zh_CN", "zh_TW"}}
    assert not missing
    reason = next(
        r
        for r in load_plan("linux_multinode_pytorch").container.reasons
        if r.code == "container.k8s.trainjob"
    )  # type: ignore[union-attr]
    assert (
        reason_text(reason, "zh_CN")
        == "4 个节点的多节点训练：使用 Kubeflow Trainer v2.3.0 的 TrainJob。"
    )
    assert reason_text(reason, "en") == reason.text


def test_markdown_user_text_is_one_escaped_line() -> None:
    assert md_text("a\nb|c `x` [l](u)") == "a b\\|c \\`x\\` \\[l\\](u)"
