"""What the decision is told about places: where the data and the users are, and the
rules the plan must keep. Read once per plan; a bad city or rule is an input error."""

from __future__ import annotations

from dataclasses import dataclass

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.infra_data import CityRecord, ComplianceRule
from dlconfig.kb.places import InfraData, UnknownCityError, load_infra
from dlconfig.models.workload import Workload
from dlconfig.plan.errors import PlanInputError


@dataclass(frozen=True)
class PlaceInputs:
    """Where the data and the users are, and the rules the plan must keep."""

    data: InfraData
    rules: list[ComplianceRule]
    data_city: CityRecord | None
    users_city: CityRecord | None


def place_inputs(workload: Workload, kb: KnowledgeBase) -> PlaceInputs:
    """Raises ``PlanInputError`` naming the field for an unknown city or rule."""
    data = load_infra(kb)
    return PlaceInputs(
        data=data,
        rules=_rules(data, workload.compliance),
        data_city=_city(data, workload.location.data, "location.data"),
        users_city=_city(data, workload.location.users, "location.users"),
    )


def _rules(data: InfraData, ids: list[str]) -> list[ComplianceRule]:
    out = []
    for rule_id in ids:
        rule = data.compliance.rule(rule_id.strip().lower())
        if rule is None:
            known = ", ".join(r.id for r in data.compliance.rules)
            raise PlanInputError("compliance", "input.unknown_rule", rule=rule_id, known=known)
        out.append(rule)
    return out


def _city(data: InfraData, text: str | None, field: str) -> CityRecord | None:
    if not text:
        return None
    try:
        return data.cities.resolve(text)
    except UnknownCityError as exc:
        raise PlanInputError(field, "input.detail", detail=str(exc)) from None
