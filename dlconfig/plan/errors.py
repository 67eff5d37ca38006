"""Errors the planning steps raise for input they cannot plan."""

from __future__ import annotations


class PlanInputError(ValueError):
    """The workload cannot be planned; ``field`` names the input at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
