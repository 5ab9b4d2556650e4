#!/usr/bin/env sh
# Install the desktop entry, icons and file types for the current user (or PREFIX).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
icons="$here/../../resources/icons"
prefix=${PREFIX:-"$HOME/.local"}
app=io.github.sheetkeeper.SheetKeeper
install -Dm644 "$here/$app.desktop" "$prefix/share/applications/$app.desktop"
install -Dm644 "$here/$app.metainfo.xml" "$prefix/share/metainfo/$app.metainfo.xml"
install -Dm644 "$here/sheetkeeper-mime.xml" "$prefix/share/mime/packages/sheetkeeper.xml"
install -Dm644 "$icons/sheetkeeper.svg" "$prefix/share/icons/hicolor/scalable/apps/$app.svg"
for size in 16 24 32 48 64 128 256 512; do
  install -Dm644 "$icons/sheetkeeper-$size.png" "$prefix/share/icons/hicolor/${size}x${size}/apps/$app.png"
done
command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$prefix/share/applications" || true
echo "Installed SheetKeeper desktop integration under $prefix"
