"""Reading a JSON file the user names into a model, with one clear line when it is not one."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from dlconfig.models.errors import first_error_text
from dlconfig.models.untrusted import UntrustedFileError, read_untrusted_bytes

M = TypeVar("M", bound=BaseModel)


def read_json_model(path: Path, model: type[M], what: str, max_bytes: int) -> M:
    """``model`` validated from the JSON in ``path``; raises CliError naming the field.

    ``what`` completes "PATH is not ...", e.g. "a machine profile".
    """
    from dlconfig.cli import EXIT_USAGE, CliError

    try:
        raw = read_untrusted_bytes(path, max_bytes)
    except UntrustedFileError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
    try:
        return model.model_validate_json(raw)
    except ValidationError as err:
        if err.errors()[0]["type"] == "json_invalid":
            raise CliError(f"{path} is not {what}: not JSON", EXIT_USAGE) from None
        raise CliError(f"{path} is not {what}: {first_error_text(err)}", EXIT_USAGE) from None
