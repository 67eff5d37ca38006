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
import re
import stat
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import yaml
from pydantic import BaseModel
from yaml.constructor import ConstructorError
from yaml.resolver import Resolver

from dlconfig.models.errors import nonfinite_text

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
M = TypeVar("M", bound=BaseModel)

_STR = "tag:yaml.org,2002:str"
_Base: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # C parser when available


class UntrustedFileError(ValueError):
    """An untrusted file cannot be read or parsed; the message is one line saying why."""


class _StrictLoader(_Base):  # type: ignore[misc]
    """Safe loader with YAML 1.2 core scalars only, no duplicate keys."""

    yaml_implicit_resolvers: ClassVar[dict[str, list[tuple[str, re.Pattern[str]]]]] = {}

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                duplicate = key in seen
            except TypeError:  # an unhashable key: the base class says so
                break
            if duplicate:
                raise ConstructorError(
                    None, None, f"key {key!r} is given twice", key_node.start_mark
                )
            seen.add(key)
        return super().construct_mapping(node, deep)  # type: ignore[no-any-return]

    def construct_yaml_str(self, node: yaml.ScalarNode) -> str:
        value: str = super().construct_scalar(node)
        as_yaml11 = _YAML11.resolve(  # type: ignore[no-untyped-call]
            yaml.ScalarNode, value, (True, False)
        )
        if not node.style and as_yaml11 in _YAML11_TYPED:  # plain: None, or '' from C
            raise ConstructorError(
                None,
                None,
                f"{value!r} means a number or true/false to some YAML readers and text to"
                " others: quote it, or write a plain number or true/false",
                node.start_mark,
            )
        return value


_YAML11 = Resolver()
_YAML11_TYPED = {f"tag:yaml.org,2002:{name}" for name in ("bool", "int", "float")}
_StrictLoader.add_constructor(_STR, _StrictLoader.construct_yaml_str)
for _tag, _pattern, _first in (
    ("bool", r"true|True|TRUE|false|False|FALSE", "tTfF"),
    ("null", r"~|null|Null|NULL|", ["~", "n", "N", ""]),
    ("int", r"[-+]?(0|[1-9][0-9]*)", "-+0123456789"),
    (
        "float",
        r"[-+]?(\.[0-9]+|[0-9]+\.[0-9]*|[0-9]+(\.[0-9]*)?[eE][-+]?[0-9]+)"
        r"|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)",
        "-+.0123456789",
    ),
):
    _StrictLoader.add_implicit_resolver(
        f"tag:yaml.org,2002:{_tag}", re.compile(f"^(?:{_pattern})$"), list(_first)
    )


def _check_events(text: str, name: str, max_depth: int) -> None:
    """Refuse anchors, aliases and nesting deeper than ``max_depth`` before building."""
    depth = 0
    events = yaml.parse(text, Loader=_Base)
    while True:
        try:
            event = next(events)
        except StopIteration:
            return
        except yaml.YAMLError as exc:
            if "nesting depth" in str(getattr(exc, "problem", None)):  # libyaml's own limit
                raise UntrustedFileError(f"{name}: nested deeper than {max_depth} levels") from None
            raise
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise UntrustedFileError(f"{name}: YAML anchors and aliases are not allowed")
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > max_depth:
                raise UntrustedFileError(f"{name}: nested deeper than {max_depth} levels")
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def strict_yaml_load(text: str, name: str, max_depth: int = MAX_DEPTH) -> Any:
    """YAML (or JSON) text as Python data, read strictly (see the module docstring)."""
    try:
        _check_events(text, name, max_depth)
        return yaml.load(text, Loader=_StrictLoader)  # a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "invalid syntax"
        raise UntrustedFileError(f"{name}: not valid YAML or JSON{where}: {problem}") from None


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
    """Refuse NaN ("not a number", which every bound would word as out of range) and NUL
    written as an escape (``"\\0"``, ``"\\u0000"``), naming the field."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, float) and math.isnan(value):
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
