"""CJK fonts whose text survives copying out of the PDF.

A CJK font draws a Kangxi radical and the ideograph it looks like with one glyph (用 and
⽤, U+7528 and U+2F64). Qt's PDF writer gives each glyph the lowest code point that maps
to it in its ToUnicode map, so ``pdftotext`` and copy-and-paste return the radical
(U+2E80-U+2FDF) instead of the ideograph the report wrote, and a search for "日期"
finds nothing. The cure: the same font with those radical code points taken out of its
cmap (a report never writes a radical), under a family name of its own so the system's
copy is not picked instead. The changed font is made once per font file with fontTools
(only ``cmap`` and ``name`` change; the outlines are copied as they are) and kept in the
cache folder.
"""

from __future__ import annotations

import hashlib
import io
import logging
import shutil
import subprocess
import sys
from pathlib import Path

log = logging.getLogger(__name__)

# Code points a report never writes that share glyphs with ideographs: CJK Radicals
# Supplement and Kangxi Radicals (Unicode blocks U+2E80-U+2EFF, U+2F00-U+2FDF).
RADICALS = range(0x2E80, 0x2FE0)
SUFFIX = " Text"
_STYLES = ("Regular", "Bold")
# Where the families CJK_FAMILIES names live on systems without fontconfig.
_KNOWN_FILES: dict[str, dict[str, tuple[str, ...]]] = {
    "win32": {
        "Microsoft YaHei": ("C:/Windows/Fonts/msyh.ttc", "C:/Windows/Fonts/msyhbd.ttc"),
        "Microsoft JhengHei": ("C:/Windows/Fonts/msjh.ttc", "C:/Windows/Fonts/msjhbd.ttc"),
    },
    "darwin": {
        "PingFang SC": ("/System/Library/Fonts/PingFang.ttc",),
        "PingFang TC": ("/System/Library/Fonts/PingFang.ttc",),
    },
}


def font_files(family: str) -> list[tuple[Path, int]]:
    """(file, index in a collection) of the family's regular and bold faces that this
    system has; fontconfig's answer where it exists."""
    fc_match = shutil.which("fc-match")
    found: list[tuple[Path, int]] = []
    if fc_match is not None:
        for style in _STYLES:
            try:
                done = subprocess.run(
                    [fc_match, "-f", "%{family}\n%{file}\n%{index}\n", f"{family}:style={style}"],
                    capture_output=True,
                    text=True,
                    timeout=10,
                    check=False,
                )
            except (OSError, subprocess.TimeoutExpired):
                return []
            lines = done.stdout.splitlines()
            if done.returncode != 0 or len(lines) < 3 or family not in lines[0].split(","):
                continue  # fontconfig substitutes another family when it lacks this one
            entry = (Path(lines[1]), int(lines[2]) if lines[2].isdigit() else 0)
            if entry not in found:
                found.append(entry)
        return found
    for name in _KNOWN_FILES.get(sys.platform, {}).get(family, ()):
        if Path(name).is_file():
            found.extend(_faces_named(Path(name), family))
    return found


def _faces_named(path: Path, family: str) -> list[tuple[Path, int]]:
    """The faces of a font file (or collection) whose family is ``family``."""
    from fontTools.ttLib import TTCollection, TTFont

    try:
        if path.suffix.lower() == ".ttc":
            with TTCollection(str(path), lazy=True) as collection:
                names = [_family_names(font) for font in collection.fonts]
        else:
            with TTFont(str(path), lazy=True) as font:
                names = [_family_names(font)]
    except Exception:  # an unreadable font is skipped  # noqa: BLE001
        return []
    return [(path, index) for index, found in enumerate(names) if family in found]


def _family_names(font: object) -> set[str]:
    return {str(r.toUnicode()) for r in font["name"].names if r.nameID == 1}  # type: ignore[index]


def text_safe_font(path: Path, index: int, cache: Path) -> Path:
    """The face at ``path``/``index`` without radical code points, renamed with
    ``SUFFIX``; made once and kept in ``cache``."""
    stat = path.stat()
    key = hashlib.sha256(f"{path}|{index}|{stat.st_size}|{stat.st_mtime_ns}|1".encode()).hexdigest()
    out = cache / "fonts" / f"{key[:24]}.otf"
    if out.is_file():
        return out
    from fontTools.ttLib import TTFont

    data = io.BytesIO()
    with TTFont(
        str(path), fontNumber=index, lazy=True, recalcBBoxes=False, recalcTimestamp=False
    ) as font:
        for table in font["cmap"].tables:
            for code in [c for c in table.cmap if c in RADICALS]:
                del table.cmap[code]
        for record in font["name"].names:
            if record.nameID in (1, 4, 16):  # family, full name, typographic family
                record.string = f"{record.toUnicode()}{SUFFIX}"
            elif record.nameID == 6:  # PostScript name: no spaces
                record.string = f"{record.toUnicode()}-Text"
        font.save(data, reorderTables=False)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(data.getvalue())
    tmp.replace(out)
    return out


def text_safe_files(families: list[str], cache: Path) -> list[Path]:
    """Text-safe copies of the regular and bold faces of the first family in
    ``families`` this system has; none when it has none or they cannot be made (no
    fontTools, an unreadable font): the report then uses the system's fonts as they are."""
    for family in families:
        files = font_files(family)
        if not files:
            continue
        try:
            return [text_safe_font(path, index, cache) for path, index in files]
        except (ImportError, OSError, ValueError, KeyError) as exc:
            log.info("no text-safe copy of %s: %s", family, exc)
            return []
    return []
