// Post-build step of `npm run build`: brotli copies of the build's scripts and stylesheets, which
// the entry server sends to browsers that accept br (server/precompressed.ts).
// Usage: node scripts/precompress.mjs [distDir]  (default: NEXT_DIST_DIR or .next). Idempotent.
import { precompress } from "../server/precompressed.ts";

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next";
const started = Date.now();
const { files, written, bytes, brotliBytes } = precompress(distDir);
const kib = (n) => (n / 1024).toFixed(0);
console.info(
  `precompress: ${files} script(s) and stylesheet(s) in ${distDir}/static, ${written} brotli cop${written === 1 ? "y" : "ies"} written ` +
    `(${kib(bytes)} KiB → ${kib(brotliBytes)} KiB br) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
