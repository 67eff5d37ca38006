"""The versioned models whose JSON Schema ``dlconfig-cli schema`` prints, by name."""

from __future__ import annotations

from pydantic import BaseModel

from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.plan import Plan
from dlconfig.models.requirements import Requirements
from dlconfig.models.stack import Stack
from dlconfig.models.workload import Workload

SCHEMAS: dict[str, type[BaseModel]] = {
    "hardware": HardwareProfile,
    "workload": Workload,
    "plan": Plan,
    "stack": Stack,
    "requirements": Requirements,
}
