"""Translations: the .ts files match the code and every entry is translated."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dlconfig.ui.i18n import compile_ts, lrelease_program

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "dlconfig" / "resources" / "i18n"
LANGUAGES = ("zh_CN", "zh_TW")


def lupdate_program() -> str:
    program = shutil.which("pyside6-lupdate", path=str(Path(lrelease_program() or "").parent))
    if program is None:
        program = shutil.which("pyside6-lupdate")
    assert program is not None, "pyside6-lupdate comes with PySide6; it must be installed"
    return program


def sources() -> list[str]:
    files = [
        ROOT / "dlconfig" / "app.py",
        *sorted((ROOT / "dlconfig" / "ui").rglob("*.py")),
        *sorted((ROOT / "dlconfig" / "models" / "messages").glob("*.py")),
    ]
    return [str(f) for f in files]


@pytest.mark.parametrize("language", LANGUAGES)
def test_lupdate_would_not_change_the_ts_file(tmp_path: Path, language: str):
    committed = I18N / f"dlconfig_{language}.ts"
    copy = tmp_path / committed.name
    shutil.copy(committed, copy)
    subprocess.run(
        [
            lupdate_program(),
            "-silent",
            "-locations",
            "none",
            "-no-obsolete",
            "-source-language",
            "en",
            "-target-language",
            language,
            *sources(),
            "-ts",
            str(copy),
        ],
        check=True,
        timeout=120,
    )
    assert copy.read_text("utf-8") == committed.read_text("utf-8"), (
        f"strings in the code and {committed.name} differ: run pyside6-lupdate (see "
        "dlconfig/resources/i18n/README.md) and translate the new entries"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_is_translated(language: str):
    tree = ET.parse(I18N / f"dlconfig_{language}.ts")
    problems = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") in {"unfinished", "obsolete", "vanished"}:
            problems.append(f"{translation.get('type')}: {source!r}")
            continue
        forms = [f.text for f in translation.findall("numerusform")] or [translation.text]
        if not all(form and form.strip() for form in forms):
            problems.append(f"empty: {source!r}")
        for marker in ("%1", "%2", "%3", "%n", "{"):
            if marker in source and not all(marker in (form or "") for form in forms):
                problems.append(f"lost {marker}: {source!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_ts_compiles_to_qm(tmp_path: Path, language: str):
    qm = tmp_path / f"dlconfig_{language}.qm"
    assert compile_ts(I18N / f"dlconfig_{language}.ts", qm)
    assert qm.stat().st_size > 1000


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_english_text_has_one_translation_in_every_context(language: str) -> None:
    """A word shown as a label and inside a sentence (a price mode) reads the same."""
    root = ET.parse(I18N / f"dlconfig_{language}.ts").getroot()
    seen: dict[str, set[str]] = {}
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.find("numerusform") is not None:
            continue
        seen.setdefault(message.findtext("source") or "", set()).add(translation.text or "")
    assert {text: found for text, found in seen.items() if len(found) > 1} == {}
