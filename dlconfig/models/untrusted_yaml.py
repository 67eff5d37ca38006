"""The strict YAML reader behind ``untrusted.strict_yaml_load``: YAML 1.2 core scalars,
no duplicate keys, no anchors or aliases, bounded nesting. Kept apart so that PyYAML is
imported with the first YAML file rather than at start-up."""

from __future__ import annotations

import re
from typing import Any, ClassVar

import yaml
from yaml.constructor import ConstructorError
from yaml.resolver import Resolver

from dlconfig.models.untrusted import UntrustedFileError

_STR = "tag:yaml.org,2002:str"
_Base: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # C parser when available


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


def load_strictly(text: str, name: str, max_depth: int) -> Any:
    """YAML (or JSON) text as Python data, read strictly (``untrusted``'s docstring says
    how); every failure is an :class:`UntrustedFileError`."""
    try:
        _check_events(text, name, max_depth)
        return yaml.load(text, Loader=_StrictLoader)  # a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "invalid syntax"
        raise UntrustedFileError(f"{name}: not valid YAML or JSON{where}: {problem}") from None
