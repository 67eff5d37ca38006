"""Reasons and findings in the reader's language, through the shared templates."""

from __future__ import annotations

from dlconfig import i18n as reasons
from dlconfig.i18n import translator
from dlconfig.models.common import Finding, Reason


def reason_text(reason: Reason, lang: str) -> str:
    """The reason in ``lang`` when its template fills from the params, else English."""
    return reasons.reason_text(reason, translator(lang))


def finding_text(finding: Finding, lang: str) -> tuple[str, str]:
    """(message, fix) of ``finding`` in ``lang``, each falling back to English."""
    return reasons.finding_text(finding, translator(lang))


def note_text(code: str, english: str, lang: str) -> str:
    """A note the catalogue renders from its code alone (the disclaimer) in ``lang``."""
    return reasons.translate_text(code, {}, english, translator(lang))
