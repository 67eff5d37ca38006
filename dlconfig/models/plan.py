"""The whole recommendation (schema ``dlconfig.plan/1``)."""

from __future__ import annotations

from datetime import date
from typing import Final, Literal

from pydantic import Field

from dlconfig.models.choice import HardwareChoice
from dlconfig.models.common import Conflict, Finding, Frozen, Reason
from dlconfig.models.container import ContainerSpec
from dlconfig.models.decision import Decision
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.infra import InfraOption, InfraPlan
from dlconfig.models.requirements import Requirements
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Workload

PLAN_SCHEMA: Final = "dlconfig.plan/1"


class Plan(Frozen):
    schema_: Literal["dlconfig.plan/1"] = Field(default=PLAN_SCHEMA, alias="schema")
    created: date
    app_version: str
    kb_version: str | None = None
    kb_as_of: date | None = None
    workload: Workload
    profile: HardwareProfile | None = None
    requirements: Requirements | None = None
    decision: Decision | None = None
    hardware: HardwareChoice | None = None
    stack: Stack | None = None
    container: ContainerSpec | None = None
    infra: InfraPlan | None = None
    findings: list[Finding] = Field(default_factory=list)
    conflicts: list[Conflict] = Field(default_factory=list)
    reasons: list[Reason] = Field(default_factory=list)

    def recommended_place(self) -> InfraOption | None:
        """Where the plan runs: the decision's place, ``infra.options[0]`` (None when
        nothing fits). The one place the GUI summary, README and report.pdf name."""
        options = self.infra.options if self.infra else []
        if self.decision is None or self.decision.chosen is None or not options:
            return None
        first = options[0]
        return None if first.is_excluded else first
