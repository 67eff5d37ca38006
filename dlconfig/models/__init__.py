"""Pydantic models shared by every layer: the one vocabulary of dlconfig.

Names are loaded on first use (PEP 562), so importing one submodule -- the start-up path
needs ``dlconfig.models.common`` long before any plan -- does not import them all.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import BaseModel

    from dlconfig.models.choice import GpuChoice as GpuChoice
    from dlconfig.models.choice import GpuOption as GpuOption
    from dlconfig.models.choice import HardwareChoice as HardwareChoice
    from dlconfig.models.choice import HostNeeds as HostNeeds
    from dlconfig.models.common import Conflict as Conflict
    from dlconfig.models.common import Finding as Finding
    from dlconfig.models.common import Reason as Reason
    from dlconfig.models.common import Severity as Severity
    from dlconfig.models.common import Sourced as Sourced
    from dlconfig.models.container import ContainerSpec as ContainerSpec
    from dlconfig.models.hardware import HardwareProfile as HardwareProfile
    from dlconfig.models.infra import InfraOption as InfraOption
    from dlconfig.models.infra import InfraPlan as InfraPlan
    from dlconfig.models.plan import Plan as Plan
    from dlconfig.models.requirements import Requirements as Requirements
    from dlconfig.models.requirements import VramBreakdown as VramBreakdown
    from dlconfig.models.stack import Stack as Stack
    from dlconfig.models.stack import StackResult as StackResult
    from dlconfig.models.workload import Workload as Workload

    SCHEMAS: dict[str, type[BaseModel]]

_HOMES = {
    "GpuChoice": "choice",
    "GpuOption": "choice",
    "HardwareChoice": "choice",
    "HostNeeds": "choice",
    "Conflict": "common",
    "Finding": "common",
    "Reason": "common",
    "Severity": "common",
    "Sourced": "common",
    "ContainerSpec": "container",
    "HardwareProfile": "hardware",
    "InfraOption": "infra",
    "InfraPlan": "infra",
    "Plan": "plan",
    "Requirements": "requirements",
    "VramBreakdown": "requirements",
    "Stack": "stack",
    "StackResult": "stack",
    "Workload": "workload",
}


def _schemas() -> dict[str, Any]:
    """The versioned models whose JSON Schema ``dlconfig-cli schema`` prints."""
    return {
        "hardware": import_module("dlconfig.models.hardware").HardwareProfile,
        "workload": import_module("dlconfig.models.workload").Workload,
        "plan": import_module("dlconfig.models.plan").Plan,
        "stack": import_module("dlconfig.models.stack").Stack,
        "requirements": import_module("dlconfig.models.requirements").Requirements,
    }


def __getattr__(name: str) -> Any:
    if name == "SCHEMAS":
        value: Any = _schemas()
    elif name in _HOMES:
        value = getattr(import_module(f"dlconfig.models.{_HOMES[name]}"), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
