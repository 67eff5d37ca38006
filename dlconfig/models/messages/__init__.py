"""The one catalogue of the engine's sentences: ``code -> English template``.

Every reason, finding message, finding fix and conflict the engine makes is named by a
stable ``code`` with value ``params``; its English text is rendered here and nowhere
else. The GUI, the PDF and the exported README translate the same templates through
:mod:`dlconfig.i18n` (Qt Linguist's ``ReasonText`` context), so a sentence has one home.
"""

from __future__ import annotations

from collections.abc import Mapping

from dlconfig.models.messages.labels import LABELS
from dlconfig.models.messages.render import (
    CONTEXT,
    OPTIONAL,
    QT_TRANSLATE_NOOP,
    ParamValue,
    Template,
    Translate,
    When,
    fields_of,
    identity,
    render,
)
from dlconfig.models.messages.templates_findings import FINDING_TEMPLATES
from dlconfig.models.messages.templates_fixes import FIX_TEMPLATES as _FIXES
from dlconfig.models.messages.templates_infra import INFRA_TEMPLATES
from dlconfig.models.messages.templates_kb import (
    KB_FINDING_TEMPLATES,
    KB_FIX_TEMPLATES,
    KB_TEMPLATES,
)
from dlconfig.models.messages.templates_libraries import LIBRARY_TEMPLATES
from dlconfig.models.messages.templates_plan import PLAN_TEMPLATES

__all__ = [
    "CONTEXT",
    "FINDING_CODES",
    "FIX_TEMPLATES",
    "KB_TEXT_CODES",
    "LABELS",
    "OPTIONAL",
    "QT_TRANSLATE_NOOP",
    "TEMPLATES",
    "ParamValue",
    "Template",
    "Translate",
    "When",
    "fields_of",
    "identity",
    "render",
    "render_fix",
    "render_text",
]

# Every reason's and every finding message's template, by code.
TEMPLATES: dict[str, Template] = {
    **PLAN_TEMPLATES,
    **LIBRARY_TEMPLATES,
    **INFRA_TEMPLATES,
    **FINDING_TEMPLATES,
    **KB_TEMPLATES,
    **KB_FINDING_TEMPLATES,
}

# Every finding's fix template, by code.
FIX_TEMPLATES: dict[str, Template] = {**_FIXES, **KB_FIX_TEMPLATES}

# The findings' codes (the doctor's and the benchmarks').
FINDING_CODES = frozenset(FINDING_TEMPLATES) | frozenset(KB_FINDING_TEMPLATES)

# Codes whose English text is a note read from the knowledge base, not a sentence of
# the engine's: they are shown as recorded.
KB_TEXT_CODES = frozenset({"infra.instance_note", "stack.macos.mps"})


def render_text(
    code: str, params: Mapping[str, ParamValue], translate: Translate = identity
) -> str | None:
    """The sentence ``code`` says with ``params`` (None: no template, or it cannot fill)."""
    template = TEMPLATES.get(code)
    if template is None:
        return None
    return render(template, params, translate, LABELS)


def render_fix(
    code: str, params: Mapping[str, ParamValue], translate: Translate = identity
) -> str | None:
    """The fix of finding ``code`` with ``params`` (None: no template, or it cannot fill)."""
    template = FIX_TEMPLATES.get(code)
    if template is None:
        return None
    return render(template, params, translate, LABELS)
