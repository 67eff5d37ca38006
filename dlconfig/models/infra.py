"""Where to run it (step 5): ranked places with latency, compliance and cost."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from dlconfig.models.common import Frozen, Reason
from dlconfig.models.messages import render_text

DISCLAIMER_CODE = "infra.disclaimer"


class InfraOption(Frozen):
    kind: str = Field(description="local, owned, cluster, onprem, colocation, cloud, hybrid")
    provider: str | None = None
    region: str | None = None
    city: str | None = None
    country: str | None = None
    instance_type: str | None = None
    gpu: str | None = None
    gpus: int | None = None
    latency_data_ms: float | None = None
    latency_users_ms: float | None = None
    train_cost_usd: float | None = None
    monthly_cost_usd: float | None = None
    is_excluded: bool = False
    needs: list[str] = Field(default_factory=list)
    prices_as_of: str | None = None
    score: float | None = None
    reasons: list[Reason] = Field(default_factory=list)
    excluded_by: list[str] = Field(
        default_factory=list, description="ids of the rules that exclude"
    )
    train_place: str | None = Field(default=None, description="where training runs (hybrids)")
    serve_place: str | None = Field(default=None, description="where serving runs (hybrids)")
    price_mode: str | None = Field(
        default=None, description="on_demand, spot, commit_1y, commit_3y, always_on, owned"
    )
    cost_breakdown_usd: dict[str, float] = Field(default_factory=dict)
    break_even_utilisation_pct: float | None = None
    latency_error_pct: float | None = None
    run_cost_usd: float | None = Field(
        default=None,
        description="the cost this option is ranked by, in US dollars at list prices: the "
        "training run (cost_basis 'run') or a month of serving (cost_basis 'month')",
    )
    cost_basis: Literal["run", "month"] | None = Field(
        default=None, description="what run_cost_usd covers: one training run, or a month"
    )
    place_key: str | None = Field(
        default=None, description="the decision's place key of this option's candidate"
    )
    gpus_per_node: int | None = Field(default=None, ge=1, description="the candidate's layout")
    nodes: int | None = Field(default=None, ge=1)
    is_chosen: bool = Field(default=False, description="the decision's place")


class InfraPlan(Frozen):
    options: list[InfraOption] = Field(default_factory=list)
    # rendered from the messages catalogue (DISCLAIMER_CODE); the faces translate it
    disclaimer: str = ""
    reasons: list[Reason] = Field(default_factory=list)
    latency_model: str | None = None
    data_city: str | None = None
    users_city: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _render(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        return {**data, "disclaimer": render_text(DISCLAIMER_CODE, {}) or ""}
