"""One wording for validation errors, so every reader of untrusted files names the field alike."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the window's first paint reads files through this module: no pydantic
    from pydantic import ValidationError


def first_error(err: ValidationError) -> tuple[str, str]:
    """``(field path, message)`` of the first error, plus "(and N more)" when there are more.

    The path reads ``model.params_b``; an error about the whole input reads "(top level)".
    """
    first = err.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "(top level)"
    more = f" (and {err.error_count() - 1} more)" if err.error_count() > 1 else ""
    return where, f"{_message(first)}{more}"


def nonfinite_text(value: float) -> str:
    """How a NaN or an infinity is worded wherever it is refused (not as a failed bound)."""
    named = "NaN" if math.isnan(value) else "infinity"
    return f"{named} is not a number; give a finite value"


def _message(error: Any) -> str:
    """The error's message; NaN and infinity are named as such, not as a failed bound."""
    value = error.get("input")
    if error["type"] == "finite_number" and isinstance(value, float):
        return nonfinite_text(value)
    return str(error["msg"])


def first_error_text(err: ValidationError) -> str:
    """``"field.path: message"`` for the first error (see :func:`first_error`)."""
    where, message = first_error(err)
    return f"{where}: {message}"
