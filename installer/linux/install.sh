#!/bin/sh
# Install (or, with --remove, uninstall) the unpacked dlconfig tarball for this user:
# the app under ~/.local/opt/dlconfig, a menu entry and the icons. No root needed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt/dlconfig
apps=$data/applications
icons=$data/icons/hicolor
sizes="16 24 32 48 64 128 256 512"

if [ "${1:-}" = "--remove" ]; then
    rm -rf "$opt"
    rm -f "$apps/dlconfig.desktop" "$icons/scalable/apps/dlconfig.svg"
    for s in $sizes; do rm -f "$icons/${s}x${s}/apps/dlconfig.png"; done
    echo "dlconfig removed"
    exit 0
fi

mkdir -p "$opt" "$apps" "$icons/scalable/apps"
rm -rf "$opt"
cp -a "$here/dlconfig" "$opt"
# Exec points at the installed binary; a path with spaces is quoted as the spec asks.
sed "s|^Exec=.*|Exec=\"$opt/dlconfig\"|" "$here/dlconfig.desktop" >"$apps/dlconfig.desktop"
cp "$here/dlconfig.svg" "$icons/scalable/apps/dlconfig.svg"
for s in $sizes; do
    mkdir -p "$icons/${s}x${s}/apps"
    cp "$here/dlconfig-$s.png" "$icons/${s}x${s}/apps/dlconfig.png"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -f -t "$icons" >/dev/null 2>&1 || true
echo "dlconfig installed in $opt; it is in the application menu"
