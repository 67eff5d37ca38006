"""Translations read straight from the shipped ``.ts`` files, without Qt.

The exporters run without a Qt application, so they read a context of
``dlconfig/resources/i18n/dlconfig_<language>.ts`` with ``xml.etree`` (once per language
and context) and look the English text up in it: ``ReasonText`` for the engine's
sentences (:mod:`dlconfig.models.messages`), ``Labels`` for the label catalogue
(:mod:`dlconfig.models.messages.labels`).
"""

from __future__ import annotations

import functools
import importlib.resources
import logging
import xml.etree.ElementTree as ET

from dlconfig.models.messages.labels import LABELS_CONTEXT
from dlconfig.models.messages.render import CONTEXT, Translate, identity

log = logging.getLogger(__name__)

LANGUAGES = ("zh_CN", "zh_TW")


@functools.cache
def catalog(language: str, context: str = CONTEXT) -> dict[str, str]:
    """English source -> finished translation in ``context``; empty when unknown."""
    if language not in LANGUAGES:
        return {}
    item = importlib.resources.files("dlconfig.resources") / "i18n" / f"dlconfig_{language}.ts"
    try:
        root = ET.fromstring(item.read_bytes())
    except (OSError, ET.ParseError):
        log.warning("could not read the %s translations", language, exc_info=True)
        return {}
    out: dict[str, str] = {}
    for ctx in root.iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or not translation.text:
                continue
            if translation.get("type") in {"unfinished", "obsolete", "vanished"}:
                continue
            out[source] = translation.text
    return out


def translator(language: str, context: str = CONTEXT) -> Translate:
    """A function giving the translation of an English text in ``context`` (itself when
    none). The sentences' translator also knows the label catalogue's words: a param
    whose value is a label id is shown as its words inside a sentence."""
    table = _sentence_table(language) if context == CONTEXT else catalog(language, context)
    if not table:
        return identity
    return lambda text: table.get(text, text)


@functools.cache
def _sentence_table(language: str) -> dict[str, str]:
    return {**catalog(language, LABELS_CONTEXT), **catalog(language, CONTEXT)}
