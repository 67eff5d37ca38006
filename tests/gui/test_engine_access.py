"""The GUI's door into the engine: the pipeline's plan, and graceful degradation."""

from __future__ import annotations

from datetime import date

import pytest

from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.ui import engine
from dlconfig.ui.engine import make_plan_outcome, plan_step_by_step

TODAY = date(2026, 12, 2)


def test_gui_plan_equals_the_pipeline_plan(kb: KnowledgeBase, profile):
    from dlconfig.plan.pipeline import make_plan

    workload = engine.default_workload()
    outcome = make_plan_outcome(workload, profile, kb, TODAY)
    assert outcome.plan == make_plan(workload, profile, kb, TODAY)
    assert outcome.error_field is None and not outcome.failures


def test_invalid_workload_names_the_field(kb: KnowledgeBase):
    workload = Workload.model_validate({"model": {"preset": "no-such-model"}})
    outcome = make_plan_outcome(workload, None, kb, TODAY)
    assert outcome.plan is None
    assert outcome.error_field is not None and "model" in outcome.error_field
    assert outcome.error_text


@pytest.mark.allow_log_warnings  # the failing step is logged
def test_a_failing_step_leaves_the_others_standing(kb: KnowledgeBase, profile, monkeypatch):
    real = engine.step_function

    def broken_infra(step: str):
        if step == "infra":

            def fail(*args):
                raise RuntimeError("infra data missing")

            return fail
        return real(step)

    monkeypatch.setattr(engine, "step_function", broken_infra)
    outcome = plan_step_by_step(engine.default_workload(), profile, kb, TODAY)
    assert outcome.plan is not None
    assert outcome.plan.requirements is not None and outcome.plan.stack is not None
    assert outcome.plan.infra is None
    assert "infra data missing" in outcome.failures["infra"]
