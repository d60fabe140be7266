import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./support/test";

/**
 * The path an operator ships: the build `npm test` made without BACKEND_URL, started
 * with it, in front of a backend that is a process of its own and changes under it (the sandbox
 * server, whose admin call moves every price). Two storefronts on one sandbox: A regenerates its
 * catalogue pages every 3 s (CATALOGUE_REVALIDATE_SECONDS), B keeps them 600 s and is told of the
 * change on demand (POST /api/revalidate). Both are the operator's mode (no SANDBOX=1).
 */
test.skip(Boolean(process.env.E2E_BASE_URL), "starts servers of its own on this machine; skipped against a deployment");
test.describe.configure({ mode: "serial" });
// A fresh visitor: the consent banner is there, and closing it needs a hydrated page.
test.use({ storageState: { cookies: [], origins: [] } });
// Each first visit of a fresh server renders its page (nothing is made at build).
test.setTimeout(90_000);

const BASE = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX = `http://127.0.0.1:${BASE + 61}`;
const TIMED = `http://127.0.0.1:${BASE + 62}`;
const ON_DEMAND = `http://127.0.0.1:${BASE + 63}`;
const SECRET = "Vb3nQ8rTz1LmK6wXp4YcF9sHd2JgA7uE0oNiR5tMq+k=";
/** As `openssl rand -base64 32` makes one: the start refuses a short, repeated or placeholder secret. */
const SESSION_SECRET = "HCZ6FqwIHD4xSii75OJBCs/O7XENIfrvy+dloDoMpEU=";

const children: ChildProcess[] = [];
const dirs: string[] = [];
let storefrontLog = "";

async function waitFor(url: string, child: ChildProcess, seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}\n${storefrontLog}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env };
  // Only what this test sets: none of the e2e run's own backend settings.
  for (const name of ["BACKEND_URL", "SANDBOX", "REDIS_URL", "REVALIDATE_SECRET"]) if (!(name in env)) Reflect.deleteProperty(childEnv, name);
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (chunk: Buffer) => (storefrontLog += chunk.toString()));
  children.push(child);
  return child;
}

function storefront(port: number, env: Record<string, string>): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), "uf-store-"));
  dirs.push(dataDir);
  return start(["server/main.ts", "-p", String(port), "-H", "127.0.0.1"], {
    DATA_DIR: dataDir,
    BACKEND_URL: SANDBOX,
    SESSION_SECRET,
    TRUSTED_PROXY_HOPS: "0",
    ...env,
  });
}

const shiftPrices = async (body: object) => {
  const response = await fetch(`${SANDBOX}/_sandbox/prices`, { method: "POST", body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
};

/** The monthly price the backend gives a sku today, as the card prints it ("R$ 100,49/mês"). */
async function backendMonthly(sku: string, addon?: string): Promise<string> {
  const response = await fetch(`${SANDBOX}/plans${addon ? `?addon=${addon}` : ""}`);
  const { plans } = (await response.json()) as { plans: { sku: string; price: string; price_with_dacc?: string }[] };
  const plan = plans.find((p) => p.sku === sku);
  if (!plan) throw new Error(`${sku} is not in the backend's catalogue`);
  return `R$ ${Number(plan.price_with_dacc ?? plan.price).toFixed(2).replace(".", ",")}/mês`;
}

/** The first plan card of the page: its sku and the monthly price it prints. */
async function firstCard(page: Page): Promise<{ sku: string; monthly: string }> {
  const card = page.locator("article[data-plan]").first();
  const sku = (await card.getAttribute("data-plan")) ?? "";
  const text = ((await card.textContent()) ?? "").replace(/\s/g, " ");
  const monthly = /R\$ [\d.]+,\d{2}\/mês/.exec(text)?.[0] ?? "";
  return { sku, monthly };
}

/** Counts the page's CSP violations from its first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** The page hydrated: the consent banner's button works (it closes the banner). */
async function interactionWorks(page: Page): Promise<void> {
  const banner = page.getByRole("region", { name: "Sua privacidade" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Aceitar" }).click();
  await expect(banner).toBeHidden();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const sandboxData = mkdtempSync(join(tmpdir(), "uf-sandbox-"));
  dirs.push(sandboxData);
  const sandbox = start(["node_modules/tsx/dist/cli.mjs", "sandbox/main.ts"], { DATA_DIR: sandboxData, SANDBOX_PORT: String(BASE + 61), SANDBOX_LOG_LEVEL: "warn" });
  await waitFor(`${SANDBOX}/_sandbox/health`, sandbox);
  // Before any storefront starts: no page can be the sandbox's seed catalogue.
  await shiftPrices({ add: 0.5 });
  // An operator setting given at start, not at build: the header shows it.
  const timed = storefront(BASE + 62, { CATALOGUE_REVALIDATE_SECONDS: "3", TELEVENDAS: "0800 555 0101" });
  const onDemand = storefront(BASE + 63, { REVALIDATE_SECRET: SECRET });
  await Promise.all([waitFor(`${TIMED}/healthz`, timed), waitFor(`${ON_DEMAND}/healthz`, onDemand)]);
});

test.afterAll(async () => {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      return exited;
    }),
  );
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test("a build made without BACKEND_URL, started with it, shows the backend's prices from the first visit", async ({ page }) => {
  await watchViolations(page);
  await page.goto(`${TIMED}/`);
  const { sku, monthly } = await firstCard(page);
  expect(monthly).toBe(await backendMonthly(sku));
  await interactionWorks(page);
  expect(await violations(page)).toEqual([]);
  await expect(page.getByTestId("televendas")).toContainText("0800 555 0101");
  const ready = await (await fetch(`${TIMED}/readyz`)).json();
  expect(ready).toMatchObject({ status: "ready", backend: "operator", checks: { sandbox: "not-used" } });
});

test("after CATALOGUE_REVALIDATE_SECONDS, /, /b/timblack/ and a streaming landing show the new price and hydrate with no CSP violation", async ({ page }) => {
  test.setTimeout(120_000);
  const pages = [["/", undefined], ["/b/timblack/", "b/timblack"], ["/globoplay/", "globoplay"]] as const;
  const before = new Map<string, { sku: string; monthly: string }>();
  for (const [path] of pages) {
    await page.goto(`${TIMED}${path}`);
    before.set(path, await firstCard(page));
  }
  await shiftPrices({ add: 0.25 });
  for (const [path, addon] of pages) {
    const { sku, monthly } = before.get(path)!;
    const expected = await backendMonthly(sku, addon);
    expect(expected).not.toBe(monthly);
    // The kept page is served until the period is over; then the next visits get the new one.
    await expect
      .poll(async () => {
        const response = await fetch(`${TIMED}${path}`);
        return (await response.text()).replace(/\u00a0|&nbsp;/g, " ").includes(expected);
      }, { timeout: 30_000, intervals: [1000] })
      .toBe(true);
    const fresh = await page.context().browser()!.newPage();
    await watchViolations(fresh);
    await fresh.goto(`${TIMED}${path}`);
    await fresh.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect((await firstCard(fresh)).monthly, path).toBe(expected);
    await interactionWorks(fresh);
    expect(await violations(fresh), path).toEqual([]);
    await fresh.close();
  }
});

test("on-demand revalidation: a bearer secret, 401 without it; the new price at once, hydrated, no CSP violation", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto(`${ON_DEMAND}/`);
  const { sku, monthly } = await firstCard(page);
  await page.goto(`${ON_DEMAND}/b/timblack/`);
  const black = await firstCard(page);
  await shiftPrices({ add: 1 });
  // Kept for 600 s: without the call, the page does not change.
  await page.reload();
  expect((await firstCard(page)).monthly).toBe(black.monthly);

  expect((await request.post(`${ON_DEMAND}/api/revalidate`)).status()).toBe(401);
  expect((await request.post(`${ON_DEMAND}/api/revalidate`, { headers: { authorization: "Bearer errado" } })).status()).toBe(401);
  expect((await request.post(`${TIMED}/api/revalidate`, { headers: { authorization: `Bearer ${SECRET}` } })).status()).toBe(404);
  const done = await request.post(`${ON_DEMAND}/api/revalidate`, { headers: { authorization: `Bearer ${SECRET}` } });
  expect(done.status()).toBe(200);
  expect(await done.json()).toEqual({ revalidated: ["catalogue"] });

  for (const [path, card, addon] of [["/", { sku, monthly }, undefined], ["/b/timblack/", black, "b/timblack"]] as const) {
    const fresh = await page.context().browser()!.newPage();
    await watchViolations(fresh);
    await fresh.goto(`${ON_DEMAND}${path}`);
    const now = await firstCard(fresh);
    expect(now.monthly, path).toBe(await backendMonthly(card.sku, addon));
    expect(now.monthly, path).not.toBe(card.monthly);
    await interactionWorks(fresh);
    expect(await violations(fresh), path).toEqual([]);
    await fresh.close();
  }
});

test("production without BACKEND_URL and without SANDBOX=1 refuses to start, saying why", async () => {
  test.setTimeout(90_000);
  storefrontLog = "";
  const child = start(["server/main.ts", "-p", String(BASE + 64), "-H", "127.0.0.1"], { DATA_DIR: mkdtempSync(join(tmpdir(), "uf-none-")) });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(storefrontLog).toContain("BACKEND_URL is not set");
  expect(storefrontLog).toContain("SANDBOX=1");
});
