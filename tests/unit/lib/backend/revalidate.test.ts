// @vitest-environment node
vi.mock("next/cache", () => ({ revalidateTag: vi.fn() }));
import { bearerMatches, handleRevalidate } from "@/lib/backend/revalidate";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";

/** POST /api/revalidate: who may ask; the revalidation itself is shown end to end. */

const post = (authorization?: string, from = "203.0.113.9") =>
  new Request("http://loja.test/api/revalidate", { method: "POST", headers: { "x-forwarded-for": from, ...(authorization ? { authorization } : {}) } });

describe("on-demand revalidation", () => {
  it("compares the bearer token with the secret, nothing else", () => {
    expect(bearerMatches("Bearer s3gredo-longo", "s3gredo-longo")).toBe(true);
    expect(bearerMatches("bearer s3gredo-longo", "s3gredo-longo")).toBe(true);
    for (const header of [null, "", "Bearer", "Bearer ", "Basic s3gredo-longo", "Bearer s3gredo-long", "Bearer s3gredo-longo2", "s3gredo-longo"]) {
      expect(bearerMatches(header, "s3gredo-longo"), String(header)).toBe(false);
    }
  });

  it("does not exist while REVALIDATE_SECRET is unset: 404, whatever is sent", async () => {
    expect((await handleRevalidate(post("Bearer qualquer"), "")).status).toBe(404);
    expect((await handleRevalidate(post(), "   ")).status).toBe(404);
    expect((await handleRevalidate(new Request("http://loja.test/api/revalidate", { method: "OPTIONS" }), "")).status).toBe(404);
  });

  it("wrong tokens past the budget do not lock the right one out of the same address", async () => {
    const { limit } = RATE_LIMITS.revalidate;
    for (let i = 0; i <= limit; i++) await handleRevalidate(post("Bearer errado", "203.0.113.12"), "s3gredo-longo");
    expect((await handleRevalidate(post("Bearer errado", "203.0.113.12"), "s3gredo-longo")).status).toBe(429);
    expect((await handleRevalidate(post("Bearer s3gredo-longo", "203.0.113.12"), "s3gredo-longo")).status).toBe(200);
  });

  it("answers a missing or wrong token 401, another method 405, and past the budget 429", async () => {
    const wrong = await handleRevalidate(post("Bearer errado", "203.0.113.10"), "s3gredo-longo");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe("Bearer");
    expect(wrong.headers.get("cache-control")).toBe("no-store");
    expect((await handleRevalidate(new Request("http://loja.test/api/revalidate"), "s3gredo-longo")).status).toBe(405);
    const { limit } = RATE_LIMITS.revalidate;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await handleRevalidate(post(undefined, "203.0.113.11"), "s3gredo-longo")).status);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });
});
