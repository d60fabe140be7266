// @vitest-environment node
import { ENTRY_TOKEN } from "@/lib/backend/client";
import { encodeOwned, OWNER_COOKIE } from "@/lib/backend/ownership";
import { handleApiRequest } from "@/lib/backend/proxy";
import { withFaultyBackends } from "../../support/faulty-backend";

/**
 * What every proxied call tells the operator's API of who asks, for its own identity checks (a
 * renewal or a migration is placed on a CPF alone): the client's address as the storefront trusts
 * it, and the holder of the browser's lead cookie. Never what the client wrote itself.
 */

const TOKEN = "entry-token-for-identity-headers";
const HOLDER = "holder-of-this-browser-0123";
const servers = withFaultyBackends();

beforeEach(() => {
  vi.stubEnv("BACKEND_URL", `${servers.backend().url}/ok`);
  vi.stubEnv("SESSION_SECRET", "Vb3nQ8rTz1LmK6wXp4YcF9sHd2JgA7uE0oNiR5tMq+k=");
  vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
  (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = TOKEN;
});
afterEach(() => vi.unstubAllEnvs());

/** GET /api/banks/ as the entry server hands it on: socket peer 10.0.0.5 (the balancer), `extra` on top. */
const banks = (extra: Record<string, string>) =>
  handleApiRequest(new Request("http://loja.test/api/banks/", { headers: { host: "loja.test", "x-uf-peer": "10.0.0.5", "x-uf-proto": "http", "x-uf-entry": TOKEN, ...extra } }), "banks");

describe("the headers a backend call carries about its client", () => {
  it("X-Client-Address is the address the trusted balancer appended; X-Lead-Holder the cookie's holder", async () => {
    const cookie = `${OWNER_COOKIE}=${encodeOwned(["lead-1"], new Date(), HOLDER)}`;
    expect((await banks({ "x-forwarded-for": "198.51.100.7, 203.0.113.9", cookie })).status).toBe(200);
    expect(servers.backend().seen[0]!.headers["x-client-address"]).toBe("203.0.113.9");
    expect(servers.backend().seen[0]!.headers["x-lead-holder"]).toBe(HOLDER);
  });

  it("a browser without a lead cookie sends no holder, and the client cannot write either header itself", async () => {
    expect((await banks({ "x-forwarded-for": "203.0.113.9", "x-client-address": "192.0.2.66", "x-lead-holder": "forged-holder-0000000" })).status).toBe(200);
    expect(servers.backend().seen[0]!.headers["x-client-address"]).toBe("203.0.113.9");
    expect(servers.backend().seen[0]!.headers["x-lead-holder"]).toBeUndefined();
  });
});
