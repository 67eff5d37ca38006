"""The whole recommendation (schema ``dlconfig.plan/1``)."""

from __future__ import annotations

from datetime import date
from typing import Final, Literal

from pydantic import Field

from dlconfig.models.choice import HardwareChoice
from dlconfig.models.common import Conflict, Finding, Frozen, Reason
from dlconfig.models.container import ContainerSpec
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.infra import InfraPlan
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
    hardware: HardwareChoice | None = None
    stack: Stack | None = None
    container: ContainerSpec | None = None
    infra: InfraPlan | None = None
    findings: list[Finding] = Field(default_factory=list)
    conflicts: list[Conflict] = Field(default_factory=list)
    reasons: list[Reason] = Field(default_factory=list)
