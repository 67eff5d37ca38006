"""pydantic's validation errors as sentences a person can act on, in their language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from dlconfig.ui.units import significant_text

translate = QCoreApplication.translate


# Fields whose pattern needs an example rather than a rule.
_PATTERN_EXAMPLES = {
    "python": "3.12",
    "framework_version": "2.5.1",
    "cuda": "12.4",
}


def _number(value: Any) -> str:
    try:
        return significant_text(float(value), 6)
    except (TypeError, ValueError):
        return str(value)


def error_text(field: str, error: Mapping[str, Any]) -> str:
    """One pydantic error (``ValidationError.errors()`` item) as a sentence."""
    kind = str(error.get("type", ""))
    ctx = error.get("ctx") or {}
    if kind == "greater_than_equal":
        return translate("Fields", "Enter %1 or more").replace("%1", _number(ctx.get("ge")))
    if kind == "greater_than":
        return translate("Fields", "Enter more than %1").replace("%1", _number(ctx.get("gt")))
    if kind == "less_than_equal":
        return translate("Fields", "Enter %1 or less").replace("%1", _number(ctx.get("le")))
    if kind == "less_than":
        return translate("Fields", "Enter less than %1").replace("%1", _number(ctx.get("lt")))
    if kind in ("int_parsing", "int_from_float", "int_type"):
        return translate("Fields", "Enter a whole number")
    if kind in ("float_parsing", "float_type", "finite_number"):
        return translate("Fields", "Enter a number")
    if kind == "string_pattern_mismatch":
        example = _PATTERN_EXAMPLES.get(field.rsplit(".", 1)[-1])
        if example:
            return translate("Fields", "Enter a version such as %1").replace("%1", example)
        return translate("Fields", "This is not in the expected form")
    if kind == "string_too_long":
        return translate("Fields", "Enter at most %1 characters").replace(
            "%1", str(ctx.get("max_length"))
        )
    if kind == "string_too_short":
        return translate("Fields", "This cannot be empty")
    if kind in ("literal_error", "enum"):
        return translate("Fields", "Choose one of the listed values")
    if kind == "missing":
        return translate("Fields", "This is needed")
    # Our own validators write their messages for people already.
    return str(error.get("msg", "")).removeprefix("Value error, ")
