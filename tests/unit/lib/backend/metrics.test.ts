// @vitest-environment node
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { handleApiRequest } from "@/lib/backend/proxy";
import { metricsText, observeHttp, processMetrics } from "@/lib/backend/metrics-core";
import { catalogueCallOf, installRouteClass, timeCatalogueFetches } from "@/lib/backend/metrics";
import { startMetricsServer } from "@/server/metrics-server";
import { withSandboxProxy } from "../../support/sandbox-proxy";

/**
 * The process's metrics: one registry per process whichever module copy asks, and the
 * counters of the /api proxy moving by exactly what went through it, on the sandbox backend.
 */

const TOKEN = "entry-token-for-metrics-tests";
let counter = 0;
const peer = () => `203.0.${(counter >> 8) & 255}.${counter++ & 255}`;

function call(method: string, path: string, { body, from = peer(), headers = {} }: { body?: unknown; from?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://loja.test/api/${path}/`, {
    method,
    headers: {
      host: "loja.test",
      "sec-fetch-site": "same-origin",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
      "x-uf-peer": from,
      "x-uf-proto": "http",
      "x-uf-entry": TOKEN,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handleApiRequest(request, path);
}

/** A series' current value in the registry (0 when it was never touched). */
async function value(name: string, labels: Record<string, string>): Promise<number> {
  const metric = processMetrics().registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const match = values.find((v) => Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want));
  return match?.value ?? 0;
}

/** How much each series moved while `run` ran. */
async function moved(series: [string, Record<string, string>][], run: () => Promise<void>): Promise<number[]> {
  const before = await Promise.all(series.map(([name, labels]) => value(name, labels)));
  await run();
  const after = await Promise.all(series.map(([name, labels]) => value(name, labels)));
  return after.map((v, i) => v - before[i]!);
}

describe("the registry", () => {
  it("is one per process: a second copy of the module (another realm) counts into the same series", async () => {
    const first = processMetrics();
    vi.resetModules();
    const again = (await import("@/lib/backend/metrics-core")) as typeof import("@/lib/backend/metrics-core");
    expect(again.processMetrics()).toBe(first);
    const [d] = await moved([["storefront_http_requests_total", { route_class: "health", method: "GET", status_class: "2xx" }]], async () => {
      again.observeHttp({ pathname: "/healthz", method: "GET", status: 200, seconds: 0.001 });
      observeHttp({ pathname: "/readyz/", method: "GET", status: 200, seconds: 0.002 });
    });
    expect(d).toBe(2);
  });

  it("scrapes as Prometheus text: the build info, Node's event-loop lag, our series with their help", async () => {
    const { contentType, body } = await metricsText();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toMatch(/^storefront_build_info\{build_id="[^"]+",version="[^"]+"\} 1$/m);
    expect(body).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect(body).toContain("# TYPE storefront_http_request_duration_seconds histogram");
    expect(body).toContain("# TYPE storefront_proxy_answers_total counter");
    expect(body).toMatch(/^storefront_draining 0$/m);
  });

  it("classes pages by route once the app installed its classifier (before: api, static, health, other)", async () => {
    processMetrics().routeClass = null;
    const series: [string, Record<string, string>][] = [
      ["storefront_http_requests_total", { route_class: "other", method: "GET", status_class: "2xx" }],
      ["storefront_http_requests_total", { route_class: "checkout", method: "GET", status_class: "2xx" }],
    ];
    expect(await moved(series, async () => observeHttp({ pathname: "/checkout/cep/", method: "GET", status: 200, seconds: 0.01 }))).toEqual([1, 0]);
    installRouteClass();
    expect(await moved(series, async () => observeHttp({ pathname: "/checkout/cep/", method: "GET", status: 200, seconds: 0.01 }))).toEqual([0, 1]);
  });
});

describe("the catalogue's backend calls (pages, through Next's data cache)", () => {
  const BASE = "http://backend.test/v1";
  const origin = vi.fn<typeof fetch>();
  let restore = () => undefined as void;
  beforeEach(() => {
    origin.mockReset();
    vi.stubGlobal("fetch", origin);
    restore = timeCatalogueFetches(() => BASE);
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  // How Next's patched fetch calls the fetch under it for a network call (a miss, a revalidation).
  const ORIGIN = { next: { fetchType: "origin" } } as RequestInit;

  it("are the documented plans and benefits paths under BACKEND_URL, query aside", () => {
    expect(catalogueCallOf(`${BASE}/plans?addon=gamer`, BASE)).toBe("plans");
    expect(catalogueCallOf(`${BASE}/benefits`, BASE)).toBe("benefits");
    expect(catalogueCallOf(`${BASE}/banks`, BASE)).toBeNull();
    expect(catalogueCallOf("http://elsewhere.test/v1/plans", BASE)).toBeNull();
    expect(catalogueCallOf(`${BASE}/plans`, "")).toBeNull();
  });

  it("are timed in the backend histogram when they reach the backend, failures too; a cached answer or another host is not", async () => {
    origin.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return new Response("{}", { status: 200 });
    });
    const series: [string, Record<string, string>][] = [
      ["storefront_backend_call_duration_seconds", { call: "plans", le: "+Inf" }],
      ["storefront_backend_call_duration_seconds", { call: "benefits", le: "+Inf" }],
      ["storefront_backend_call_duration_seconds", { call: "plans", le: "0.01" }],
    ];
    const deltas = await moved(series, async () => {
      await fetch(`${BASE}/plans?addon=gamer`, ORIGIN);
      await fetch(new URL(`${BASE}/plans`), ORIGIN);
      await fetch(new Request(`${BASE}/benefits`), ORIGIN);
      // Not a network call of Next's data cache (no "origin" mark), or not the backend: not timed.
      await fetch(`${BASE}/plans`);
      await fetch("http://elsewhere.test/v1/plans", ORIGIN);
    });
    // Two plans calls of ~30 ms each (none under 10 ms), one benefits call.
    expect(deltas).toEqual([2, 1, 0]);
    expect(origin).toHaveBeenCalledTimes(5);

    origin.mockRejectedValueOnce(new DOMException("timed out", "TimeoutError"));
    const [failed] = await moved([series[0]!], async () => {
      await expect(fetch(`${BASE}/plans`, ORIGIN)).rejects.toThrow("timed out");
    });
    expect(failed).toBe(1);
  });

  it("are wrapped once per process: a second install changes nothing", async () => {
    origin.mockResolvedValue(new Response("{}"));
    const again = timeCatalogueFetches(() => BASE);
    const [plans] = await moved([["storefront_backend_call_duration_seconds", { call: "plans", le: "+Inf" }]], async () => {
      await fetch(`${BASE}/plans`, ORIGIN);
    });
    again();
    expect(plans).toBe(1);
  });
});

describe("the /api proxy's counters, on the sandbox", () => {
  withSandboxProxy("uf-metrics-", TOKEN);
  beforeAll(() => {
    // The sandbox's own lines (collaborator codes) go to the console.
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  const LEAD = { idPlan: "p-d600gl", address: { cep: "01310100", number: "1000" } };

  it("3 orders: leads created +3, answers ok +3, three timed backend calls; a step of one of them +1", async () => {
    const from = peer();
    let cookie = "";
    let leadId = "";
    const deltas = await moved(
      [
        ["storefront_leads_created_total", { call: "leadV2Create" }],
        ["storefront_proxy_answers_total", { call: "leadV2Create", outcome: "ok" }],
        ["storefront_backend_call_duration_seconds", { call: "leadV2Create", le: "+Inf" }],
        ["storefront_lead_updates_total", { call: "leadV2Step", step: "name" }],
      ],
      async () => {
        for (let i = 0; i < 3; i++) {
          const response = await call("POST", "lead-v2", { body: LEAD, from });
          expect(response.status).toBe(200);
          leadId = ((await response.json()) as { idLead: string }).idLead;
          cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
        }
        const step = await call("PATCH", `lead-v2/${leadId}/name`, { body: { name: "Joana Teixeira" }, from, headers: { cookie } });
        expect(step.status).toBe(200);
      },
    );
    expect(deltas).toEqual([3, 3, 3, 1]);
  }, 30_000);

  it("the 6th and 7th callback requests of one client: exactly two 429s, counted under their call", async () => {
    const from = peer();
    const [ok, limited, anyLimited] = await moved(
      [
        ["storefront_proxy_answers_total", { call: "supportRequest", outcome: "ok" }],
        ["storefront_proxy_answers_total", { call: "supportRequest", outcome: "429" }],
        ["storefront_proxy_answers_total", { call: "leadV2Create", outcome: "429" }],
      ],
      async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) statuses.push((await call("POST", "supportRequest", { body: { telephone: "11987654321" }, from })).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      },
    );
    expect([ok, limited, anyLimited]).toEqual([5, 2, 0]);
  }, 30_000);

  it("a cross-site write is a 403 of its call; an unknown path is 'unknown', never the path", async () => {
    const [crossSite, unknown] = await moved(
      [
        ["storefront_proxy_answers_total", { call: "leadV2Create", outcome: "403" }],
        ["storefront_proxy_answers_total", { call: "unknown", outcome: "4xx" }],
      ],
      async () => {
        expect((await call("POST", "lead-v2", { body: LEAD, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
        expect((await call("GET", "lead-v2/52998224725/whatever/else")).status).toBe(404);
      },
    );
    expect([crossSite, unknown]).toEqual([1, 1]);
    const { body } = await metricsText();
    expect(body).not.toContain("52998224725");
  });
});

describe("deploy/grafana/storefront.json", () => {
  it("queries only metrics this process exports (and HAProxy's haproxy_*)", async () => {
    const exprs = JSON.stringify(JSON.parse(readFileSync("deploy/grafana/storefront.json", "utf8")).panels);
    const names = new Set([...exprs.matchAll(/\b((?:storefront|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, "")));
    const exported = new Set((await processMetrics().registry.getMetricsAsJSON()).map((metric) => metric.name));
    expect(names.size).toBeGreaterThan(8);
    for (const name of names) expect(exported, name).toContain(name);
  });
});

describe("the /metrics listener", () => {
  const get = (port: number, path: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
      }).on("error", reject);
    });

  it("serves the scrape at GET /metrics only, and a taken port leaves it off with one line, never a crash", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = (_level: string, fields: Record<string, unknown>) => void lines.push(fields);
    const server = await startMetricsServer({ port: 0, host: "127.0.0.1", log });
    expect(server).not.toBeNull();
    const port = (server!.address() as AddressInfo).port;
    try {
      const scrape = await get(port, "/metrics");
      expect(scrape.status).toBe(200);
      expect(scrape.type).toMatch(/^text\/plain/);
      expect(scrape.body).toContain("storefront_build_info");
      expect((await get(port, "/")).status).toBe(404);
      expect((await get(port, "/metrics/../healthz")).status).toBe(404);
      const second = await startMetricsServer({ port, host: "127.0.0.1", log });
      expect(second).toBeNull();
      expect(lines.at(-1)).toMatchObject({ event: "metrics.unavailable", port, code: "EADDRINUSE" });
    } finally {
      await new Promise((resolve) => server!.close(resolve));
    }
  });
});
