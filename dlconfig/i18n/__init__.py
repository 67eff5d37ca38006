"""Reasons and findings in the reader's language, from their ``code`` and ``params``.

The templates live once, in :mod:`dlconfig.models.messages`. The GUI translates them
through Qt's translator; the exporters through :mod:`dlconfig.i18n.catalog` (the same
``.ts`` files, read without Qt). A code without a template, or a template its params
cannot fill, shows the English text the model carries.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from dlconfig.i18n.catalog import LANGUAGES, catalog, translator
from dlconfig.models.messages import (
    CONTEXT,
    FieldLabel,
    ParamValue,
    Translate,
    identity,
    join_conflict,
    render_fix,
    render_text,
)

if TYPE_CHECKING:  # annotations only: the window's first paint reads labels, not models
    from dlconfig.models.common import Conflict, Finding, Reason
    from dlconfig.models.hardware import HardwareProfile

__all__ = [
    "CONTEXT",
    "LANGUAGES",
    "Translate",
    "catalog",
    "conflict_text",
    "finding_text",
    "gpus_unavailable_text",
    "identity",
    "reason_text",
    "translate_fix",
    "translate_text",
    "translator",
]


def translate_text(
    code: str,
    params: Mapping[str, ParamValue],
    english: str,
    translate: Translate = identity,
    field_label: FieldLabel | None = None,
) -> str:
    """A reason's (or finding message's) text in the language ``translate`` speaks;
    ``field_label``: settings named as a face names them (None: their workload keys)."""
    return render_text(code, params, translate, field_label) or english


def translate_fix(
    code: str,
    params: Mapping[str, ParamValue],
    english: str,
    translate: Translate = identity,
    field_label: FieldLabel | None = None,
) -> str:
    """A finding's fix in the language ``translate`` speaks."""
    if not english:
        return english
    return render_fix(code, params, translate, field_label) or english


def reason_text(
    reason: Reason, translate: Translate = identity, field_label: FieldLabel | None = None
) -> str:
    return translate_text(reason.code, reason.params, reason.text, translate, field_label)


def finding_text(
    finding: Finding, translate: Translate = identity, field_label: FieldLabel | None = None
) -> tuple[str, str]:
    """(message, fix) of ``finding``."""
    return (
        translate_text(finding.code, finding.params, finding.message, translate, field_label),
        translate_fix(finding.code, finding.params, finding.fix, translate, field_label),
    )


def conflict_text(
    conflict: Conflict, translate: Translate = identity, field_label: FieldLabel | None = None
) -> tuple[str, list[str]]:
    """(message, suggestions) of ``conflict``: its header, near candidates and what each
    breaks, and the changes that help, each translated from code and params."""
    header = render_text(conflict.code, conflict.params, translate, field_label)
    if header is None:
        return conflict.message, list(conflict.suggestions)
    details = [(d.code, reason_text(d, translate, field_label)) for d in conflict.details]
    fixes = [reason_text(f, translate, field_label) for f in conflict.fixes]
    return join_conflict(header, details), fixes or list(conflict.suggestions)


def gpus_unavailable_text(profile: HardwareProfile, translate: Translate = identity) -> str:
    """Why no NVIDIA GPU can be used on ``profile``'s machine, in ``translate``'s language
    (a profile recorded before these params existed keeps its words as recorded)."""
    reason = profile.gpus_unavailable_reason or ""
    code = profile.gpus_unavailable_code
    if code is None:
        return reason
    # a template its params cannot fill (a profile saved before them) keeps its words
    return translate_text("probe." + code, profile.gpus_unavailable_params, reason, translate)
