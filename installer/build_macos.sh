#!/usr/bin/env bash
# Build dlconfig.app with PyInstaller (Info.plist: bundle id, version, high-DPI), smoke-test
# it and pack a disk image.
#
#     installer/build_macos.sh
#
# Output: dist/dlconfig.app and dist/dlconfig-<version>-macos-<arch>.dmg (unsigned; sign and
# notarise with your Developer ID before handing it out).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
    .venv/bin/pip install -q -e .
fi
py=.venv/bin/python
"$py" -m PyInstaller --version >/dev/null 2>&1 || "$py" -m pip install -q pyinstaller
version=$("$py" -c 'import re,pathlib; print(re.search(r"^__version__ = \"([^\"]+)\"", pathlib.Path("dlconfig/__init__.py").read_text(), re.M).group(1))')

for ts in dlconfig/resources/i18n/dlconfig_*.ts; do
    out=$(.venv/bin/pyside6-lrelease "$ts" -qm "${ts%.ts}.qm")
    echo "$out"
    echo "$out" | grep -q "Generated [1-9][0-9]* translation" || { echo "$ts: no translations" >&2; exit 1; }
done
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller installer/dlconfig.spec

# The app rebuilds a .qm older than its .ts, and a frozen app has no lrelease.
find dist/dlconfig.app -path '*dlconfig/resources/i18n/*.qm' -exec touch {} +
QT_QPA_PLATFORM=offscreen dist/dlconfig.app/Contents/MacOS/dlconfig --self-test
plutil -lint dist/dlconfig.app/Contents/Info.plist

dmg="dist/dlconfig-$version-macos-$(uname -m).dmg"
rm -f "$dmg"
hdiutil create -volname dlconfig -srcfolder dist/dlconfig.app -ov -format UDZO "$dmg"
echo "== done: $dmg"
