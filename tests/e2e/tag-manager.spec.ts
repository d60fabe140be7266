import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { consentGiven } from "./support/consent";
import { engagementEvents, recordEngagement } from "./support/engagement";
import { ORDER_PERSON, prepareOrder } from "./support/order";
import { expect as baseExpect, test, type Page } from "./support/test";
import { networkQuiet } from "./support/settle";

/**
 * Tag manager, consent first: a storefront of this spec's own, from the same build as
 * the suite's server, started with GTM_ID and CSP hosts (settings are read at start). The tag host
 * is answered by the test (page.route): a stand-in container that records that it ran. The
 * suite's own server has no GTM_ID: there, no dataLayer and no request to the tag host.
 */
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a server of its own on this machine; skipped against a deployment");
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const BASE = Number(process.env.E2E_PORT ?? 3100);
const DEFAULT_ORIGIN = `http://127.0.0.1:${BASE}`;
const GTM_ORIGIN = `http://127.0.0.1:${BASE + 72}`;
const GTM_ID = "GTM-TEST123";
const TAG_HOST = "https://www.googletagmanager.com";
/** What the settings add, and a value they must refuse. */
const SCRIPT_HOST = "https://cdn.engage.example.com";
const CONNECT_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

const DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };
const GRANTED = { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" };
const DEFAULT_ENTRY = { gtag: ["consent", "default", { ...DENIED, wait_for_update: 500 }] };

let server: ChildProcess | undefined;
let dataDir = "";
let serverOutput = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "uf-gtm-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    // The suite's sandbox server (playwright.config.ts), as the suite's storefront reaches it.
    BACKEND_URL: `http://127.0.0.1:${BASE + 1}`,
    SANDBOX: "1",
    TRUSTED_PROXY_HOPS: "1",
    GTM_ID,
    CSP_SCRIPT_SRC: SCRIPT_HOST,
    CSP_CONNECT_SRC: `${CONNECT_HOSTS.join(" ")} 'unsafe-inline'`,
  };
  for (const name of ["GTM_SCRIPT_URL", "CSP_IMG_SRC", "CSP_FRAME_SRC", "NEXT_PUBLIC_GTM_ID", "REDIS_URL"]) delete env[name];
  const child = spawn(process.execPath, ["server/main.ts", "-p", String(BASE + 72), "-H", "127.0.0.1"], { env, stdio: ["ignore", "pipe", "pipe"] });
  server = child;
  child.stdout?.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the GTM server exited with ${child.exitCode}\n${serverOutput}`);
    try {
      if ((await fetch(`${GTM_ORIGIN}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the GTM server did not start\n${serverOutput}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Requests to the tag host (answered by a stand-in container that counts its runs) and the page's
 * CSP violations, from the next load on.
 */
async function watchTags(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(TAG_HOST)) requests.push(request.url());
  });
  await page.route(`${TAG_HOST}/**`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__containerRuns = (window.__containerRuns || 0) + 1;" }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return requests;
}

/** window.dataLayer, its gtag entries (Arguments objects) as { gtag: [...] }; null when absent. */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.map((e) => (Object.prototype.toString.call(e) === "[object Arguments]" ? { gtag: Array.from(e as ArrayLike<unknown>) } : e));
  });
const containerRuns = (page: Page) => page.evaluate(() => (window as unknown as { __containerRuns?: number }).__containerRuns ?? 0);
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
const events = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter((e): e is Record<string, unknown> & { event: string } => typeof e === "object" && e !== null && "event" in e);

test.describe("with GTM_ID", () => {
  test.use({ baseURL: GTM_ORIGIN, storageState: { cookies: [], origins: [] } });

  test("first visit: nothing from the tag host while the banner waits; 'Aceitar' grants, then the container loads once", async ({ page }) => {
    const requests = await watchTags(page);
    await page.goto("/");
    await expect(page.getByTestId("consent-banner")).toBeVisible();
    // Ready: the default, then the banner's state (nothing granted yet).
    await expect.poll(() => dataLayer(page)).toEqual([DEFAULT_ENTRY, { gtag: ["consent", "update", DENIED] }]);
    await networkQuiet(page, 1000);
    expect(requests).toEqual([]);
    expect(await containerRuns(page)).toBe(0);

    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(() => containerRuns(page)).toBe(1);
    const layer = (await dataLayer(page)) ?? [];
    expect(layer[0]).toEqual(DEFAULT_ENTRY);
    const granted = layer.findIndex((e) => JSON.stringify(e) === JSON.stringify({ gtag: ["consent", "update", GRANTED] }));
    const start = layer.findIndex((e) => typeof e === "object" && e !== null && (e as { event?: string }).event === "gtm.js");
    expect(granted).toBeGreaterThan(0);
    expect(start).toBeGreaterThan(granted);
    expect(requests).toEqual([`${TAG_HOST}/gtm.js?id=${GTM_ID}`]);

    // A stored answer: on the next page the container loads at once, after the default and the update.
    await page.goto("/checkout/cep/?s=d500a");
    await expect.poll(() => containerRuns(page)).toBe(1);
    expect(((await dataLayer(page)) ?? []).slice(0, 2)).toEqual([DEFAULT_ENTRY, { gtag: ["consent", "update", GRANTED] }]);
    expect(await violations(page)).toEqual([]);
  });

  test("'Recusar': the update denies everything and the tag host is never asked", async ({ page }) => {
    const requests = await watchTags(page);
    await page.goto("/");
    await expect.poll(() => dataLayer(page)).toHaveLength(2);
    await page.getByRole("button", { name: "Recusar" }).click();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    // The state on load, then the answer: denied again, now as the visitor's.
    await expect.poll(() => dataLayer(page)).toEqual([
      DEFAULT_ENTRY,
      { gtag: ["consent", "update", DENIED] },
      { gtag: ["consent", "update", DENIED] },
    ]);
    await page.goto("/checkout/cep/?s=d500a");
    await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
    await expect.poll(() => dataLayer(page)).toEqual([DEFAULT_ENTRY, { gtag: ["consent", "update", DENIED] }]);
    await networkQuiet(page, 1000);
    expect(requests).toEqual([]);
    expect(await containerRuns(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  test("the funnel's events arrive in dataLayer with their spec fields, after the consent they went out under", async ({ page }) => {
    await watchTags(page);
    await page.goto("/checkout/cep/?s=d500a");
    await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
    expect(await events(page)).toEqual([]);
    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(async () => (await events(page)).map((e) => e.event).filter((e) => e !== "gtm.js")).toEqual([
      "addToShoppingCart",
      "PurchaseFunnelStep",
      "funil_recuperacao",
      "page_view",
    ]);
    const [cart, step] = await events(page);
    expect(cart).toEqual({ event: "addToShoppingCart", ref: "d500a", name: expect.any(String), price: expect.any(Number), qty: 1 });
    expect(step).toEqual({ event: "PurchaseFunnelStep", currentStep: 2 });
    const layer = (await dataLayer(page)) ?? [];
    const granted = layer.findIndex((e) => JSON.stringify(e) === JSON.stringify({ gtag: ["consent", "update", GRANTED] }));
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThan(layer.indexOf(layer.find((e) => (e as { event?: string }).event === "addToShoppingCart")));
    expect(await violations(page)).toEqual([]);
  });

  test("no personal data in dataLayer: funil_recuperacao without the visitor's name, e-mail, phone or documents", async ({ page }) => {
    await watchTags(page);
    await consentGiven(page, "func");
    await recordEngagement(page);
    await prepareOrder(page, "d600gl", { dueDay: 10, origin: GTM_ORIGIN });
    await page.goto("/checkout/ativar-debito/");
    // The engagement function gets the contact fields funil_recuperacao exists for (marketing §7)…
    await expect.poll(async () => (await engagementEvents(page)).filter(([e]) => e === "funil_recuperacao").at(-1)?.[1]).toMatchObject({
      step: 14,
      email: ORDER_PERSON.email,
    });
    // …dataLayer gets the same event without them.
    await expect.poll(async () => (await events(page)).filter((e) => e.event === "funil_recuperacao").at(-1)).toMatchObject({ step: 14, sku: "d600gl" });
    const recovery = (await events(page)).filter((e) => e.event === "funil_recuperacao").at(-1) ?? {};
    expect(Object.keys(recovery).sort()).toEqual(["etapa", "event", "plan", "price", "sku", "step"]);
    const text = JSON.stringify(await dataLayer(page));
    for (const personal of [ORDER_PERSON.name, ORDER_PERSON.cpf, "529.982.247-25", ORDER_PERSON.email, ORDER_PERSON.phone, "98765-4321", "1990-12-31", "31/12/1990", "Maria Souza"]) {
      expect(text, personal).not.toContain(personal);
    }
    // Performance consent alone: analytics granted, ads denied; the container loads.
    expect(((await dataLayer(page)) ?? [])[1]).toEqual({ gtag: ["consent", "update", { ...DENIED, analytics_storage: "granted" }] });
    await expect.poll(() => containerRuns(page)).toBe(1);
    expect(await violations(page)).toEqual([]);
  });

  test("the CSP names the configured hosts and nothing else beyond the default policy", async ({ request }) => {
    const directives = async (origin: string) => {
      const csp = (await request.get(`${origin}/`)).headers()["content-security-policy"] ?? "";
      // A page's own script hashes differ between two renders: compared apart from them.
      return Object.fromEntries(
        csp.split(/;\s*/).filter(Boolean).map((d) => {
          const [name = "", ...values] = d.split(/\s+/);
          return [name, values.filter((v) => !v.startsWith("'sha256-"))];
        }),
      );
    };
    const plain = await directives(DEFAULT_ORIGIN);
    const tagged = await directives(GTM_ORIGIN);
    expect(Object.keys(tagged)).toEqual(Object.keys(plain));
    const added = Object.fromEntries(
      Object.entries(tagged)
        .map(([name, values]) => [name, values.filter((v: string) => !(plain[name] ?? []).includes(v))] as const)
        .filter(([, values]) => values.length > 0),
    );
    expect(added).toEqual({ "script-src": [TAG_HOST, SCRIPT_HOST], "connect-src": CONNECT_HOSTS });
    for (const [name, values] of Object.entries(plain)) expect(tagged[name], name).toEqual(expect.arrayContaining(values));
    expect(tagged["frame-src"]).toEqual(["'none'"]);
    expect(tagged["script-src"]).not.toContain("'unsafe-inline'");
    // The refused source, said once at start.
    expect(serverOutput).toContain("CSP_CONNECT_SRC: 'unsafe-inline'");
  });
});

test.describe("without GTM_ID (the suite's server)", () => {
  test("no dataLayer and no request to the tag host, with every consent given", async ({ page }) => {
    const requests = await watchTags(page);
    await consentGiven(page, "both");
    await page.goto("/checkout/cep/?s=d500a");
    await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
    await page.goto("/");
    await networkQuiet(page, 1000);
    expect(await dataLayer(page)).toBeNull();
    expect(requests).toEqual([]);
    const csp = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("googletagmanager");
  });
});
