"""The installer scripts name files that exist, and the icons are what they claim to be."""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import dlconfig

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
ICONS = ROOT / "dlconfig" / "resources" / "icons" / "app"
RESOURCES = ROOT / "dlconfig" / "resources"
LANGUAGES = {"zh_CN", "zh_TW"}

_spec = importlib.util.spec_from_file_location("make_icons", INSTALLER / "make_icons.py")
assert _spec is not None and _spec.loader is not None
make_icons = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_icons)


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# --- PyInstaller spec ---------------------------------------------------------------


def _spec() -> str:
    return (INSTALLER / "dlconfig.spec").read_text()


def test_spec_is_python_and_names_existing_files() -> None:
    text = _spec()
    ast.parse(text)
    paths = re.findall(r'ROOT / "([^"]+)"', text)
    assert "installer/dlconfig_main.py" in paths
    assert "dlconfig/resources/icons/app/dlconfig.ico" in paths
    assert "dlconfig/resources/icons/app/dlconfig.icns" in paths
    for rel in paths:
        assert (ROOT / rel).exists(), f"the spec names {rel}, which does not exist"


def test_spec_reads_the_package_version() -> None:
    pattern = re.search(r"r'(\^__version__[^']+)'", _spec())
    assert pattern is not None
    found = re.search(pattern.group(1), (ROOT / "dlconfig/__init__.py").read_text(), re.M)
    assert found is not None and found.group(1) == dlconfig.__version__


def test_spec_data_patterns_cover_every_resource_file() -> None:
    spec = _spec()
    includes = ast.literal_eval(re.search(r"includes=(\[[^\]]+\])", spec).group(1))  # type: ignore[union-attr]
    excludes = ast.literal_eval(re.search(r"excludes=(\[[^\]]+\])", spec).group(1))  # type: ignore[union-attr]
    covered: set[Path] = set()
    for pattern in includes:
        covered.update(p for p in RESOURCES.glob(pattern) if p.is_file())
    for pattern in excludes:
        covered -= set(RESOURCES.glob(pattern))
    # The PDF and README read reason translations from the .ts sources at run time.
    assert RESOURCES / "i18n" / "dlconfig_zh_CN.ts" in covered
    shipped = {
        p
        for p in RESOURCES.rglob("*")
        if p.is_file() and p.suffix not in {".py", ".pyc"} and "__pycache__" not in p.parts
    }
    assert shipped - covered == set(), "resource files the frozen app would miss"
    assert any(p.parent.name == "kb" for p in covered)
    assert any("templates" in p.parts for p in covered)
    assert ICONS / "dlconfig-256.png" in covered


def test_spec_languages_and_unused_qt_modules() -> None:
    text = _spec()
    assert set(re.findall(r'"(zh_[A-Z]{2})"', text)) == LANGUAGES
    for unused in ("QtQml", "QtQuick", "QtWebEngineCore", "QtDesigner", "QtSql", "QtTest"):
        assert f'"{unused}"' in text
    for used in ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtOpenGL", "QtOpenGLWidgets"):
        assert f'"{used}"' not in text, f"{used} is used and must not be excluded"
    assert "NSHighResolutionCapable" in text and "bundle_identifier=" in text


# --- Windows ------------------------------------------------------------------------


def _iss() -> str:
    return (INSTALLER / "windows" / "dlconfig.iss").read_text(encoding="utf-8")


def test_iss_names_existing_files() -> None:
    text = _iss()
    rels = re.findall(r"\{#RepoRoot\}\\([^\";,\r\n]+)", text)
    assert rels, "no repository paths found"
    for rel in rels:
        if rel.startswith("dist"):
            continue  # build output
        path = ROOT / rel.replace("\\", "/")
        assert path.is_file(), f"the .iss names {rel}, which does not exist"


def test_iss_installs_per_user_with_shortcuts_uninstaller_and_version() -> None:
    text = _iss()
    assert "PrivilegesRequired=lowest" in text
    assert "#error" in text and "AppVersion={#AppVersion}" in text
    assert "VersionInfoVersion={#AppVersion}" in text
    assert re.search(r'Name: "\{autoprograms\}\\', text)
    assert re.search(r'Name: "\{autodesktop\}\\.*Tasks: desktopicon', text)
    assert "Flags: unchecked" in text  # the desktop shortcut is optional
    assert "Uninstallable=no" not in text
    for lang in ("english", "chinesesimplified", "chinesetraditional"):
        assert f"{lang}.AppComment=" in text


@pytest.mark.parametrize(("name", "lang_id"), [("zh_CN.isl", "$0804"), ("zh_TW.isl", "$0404")])
def test_chinese_setup_messages(name: str, lang_id: str) -> None:
    raw = (INSTALLER / "windows" / name).read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Inno Setup reads Unicode .isl files by their BOM"
    text = raw.decode("utf-8-sig")
    assert f"LanguageID={lang_id}" in text
    keys = re.findall(r"^([A-Za-z0-9]+)=", text, re.M)
    assert len(keys) == len(set(keys)), "duplicate message"
    for key in ("WelcomeLabel1", "ButtonNext", "FinishedLabel", "CreateDesktopIcon"):
        assert key in keys


# --- Linux and macOS ----------------------------------------------------------------


def test_desktop_entry_is_valid_and_translated() -> None:
    desktop = ICONS / "dlconfig.desktop"
    text = desktop.read_text(encoding="utf-8")
    for key in ("Name", "Comment", "GenericName"):
        for lang in LANGUAGES:
            assert f"{key}[{lang}]=" in text
    assert "Icon=dlconfig" in text and "Exec=dlconfig" in text
    exe = shutil.which("desktop-file-validate")
    if exe is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    done = subprocess.run([exe, str(desktop)], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_shell_scripts_pass_shellcheck() -> None:
    exe = shutil.which("shellcheck") or str(Path(sys.executable).parent / "shellcheck")
    if not Path(exe).exists():
        pytest.skip("shellcheck is not installed")
    scripts = [
        INSTALLER / "build_linux.sh",
        INSTALLER / "build_macos.sh",
        INSTALLER / "linux" / "install.sh",
    ]
    done = subprocess.run([exe, *map(str, scripts)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout


# --- icons --------------------------------------------------------------------------


def test_png_set_has_every_size() -> None:
    for size in make_icons.PNG_SIZES:
        data = (ICONS / f"dlconfig-{size}.png").read_bytes()
        assert _png_size(data) == (size, size)


def test_ico_holds_the_png_set() -> None:
    data = (ICONS / "dlconfig.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for i in range(count):
        w, h, _, _, _, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        png = data[offset : offset + length]
        assert _png_size(png) == (w or 256, h or 256) and bpp == 32
        sizes.append(w or 256)
    assert sizes == sorted(make_icons.ICO_SIZES)
    # The .ico is exactly what the generator makes from the committed PNGs.
    pngs = {s: (ICONS / f"dlconfig-{s}.png").read_bytes() for s in make_icons.ICO_SIZES}
    assert make_icons.ico_bytes(pngs) == data


def test_icns_entries_are_pngs_of_the_right_size() -> None:
    data = (ICONS / "dlconfig.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, seen = 8, {}
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        seen[kind] = _png_size(data[pos + 8 : pos + length])[0]
        pos += length
    assert pos == len(data)
    assert seen == {kind: size for kind, size in make_icons.ICNS_TYPES}


def test_icon_renders_from_the_svg(tmp_path: Path) -> None:
    # In a child process: a QGuiApplication here would stand in the way of the GUI tests'
    # QApplication.
    out = tmp_path / "icon.png"
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); import make_icons, pathlib; "
        "png = make_icons.render_png(pathlib.Path(sys.argv[2]), 24); "
        "pathlib.Path(sys.argv[3]).write_bytes(png)"
    )
    subprocess.run(
        [sys.executable, "-c", code, str(INSTALLER), str(ICONS / "dlconfig.svg"), str(out)],
        check=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert _png_size(out.read_bytes()) == (24, 24)
