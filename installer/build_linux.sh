#!/usr/bin/env bash
# Build the one-folder Linux app with PyInstaller, smoke-test it, and pack a tarball.
#
#     installer/build_linux.sh            # uses .venv (created if missing)
#
# Output: dist/dlconfig/ (run dist/dlconfig/dlconfig) and dist/dlconfig-<version>-linux-<arch>.tar.gz
# holding the folder, the .desktop file, the icons and install.sh for a per-user install.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

venv=${DLCONFIG_BUILD_VENV:-.venv}
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q -e .
fi
py="$venv/bin/python"
"$py" -m PyInstaller --version >/dev/null 2>&1 || "$py" -m pip install -q pyinstaller

version=$("$py" -c 'import re,pathlib; print(re.search(r"^__version__ = \"([^\"]+)\"", pathlib.Path("dlconfig/__init__.py").read_text(), re.M).group(1))')
arch=$(uname -m)

echo "== translations (.ts -> .qm)"
lrelease="$venv/bin/pyside6-lrelease"
for ts in dlconfig/resources/i18n/dlconfig_*.ts; do
    [ -e "$ts" ] || { echo "no .ts files in dlconfig/resources/i18n" >&2; exit 1; }
    out=$("$lrelease" "$ts" -qm "${ts%.ts}.qm")
    echo "$out"
    if ! echo "$out" | grep -q "Generated [1-9][0-9]* translation"; then
        echo "$ts: no translations were generated" >&2
        exit 1
    fi
done

echo "== PyInstaller"
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller installer/dlconfig.spec

app=dist/dlconfig
# The app rebuilds a .qm older than its .ts; the copy may have given the .ts the later
# time, and a frozen app has no lrelease, so make the catalogues the newer files again.
touch "$app"/_internal/dlconfig/resources/i18n/*.qm
echo "== self-test of the built app (offscreen)"
QT_QPA_PLATFORM=offscreen "$app/dlconfig" --self-test

size_mb=$(du -sm "$app" | cut -f1)
echo "== one-folder app: $app, ${size_mb} MB"
if [ "$size_mb" -ge 250 ]; then
    echo "the app folder is ${size_mb} MB, over the 250 MB limit" >&2
    exit 1
fi

echo "== tarball"
stage=build/tarball/dlconfig-$version
rm -rf build/tarball
mkdir -p "$stage"
cp -a "$app" "$stage/dlconfig"
cp dlconfig/resources/icons/app/dlconfig.desktop "$stage/"
cp dlconfig/resources/icons/app/dlconfig.svg dlconfig/resources/icons/app/dlconfig-*.png "$stage/"
cp installer/linux/install.sh "$stage/"
chmod +x "$stage/install.sh"
tarball="dist/dlconfig-$version-linux-$arch.tar.gz"
tar -C build/tarball -czf "$tarball" "dlconfig-$version"
echo "== done: $tarball ($(du -sm "$tarball" | cut -f1) MB)"
cd "$root"
