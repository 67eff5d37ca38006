"""The one catalogue of the engine's sentences: ``code -> English template``.

Every reason, finding message, finding fix and conflict the engine makes is named by a
stable ``code`` with value ``params``; its English text is rendered here and nowhere
else. The GUI, the PDF and the exported README translate the same templates through
:mod:`dlconfig.i18n` (Qt Linguist's ``ReasonText`` context), so a sentence has one home.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dlconfig.models.messages.labels import LABELS, LABELS_CONTEXT, label_text, price_mode_id
from dlconfig.models.messages.render import (
    CONTEXT,
    FIELD,
    OPTIONAL,
    QT_TRANSLATE_NOOP,
    FieldLabel,
    ParamValue,
    Template,
    Translate,
    When,
    fields_of,
    identity,
    render,
)
from dlconfig.models.messages.templates_bench import BENCH_REASON_PREFIX, BENCH_TEMPLATES
from dlconfig.models.messages.templates_decision import DECISION_TEMPLATES
from dlconfig.models.messages.templates_findings import FINDING_TEMPLATES
from dlconfig.models.messages.templates_fixes import FIX_TEMPLATES as _FIXES
from dlconfig.models.messages.templates_infra import INFRA_TEMPLATES
from dlconfig.models.messages.templates_inputs import INPUT_TEMPLATES
from dlconfig.models.messages.templates_kb import (
    KB_FINDING_TEMPLATES,
    KB_FIX_TEMPLATES,
    KB_TEMPLATES,
)
from dlconfig.models.messages.templates_libraries import LIBRARY_TEMPLATES
from dlconfig.models.messages.templates_notes import NOTE_TEMPLATES
from dlconfig.models.messages.templates_plan import PLAN_TEMPLATES
from dlconfig.models.messages.templates_probe import PROBE_TEMPLATES
from dlconfig.models.messages.templates_problems import (
    DISK_BASIS_TEMPLATES,
    GPU_PROBLEM_TEMPLATES,
    PROBLEM_TEMPLATES,
)
from dlconfig.models.messages.templates_recipe import RECIPE_TEMPLATES
from dlconfig.models.messages.templates_stack import STACK_TEMPLATES
from dlconfig.models.messages.templates_teams import (
    SHARING_TEMPLATES,
    TEAMS_TEMPLATES,
)

__all__ = [
    "BENCH_REASON_PREFIX",
    "CLOSEST_CODE",
    "CONTEXT",
    "DISK_BASIS_TEMPLATES",
    "FIELD",
    "FINDING_CODES",
    "FIX_TEMPLATES",
    "KB_TEXT_CODES",
    "LABELS",
    "LABELS_CONTEXT",
    "OPTIONAL",
    "QT_TRANSLATE_NOOP",
    "TEMPLATES",
    "FieldLabel",
    "ParamValue",
    "Template",
    "Translate",
    "When",
    "fields_of",
    "identity",
    "join_conflict",
    "label_text",
    "price_mode_id",
    "render",
    "render_fix",
    "render_text",
]

# Every reason's and every finding message's template, by code.
TEMPLATES: dict[str, Template] = {
    **PLAN_TEMPLATES,
    **RECIPE_TEMPLATES,
    **STACK_TEMPLATES,
    **LIBRARY_TEMPLATES,
    **INFRA_TEMPLATES,
    **DECISION_TEMPLATES,
    **TEAMS_TEMPLATES,
    **SHARING_TEMPLATES,
    **FINDING_TEMPLATES,
    **NOTE_TEMPLATES,
    **PROBE_TEMPLATES,
    **PROBLEM_TEMPLATES,
    **GPU_PROBLEM_TEMPLATES,
    **DISK_BASIS_TEMPLATES,
    **KB_TEMPLATES,
    **KB_FINDING_TEMPLATES,
    **INPUT_TEMPLATES,
    **BENCH_TEMPLATES,
}

# Every finding's fix template, by code.
FIX_TEMPLATES: dict[str, Template] = {**_FIXES, **KB_FIX_TEMPLATES}

# The findings' codes (the doctor's and the benchmarks').
FINDING_CODES = frozenset(FINDING_TEMPLATES) | frozenset(KB_FINDING_TEMPLATES)

# Codes whose text is a note read from the knowledge base, or a command, not a sentence
# of the engine's: they are shown as written, untranslated.
KB_TEXT_CODES = frozenset(
    {"infra.instance_note", "stack.macos.mps", "stack.wsl.driver_note", "stack.wsl.install"}
)


# The detail of a conflict that leads a near candidate's violations.
CLOSEST_CODE = "stack.conflict.closest"


def join_conflict(header: str, details: Sequence[tuple[str, str]]) -> str:
    """A conflict's message: ``header``, then each near candidate's line (``CLOSEST_CODE``)
    with its violations after it, joined by "; " and ended by "." (``details``: code, text)."""
    out, previous = header, CLOSEST_CODE
    for i, (code, text) in enumerate(details):
        joiner = " " if CLOSEST_CODE in (code, previous) else "; "
        out += joiner + text
        following = details[i + 1][0] if i + 1 < len(details) else CLOSEST_CODE
        if code != CLOSEST_CODE and following == CLOSEST_CODE:
            out += "."
        previous = code
    return out


def render_text(
    code: str,
    params: Mapping[str, ParamValue],
    translate: Translate = identity,
    field_label: FieldLabel | None = None,
) -> str | None:
    """The sentence ``code`` says with ``params`` (None: no template, or it cannot fill);
    ``field_label``: settings named as the wizard names them (None: their workload keys)."""
    template = TEMPLATES.get(code)
    if template is None:
        return None
    return render(template, params, translate, LABELS, field_label=field_label)


def render_fix(
    code: str,
    params: Mapping[str, ParamValue],
    translate: Translate = identity,
    field_label: FieldLabel | None = None,
) -> str | None:
    """The fix of finding ``code`` with ``params`` (None: no template, or it cannot fill)."""
    template = FIX_TEMPLATES.get(code)
    if template is None:
        return None
    return render(template, params, translate, LABELS, field_label=field_label)
