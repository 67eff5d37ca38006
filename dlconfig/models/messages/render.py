"""Filling a reason's or finding's template from its ``params``, in any language.

A template is a sequence of *pieces*; each piece lists alternatives, and the first
alternative whose conditions hold and whose ``{fields}`` all have a value is used. A
piece may end with :data:`OPTIONAL`, which renders nothing. When a piece has no usable
alternative, or the translated text does not format, the caller gets ``None``: the
models refuse such a code and params, and a face shows the English rendering instead of
a broken translation.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

ParamValue = str | int | float | bool | None

CONTEXT = "ReasonText"
OPTIONAL = ""
# A param whose value is FIELD + a workload key ("field:tokens_b") names a setting: the
# key as written in workload files in text for files and the command line, the wizard's
# label of that field in the GUI (``field_label``).
FIELD = "field:"
FieldLabel = Callable[[str], str | None]

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for ``pyside6-lupdate`` (it reads this name lexically); returns it."""
    return text


@dataclass(frozen=True, init=False)
class When:
    """An alternative used only when the named params have the given values (None:
    the param is missing or None)."""

    text: str
    conditions: Mapping[str, ParamValue] = field(default_factory=dict)

    def __init__(self, text: str, **conditions: ParamValue) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "conditions", dict(conditions))


Alternative = str | When
Piece = tuple[Alternative, ...]
Template = tuple[Piece, ...]


def sentence(text: str) -> Template:
    """A template of one piece with one alternative: ``text``."""
    return ((text,),)


def identity(text: str) -> str:
    return text


def fields_of(text: str) -> set[str]:
    """The ``{field}`` names a template text uses."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _usable(alt: Alternative, params: Mapping[str, ParamValue]) -> bool:
    if isinstance(alt, When):
        for name, wanted in alt.conditions.items():
            got = params.get(name)
            if got != wanted or (wanted is not None and type(got) is not type(wanted)):
                return False
        text = alt.text
    else:
        text = alt
    return all(params.get(name) is not None for name in fields_of(text))


def _values(
    params: Mapping[str, ParamValue],
    labels: Mapping[str, str],
    translate: Translate,
    field_label: FieldLabel | None,
) -> dict[str, object]:
    out: dict[str, object] = {}
    for name, value in params.items():
        if isinstance(value, str) and value.startswith(FIELD):
            key = value.removeprefix(FIELD)
            label = field_label(key) if field_label else None
            out[name] = f"“{label}”" if label else key
        elif isinstance(value, str) and value in labels:
            out[name] = translate(labels[value])
        else:
            out[name] = value
    return out


def render(
    template: Template,
    params: Mapping[str, ParamValue],
    translate: Translate = identity,
    labels: Mapping[str, str] | None = None,
    *,
    field_label: FieldLabel | None = None,
) -> str | None:
    """The filled template, translated with ``translate``; None when it cannot be filled.
    ``field_label``: a setting's name on screen by its workload key (None: the key)."""
    values = _values(params, labels or {}, translate, field_label)
    out: list[str] = []
    for piece in template:
        alt = next((a for a in piece if _usable(a, params)), None)
        if alt is None:
            return None
        text = alt.text if isinstance(alt, When) else alt
        if not text:
            continue
        try:
            out.append(translate(text).format_map(values))
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            return None
    return "".join(out)
