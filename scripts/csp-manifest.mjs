// After `next build`: the SHA-256 hashes of every prerendered page's inline scripts, written to
// {distDir}/csp-manifest.json for the entry server (scripts/server.mjs), which sends each page
// with a Content-Security-Policy naming exactly its own inline scripts (lib/security/policy.mjs).
// Pages stay static and cacheable: the hashes are of the HTML the build wrote, which is what
// `next start` serves byte for byte.
//
// Usage: node scripts/csp-manifest.mjs [distDir]  (default: NEXT_DIST_DIR or .next). Idempotent.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const MANIFEST_FILE = "csp-manifest.json";
/** Key of the policy for anything that is not a prerendered page (404s, error pages). */
export const FALLBACK = "*";

/** Script types a browser executes (a JSON-LD block is data, never run, so it needs no hash). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The inline scripts of an HTML document, as the browser hashes them: the exact text between the
 * tags (a script element's content is raw text, no entity decoding).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const out = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? "";
    if (!EXECUTABLE.test(type)) continue;
    out.push(match[2] ?? "");
  }
  return out;
}

/** @param {string} text @returns {string} the CSP source "sha256-…" */
export const sha256Source = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The URL path of a prerendered HTML file under server/app ("index.html" → "/",
 * "b/timblack.html" → "/b/timblack/"), or null for Next's own documents.
 * @param {string} relative
 */
export function pagePath(relative) {
  const name = relative.split(path.sep).join("/").replace(/\.html$/, "");
  if (name === "index") return "/";
  if (name.split("/").some((s) => s.startsWith("_") || s.startsWith("["))) return null;
  return `/${name}/`;
}

function htmlFiles(dir, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full, base));
    else if (entry.name.endsWith(".html")) out.push(path.relative(base, full));
  }
  return out;
}

/**
 * { hashes: [unique sources], pages: { "/path/": [indexes into hashes] } }. The fallback ("*")
 * allows the inline scripts of Next's own documents (404, error): a path with no page of its own
 * is answered with one of them.
 * @param {string} distDir
 */
export function buildManifest(distDir) {
  const appDir = path.join(distDir, "server", "app");
  const hashes = [];
  const index = new Map();
  const pages = {};
  const fallback = new Set();
  const add = (source) => {
    if (!index.has(source)) {
      index.set(source, hashes.length);
      hashes.push(source);
    }
    return index.get(source);
  };
  for (const file of htmlFiles(appDir).sort()) {
    const ids = [...new Set(inlineScripts(readFileSync(path.join(appDir, file), "utf8")).map((s) => add(sha256Source(s))))];
    const route = pagePath(file);
    if (route) pages[route] = ids;
    else for (const id of ids) fallback.add(id);
  }
  pages[FALLBACK] = [...fallback].sort((a, b) => a - b);
  return { version: 1, hashes, pages };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(distDir, "server", "app"))) {
    console.error(`csp manifest: no build in ${distDir} (run next build first)`);
    process.exit(1);
  }
  const manifest = buildManifest(distDir);
  writeFileSync(path.join(distDir, MANIFEST_FILE), JSON.stringify(manifest));
  console.info(`csp manifest: ${Object.keys(manifest.pages).length - 1} page(s), ${manifest.hashes.length} distinct inline script(s) in ${distDir}`);
}
