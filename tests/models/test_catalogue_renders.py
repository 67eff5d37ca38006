"""One rendering test per catalogue entry: every reason, finding, fix and bench reason
renders from its code and params, each ``{field}`` filled with its param's value.

Other tests assert codes and params; the English words are checked here, once, for
every alternative of every entry (what the faces show when no translation fills)."""

from __future__ import annotations

import string

import pytest

from dlconfig.models.messages import FIX_TEMPLATES, KB_TEXT_CODES, LABELS, TEMPLATES, render
from dlconfig.models.messages.render import ParamValue, Template, When

ENTRIES = sorted(
    [("message", code) for code in TEMPLATES] + [("fix", code) for code in FIX_TEMPLATES]
)


def _value(name: str, spec: str) -> ParamValue:
    """A value that ``{name:spec}`` formats: a number where a format spec asks for one,
    else a marker naming the field (so it can be found in the output)."""
    if spec and spec[-1] in "dn":
        return 7
    if spec:
        return 1234.5
    return f"<{name}>"


def _params_for(text: str, conditions: dict[str, ParamValue]) -> dict[str, ParamValue]:
    params: dict[str, ParamValue] = {}
    for _, name, spec, _ in string.Formatter().parse(text):
        if name:
            params[name] = _value(name, spec or "")
    return {**params, **conditions}


def _alternatives(template: Template) -> list[tuple[int, str, dict[str, ParamValue]]]:
    """(piece index, text, conditions) of every alternative that has text."""
    out = []
    for i, piece in enumerate(template):
        for alt in piece:
            if isinstance(alt, When):
                out.append((i, alt.text, dict(alt.conditions)))
            elif alt:
                out.append((i, alt, {}))
    return [(i, text, said) for i, text, said in out if text]


@pytest.mark.parametrize(("kind", "code"), ENTRIES, ids=[f"{k}:{c}" for k, c in ENTRIES])
def test_every_alternative_of_the_entry_renders_with_its_fields(kind: str, code: str) -> None:
    template = (TEMPLATES if kind == "message" else FIX_TEMPLATES)[code]
    alternatives = _alternatives(template)
    assert alternatives, f"{code}: no text"
    for index, text, said in alternatives:
        conditions = {k: v for k, v in said.items() if v is not None}
        params = _params_for(text, conditions)
        # this alternative alone, as the one piece of a template
        alone = ((When(text, **conditions) if conditions else text),)
        rendered = render((alone,), params, labels=LABELS)
        assert rendered is not None, f"{code} piece {index}: {text!r} does not fill from {params}"
        for name, value in params.items():
            assert f"{{{name}" not in rendered, f"{code}: {{{name}}} left in {rendered!r}"
            if isinstance(value, str) and value.startswith("<") and f"{{{name}}}" in text:
                assert value in rendered, f"{code}: {name} not shown in {rendered!r}"
    # and the entry as a whole: every field, and the first alternative of each piece chosen
    whole: dict[str, ParamValue] = {}
    for _, text, _said in alternatives:
        whole.update(_params_for(text, {}))
    for piece in reversed(template):
        first = piece[0]
        if isinstance(first, When):
            whole.update({k: v for k, v in first.conditions.items() if v is not None})
    if code not in KB_TEXT_CODES:
        assert render(template, whole, labels=LABELS) is not None, (code, whole)
