"""The whole recommendation (schema ``dlconfig.plan/1``)."""

from __future__ import annotations

from datetime import date
from typing import Final, Literal

from pydantic import Field

from dlconfig.models.choice import HardwareChoice
from dlconfig.models.common import Conflict, Finding, Frozen, Reason
from dlconfig.models.container import ContainerSpec
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
    hardware: HardwareChoice | None = None
    stack: Stack | None = None
    container: ContainerSpec | None = None
    infra: InfraPlan | None = None
    findings: list[Finding] = Field(default_factory=list)
    conflicts: list[Conflict] = Field(default_factory=list)
    reasons: list[Reason] = Field(default_factory=list)

    def recommended_place(self) -> InfraOption | None:
        """Where the plan runs: the infrastructure step's first option it did not
        exclude, never this machine when the plan does not fit it. The one choice the GUI
        summary, README and report.pdf all name."""
        options = self.infra.options if self.infra else []
        misfit = self.hardware is not None and self.hardware.local_fit is False
        return next(
            (o for o in options if not o.is_excluded and not (misfit and o.kind == "local")),
            None,
        )

    def rents_other_gpu(self, place: InfraOption | None) -> bool:
        """Whether ``place`` runs another GPU model than the hardware step chose (a cloud
        renting the model's next-best GPU). The count is not compared: a per-GPU price
        (serverless workers) lists one GPU however many the plan takes."""
        choice = self.hardware.choice if self.hardware else None
        return bool(
            place is not None
            and place.gpu
            and choice is not None
            and choice.gpu
            and place.gpu != choice.gpu
        )

    def hours_on(self, gpu: str, gpus: int) -> float | None:
        """Estimated hours per run on ``gpus`` × ``gpu`` in all, from the hardware step's
        options (None: not estimated for that count)."""
        options = self.hardware.options if self.hardware else []
        return next(
            (o.est_hours for o in options if o.gpu == gpu and o.count * o.nodes == gpus), None
        )
