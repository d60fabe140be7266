// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isIdempotencyKey, newIdempotencyKey } from "@/lib/api/idempotency";
import { ENTRY_TOKEN } from "@/lib/backend/client";
import { handleApiRequest } from "@/lib/backend/proxy";
import { remoteBackend } from "@/lib/backend/remote";
import { derivedHolder, newHolder, scopedIdempotencyKey } from "@/lib/backend/idempotency-scope";
import { KEY_REUSED_MESSAGE, KEY_TTL_MS } from "@/sandbox/idempotency";
import { backendRequest } from "@/sandbox/request";
import { withPgliteSandbox } from "../../support/pglite-sandbox";

/**
 * Order creation is idempotent by key (`idempotent` in lib/api/contract/calls.ts): a POST lead-v2 sent again
 * with the same key — the browser's resend after a reset, "Tentar novamente" after a lost answer,
 * the balancer's fleet losing an instance mid-request — answers the order the first one made.
 */
/** The sandbox's clock, moved by the expiry test. */
let clock = new Date("2026-05-04T12:00:00Z");
const pg = withPgliteSandbox({ now: () => clock });

const signal = () => new AbortController().signal;
const COVERED = { idPlan: "p-d1000a", address: { cep: "01310100", number: "1578" } };
const NO_COVERAGE = { idPlan: "p-d1000a", address: { cep: "69900000", number: "10" } };

const send = (body: unknown, idempotencyKey?: string) =>
  pg.sandbox.handle({ ...backendRequest("leadV2Create", { body }), ...(idempotencyKey ? { idempotencyKey } : {}) }, signal());
async function create(body: unknown, idempotencyKey?: string) {
  const answer = await send(body, idempotencyKey);
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as { idLead: string | null; idLeadNoCoverage: string | null; cepCoverage: unknown };
}
const count = async (table: "leads" | "no_coverage_leads", id: string) =>
  Number((await pg.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE id = $1`, [id])).rows[0]!.n);

describe("keys", () => {
  it("makes random v4 UUIDs and accepts only those", () => {
    const a = newIdempotencyKey();
    expect(isIdempotencyKey(a)).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
    for (const bad of ["", "x", "0f8fad5b-d9cb-169f-a165-70867728950e", "0F8FAD5B-D9CB-469F-A165-70867728950E", `${a} `, null, undefined]) {
      expect(isIdempotencyKey(bad), String(bad)).toBe(false);
    }
  });

  it("reach the backend scoped by their holder: one key, two holders, two keys; never the browser's own", () => {
    vi.stubEnv("SESSION_SECRET", "segredo-de-teste-0123456789abcdef0123");
    const key = newIdempotencyKey();
    const [a, b] = [newHolder(), newHolder()];
    expect(a).not.toBe(b);
    expect(scopedIdempotencyKey(key, a)).toBe(scopedIdempotencyKey(key, a));
    expect(scopedIdempotencyKey(key, a)).not.toBe(scopedIdempotencyKey(key, b));
    expect(scopedIdempotencyKey(key, a)).not.toBe(key);
    expect(isIdempotencyKey(scopedIdempotencyKey(key, a))).toBe(true);
    // A browser without a holder: the same for its retries from its address, another elsewhere.
    expect(derivedHolder("203.0.113.7", key)).toBe(derivedHolder("203.0.113.7", key));
    expect(derivedHolder("203.0.113.8", key)).not.toBe(derivedHolder("203.0.113.7", key));
    expect(derivedHolder("203.0.113.7", newIdempotencyKey())).not.toBe(derivedHolder("203.0.113.7", key));
    vi.unstubAllEnvs();
  });
});

describe("the sandbox's POST lead-v2", () => {
  it("answers a repeated key with the same lead, stored once, and its coverage", async () => {
    const key = newIdempotencyKey();
    const first = await create(COVERED, key);
    const again = await create(COVERED, key);
    expect(again).toEqual(first);
    expect(first.idLead).toEqual(expect.any(String));
    expect(await count("leads", first.idLead!)).toBe(1);
  });

  it("makes a new lead for a new key, and for every creation without one", async () => {
    const one = await create(COVERED, newIdempotencyKey());
    const two = await create(COVERED, newIdempotencyKey());
    const plain = [await create(COVERED), await create(COVERED)];
    expect(new Set([one.idLead, two.idLead, plain[0]!.idLead, plain[1]!.idLead]).size).toBe(4);
  });

  it("answers 422 to a key sent again with another body, and stores nothing for it (IETF draft)", async () => {
    const key = newIdempotencyKey();
    const first = await create(COVERED, key);
    const other = await send({ ...COVERED, address: { ...COVERED.address, number: "1579" } }, key);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.body)).toMatchObject({ success: false, message: KEY_REUSED_MESSAGE });
    expect((await send(NO_COVERAGE, key)).status).toBe(422);
    // The same body (its fields in another order) is still the same request.
    expect(await create({ address: COVERED.address, idPlan: COVERED.idPlan }, key)).toEqual(first);
  });

  it("forgets a key after 24 hours: the same key then makes a new lead", async () => {
    const key = newIdempotencyKey();
    const first = await create(COVERED, key);
    clock = new Date(clock.getTime() + KEY_TTL_MS - 60_000);
    expect((await create(COVERED, key)).idLead).toBe(first.idLead);
    clock = new Date(clock.getTime() + 120_000);
    const later = await create(COVERED, key);
    expect(later.idLead).not.toBe(first.idLead);
    expect(await count("leads", first.idLead!)).toBe(1);
    // …and remembers it again for 24 hours from then, with another body refused.
    expect((await create(COVERED, key)).idLead).toBe(later.idLead);
    expect((await send(NO_COVERAGE, key)).status).toBe(422);
  });

  it("a claim whose lead was never written (the instance died in between) is completed by the retry", async () => {
    const key = newIdempotencyKey();
    const first = await create(COVERED, key);
    await pg.db.query("DELETE FROM leads WHERE id = $1", [first.idLead]);
    expect((await create(COVERED, key)).idLead).toBe(first.idLead);
    expect(await count("leads", first.idLead!)).toBe(1);
  });

  it("keeps the no-coverage lead of a key once too", async () => {
    const key = newIdempotencyKey();
    const first = await create(NO_COVERAGE, key);
    expect(await create(NO_COVERAGE, key)).toEqual(first);
    expect(await count("no_coverage_leads", first.idLeadNoCoverage!)).toBe(1);
  });
});

describe("the operator's API", () => {
  let server: Server;
  let baseUrl = "";
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ idLead: "1" })));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("receives the key of a keyed creation, and no key header otherwise", async () => {
    const api = remoteBackend(baseUrl);
    const key = newIdempotencyKey();
    await api.handle({ ...backendRequest("leadV2Create", { body: COVERED }), idempotencyKey: key }, signal());
    await api.handle(backendRequest("leadV2Create", { body: COVERED }), signal());
    expect(seen[0]!["idempotency-key"]).toBe(key);
    expect(seen[1]!["idempotency-key"]).toBeUndefined();
  });

  it("through the proxy gets the key scoped by its holder: the same browser key from two browsers is two keys, neither the browser's", async () => {
    vi.stubEnv("BACKEND_URL", baseUrl);
    vi.stubEnv("SESSION_SECRET", "segredo-de-teste-0123456789abcdef0123");
    (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = "entry-token-idempotency";
    try {
      const key = newIdempotencyKey();
      const post = (peer: string) =>
        handleApiRequest(
          new Request("http://loja.test/api/lead-v2/", {
            method: "POST",
            headers: { host: "loja.test", "sec-fetch-site": "same-origin", "content-type": "application/json", "idempotency-key": key, "x-uf-peer": peer, "x-uf-entry": "entry-token-idempotency" },
            body: JSON.stringify(COVERED),
          }),
          "lead-v2",
        );
      seen.length = 0;
      for (const peer of ["203.0.113.1", "203.0.113.1", "203.0.113.2"]) expect((await post(peer)).status).toBe(200);
      const sent = seen.map((headers) => headers["idempotency-key"]);
      expect(sent.every((value) => isIdempotencyKey(String(value)) && value !== key)).toBe(true);
      expect(sent[1]).toBe(sent[0]); // the same browser's retry
      expect(sent[2]).not.toBe(sent[0]); // another browser
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
