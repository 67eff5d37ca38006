"""Pydantic models shared by every layer: the one vocabulary of dlconfig."""

from pydantic import BaseModel

from dlconfig.models.choice import GpuChoice, GpuOption, HardwareChoice, HostNeeds
from dlconfig.models.common import Conflict, Finding, Reason, Severity, Sourced
from dlconfig.models.container import ContainerSpec
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.infra import InfraOption, InfraPlan
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import Requirements, VramBreakdown
from dlconfig.models.stack import Stack, StackResult
from dlconfig.models.workload import Workload

SCHEMAS: dict[str, type[BaseModel]] = {
    "hardware": HardwareProfile,
    "workload": Workload,
    "plan": Plan,
    "stack": Stack,
    "requirements": Requirements,
}

__all__ = [
    "SCHEMAS",
    "Conflict",
    "ContainerSpec",
    "Finding",
    "GpuChoice",
    "GpuOption",
    "HardwareChoice",
    "HardwareProfile",
    "HostNeeds",
    "InfraOption",
    "InfraPlan",
    "Plan",
    "Reason",
    "Requirements",
    "Severity",
    "Sourced",
    "Stack",
    "StackResult",
    "VramBreakdown",
    "Workload",
]
