// The script policy of a page, hashed from the HTML actually served, so that a page Next
// regenerates at run time (new inline scripts: the RSC payload holds the new prices) still
// hydrates (docs/decisions/caching.md#0052; no nonce: lib/security/policy.ts).
// An HTML answer's head is held until its body is complete; the policy is kept per ETag, so a
// page from Next's cache is hashed once and then passes straight through, headers first.
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { contentSecurityPolicy } from "../lib/security/policy.ts";

type Extra = Readonly<Record<string, readonly string[]>>;

/** Script types a browser executes (a JSON-LD block is data, never run, so it needs no hash). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The inline scripts of an HTML document, as the browser hashes them: the exact text between the
 * tags (a script element's content is raw text, no entity decoding).
 */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? "";
    if (!EXECUTABLE.test(type)) continue;
    out.push(match[2] ?? "");
  }
  return out;
}

/** The CSP source "sha256-…" of a script's text. */
export const sha256Source = (text: string): string => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The policy of an HTML document: exactly its own inline scripts, and the tag hosts of the
 * settings (lib/security/sources.ts, read by the entry server at start).
 */
export const policyForHtml = (html: string, extra: Extra = {}): string =>
  contentSecurityPolicy({ scriptHashes: [...new Set(inlineScripts(html).map(sha256Source))], extra });

/** The policy of anything that is not an HTML page: no inline script at all. */
export const NO_INLINE_POLICY = contentSecurityPolicy();

/** Body bytes as text, undoing the Content-Encoding Next's compression gave them. */
function decoded(body: Buffer, encoding: string | undefined): string {
  switch (String(encoding ?? "").toLowerCase()) {
    case "gzip":
      return gunzipSync(body).toString("utf8");
    case "br":
      return brotliDecompressSync(body).toString("utf8");
    case "deflate":
      return inflateSync(body).toString("utf8");
    default:
      return body.toString("utf8");
  }
}

/** The header value among writeHead's arguments (an object or a flat array), or the one already set. */
function headerOf(res: ServerResponse, args: readonly unknown[], name: string): string | undefined {
  // writeHead(status, headers) or writeHead(status, reason, headers); headers an object or a flat array.
  const headers = (typeof args[1] === "object" ? args[1] : args[2]) as OutgoingHttpHeaders | readonly unknown[] | undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
  } else if (headers) {
    for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return String(value);
  }
  const set = res.getHeader(name);
  return set === undefined ? undefined : String(set);
}

/** Policies by ETag, oldest dropped first past `max` (pages × versions alive at once). */
export class PolicyCache {
  private readonly max: number;
  private readonly map = new Map<string, string>();
  constructor(max = 2000) {
    this.max = max;
  }
  get(etag: string | undefined): string | undefined {
    return etag ? this.map.get(etag) : undefined;
  }
  /**
   * A conditional request may be answered 304 only for a version whose policy is known here: a
   * browser stores the headers of a 304 over those of its copy, so a 304 with another page's (or
   * no) script hashes would stop the copy it shows from hydrating. Drops If-None-Match (and
   * If-Modified-Since) otherwise, so the page is sent whole and hashed.
   */
  keepConditional(headers: IncomingHttpHeaders): void {
    const tags = String(headers["if-none-match"] ?? "").split(",").map((t) => t.trim()).filter(Boolean);
    if (tags.length && tags.every((tag) => this.map.has(tag))) return;
    delete headers["if-none-match"];
    delete headers["if-modified-since"];
  }
  set(etag: string | undefined, policy: string): void {
    if (!etag) return;
    this.map.delete(etag);
    this.map.set(etag, policy);
    const oldest = this.map.keys().next().value;
    if (this.map.size > this.max && oldest !== undefined) this.map.delete(oldest);
  }
}

/** Rewrites a held page before it goes out (lib/backend/first-screen-documents.ts): its body in, in Next's encoding; out, in the encoding it names. */
type Rewriter = { rewrite: (body: Buffer, encoding: string | undefined) => Promise<{ body: Buffer; encoding: string | undefined }> };

/**
 * Makes `res` send the policy of what it serves. `apply(status)` sets the response's other headers
 * right before they go out (the entry server's own); `policyOf` is told the policy to set.
 * Only HTML answers with a body are held (a 404 page too); everything else gets the no-inline policy
 * at once. Returns nothing; `res` behaves as before for its writer (Next and its compression).
 * `extra`: the tag hosts pages may use (tagSourcesFromEnv); documents only. With `documents`,
 * every page is held and rewritten, a known one too (the rewriter keeps what it worked out).
 */
export function servePolicy(res: ServerResponse, { cache, head, apply, extra = {}, documents }: { cache: PolicyCache; head: boolean; apply: (status: number) => void; extra?: Extra; documents?: Rewriter }): void {
  // Node's own methods, called with whatever arguments their caller gave (their overloads are many:
  // Next's compression and Node's implicit head call them in every form).
  const real = res as unknown as Record<"writeHead" | "write" | "end", (...args: unknown[]) => unknown>;
  const original = { writeHead: real.writeHead, write: real.write, end: real.end };
  let held: unknown[] | null = null;
  const chunks: Buffer[] = [];
  let decided = false;
  // Node's write and end send the head implicitly through writeHead, then the body: the head must
  // be decided (held or let go) before a first body byte is passed on.
  const decide = () => {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
  };

  const release = (args: unknown[], policy: string): unknown => {
    decided = true;
    res.setHeader("Content-Security-Policy", policy);
    // The wrappers stay in place: Next's compression has wrapped them in turn, and putting the
    // originals back on `res` would bypass it (a body sent unencoded under Content-Encoding: gzip).
    apply(typeof args[0] === "number" ? args[0] : res.statusCode);
    return original.writeHead.apply(res, args);
  };
  const asBuffer = (chunk: unknown, encoding: unknown): Buffer =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");

  real.writeHead = function (...args: unknown[]) {
    if (held) {
      held = args;
      return res;
    }
    if (decided) return original.writeHead.apply(res, args);
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const type = headerOf(res, args, "content-type") ?? "";
    // A 304 updates the browser's stored headers of the copy it names by ETag: that copy's policy.
    if (status === 304) return release(args, cache.get(headerOf(res, args, "etag")) ?? NO_INLINE_POLICY);
    // Any HTML document with a body is held: a 404 or 500 page hydrates too.
    if (status === 204 || head || !/^text\/html/i.test(type)) return release(args, NO_INLINE_POLICY);
    const known = documents ? undefined : cache.get(headerOf(res, args, "etag"));
    if (known) return release(args, known);
    held = args;
    decided = true;
    return res;
  };
  real.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (!held) return original.write.call(res, chunk, encoding, callback);
    if (chunk != null) chunks.push(asBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : typeof callback === "function" ? callback : undefined;
    if (done) queueMicrotask(() => done());
    return true;
  };
  real.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (!held) return original.end.call(res, chunk, encoding, callback);
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk != null) chunks.push(asBuffer(chunk, encoding));
    const args = held;
    held = null;
    const coding = headerOf(res, args, "content-encoding");
    const send = (body: Buffer, encoding = coding): void => {
      const policy = policyForHtml(decoded(body, encoding), extra);
      if (encoding !== coding && encoding) res.setHeader("Content-Encoding", encoding);
      cache.set(headerOf(res, args, "etag"), policy);
      // The held body goes out in one piece, with its own length (Next's compression had dropped it).
      res.setHeader("Content-Length", body.length);
      release(args, policy);
      original.end.call(res, body, callback);
    };
    const body = Buffer.concat(chunks);
    if (documents) documents.rewrite(body, coding).then((out) => send(out.body, out.encoding), () => send(body));
    else send(body);
    return res;
  };
}
