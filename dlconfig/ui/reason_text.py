"""Engine reasons and findings in the user's language.

The templates live in :mod:`dlconfig.models.messages` (shared with the PDF and the
exported README); here they are translated through Qt's installed translator. A code
without a template, or a template whose fields the params do not fill, falls back to the
English text, so nothing is ever lost.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from dlconfig import i18n as reasons
from dlconfig.i18n.labels import CONTEXT as LABELS_CONTEXT, LABELS as FIELD_LABELS, label
from dlconfig.models.common import Conflict
from dlconfig.models.messages import ParamValue

CONTEXT = reasons.CONTEXT


def qt_translate(text: str) -> str:
    """A sentence in the current language; a label's words inside it (a param whose value
    is a label id) are found in the label catalogue's context."""
    done = QCoreApplication.translate(CONTEXT, text)
    return QCoreApplication.translate(LABELS_CONTEXT, text) if done == text else done


def qt_translate_label(text: str) -> str:
    return QCoreApplication.translate(LABELS_CONTEXT, text)


def field_label(key: str) -> str | None:
    """The wizard's label of workload setting ``key`` (None: the wizard has none)."""
    label_id = f"field.{key}"
    return label(label_id, qt_translate_label) if label_id in FIELD_LABELS else None


def translate_code(code: str, params: Mapping[str, ParamValue], english: str) -> str:
    """A reason's, or a finding message's, text in the current language."""
    return reasons.translate_text(code, params, english, qt_translate, field_label)


def translate_fix(code: str, params: Mapping[str, ParamValue], english: str) -> str:
    """A finding's fix in the current language."""
    return reasons.translate_fix(code, params, english, qt_translate, field_label)


def translate_conflict(conflict: Conflict) -> tuple[str, list[str]]:
    """A conflict's (message, suggestions) in the current language."""
    return reasons.conflict_text(conflict, qt_translate, field_label)


def translate_label(code: str | None, english: str) -> str:
    """The words an id param stands for (an interconnect, say) in the current language."""
    if code is None or code not in FIELD_LABELS:
        return english
    return qt_translate_label(FIELD_LABELS[code])
