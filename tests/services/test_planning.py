"""The services door plans exactly as the pipeline does, and names what it rejects."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from dlconfig.kb.base import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import make_plan
from dlconfig.services import default_workload, plan_outcome
from tests.profiles import load_profile

TODAY = date(2026, 12, 2)


def test_the_door_plans_as_the_pipeline_does() -> None:
    kb, profile, workload = KnowledgeBase(), load_profile("consumer_gpu"), default_workload()
    outcome = plan_outcome(workload, profile, kb, TODAY)
    assert outcome.plan == make_plan(workload, profile, kb, TODAY)
    assert outcome.error_field is None and outcome.error_text is None


def test_an_invalid_workload_names_the_field() -> None:
    workload = Workload.model_validate({"model": {"preset": "no-such-model"}})
    outcome = plan_outcome(workload, None, KnowledgeBase(), TODAY)
    assert outcome.plan is None
    assert outcome.error_field is not None and "model" in outcome.error_field
    assert outcome.error_text


def test_an_unreadable_knowledge_base_is_an_outcome_not_an_exception(tmp_path: Path) -> None:
    outcome = plan_outcome(default_workload(), None, KnowledgeBase(tmp_path), TODAY)
    assert outcome.plan is None and outcome.error_field is not None
    assert outcome.error_code == "input.catalog_unreadable" and outcome.error_text
