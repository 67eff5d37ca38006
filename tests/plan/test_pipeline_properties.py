"""Property test: any valid workload gets a Plan (with its conflicts) or a PlanInputError
naming the field; no step fails any other way, so the faces need no fallback."""

from __future__ import annotations

from datetime import date

from hypothesis import given, settings, strategies as st
from pydantic import ValidationError

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.models_catalog import ModelCatalog
from dlconfig.models.workload import (
    EnvManager,
    Framework,
    Mode,
    Optimizer,
    Precision,
    Sharding,
    Target,
    Task,
    Workload,
)
from dlconfig.plan.errors import PlanInputError
from dlconfig.plan.pipeline import make_plan
from tests.profiles import PROFILE_NAMES, load_profile

KB = KnowledgeBase()
PRESETS = KB.dataset("models", ModelCatalog).ids()
TODAY = date(2026, 12, 2)

WORKLOADS = st.fixed_dictionaries(
    {
        "task": st.sampled_from(list(Task)),
        "mode": st.sampled_from(list(Mode)),
        "precision": st.sampled_from(list(Precision)),
        "optimizer": st.sampled_from(list(Optimizer)),
        "sharding": st.sampled_from(list(Sharding)),
        "framework": st.sampled_from(list(Framework)),
        "target": st.sampled_from(list(Target)),
        "env_manager": st.sampled_from(list(EnvManager)),
        "gpus": st.sampled_from([0, 1, 2, 8, 64]),
        "nodes": st.sampled_from([1, 2, 4]),
        "batch_size": st.sampled_from([1, 8, 65_536]),
        "seq_len": st.sampled_from([1, 2048, 2_097_152]),
        "dataset_gb": st.sampled_from([0, 1, 1e6]),
        "model": st.one_of(
            st.sampled_from(PRESETS).map(lambda p: {"preset": p}),
            st.sampled_from([0.001, 7, 20_000]).map(lambda b: {"params_b": b}),
        ),
        "python": st.sampled_from([None, "3.8", "3.12", "3.99"]),
        "framework_version": st.sampled_from([None, "2.5.1", "99.0", "not-a-version"]),
        "gpu": st.sampled_from([None, "h100", "rtx 4090", "no-such-gpu"]),
        "compliance": st.sampled_from([[], ["gdpr"], ["pipl", "hipaa"], ["no-such-rule"]]),
        "location": st.fixed_dictionaries(
            {"data": st.sampled_from([None, "Berlin", "Nowhere"]), "users": st.none()}
        ),
    }
)


@settings(max_examples=80, deadline=None)
@given(data=WORKLOADS, profile=st.sampled_from([None, *PROFILE_NAMES]))
def test_a_plan_or_a_named_input_never_another_error(data: dict, profile: str | None) -> None:
    try:
        workload = Workload.model_validate(data)
    except ValidationError as exc:  # gpus: 0 with a named GPU or several nodes
        assert "gpus: 0" in str(exc)
        return
    try:
        plan = make_plan(workload, load_profile(profile) if profile else None, KB, TODAY)
    except PlanInputError as exc:
        assert exc.field and exc.message
        return
    assert plan.requirements is not None and plan.hardware is not None
    assert plan.stack is not None or plan.conflicts
