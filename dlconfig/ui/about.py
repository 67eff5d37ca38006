"""The About box's text and the guide's address (Help menu)."""

from __future__ import annotations

import html
import platform
import tempfile
from importlib import metadata
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QLocale, QUrl, qVersion

from dlconfig import __version__

# Packages whose licence the About box names (read from their installed metadata).
LICENSED = ("dlconfig", "PySide6-Essentials", "pyqtgraph", "pydantic", "psutil", "nvidia-ml-py")
README_NAMES = {"zh_CN": "README.zh-CN.md", "zh_TW": "README.zh-TW.md"}


translate = QCoreApplication.translate


def package_licence(name: str) -> str:
    """The licence a package declares in its metadata, or a dash."""
    try:
        meta = metadata.metadata(name)
    except metadata.PackageNotFoundError:
        return "—"
    found = meta.get("License-Expression") or ""
    if not found:
        found = (meta.get("License") or "").splitlines()[0] if meta.get("License") else ""
    if not found or len(found) > 40:
        classifiers = [c for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
        found = classifiers[0].rsplit("::", 1)[-1].strip() if classifiers else (found[:40] or "—")
    return found


def package_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "—"


def about_html(kb_version: str | None, kb_as_of: str | None) -> str:
    """dlconfig's version, the knowledge base's version and date, libraries and licences."""
    rows = [
        (translate("About", "Python"), platform.python_version()),
        (translate("About", "Qt"), qVersion()),
        ("PySide6", pyside_version),
        ("pyqtgraph", package_version("pyqtgraph")),
        ("pydantic", package_version("pydantic")),
    ]
    kb = (
        translate("About", "%1 (facts as of %2)")
        .replace("%1", kb_version)
        .replace("%2", kb_as_of or "—")
        if kb_version
        else translate("About", "not loaded yet")
    )
    lines = [
        f"<h3>dlconfig {html.escape(__version__)}</h3>",
        "<p>"
        + html.escape(translate("About", "Desktop configurator for deep-learning environments."))
        + "</p>",
        "<p><b>"
        + html.escape(translate("About", "Knowledge base"))
        + ":</b> "
        + html.escape(kb)
        + "</p>",
        "<p><b>" + html.escape(translate("About", "Versions")) + "</b><br>",
        "<br>".join(f"{html.escape(k)} {html.escape(v)}" for k, v in rows) + "</p>",
        "<p><b>" + html.escape(translate("About", "Licences")) + "</b><br>",
        "<br>".join(f"{n}: {html.escape(package_licence(n))}" for n in LICENSED) + "</p>",
        f'<p><a href="{readme_url().toString()}">'
        + html.escape(translate("About", "Read the guide (README)"))
        + "</a></p>",
    ]
    return "\n".join(lines)


def readme_url() -> QUrl:
    """The README in the user's language: the checkout's file when run from one, else the
    installed package's description, written to a temporary file once."""
    language = QLocale().name()
    name = README_NAMES.get(language, "README.md")
    root = Path(__file__).resolve().parent.parent.parent
    for candidate in (root / name, root / "README.md"):
        if candidate.is_file():
            return QUrl.fromLocalFile(str(candidate))
    target = Path(tempfile.gettempdir()) / "dlconfig-README.md"
    try:
        text = metadata.metadata("dlconfig").get_payload()  # type: ignore[attr-defined]
        target.write_text(str(text or ""), encoding="utf-8")
    except (metadata.PackageNotFoundError, OSError):
        return QUrl("about:blank")
    return QUrl.fromLocalFile(str(target))
