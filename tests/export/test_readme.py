"""README.md: every container reason has a template, and user text cannot break Markdown."""

from __future__ import annotations

from dlconfig.export.readme import md_text, reason_text
from dlconfig.models.messages import TEMPLATES

from .conftest import PLAN_NAMES, load_plan


def test_every_container_reason_has_a_template() -> None:
    codes = {r.code for n in PLAN_NAMES for r in load_plan(n).container.reasons}  # type: ignore[union-attr]
    assert not {c for c in codes if c not in TEMPLATES}
    reason = next(
        r
        for r in load_plan("linux_multinode_pytorch").container.reasons  # type: ignore[union-attr]
        if r.code == "container.k8s.trainjob"
    )
    assert reason_text(reason, "zh_CN") == (
        "4 个节点的多节点训练：使用 Kubeflow Trainer v2.3.0 的 TrainJob"
        "（trainer.kubeflow.org/v1alpha1），运行在 ClusterTrainingRuntime“torch-distributed”上。"
    )
    assert reason_text(reason, "en") == reason.text
    # a reason recorded before it carried every param keeps its English text
    older = reason.model_copy(update={"params": {"nodes": 4, "operator_version": "v2.3.0"}})
    assert reason_text(older, "zh_TW") == reason.text


def test_markdown_user_text_is_one_escaped_line() -> None:
    assert md_text("a\nb|c `x` [l](u)") == "a b\\|c \\`x\\` \\[l\\](u)"
