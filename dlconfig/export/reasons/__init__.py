"""Reasons and findings in the reader's language, from their ``code`` and ``params``.

One set of templates serves the GUI, the PDF and the exported README: the GUI translates
them through Qt's translator, the exporters through :mod:`dlconfig.export.reasons.catalog`
(the same ``.ts`` files, read without Qt). A code without a template, or a template its
params cannot fill, shows the engine's English text.
"""

from __future__ import annotations

from collections.abc import Mapping

from dlconfig.export.reasons.labels import LABELS
from dlconfig.export.reasons.render import CONTEXT, Template, Translate, identity, render
from dlconfig.export.reasons.templates_findings import FINDING_TEMPLATES
from dlconfig.export.reasons.templates_fixes import FIX_TEMPLATES
from dlconfig.export.reasons.templates_infra import INFRA_TEMPLATES
from dlconfig.export.reasons.templates_plan import PLAN_TEMPLATES
from dlconfig.models.common import Finding, ParamValue, Reason

__all__ = [
    "CONTEXT",
    "FINDING_CODES",
    "FIX_TEMPLATES",
    "LABELS",
    "TEMPLATES",
    "finding_text",
    "reason_text",
    "translate_fix",
    "translate_text",
]

# Every reason's and every finding message's template, by code.
TEMPLATES: dict[str, Template] = {**PLAN_TEMPLATES, **INFRA_TEMPLATES, **FINDING_TEMPLATES}

# The findings' codes (the doctor's and the benchmarks').
FINDING_CODES = frozenset(FINDING_TEMPLATES)

# Codes whose English text is a note read from the knowledge base, not a sentence of
# the engine's: they are shown as recorded.
KB_TEXT_CODES = frozenset({"infra.instance_note", "stack.macos.mps"})


def translate_text(
    code: str, params: Mapping[str, ParamValue], english: str, translate: Translate = identity
) -> str:
    """A reason's (or finding message's) text in the language ``translate`` speaks."""
    template = TEMPLATES.get(code)
    if template is None:
        return english
    return render(template, params, translate, LABELS) or english


def translate_fix(
    code: str, params: Mapping[str, ParamValue], english: str, translate: Translate = identity
) -> str:
    """A finding's fix in the language ``translate`` speaks."""
    template = FIX_TEMPLATES.get(code)
    if template is None or not english:
        return english
    return render(template, params, translate, LABELS) or english


def reason_text(reason: Reason, translate: Translate = identity) -> str:
    return translate_text(reason.code, reason.params, reason.text, translate)


def finding_text(finding: Finding, translate: Translate = identity) -> tuple[str, str]:
    """(message, fix) of ``finding``."""
    return (
        translate_text(finding.code, finding.params, finding.message, translate),
        translate_fix(finding.code, finding.params, finding.fix, translate),
    )
