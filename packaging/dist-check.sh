#!/usr/bin/env bash
# The built bundle starts, lists its systems, and exports a PDF headless.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=dist/sheetkeeper/sheetkeeper
out=$(mktemp -d)
"$bin" --version
"$bin" systems
sample=$(ls resources/samples/*.skchar | head -1)
"$bin" show "$sample" > /dev/null
"$bin" export "$sample" -o "$out/sheet.pdf"
test -s "$out/sheet.pdf"
head -c 5 "$out/sheet.pdf" | grep -q '%PDF-'
if "$bin" --help | grep -q -- '--site-packages'; then exit 1; fi
for pkg in pytest hypothesis ruff; do
  if find dist/sheetkeeper -maxdepth 3 -iname "$pkg*" | grep -q .; then
    echo "test or dev package inside the bundle: $pkg"; exit 1
  fi
done
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate packaging/linux/io.github.sheetkeeper.SheetKeeper.desktop
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net --pedantic packaging/linux/io.github.sheetkeeper.SheetKeeper.metainfo.xml || \
  appstreamcli validate --no-net packaging/linux/io.github.sheetkeeper.SheetKeeper.metainfo.xml
fi
echo "dist-check: the bundle starts and exports a PDF"
