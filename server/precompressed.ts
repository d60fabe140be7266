// Brotli copies of the build's scripts and stylesheets, made once after `next build`
// (scripts/precompress.mjs) and sent to browsers that accept br: Next only gzips, on the fly, and
// these are 13-14 % smaller (docs/decisions/performance.md#0054). Only /_next/static/, whose files are
// fingerprinted: the file behind a name never changes.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { IMMUTABLE } from "../lib/backend/cache-policy.ts";
import { brotliCompressSync, constants } from "node:zlib";

/** The build's files worth a brotli copy: text that Next would otherwise gzip on every request. */
export const COMPRESSIBLE = /\.(?:js|css)$/;
/** Content-Type of each kind, as Next's static handler sends it. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };

/** Every file under `dir`, as paths relative to it with "/" separators. */
function walk(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else out.push(rel);
  }
  return out;
}

/**
 * Writes `file.br` beside every compressible file of {distDir}/static that has none or an older one.
 */
export function precompress(distDir: string): { files: number; written: number; bytes: number; brotliBytes: number } {
  const staticDir = path.join(distDir, "static");
  const summary = { files: 0, written: 0, bytes: 0, brotliBytes: 0 };
  if (!existsSync(staticDir)) return summary;
  for (const rel of walk(staticDir)) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(staticDir, rel);
    const target = `${file}.br`;
    summary.files++;
    const body = readFileSync(file);
    summary.bytes += body.length;
    if (!existsSync(target) || statSync(target).mtimeMs < statSync(file).mtimeMs) {
      const compressed = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(target, compressed);
      summary.written++;
    }
    summary.brotliBytes += statSync(target).size;
  }
  return summary;
}

/**
 * The brotli copies of a build: URL path ("/_next/static/chunks/x.js") → { file, type }. Built
 * from the directory listing at start, so a request can only ever name a file that is there.
 */
export function brotliIndex(distDir: string): Map<string, { file: string; type: string }> {
  const staticDir = path.join(distDir, "static");
  const index = new Map<string, { file: string; type: string }>();
  if (!existsSync(staticDir)) return index;
  for (const rel of walk(staticDir)) {
    if (!rel.endsWith(".br")) continue;
    const original = rel.slice(0, -3);
    if (!COMPRESSIBLE.test(original) || !existsSync(path.join(staticDir, original))) continue;
    index.set(`/_next/static/${original}`, { file: path.join(staticDir, rel), type: CONTENT_TYPES[path.extname(original)] ?? "application/octet-stream" });
  }
  return index;
}

/**
 * Whether an Accept-Encoding header accepts br (RFC 9110: a coding listed with q=0 is refused).
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding?.trim() !== "br") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The entry server's sender of a build's brotli copies: answers a GET or HEAD of one of them with
 * its copy when the browser accepts br, and says whether it did. Bodies are read on first use and
 * kept (a few hundred KB in all).
 */
export function brotliSender(distDir: string): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean {
  const index = brotliIndex(distDir);
  const bodies = new Map<string, Buffer>();
  return (req, res, pathname) => {
    const copy = (req.method === "GET" || req.method === "HEAD") && acceptsBrotli(req.headers["accept-encoding"]) ? index.get(pathname) : undefined;
    if (!copy) return false;
    let body = bodies.get(pathname);
    if (!body) bodies.set(pathname, (body = readFileSync(copy.file)));
    // Next's own answer for these files: fingerprinted, so cached for good.
    res.writeHead(200, { "content-type": copy.type, "content-encoding": "br", vary: "Accept-Encoding", "cache-control": IMMUTABLE, "content-length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
