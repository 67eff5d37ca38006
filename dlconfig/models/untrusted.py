"""The one reader for files a user or another program wrote: workloads, plans, sessions,
profiles, benchmark reports and imported knowledge-base files.

A file is read only when it is a regular file no larger than the caller's bound. YAML is
read strictly (JSON is a subset): nesting is bounded, anchors and aliases are refused,
a key given twice is refused instead of the last one winning, and a plain scalar that
YAML 1.1 and YAML 1.2 read differently (``yes``, ``on``, ``010``, ``1:30``, ``0x1F``) is
refused with a request to quote it, instead of silently becoming a bool or a number.
Every failure is an :class:`UntrustedFileError` whose message is one line naming the file.
"""

from __future__ import annotations

import json
import math
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from dlconfig.models.errors import nonfinite_text

if TYPE_CHECKING:  # read before the window's first paint, which imports no pydantic
    from pydantic import BaseModel

__all__ = [
    "MAX_DEPTH",
    "UntrustedFileError",
    "parse_untrusted",
    "read_untrusted_bytes",
    "read_untrusted_head",
    "strict_yaml_load",
    "validate_strictly",
]

MAX_DEPTH = 40
M = TypeVar("M", bound="BaseModel")


class UntrustedFileError(ValueError):
    """An untrusted file cannot be read or parsed; the message is one line saying why."""


def strict_yaml_load(text: str, name: str, max_depth: int = MAX_DEPTH) -> Any:
    """YAML (or JSON) text as Python data, read strictly (see the module docstring)."""
    # PyYAML loads with the first YAML file, not on the app's start-up path (its settings
    # are JSON).
    from dlconfig.models.untrusted_yaml import load_strictly

    return load_strictly(text, name, max_depth)


def _json_load(text: str, name: str, max_depth: int) -> Any:
    depth = 0
    in_string = escaped = False
    for char in text:  # bounded nesting before json.loads can recurse
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > max_depth:
                raise UntrustedFileError(f"{name}: nested deeper than {max_depth} levels")
        elif char in "]}":
            depth -= 1

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:
                raise UntrustedFileError(f"{name}: key {key!r} is given twice")
            out[key] = value
        return out

    try:
        return json.loads(text, object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as exc:
        raise UntrustedFileError(
            f"{name}: not valid JSON at line {exc.lineno}: {exc.msg}"
        ) from None


def validate_strictly(model: type[M], data: Any) -> M:
    """``model`` from parsed data, validated as strict JSON: ``true`` is not 1 and ``"8"``
    is not 8, whatever the file's syntax was. Raises pydantic's ValidationError."""
    return model.model_validate_json(json.dumps(data), strict=True)


def parse_untrusted(
    raw: bytes, name: str, *, max_bytes: int, json_only: bool = False, max_depth: int = MAX_DEPTH
) -> Any:
    """Bytes of an untrusted file as Python data; raises UntrustedFileError.

    ``json_only``: parse as JSON (for ``.json`` files); otherwise strict YAML, which also
    reads JSON.
    """
    if len(raw) > max_bytes:
        raise UntrustedFileError(f"{name}: larger than {max_bytes} bytes")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UntrustedFileError(f"{name}: not UTF-8 text") from None
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise UntrustedFileError(f"{name}: holds a NUL character at line {line}")
    data = (
        _json_load(text, name, max_depth) if json_only else strict_yaml_load(text, name, max_depth)
    )
    _check_values(data, name)
    return data


def _check_values(data: Any, name: str) -> None:
    """Refuse NaN and infinity (``1e999`` in JSON; "not a number", which every bound would
    word as out of range, and which no integer field can hold) and NUL
    written as an escape (``"\\0"``, ``"\\u0000"``), naming the field."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, float) and not math.isfinite(value):
            raise UntrustedFileError(f"{name}: {where or 'value'}: {nonfinite_text(value)}")
        if isinstance(value, str) and "\x00" in value:
            raise UntrustedFileError(f"{name}: {where or 'value'}: holds a NUL character")
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and "\x00" in key:
                    raise UntrustedFileError(f"{name}: a key holds a NUL character")
                stack.append((f"{where}.{key}" if where else str(key), item))
        elif isinstance(value, list):
            stack.extend((f"{where}[{i}]", item) for i, item in enumerate(value))


def read_untrusted_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of ``path`` when it is a regular file of at most ``max_bytes``.

    Reads at most ``max_bytes + 1`` bytes, so a file that grows (or a device) cannot make
    the reader hold more. Raises UntrustedFileError naming the path.
    """
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            what = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise UntrustedFileError(f"{path}: is {what}")
        if info.st_size > max_bytes:
            raise UntrustedFileError(f"{path}: larger than {max_bytes} bytes")
        with path.open("rb") as handle:
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        raise UntrustedFileError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:
        raise UntrustedFileError(f"{path}: larger than {max_bytes} bytes")
    return raw


def read_untrusted_head(path: Path, max_bytes: int) -> bytes:
    """The first ``max_bytes`` (or fewer) bytes of ``path`` when it is a regular file of
    any size: the header of a large binary file (a GGUF model). Raises UntrustedFileError
    naming the path."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            what = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise UntrustedFileError(f"{path}: is {what}")
        with path.open("rb") as handle:
            return handle.read(max_bytes)
    except OSError as exc:
        raise UntrustedFileError(f"{path}: cannot be read: {exc.strerror or exc}") from None
