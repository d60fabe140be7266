// The entry server's side of first-screen-css.ts: a page's body as Next sent it (compressed or
// not) in, the same page with its first screen's CSS inline out, in the same encoding, or in
// brotli where Next gzipped it and the browser takes brotli (Next's compression only gzips; on
// `/` brotli is about a quarter smaller). A page is worked out once per encoding: the result is
// kept by the exact bytes Next sent, so a cached page costs one hash and a lookup, and a
// regenerated one (new bytes) is worked out anew.
// Node runs this file as it is (the entry server imports it): erasable TypeScript only.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { inlineFirstScreenCss, isBuildSheet, type SheetReader } from "./first-screen-css.ts";

/** The build's stylesheets, read from {distDir}/static once each (their names change with their content). */
export function sheetsFrom(distDir: string): SheetReader {
  const staticDir = path.resolve(distDir, "static");
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!isBuildSheet(href)) return undefined;
    if (!read.has(href)) {
      const file = path.join(staticDir, href.slice("/_next/static/".length));
      let css: string | undefined;
      try {
        css = file.startsWith(staticDir + path.sep) ? readFileSync(file, "utf8") : undefined;
      } catch {
        css = undefined;
      }
      read.set(href, css);
    }
    return read.get(href);
  };
}

type Codec = { decode: (body: Buffer) => Promise<Buffer>; encode: (body: Buffer) => Promise<Buffer> };
const identity = async (body: Buffer): Promise<Buffer> => body;
const CODECS: Readonly<Record<string, Codec>> = {
  "": { decode: identity, encode: identity },
  identity: { decode: identity, encode: identity },
  gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
  deflate: { decode: promisify(zlib.inflate), encode: promisify(zlib.deflate) },
  br: { decode: promisify(zlib.brotliDecompress), encode: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) },
};

/** Whether an Accept-Encoding takes brotli ("br", not refused with q=0). */
export function acceptsBrotli(accept: string | undefined): boolean {
  return String(accept ?? "")
    .split(",")
    .some((part) => {
      const [name = "", ...params] = part.toLowerCase().split(";").map((p) => p.trim());
      const q = params.find((p) => p.startsWith("q="));
      return name === "br" && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/** A page's body as it goes out, and the Content-Encoding it is in. */
export interface Rewritten {
  body: Buffer;
  encoding: string | undefined;
}

/** Pages worked out, kept by the bytes Next sent, oldest dropped first past `maxBytes` in all. */
export class FirstScreenDocuments {
  private readonly sheets: SheetReader;
  private readonly maxBytes: number;
  private readonly done = new Map<string, Buffer>();
  private bytes = 0;
  constructor(sheets: SheetReader, maxBytes = 32 * 1024 * 1024) {
    this.sheets = sheets;
    this.maxBytes = maxBytes;
  }

  /** The rewriter of one request: brotli out when its Accept-Encoding takes it. */
  for(accept: string | undefined): { rewrite: (body: Buffer, encoding: string | undefined) => Promise<Rewritten> } {
    const brotli = acceptsBrotli(accept);
    return { rewrite: (body, encoding) => this.rewrite(body, encoding, brotli) };
  }

  /**
   * `body` (in `encoding`, Next's Content-Encoding) with its first screen's CSS inline, in that
   * encoding or, with `brotli`, in br where Next gave gzip; `body` itself for an encoding this
   * does not know.
   */
  async rewrite(body: Buffer, encoding: string | undefined, brotli = false): Promise<Rewritten> {
    const name = String(encoding ?? "").toLowerCase();
    const codec = CODECS[name];
    if (!codec) return { body, encoding };
    const target = brotli && name === "gzip" ? "br" : name;
    const key = `${name}>${target}:${createHash("sha256").update(body).digest("base64")}`;
    const kept = this.done.get(key);
    if (kept) {
      this.done.delete(key);
      this.done.set(key, kept);
      return { body: kept, encoding: target || encoding };
    }
    const html = (await codec.decode(body)).toString("utf8");
    const rewritten = await inlineFirstScreenCss(html, this.sheets);
    const out = rewritten === html && target === name ? body : await CODECS[target]!.encode(Buffer.from(rewritten, "utf8"));
    this.keep(key, out);
    return { body: out, encoding: target || encoding };
  }

  private keep(key: string, out: Buffer): void {
    this.done.set(key, out);
    this.bytes += out.length;
    for (const [oldest, value] of this.done) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.done.delete(oldest);
      this.bytes -= value.length;
    }
  }
}
