"""Languages: choosing one, compiling and loading the translations at run time.

The ``.ts`` sources ship in ``dlconfig/resources/i18n``. A wheel built by the project's
build step carries the compiled ``.qm`` beside them; an editable checkout (or any install
where a ``.qm`` is missing or older than its ``.ts``) compiles it once with
``pyside6-lrelease`` into the cache folder. When the cache folder cannot be written (a
read-only home, a locked-down profile), it compiles into a temporary folder and loads the
catalogue from memory instead. Qt's own ``qtbase_<lang>.qm`` is loaded too.
"""

from __future__ import annotations

import importlib.resources
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from dlconfig.ui.folders import cache_dir

log = logging.getLogger(__name__)

LANGUAGES = ("en", "zh_CN", "zh_TW")
LANGUAGE_NAMES = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
_TRADITIONAL_REGIONS = ("TW", "HK", "MO")


def language_for_locale(name: str) -> str:
    """Map a locale or BCP 47 tag to one of :data:`LANGUAGES`.

    zh-Hant, zh_HK, zh_MO and zh_TW read Traditional; zh-Hans, zh_SG, zh_CN and bare zh
    read Simplified; anything else English.
    """
    tag = name.replace("-", "_")
    parts = tag.split("_")
    if not parts or parts[0].lower() != "zh":
        return "en"
    rest = [p.upper() for p in parts[1:]]
    if "HANT" in rest or any(p in _TRADITIONAL_REGIONS for p in rest):
        return "zh_TW"
    return "zh_CN"


def system_language() -> str:
    """The language the system locale asks for."""
    locale = QLocale.system()
    names = locale.uiLanguages() or [locale.name()]
    return language_for_locale(names[0])


def chosen_language(choice: str) -> str:
    """The language a settings choice stands for: "system" (or nothing) follows the
    system locale, a code is itself."""
    return system_language() if choice in ("system", "") else choice


def _packaged_file(name: str) -> Path | None:
    item = importlib.resources.files("dlconfig.resources") / "i18n" / name
    if not item.is_file():
        return None
    try:
        return Path(str(item))
    except TypeError:  # pragma: no cover - zip import; resources are files in every build
        return None


def lrelease_program() -> str | None:
    """The ``pyside6-lrelease`` next to this Python, or on PATH."""
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    for candidate in (beside, beside.with_suffix(".exe")):
        if candidate.is_file():
            return str(candidate)
    return shutil.which("pyside6-lrelease")


def compile_ts(ts_path: Path, qm_path: Path) -> bool:
    """Compile one ``.ts`` into ``.qm``; False (and a log line) when that is not possible."""
    program = lrelease_program()
    if program is None:
        log.warning("pyside6-lrelease not found; %s stays untranslated", ts_path.name)
        return False
    try:
        qm_path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [program, "-silent", str(ts_path), "-qm", str(qm_path)],
            check=True,
            capture_output=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        log.warning("could not compile %s", ts_path.name, exc_info=True)
        return False
    return qm_path.is_file()


def qm_path_for(language: str) -> Path | None:
    """The compiled catalogue for ``language``: shipped, cached, or compiled now."""
    shipped = _packaged_file(f"dlconfig_{language}.qm")
    source = _packaged_file(f"dlconfig_{language}.ts")
    if shipped is not None and (
        source is None or shipped.stat().st_mtime >= source.stat().st_mtime
    ):
        return shipped
    if source is None:
        return None
    cached = cache_dir() / "i18n" / f"dlconfig_{language}.qm"
    if cached.is_file() and cached.stat().st_mtime >= source.stat().st_mtime:
        return cached
    if not _is_writable(cached.parent):
        return None
    return cached if compile_ts(source, cached) else None


def _is_writable(folder: Path) -> bool:
    """Whether ``folder`` exists (or can be made) and takes new files."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK | os.X_OK)


def qm_bytes_for(language: str) -> bytes | None:
    """The catalogue for ``language`` compiled in a temporary folder, as bytes (for a cache
    folder that cannot be written); None, with a log line, when that fails too."""
    source = _packaged_file(f"dlconfig_{language}.ts")
    if source is None:
        return None
    try:
        with tempfile.TemporaryDirectory(prefix="dlconfig-i18n-") as folder:
            target = Path(folder) / f"dlconfig_{language}.qm"
            return target.read_bytes() if compile_ts(source, target) else None
    except OSError as exc:
        log.info("translations for %s skipped: no folder to compile them in (%s)", language, exc)
        return None


class LanguageSwitcher:
    """Installs and removes the app's and Qt's translators on one application.

    Installing a translator makes Qt send ``LanguageChange`` to every widget, which the
    pages answer by retranslating their texts.
    """

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._translators: list[QTranslator] = []
        self._qm_data: bytes | None = None
        self.language = "en"

    def apply(self, language: str) -> bool:
        """Switch to ``language``; True when its catalogue loaded (English always does)."""
        if language not in LANGUAGES:
            language = "en"
        for translator in self._translators:
            self._app.removeTranslator(translator)
        self._translators.clear()
        self.language = language
        locale = QLocale(language if language != "en" else "en_US")
        QLocale.setDefault(locale)
        if language == "en":
            return True
        loaded = False
        qm = qm_path_for(language)
        translator = QTranslator(self._app)
        if qm is not None:
            loaded = translator.load(str(qm))
        else:
            data = qm_bytes_for(language)
            # Qt reads the catalogue from this buffer for as long as the translator
            # lives: the translator keeps the bytes
            self._qm_data = data
            loaded = data is not None and translator.load(data)
        if loaded:
            self._app.installTranslator(translator)
            self._translators.append(translator)
        qt_translations = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_translator = QTranslator(self._app)
        if qt_translator.load(locale, "qtbase", "_", qt_translations):
            self._app.installTranslator(qt_translator)
            self._translators.append(qt_translator)
        if not loaded:
            log.warning("no translation loaded for %s", language)
        return loaded
