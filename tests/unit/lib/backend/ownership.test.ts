// @vitest-environment node
import { createHmac } from "node:crypto";
import { decodeOwned, encodeOwned, OWNER_COOKIE, ownedIds, ownerCookie, ownerOf } from "@/lib/backend/ownership";
import { handleApiRequest, PROXY_MESSAGES } from "@/lib/backend/proxy";
import { ORDER_ANSWERS } from "@/sandbox/seed/order-answers";
import { withSandboxProxy } from "../../support/sandbox-proxy";

/** The lead cookie's value: signed issue time, refused after its 7 days, keys rotated, placed orders marked. */

const DAY_MS = 24 * 3600 * 1000;
const NOW = new Date("2026-03-10T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const CURRENT = "segredo-atual-0123456789abcdef0123456789";
const OLD = "segredo-antigo-0123456789abcdef012345678";

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
const signed = (secret: string, content: unknown) => {
  const payload = Buffer.from(JSON.stringify(content), "utf8").toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
};
const payloadOf = (value: string): unknown => JSON.parse(Buffer.from(value.split(".")[0]!, "base64url").toString("utf8"));
const valueOf = (setCookie: string) => setCookie.split(";")[0]!.slice(`${OWNER_COOKIE}=`.length);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

beforeEach(() => {
  vi.stubEnv("SESSION_SECRET", CURRENT);
  vi.stubEnv("SESSION_SECRET_PREVIOUS", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("the cookie's issue time", () => {
  it("is signed into the value: a copy issued 6 days ago reads, one issued 8 days ago does not", () => {
    expect(decodeOwned(encodeOwned(["a", "b"], daysAgo(6)), NOW)).toEqual(["a", "b"]);
    expect(decodeOwned(encodeOwned(["a", "b"], daysAgo(8)), NOW)).toEqual([]);
  });

  it("is refused when it lies in the future beyond a small clock skew", () => {
    const ahead = (ms: number) => new Date(NOW.getTime() + ms);
    expect(decodeOwned(encodeOwned(["a"], ahead(60 * 1000)), NOW)).toEqual(["a"]);
    expect(decodeOwned(encodeOwned(["a"], ahead(DAY_MS)), NOW)).toEqual([]);
  });

  it("cannot be moved: changing iat (or anything) in a signed value voids it", () => {
    const value = encodeOwned(["a"], daysAgo(8));
    expect(payloadOf(value)).toEqual({ v: 2, iat: seconds(daysAgo(8)), ids: ["a"] });
    const [, signature] = value.split(".");
    const refreshed = Buffer.from(JSON.stringify({ v: 2, iat: seconds(NOW), ids: ["a"] })).toString("base64url");
    expect(decodeOwned(`${refreshed}.${signature}`, NOW)).toEqual([]);
    const fresh = encodeOwned(["a"], NOW);
    expect(decodeOwned(`${fresh}x`, NOW)).toEqual([]);
    expect(decodeOwned(`${fresh}.${signature}`, NOW)).toEqual([]);
  });

  it("is required: the old format (a signed bare array, no time) owns nothing", () => {
    expect(decodeOwned(signed(CURRENT, ["a", "b"]), NOW)).toEqual([]);
    // Well signed but not the shape: no iat, a text iat, a list that is not one.
    expect(decodeOwned(signed(CURRENT, { v: 2, ids: ["a"] }), NOW)).toEqual([]);
    expect(decodeOwned(signed(CURRENT, { v: 2, iat: String(seconds(NOW)), ids: ["a"] }), NOW)).toEqual([]);
    expect(decodeOwned(signed(CURRENT, { v: 2, iat: seconds(NOW), ids: "a" }), NOW)).toEqual([]);
    expect(decodeOwned(signed(CURRENT, { v: 2, iat: seconds(NOW), ids: ["a"] }), NOW)).toEqual(["a"]);
  });

  it("is fresh on a re-issued cookie: a new lead renews the time of the ids it carries on", () => {
    const owned = decodeOwned(encodeOwned(["a", "b"], daysAgo(6)), NOW);
    const cookie = ownerCookie(owned, ["c"], true, NOW);
    expect(cookie).toContain("Max-Age=604800");
    expect(payloadOf(valueOf(cookie))).toEqual({ v: 2, iat: seconds(NOW), ids: ["a", "b", "c"] });
    expect(decodeOwned(valueOf(cookie), new Date(NOW.getTime() + 6 * DAY_MS))).toEqual(["a", "b", "c"]);
  });

  it("is read by ownedIds from the request's Cookie header", () => {
    const headers = (value: string) => new Headers({ cookie: `other=1; ${OWNER_COOKIE}=${value}` });
    expect(ownedIds(headers(encodeOwned(["a"], daysAgo(1))), NOW)).toEqual(["a"]);
    expect(ownedIds(headers(encodeOwned(["a"], daysAgo(8))), NOW)).toEqual([]);
  });
});

describe("placed orders", () => {
  it("are marked among the cookie's ids, and a re-issue for a new lead carries the mark on", () => {
    const value = encodeOwned(["a", "b"], NOW, null, ["b", "not-owned"]);
    expect(payloadOf(value)).toEqual({ v: 2, iat: seconds(NOW), ids: ["a", "b"], p: ["b"] });
    const owner = ownerOf(new Headers({ cookie: `${OWNER_COOKIE}=${value}` }), NOW);
    expect(owner.placed).toEqual(["b"]);
    const reissued = ownerCookie(owner.ids, ["c"], true, NOW, null, owner.placed);
    expect(payloadOf(valueOf(reissued))).toEqual({ v: 2, iat: seconds(NOW), ids: ["a", "b", "c"], p: ["b"] });
  });
});

describe("key rotation", () => {
  it("accepts values of a previous secret while SESSION_SECRET_PREVIOUS lists it, and no longer after", () => {
    const old = signed(OLD, { v: 2, iat: seconds(daysAgo(3)), ids: ["a"] });
    expect(decodeOwned(old, NOW)).toEqual([]);
    vi.stubEnv("SESSION_SECRET_PREVIOUS", `outro-segredo-qualquer, ${OLD}`);
    expect(decodeOwned(old, NOW)).toEqual(["a"]);
    // Still only inside its 7 days.
    expect(decodeOwned(signed(OLD, { v: 2, iat: seconds(daysAgo(8)), ids: ["a"] }), NOW)).toEqual([]);
    vi.stubEnv("SESSION_SECRET_PREVIOUS", "");
    expect(decodeOwned(old, NOW)).toEqual([]);
  });

  it("signs new cookies with SESSION_SECRET only", () => {
    vi.stubEnv("SESSION_SECRET_PREVIOUS", OLD);
    const value = valueOf(ownerCookie([], ["a"], false, NOW));
    const [payload, signature] = value.split(".");
    expect(payloadOf(value)).toEqual({ v: 2, iat: seconds(NOW), ids: ["a"] });
    expect(signature).toBe(mac(CURRENT, payload!));
    expect(signature).not.toBe(mac(OLD, payload!));
  });
});

describe("through the /api proxy", () => {
  withSandboxProxy("uf-ownership-", "ownership-test-entry");

  it("GET lead/{id}: a saved copy of the cookie reads the lead for 7 days, then gets 403", async () => {
    const created = await handleApiRequest(
      new Request("http://loja.test/api/lead-v2/", {
        method: "POST",
        headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
        body: JSON.stringify({ idPlan: "p-d1000a", address: { cep: "01310100", number: "1578" } }),
      }),
      "lead-v2",
    );
    expect(created.status).toBe(200);
    const { idLead } = (await created.json()) as { idLead: string };
    const saved = valueOf(created.headers.get("set-cookie") ?? "");
    const issued = Date.now();

    const read = (value: string) =>
      handleApiRequest(new Request(`http://loja.test/api/lead/${idLead}/`, { headers: { cookie: `${OWNER_COOKIE}=${value}` } }), `lead/${idLead}`);

    const fresh = await read(saved);
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { id: string }).id).toBe(idLead);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(issued + 6 * DAY_MS);
    expect((await read(saved)).status).toBe(200);

    vi.setSystemTime(issued + 8 * DAY_MS);
    const stale = await read(saved);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({ success: false, message: PROXY_MESSAGES.notOwner });
    // A cookie issued now for the same lead gets through again.
    expect((await read(encodeOwned([idLead]))).status).toBe(200);
  }, 60_000);
});

describe("a placed order through the /api proxy", () => {
  // A sandbox of its own: the file's afterEach puts the environment back after every test.
  withSandboxProxy("uf-ownership-placed-", "ownership-placed-test-entry");

  it("once the order is placed, its lead is read back without CPF, birth date, mother's name or bank account", async () => {
    const call = (method: string, path: string, cookie: string, body?: unknown) =>
      handleApiRequest(
        new Request(`http://loja.test/api/${path}/`, {
          method,
          headers: { "sec-fetch-site": "same-origin", "content-type": "application/json", ...(cookie ? { cookie: `${OWNER_COOKIE}=${cookie}` } : {}) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        path,
      );
    const created = await call("POST", "lead-v2", "", { idPlan: "p-d500a", address: { cep: "01310100", number: "1578" } });
    const { idLead } = (await created.json()) as { idLead: string };
    let cookie = valueOf(created.headers.get("set-cookie") ?? "");
    for (const [step, body] of ORDER_ANSWERS) {
      const answer = await call("PATCH", `lead-v2/${idLead}/${step}`, cookie, body);
      expect(answer.status, `${step}: ${await answer.clone().text()}`).toBe(200);
    }
    const before = (await (await call("GET", `lead/${idLead}`, cookie)).json()) as Record<string, unknown>;
    expect(before).toMatchObject({ id: idLead, cpf: "52998224725", birth_date: "1990-05-17", mothers_name: "Maria da Silva", bankInfo: expect.objectContaining({ agency: "1234" }) });

    const confirmed = await call("PUT", `lead-v2/${idLead}`, cookie, {});
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    cookie = valueOf(confirmed.headers.get("set-cookie") ?? "");
    const after = (await (await call("GET", `lead/${idLead}`, cookie)).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ id: idLead, address: expect.objectContaining({ cep: "01310100" }) });
    for (const field of ["cpf", "cnpj", "birth_date", "mothers_name", "bankInfo"]) expect(after, field).not.toHaveProperty(field);
  }, 60_000);
});
