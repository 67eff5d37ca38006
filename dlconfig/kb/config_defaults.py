"""Defaults of transformers' configuration classes by model_type
(``model_config_defaults.yaml``): what a config.json that lists only its differences
leaves out."""

from __future__ import annotations

from datetime import date

from pydantic import Field

from dlconfig.models.common import Frozen, Sourced

ConfigValue = int | float | bool | str


class ModelTypeDefaults(Sourced):
    model_type: str = Field(pattern=r"^[a-z0-9_]+$", max_length=60)
    defaults: dict[str, ConfigValue] = Field(default_factory=dict)


class ConfigDefaults(Frozen):
    """Schema of ``model_config_defaults.yaml``."""

    as_of: date | None = None
    transformers: str
    model_types: list[ModelTypeDefaults] = Field(min_length=1)

    def for_type(self, model_type: str) -> ModelTypeDefaults | None:
        return next((m for m in self.model_types if m.model_type == model_type), None)
