"""One wording for validation errors, so every reader of untrusted files names the field alike."""

from __future__ import annotations

from pydantic import ValidationError


def first_error(err: ValidationError) -> tuple[str, str]:
    """``(field path, message)`` of the first error, plus "(and N more)" when there are more.

    The path reads ``model.params_b``; an error about the whole input reads "(top level)".
    """
    first = err.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "(top level)"
    more = f" (and {err.error_count() - 1} more)" if err.error_count() > 1 else ""
    return where, f"{first['msg']}{more}"


def first_error_text(err: ValidationError) -> str:
    """``"field.path: message"`` for the first error (see :func:`first_error`)."""
    where, message = first_error(err)
    return f"{where}: {message}"
