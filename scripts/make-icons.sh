#!/usr/bin/env bash
# Makes the raster icons from the brand mark of app/icon.svg (navy square, red fibre wave), and
# optimises them: app/favicon.ico (16, 32 and 48 px, PNG inside), app/apple-icon.png (180 px,
# square: iOS rounds the corners itself and paints transparent ones black) and the web manifest's
# public/icons/icon-192.png, icon-512.png and icon-maskable-512.png (the wave inside the maskable
# safe zone, the central 80 %). The results are committed; run this again after changing the mark.
# Needs Debian's librsvg2-bin and optipng (apt-get install -y librsvg2-bin optipng).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

navy='#001e62'
wave='<path d="M5 19c4-8 7.5-8 11 0s7 8 11 0" fill="none" stroke="#e4002b" stroke-width="3.5" stroke-linecap="round"/>'
svg() { echo "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\">$1</svg>"; }
svg "<rect width=\"32\" height=\"32\" rx=\"7\" fill=\"$navy\"/>$wave" >"$tmp/rounded.svg"
svg "<rect width=\"32\" height=\"32\" fill=\"$navy\"/>$wave" >"$tmp/square.svg"
# The wave's ends sit 11.4 units from the centre, past the safe zone's radius of 12.8 once the
# stroke counts: scaled to 80 % around the centre (the wave is drawn around y 17, not 16).
svg "<rect width=\"32\" height=\"32\" fill=\"$navy\"/><g transform=\"translate(16 15) scale(0.8) translate(-16 -17)\">$wave</g>" >"$tmp/maskable.svg"

png() { rsvg-convert -w "$2" -h "$2" "$tmp/$1.svg" -o "$3"; optipng -quiet -o7 -strip all "$3"; }

mkdir -p "$out/app" "$out/public/icons"
for size in 16 32 48; do png rounded "$size" "$tmp/favicon-$size.png"; done
png square 180 "$out/app/apple-icon.png"
png rounded 192 "$out/public/icons/icon-192.png"
png rounded 512 "$out/public/icons/icon-512.png"
png maskable 512 "$out/public/icons/icon-maskable-512.png"

# An ICO file whose images are PNGs (every browser since IE 11 reads them; a third of the size of
# bitmaps): ICONDIR, one ICONDIRENTRY per image, then the PNG files.
node - "$out/app/favicon.ico" "$tmp"/favicon-{16,32,48}.png <<'EOF'
const { readFileSync, writeFileSync } = require("node:fs");
const [target, ...files] = process.argv.slice(2);
const images = files.map((file) => readFileSync(file));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header[entry] = png.readUInt32BE(16) % 256;
  header[entry + 1] = png.readUInt32BE(20) % 256;
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(target, Buffer.concat([header, ...images]));
EOF
ls -l "$out/app/favicon.ico" "$out/app/apple-icon.png" "$out"/public/icons/*.png
