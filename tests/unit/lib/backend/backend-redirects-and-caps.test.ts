// @vitest-environment node
// First: Next's globals must be set before any module of Next loads (support/next-render.ts).
import { renderLikeNext, type RenderResult } from "../../support/next-render";
import { DEFAULT_ADDON } from "@/lib/addons";
import { ENTRY_TOKEN } from "@/lib/backend/client";
import { BodyTooLargeError } from "@/lib/backend/capped-body";
import { getCatalogue, getPlanList, type Catalogue } from "@/lib/backend/catalogue";
import { handleApiRequest } from "@/lib/backend/proxy";
import { configuredProbes, readiness } from "@/lib/backend/readiness";
import { remoteBackend } from "@/lib/backend/remote";
import { captureLog } from "../../support/log-capture";
import { SEED_ANSWERS, withFaultyBackends, type Scenario } from "../../support/faulty-backend";
import { SEED_PLANS } from "@/sandbox/seed";

vi.mock("server-only", () => ({}));

/**
 * Every backend call (the /api proxy's, the landing's catalogue, the sandbox health probe) against
 * real local servers: a redirect is never followed, so the operator's credentials never reach the
 * other host, and an answer over the size cap (declared, streamed, or a small gzip body that
 * inflates) is refused while it is read, never passed on or kept in Next's cache.
 */

const API_KEY = "chave-do-operador-0123456789";
const TOKEN = "entry-token-for-redirect-tests";
const FAILURE = "Erro no servidor. Por favor tente novamente mais tarde";

const servers = withFaultyBackends();
const base = (scenario: Scenario) => `${servers.backend().url}/${scenario}`;

beforeEach(() => {
  vi.stubEnv("BACKEND_HEADERS", JSON.stringify({ "x-api-key": API_KEY }));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const banks = (scenario: Scenario) =>
  remoteBackend(base(scenario)).handle({ call: "banks", params: {}, query: {}, body: undefined, requestId: "req-caps-0001" }, new AbortController().signal);

describe("the /api proxy's backend call (remoteBackend)", () => {
  it("passes a normal answer on as it came", async () => {
    const answer = await banks("ok");
    expect(answer).toEqual({ status: 200, contentType: "application/json", body: JSON.stringify(SEED_ANSWERS.banks) });
    expect(servers.backend().seen[0]!.headers["x-api-key"]).toBe(API_KEY);
  });

  it("answers a redirect 502 without following it: the API key never reaches the other host", async () => {
    const answer = await banks("redirect");
    expect(answer).toMatchObject({ status: 502, body: JSON.stringify({ message: FAILURE }), reason: "backend-redirect" });
    expect(servers.other().seen).toEqual([]);
  });

  it.each<Scenario>(["large-declared", "large-chunked", "gzip-bomb"])("answers an answer over the cap 502 and stops reading it (%s)", async (scenario) => {
    const answer = await banks(scenario);
    // The status first: a body read whole (megabytes) would make a failure's diff take minutes.
    expect(answer.status).toBe(502);
    expect(answer).toEqual({ status: 502, contentType: "application/json; charset=utf-8", body: JSON.stringify({ message: FAILURE }), reason: "backend-too-large" });
  });

  it("stops a streamed answer soon after the cap: the backend never gets to write all of it", async () => {
    await banks("large-chunked");
    await vi.waitFor(() => expect(servers.backend().cutShort).toEqual(["/large-chunked/banks"]));
  });
});

describe("the proxy's answer and log line for an answer over the cap", () => {
  it("is the proxy's failure message with status 502, and the log says why", async () => {
    vi.stubEnv("BACKEND_URL", base("large-declared"));
    vi.stubEnv("TRUSTED_PROXY_HOPS", "0");
    (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = TOKEN;
    const log = captureLog();
    let response: Response;
    try {
      const headers = { host: "loja.test", "x-uf-peer": "192.0.2.8", "x-uf-proto": "http", "x-uf-entry": TOKEN, "x-uf-request-id": "lb-caps-0001" };
      response = await handleApiRequest(new Request("http://loja.test/api/banks/", { headers }), "banks");
    } finally {
      log.restore();
    }
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: FAILURE });
    expect(log.events("api")).toEqual([expect.objectContaining({ route: "banks", status: 502, reason: "backend-too-large" })]);
  });
});

describe("the landing's catalogue (getCatalogue) in a render as Next makes it", () => {
  const render = (scenario: Scenario, held: Parameters<typeof renderLikeNext>[1] = null): Promise<RenderResult<Catalogue>> => {
    vi.stubEnv("BACKEND_URL", base(scenario));
    vi.stubEnv("CATALOGUE_REVALIDATE_SECONDS", "120");
    return renderLikeNext(() => getCatalogue(DEFAULT_ADDON), held);
  };
  const failure = (result: RenderResult<Catalogue>): unknown => (result.outcome.ok ? null : result.outcome.error);

  it("a normal answer is rendered, and kept as the catalogue it makes (not the raw answer) with the page's period and tag", async () => {
    const result = await render("ok");
    expect(result.outcome.ok).toBe(true);
    const { plans, benefits } = (result.outcome as { value: Catalogue }).value;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => !p.plan_type)).toBe(true);
    expect(benefits.length).toBeGreaterThan(0);
    expect(result.stored).toHaveLength(1);
    expect(result.stored[0]).toMatchObject({ source: expect.stringMatching(/^unstable_cache /), tags: ["catalogue"] });
    expect(JSON.parse(result.stored[0]!.body)).toEqual({ plans, benefits });
    expect(result.page).toEqual({ revalidate: 120, tags: ["catalogue"] });
    expect(servers.backend().seen.map((s) => s.headers["x-api-key"])).toEqual([API_KEY, API_KEY]);
  });

  it("a redirect fails the render without following it: the API key never reaches the other host, nothing is kept", async () => {
    const result = await render("redirect");
    expect(String(failure(result))).toMatch(/HTTP 302/);
    expect(servers.other().seen).toEqual([]);
    expect(result.stored).toEqual([]);
  });

  it.each<Scenario>(["large-declared", "large-chunked", "gzip-bomb"])("an answer over the cap fails the render and nothing is kept (%s)", async (scenario) => {
    const result = await render(scenario);
    expect(failure(result)).toBeInstanceOf(BodyTooLargeError);
    expect(result.stored).toEqual([]);
  });

  it("when the kept catalogue is stale and the new answer is over the cap, the kept one is rendered and nothing is written", async () => {
    const kept: Catalogue = { plans: [], benefits: [{ id: "kept", benefit: "Guardado", slug: "guardado", description: "O catálogo que o cache tinha" }] };
    // Next says on stderr that the revalidation failed, with the error's class and message.
    const nextLog = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await render("large-chunked", { body: JSON.stringify(kept), stale: true });
      expect(result.outcome).toEqual({ ok: true, value: kept });
      expect(result.stored).toEqual([]);
      expect(servers.backend().seen.length).toBeGreaterThan(0);
      expect(nextLog).toHaveBeenCalledWith(expect.stringMatching(/^revalidating cache with key: /), expect.any(BodyTooLargeError));
    } finally {
      nextLog.mockRestore();
    }
  });
});

describe("the checkout's plan list (getPlanList) in a render as Next makes it", () => {
  const render = (scenario: Scenario) => {
    vi.stubEnv("BACKEND_URL", base(scenario));
    vi.stubEnv("CATALOGUE_REVALIDATE_SECONDS", "120");
    return renderLikeNext(() => getPlanList(DEFAULT_ADDON), null);
  };

  it("is the plans call's whole list, renewal offers included, kept with the page's period and tag", async () => {
    const result = await render("ok");
    expect(result.outcome).toEqual({ ok: true, value: SEED_PLANS });
    expect(SEED_PLANS.some((p) => p.plan_type)).toBe(true);
    expect(result.stored).toHaveLength(1);
    expect(result.stored[0]).toMatchObject({ tags: ["catalogue"] });
    expect(result.page).toEqual({ revalidate: 120, tags: ["catalogue"] });
    expect(servers.backend().seen.map((s) => [s.url, s.headers["x-api-key"]])).toEqual([["/ok/plans", API_KEY]]);
  });

  it("a redirect is not followed and an answer over the cap is not kept", async () => {
    const redirected = await render("redirect");
    expect(redirected.outcome.ok).toBe(false);
    expect(servers.other().seen).toEqual([]);
    const large = await render("gzip-bomb");
    expect(large.outcome).toMatchObject({ ok: false, error: expect.any(BodyTooLargeError) });
    expect([...redirected.stored, ...large.stored]).toEqual([]);
  });
});

describe("the sandbox health probe (readiness)", () => {
  const probe = (scenario: Scenario) => {
    vi.stubEnv("SANDBOX", "1");
    vi.stubEnv("REDIS_URL", "");
    vi.stubEnv("BACKEND_URL", base(scenario));
    return readiness(configuredProbes(), null);
  };

  it("is up when the health call answers 200", async () => {
    expect((await probe("ok")).body.checks).toEqual({ sandbox: "up", redis: "not-used" });
  });

  it("is down when the health call answers a redirect, which is not followed", async () => {
    expect((await probe("redirect")).body.checks).toEqual({ sandbox: "down", redis: "not-used" });
    expect(servers.backend().seen.map((s) => s.url)).toEqual(["/redirect/_sandbox/health"]);
    expect(servers.other().seen).toEqual([]);
  });
});
