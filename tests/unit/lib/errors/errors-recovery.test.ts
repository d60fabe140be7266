import { describe, expect, it } from "vitest";
import { errorDigest, isChunkLoadError, recoveryFor } from "@/lib/errors/recovery";

describe("recoveryFor", () => {
  it("reloads the page for a chunk that failed to load, retries anything else", () => {
    const chunk = Object.assign(new Error("Failed to load chunk /_next/static/chunks/x.js"), { name: "ChunkLoadError" });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(recoveryFor(chunk)).toBe("reload");
    expect(recoveryFor(new TypeError("x is undefined"))).toBe("retry");
    // A thrown value need not be an Error (Next passes it as it is).
    expect(recoveryFor({ name: "ChunkLoadError" })).toBe("retry");
    expect(recoveryFor("ChunkLoadError")).toBe("retry");
    expect(recoveryFor(null)).toBe("retry");
  });
});

describe("errorDigest", () => {
  it("reads Next's digest, and nothing that is not a plain short token", () => {
    expect(errorDigest(Object.assign(new Error("x"), { digest: "2881004597" }))).toBe("2881004597");
    expect(errorDigest(new Error("x"))).toBeNull();
    expect(errorDigest({ digest: 42 })).toBeNull();
    expect(errorDigest({ digest: "maria@example.com" })).toBeNull();
    expect(errorDigest({ digest: "a".repeat(65) })).toBeNull();
    expect(errorDigest(undefined)).toBeNull();
  });
});
