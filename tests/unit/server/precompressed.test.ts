import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { acceptsBrotli, brotliIndex, precompress } from "@/server/precompressed";

describe("acceptsBrotli", () => {
  it("reads the Accept-Encoding of browsers and tools", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true); // Chromium
    expect(acceptsBrotli("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsBrotli("BR")).toBe(true);
    expect(acceptsBrotli("gzip, deflate")).toBe(false); // curl --compressed without brotli
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false); // refused explicitly
    expect(acceptsBrotli("gzip, brotli")).toBe(false); // not the token
    expect(acceptsBrotli("")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe("precompress and brotliIndex", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a brotli copy of each script and stylesheet and indexes them by URL path", () => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
    mkdirSync(path.join(dir, "static/media"), { recursive: true });
    const script = `console.log(${JSON.stringify("olá ".repeat(500))});`;
    writeFileSync(path.join(dir, "static/chunks/a.js"), script);
    writeFileSync(path.join(dir, "static/chunks/b.css"), "body{color:red}".repeat(100));
    writeFileSync(path.join(dir, "static/media/font.woff2"), Buffer.from([1, 2, 3]));
    // A stray copy whose original is gone is never served.
    writeFileSync(path.join(dir, "static/chunks/gone.js.br"), "x");

    const summary = precompress(dir);
    expect(summary).toMatchObject({ files: 2, written: 2 });
    expect(summary.brotliBytes).toBeLessThan(summary.bytes / 5);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "static/chunks/a.js.br"))).toString()).toBe(script);
    // Idempotent: nothing to write the second time.
    expect(precompress(dir).written).toBe(0);

    const index = brotliIndex(dir);
    expect([...index.keys()].sort()).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.css"]);
    expect(index.get("/_next/static/chunks/a.js")?.type).toBe("application/javascript; charset=UTF-8");
    expect(index.get("/_next/static/chunks/b.css")?.type).toBe("text/css; charset=UTF-8");
  });

  it("answers an empty index for a build without static files", () => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    expect(precompress(dir).files).toBe(0);
    expect(brotliIndex(dir).size).toBe(0);
  });
});
