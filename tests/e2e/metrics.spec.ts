import { readFileSync } from "node:fs";
import { COVERED, freshAddress } from "./support/api";
import { rawRequest } from "./support/raw-http";
import { freePortIn, jsonLines, startStorefront, type StorefrontProcess } from "./support/storefront-process";
import { expect, test } from "./support/test";

/**
 * Metrics: a storefront of this spec's own with its /metrics listener on a loopback
 * port (METRICS_PORT), scraped before and after a known number of orders and of 429s through the
 * /api proxy on the sandbox: the counters move by exactly those numbers. Nothing else talks to
 * this server meanwhile (the spec runs serially).
 */
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a server of its own on this machine; skipped against a deployment");
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 20;
const BASE = `http://127.0.0.1:${PORT}`;
let server: StorefrontProcess | undefined;
let metricsPort = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // 9464 is the default; the range beside it keeps clear of anything else on this machine.
  metricsPort = await freePortIn(9460, 9469);
  server = await startStorefront(PORT, { METRICS_PORT: String(metricsPort), DRAIN_SECONDS: "0", LOG_LEVEL: "info" });
});

test.afterAll(async () => {
  await server?.stop();
});

type Samples = { name: string; labels: Record<string, string>; value: number }[];

/** One scrape of /metrics, parsed (Prometheus text format: `name{a="x",b="y"} value`). */
async function scrape(): Promise<Samples> {
  const answer = await rawRequest("GET", "/metrics", { port: metricsPort });
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of the samples of `name` whose labels include `labels`. */
const total = (samples: Samples, name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);

const post = (path: string, data: unknown, from: string) =>
  fetch(`${BASE}/api/${path}/`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "sec-fetch-site": "same-origin", "x-forwarded-for": from },
    body: JSON.stringify(data),
  });

test("3 orders and 2 rate-limited requests move the counters by exactly 3 and 2", async () => {
  const before = await scrape();
  const buyer = freshAddress();
  for (let i = 0; i < 3; i++) {
    const answer = await post("lead-v2", { idPlan: COVERED.idPlan, address: { cep: COVERED.cep, number: COVERED.number } }, buyer);
    expect(answer.status).toBe(200);
  }
  // The callback budget is 5 per client in 10 minutes: the 6th and 7th answer 429.
  const caller = freshAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await post("supportRequest", { telephone: "11987654321" }, caller)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);

  // The proxy's counters move before it answers; the entry server's once the answer has gone out,
  // which can be a moment after the client has read it: polled.
  let after: Samples = [];
  const moved = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);
  const deltas = () => ({
    leadsCreated: moved("storefront_leads_created_total", { call: "leadV2Create" }),
    allLeadsCreated: moved("storefront_leads_created_total"),
    ordersOk: moved("storefront_proxy_answers_total", { call: "leadV2Create", outcome: "ok" }),
    rateLimited: moved("storefront_proxy_answers_total", { call: "supportRequest", outcome: "429" }),
    allRateLimited: moved("storefront_proxy_answers_total", { outcome: "429" }),
    apiPosts2xx: moved("storefront_http_requests_total", { route_class: "api", method: "POST", status_class: "2xx" }),
    apiPosts4xx: moved("storefront_http_requests_total", { route_class: "api", method: "POST", status_class: "4xx" }),
    backendCalls: moved("storefront_backend_call_duration_seconds_count", { call: "leadV2Create" }),
    apiTimed: moved("storefront_http_request_duration_seconds_count", { route_class: "api", method: "POST" }),
  });
  await expect.poll(async () => {
    after = await scrape();
    return deltas();
  }, { timeout: 5_000 }).toEqual({
    leadsCreated: 3,
    allLeadsCreated: 3,
    ordersOk: 3,
    rateLimited: 2,
    allRateLimited: 2,
    apiPosts2xx: 8,
    apiPosts4xx: 2,
    backendCalls: 3,
    apiTimed: 10,
  });
  // Labels are names, never values: no lead id, phone or address in the scrape.
  const text = (await rawRequest("GET", "/metrics", { port: metricsPort })).body;
  for (const value of ["11987654321", COVERED.cep, buyer, caller]) expect(text).not.toContain(value);
});

test("requests are counted by route class, never by path; the build, Node's event-loop lag; not on the public port", async () => {
  const before = await scrape();
  const paths: [string, number][] = [
    ["/", 200],
    ["/checkout/cep/", 200],
    ["/healthz", 200],
    ["/robots.txt", 200],
    ["/nao-existe-12345678/", 404],
  ];
  for (const [path, status] of paths) expect((await rawRequest("GET", path, { port: PORT })).status, path).toBe(status);
  let after: Samples = [];
  const moved = (labels: Record<string, string>) => total(after, "storefront_http_requests_total", labels) - total(before, "storefront_http_requests_total", labels);
  await expect.poll(async () => {
    after = await scrape();
    return {
      landing: moved({ route_class: "landing", method: "GET", status_class: "2xx" }),
      checkout: moved({ route_class: "checkout", method: "GET", status_class: "2xx" }),
      health: moved({ route_class: "health", method: "GET", status_class: "2xx" }),
      static: moved({ route_class: "static", method: "GET", status_class: "2xx" }),
      other: moved({ route_class: "other", method: "GET", status_class: "4xx" }),
    };
  }, { timeout: 5_000 }).toEqual({ landing: 1, checkout: 1, health: 1, static: 1, other: 1 });
  expect(new Set(after.filter((s) => s.name === "storefront_http_requests_total").map((s) => s.labels.route_class))).not.toContain("/nao-existe-12345678/");

  const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();
  const info = after.find((s) => s.name === "storefront_build_info");
  expect(info).toMatchObject({ labels: { build_id: buildId, version: expect.any(String) }, value: 1 });
  expect(after.some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
  expect(total(after, "storefront_draining")).toBe(0);

  // The public port has no /metrics.
  const publicScrape = await rawRequest("GET", "/metrics", { port: PORT });
  expect(publicScrape.status).not.toBe(200);
  expect(publicScrape.body).not.toContain("storefront_http_requests_total");
});

test("every log line carries the build id", async () => {
  const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();
  const lines = jsonLines(server!.output());
  expect(lines.filter((line) => line.event === "http").length).toBeGreaterThan(3);
  expect(lines.filter((line) => line.event === "api").length).toBeGreaterThan(3);
  expect(lines.filter((line) => line.build_id !== buildId)).toEqual([]);
  expect(lines.find((line) => line.event === "metrics.ready")).toMatchObject({ url: `http://127.0.0.1:${metricsPort}/metrics` });
});
