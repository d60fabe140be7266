// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isIdempotencyKey, newIdempotencyKey } from "@/lib/api/idempotency";
import { remoteBackend } from "@/lib/backend/remote";
import { keyedId } from "@/sandbox/idempotency";
import { backendRequest } from "@/sandbox/request";
import { withPgliteSandbox } from "./support/pglite-sandbox";

/**
 * Order creation is idempotent by key (lib/api/contract/idempotency): a POST lead-v2 sent again
 * with the same key — the browser's resend after a reset, "Tentar novamente" after a lost answer,
 * the balancer's fleet losing an instance mid-request — answers the order the first one made.
 */
const pg = withPgliteSandbox();

const signal = () => new AbortController().signal;
const COVERED = { idPlan: "p-d1000a", address: { cep: "01310100", number: "1578" } };
const NO_COVERAGE = { idPlan: "p-d1000a", address: { cep: "69900000", number: "10" } };

async function create(body: unknown, idempotencyKey?: string) {
  const answer = await pg.sandbox.handle({ ...backendRequest("leadV2Create", { body }), ...(idempotencyKey ? { idempotencyKey } : {}) }, signal());
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

  it("derives one sandbox id per scope and key, shaped like the sandbox's ids", () => {
    const key = newIdempotencyKey();
    expect(keyedId("lead-v2", key)).toBe(keyedId("lead-v2", key));
    expect(keyedId("lead-v2", key)).not.toBe(keyedId("lead-v2/no-coverage", key));
    expect(isIdempotencyKey(keyedId("lead-v2", key))).toBe(true);
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
});
