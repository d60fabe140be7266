#!/usr/bin/env bash
# Makes app/fonts/inter-subset.woff2, the site's one web font, from @fontsource-variable/inter's
# latin file (48 KB): the weight axis cut to the 400-800 the stylesheets use, and the glyphs cut to
# what Portuguese copy needs (Basic Latin, Latin-1, typographic quotes and dashes, arrows, a few
# symbols). 27 KB, fetched on every page before the first paint. Characters outside the set fall
# back to the size-adjusted fallback font of next/font. Run it again when the copy needs a new
# character (the unit test tests/unit/project/font-subset.test.ts lists what the source texts use).
# It also makes app/fonts/inter-og-500.ttf and inter-og-800.ttf, static instances of the same subset
# for the Open Graph images (app/og/[image]/route.tsx): satori reads neither woff2 nor variable
# weights. They are read at build only, never sent to browsers.
# Needs Debian's python3-fonttools and python3-brotli (apt-get install -y python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$src" wght=400:800 -o "$tmp/inter.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/inter.ttf" \
  --unicodes="$(cat app/fonts/inter-subset.unicodes)" \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum,case' \
  --flavor=woff2 --output-file=app/fonts/inter-subset.woff2
for weight in 500 800; do
  /usr/bin/python3 -m fontTools.varLib.instancer "$src" wght=$weight -q -o "$tmp/inter-$weight.ttf"
  /usr/bin/python3 -m fontTools.subset "$tmp/inter-$weight.ttf" \
    --unicodes="$(cat app/fonts/inter-subset.unicodes)" \
    --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk' \
    --output-file="app/fonts/inter-og-$weight.ttf"
done
ls -l app/fonts/inter-subset.woff2 app/fonts/inter-og-*.ttf
