"""Pydantic models shared by every layer: the one vocabulary of dlconfig.

The package re-exports the common names, loaded on first use (PEP 562): the start-up path
imports ``dlconfig.models.common`` long before any plan, and importing one submodule must
not import them all. Code inside dlconfig imports from the submodules, which keeps types.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

# name -> the submodule that defines it
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
    "Candidate": "decision",
    "Decision": "decision",
    "HardwareProfile": "hardware",
    "InfraOption": "infra",
    "InfraPlan": "infra",
    "Plan": "plan",
    "Requirements": "requirements",
    "VramBreakdown": "requirements",
    "SCHEMAS": "schemas",
    "Stack": "stack",
    "StackResult": "stack",
    "Workload": "workload",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
