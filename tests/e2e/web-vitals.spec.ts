import { consentGiven } from "./support/consent";
import { rawRequest } from "./support/raw-http";
import { freePortIn, jsonLines, startStorefront, type StorefrontProcess } from "./support/storefront-process";
import { expect, test } from "./support/test";

/**
 * Real visitors' web vitals (docs/decisions/performance.md#0089): a storefront of this
 * spec's own with its /metrics listener, so that the only beacons it counts are this spec's. A
 * page view with performance consent sends one beacon when the visitor leaves, counted on
 * /metrics under the page's route class and addon; without that consent nothing is loaded or sent.
 */
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a server of its own on this machine; skipped against a deployment");
test.describe.configure({ mode: "serial", timeout: 90_000 });

const E2E_BASE = Number(process.env.E2E_PORT ?? 3100);
const PORT = E2E_BASE + 6;
const BASE = `http://127.0.0.1:${PORT}`;
let server: StorefrontProcess | undefined;
let metricsPort = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  metricsPort = await freePortIn(E2E_BASE + 7, E2E_BASE + 9);
  server = await startStorefront(PORT, { METRICS_PORT: String(metricsPort), DRAIN_SECONDS: "0" });
});

test.afterAll(async () => {
  await server?.stop();
});

const VITALS = ["lcp_seconds", "fcp_seconds", "ttfb_seconds", "cls", "inp_seconds"] as const;

/** The _count of each vitals histogram for these labels, from one scrape. */
async function counts(labels: Record<string, string>): Promise<Record<(typeof VITALS)[number], number>> {
  const { body } = await rawRequest("GET", "/metrics", { port: metricsPort });
  const selector = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const count = (name: string) =>
    body
      .split("\n")
      .filter((line) => line.startsWith(`storefront_web_vitals_${name}_count{`) && selector.every((s) => line.includes(s)))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
  return Object.fromEntries(VITALS.map((name) => [name, count(name)])) as Record<(typeof VITALS)[number], number>;
}

/**
 * The beacons this spec's server answered, from its access lines: a beacon sent while the page
 * unloads is not reported to Playwright's request events.
 */
const beaconLines = () => jsonLines(server?.output() ?? "").filter((line) => line.event === "http" && String(line.path).startsWith("/vitals"));

/** The on-demand chunk that sends the beacon, once the page has asked for it. */
const isBeaconChunk = async (response: { url(): string; text(): Promise<string> }) => {
  if (!response.url().includes("/_next/static/chunks/")) return false;
  // A chunk answered as the page navigates away has no body left to read in the browser: the
  // same immutable file is read again from the server.
  const text = await response.text().catch(async () => (await fetch(response.url())).text());
  return text.includes('sendBeacon("/vitals/"');
};

test("with performance consent, leaving the page sends one beacon, counted on /metrics by route class and addon", async ({ page }) => {
  const labels = { route_class: "coverage", addon: "b" };
  const before = await counts(labels);
  const answered = beaconLines().length;
  const chunk = page.waitForResponse(isBeaconChunk, { timeout: 20_000 });
  await page.goto(`${BASE}/b/consultar-cobertura/cep/?utm_source=teste&utm_campaign=vitals`);
  await chunk;
  // An interaction, for INP (and it settles LCP); then the visitor leaves: the page is hidden.
  await page.getByRole("heading", { level: 1 }).click();
  await page.goto(`${BASE}/regulamentos/`);
  await expect.poll(async () => {
    const after = await counts(labels);
    return Object.fromEntries(VITALS.map((name) => [name, after[name] - before[name]]));
  }, { timeout: 10_000 }).toEqual({ lcp_seconds: 1, fcp_seconds: 1, ttfb_seconds: 1, cls: 1, inp_seconds: 1 });
  // One beacon, to the bare path (no query), accepted.
  expect(beaconLines().slice(answered)).toMatchObject([{ method: "POST", path: "/vitals/", status: 204 }]);
});

test("without performance consent, neither the library nor a beacon is loaded or sent", async ({ page }) => {
  await consentGiven(page, "publi");
  const before = await counts({});
  const answered = beaconLines().length;
  const chunks: string[] = [];
  page.on("response", async (response) => {
    if (await isBeaconChunk(response)) chunks.push(response.url());
  });
  await page.goto(`${BASE}/`);
  await page.waitForLoadState("networkidle");
  // Past the idle moment after load the beacon's chunk would have waited for.
  await page.waitForTimeout(2_000);
  await page.getByRole("heading", { level: 1 }).click();
  await page.goto(`${BASE}/regulamentos/`);
  await page.waitForLoadState("networkidle");
  expect(chunks).toEqual([]);
  expect(beaconLines().slice(answered)).toEqual([]);
  expect(await counts({})).toEqual(before);
});
