// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as z from "@/lib/validation/z";
import { decodeOwned, encodeOwned, ownerCookie } from "@/lib/backend/ownership";
import { describeIssue, isSameOrigin } from "@/lib/backend/proxy";
import { checkRateLimit, MemoryRateLimitStore, RATE_LIMITS } from "@/lib/backend/rate-limit";

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "uf-proxy-"));
  delete process.env.SESSION_SECRET;
});

describe("lead ownership cookie", () => {
  it("round-trips the ids it signed and rejects any change", () => {
    const value = encodeOwned(["a", "b"]);
    expect(decodeOwned(value)).toEqual(["a", "b"]);
    const [payload, mac] = value.split(".");
    const other = Buffer.from(JSON.stringify(["a", "b", "victim"])).toString("base64url");
    expect(decodeOwned(`${other}.${mac}`)).toEqual([]);
    expect(decodeOwned(`${payload}.${mac}x`)).toEqual([]);
    expect(decodeOwned("garbage")).toEqual([]);
    expect(decodeOwned(undefined)).toEqual([]);
  });

  it("keeps the newest 20 ids and sets HttpOnly, SameSite=Strict, Path=/api, Secure on https", () => {
    const owned = Array.from({ length: 25 }, (_, i) => `id${i}`);
    const cookie = ownerCookie(owned, ["new"], true);
    const ids = decodeOwned(cookie.split(";")[0]!.slice("uf_leads=".length));
    expect(ids).toHaveLength(20);
    expect(ids.at(-1)).toBe("new");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/api");
    expect(cookie).toContain("Secure");
    expect(ownerCookie([], ["x"], false)).not.toContain("Secure");
  });
});

describe("same-origin writes", () => {
  const h = (init: Record<string, string>) => new Headers(init);
  it("accepts Sec-Fetch-Site same-origin or an Origin of our host", () => {
    expect(isSameOrigin(h({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(h({ origin: "http://loja.test", host: "loja.test" }))).toBe(true);
  });
  it("refuses cross-site, same-site, other origins and requests with neither header", () => {
    expect(isSameOrigin(h({ "sec-fetch-site": "cross-site", origin: "http://loja.test", host: "loja.test" }))).toBe(false);
    expect(isSameOrigin(h({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOrigin(h({ origin: "https://evil.example", host: "loja.test" }))).toBe(false);
    expect(isSameOrigin(h({ host: "loja.test" }))).toBe(false);
  });
});

describe("rate limits", () => {
  it("lets the budget through and refuses the next one until the window ends", async () => {
    const store = new MemoryRateLimitStore();
    const { limit, windowMs } = RATE_LIMITS.callback;
    for (let i = 0; i < limit; i++) expect((await checkRateLimit(store, "callback", "1.2.3.4", 0)).allowed).toBe(true);
    expect(await checkRateLimit(store, "callback", "1.2.3.4", 1000)).toEqual({ allowed: false, retryAfterSeconds: windowMs / 1000 - 1 });
    expect((await checkRateLimit(store, "callback", "5.6.7.8", 1000)).allowed).toBe(true);
    expect((await checkRateLimit(store, "lead", "1.2.3.4", 1000)).allowed).toBe(true);
    expect((await checkRateLimit(store, "callback", "1.2.3.4", windowMs)).allowed).toBe(true);
  });
});

describe("validation messages", () => {
  it("names the field in Portuguese", () => {
    const schema = z.object({ address: z.object({ cep: z.string().check(z.regex(/^\d{8}$/, "informe 8 dígitos")) }) });
    const parsed = schema.safeParse({ address: { cep: "1" } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(describeIssue(parsed.error)).toBe('Campo "address.cep" inválido: informe 8 dígitos');
  });

  it("a type mismatch says what was expected (the server loads zod's messages; zod/mini alone says only \"Invalid input\")", () => {
    const parsed = z.object({ cep: z.string() }).safeParse({ cep: 1 });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(describeIssue(parsed.error)).toBe('Campo "cep" inválido: Invalid input: expected string, received number');
  });
});
