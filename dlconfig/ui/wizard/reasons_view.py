"""Reasons as HTML: translated text, with the source as a link that opens in the browser."""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTextBrowser

from dlconfig.models.common import Reason
from dlconfig.ui.reason_text import translate_code
from dlconfig.ui.wizard import choices


def reason_html(reason: Reason) -> str:
    text = html.escape(translate_code(reason.code, reason.params, reason.text))
    if reason.source and reason.source.startswith("https://"):
        source = html.escape(reason.source, quote=True)
        link = choices.text("report.source")
        text += f' <a href="{source}">[{link}]</a>'
    if reason.as_of:
        text += f' <span style="color:gray">({reason.as_of.isoformat()})</span>'
    return text


def reasons_html(reasons: Iterable[Reason], title: str = "") -> str:
    items = "".join(f"<li>{reason_html(r)}</li>" for r in reasons)
    if not items:
        return ""
    heading = f"<p><b>{html.escape(title)}</b></p>" if title else ""
    return f"{heading}<ul style='margin-left:-20px'>{items}</ul>"


def failure_html(message: str) -> str:
    text = QCoreApplication.translate("Reasons", "This step failed: %1").replace("%1", message)
    return f"<p style='color:#dc2626'>{html.escape(text)}</p>"


def show_html(view: QTextBrowser, text: str) -> None:
    """Set ``view``'s HTML unless it shows ``text`` already: laying out a rich text is the
    dearest part of a re-render, and most state changes leave the reasons as they were."""
    if view.property("shown_html") != text:
        view.setProperty("shown_html", text)
        view.setHtml(text)
