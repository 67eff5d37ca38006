"""Engine reasons and findings in the user's language.

The engine gives each reason a stable ``code`` with named ``params`` and an English
``text``. Codes listed here have translatable templates with ``{param}`` fields; any
other code, or a template whose fields the params do not fill, falls back to the English
text, so nothing is ever lost.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from dlconfig.models.common import ParamValue

CONTEXT = "ReasonText"

TEMPLATES: dict[str, str] = {
    "ui.step_unavailable": QT_TRANSLATE_NOOP(
        "ReasonText", "This step is not available in this build yet."
    ),
}


def _format_param(value: ParamValue) -> str:
    if isinstance(value, float):
        return f"{value:.3g}" if abs(value) < 1000 else f"{value:,.0f}"
    return "" if value is None else str(value)


def translate_code(code: str, params: Mapping[str, ParamValue], english: str) -> str:
    template = TEMPLATES.get(code)
    if template is None:
        return english
    translated = QCoreApplication.translate(CONTEXT, template)
    try:
        return translated.format(**{k: _format_param(v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):
        return english
