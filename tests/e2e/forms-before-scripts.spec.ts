// Playwright's own test, not ./support/test: its goto waits for the page to become interactive,
// which here it cannot until the scripts are released.
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { freshAddress } from "./support/api";
import { prepareOrder } from "./support/order";

/**
 * On a phone's slow link the server HTML is on screen seconds before the page's scripts have run
 * and the checkout step has opened (store, order restored, guard). Every step's form is in that
 * HTML and usable: its field is on screen and takes typing within 1.5 s of the HTML arriving;
 * what is typed survives hydration and the step's restore, and a press made meanwhile is sent
 * once the step is ready, once (components/checkout/StepFrame, lib/device/earlySubmit.ts).
 */
const USABLE_WITHIN_MS = 1500;
/** How long a wait may take; the time to a usable field is then measured against the budget. */
const WAIT = { timeout: 10_000 };

/** A phone on a slow mobile link: 400 ms round trip, 50 kB/s each way. */
const SLOW_LINK = { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

/**
 * Holds the page's scripts until `release()`, as a slow network does. Through the browser's own
 * request interception, for the scripts only: page.route would route every request (the HTML,
 * the stylesheets) through the test runner, and time that adds is not the page's.
 */
async function holdScripts(cdp: CDPSession): Promise<() => Promise<void>> {
  const paused: string[] = [];
  let released = false;
  cdp.on("Fetch.requestPaused", ({ requestId }) => {
    if (released) void cdp.send("Fetch.continueRequest", { requestId }).catch(() => undefined);
    else paused.push(requestId);
  });
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/_next/static/chunks/*.js", requestStage: "Request" }] });
  return async () => {
    released = true;
    for (const requestId of paused.splice(0)) await cdp.send("Fetch.continueRequest", { requestId }).catch(() => undefined);
  };
}

/**
 * Opens `path` on the slow link with the scripts held back; answers `paintedAfter` and the
 * release of the scripts.
 */
async function openSlow(page: Page, path: string): Promise<{ paintedAfter: () => Promise<number>; release: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // A first visit: nothing from the steps walked before comes from the browser's cache.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_LINK);
  const hold = await holdScripts(cdp);
  await page.goto(path, { waitUntil: "commit" });
  const release = async () => {
    // The link is lifted for the rest: what is measured is the time to a usable field; the
    // scripts' megabyte at 50 kB/s would only make the run long.
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await hold();
  };
  return { paintedAfter: () => paintedAfter(page), release };
}

/**
 * Milliseconds from the HTML's last byte to the first paint that shows it, in the page's own
 * clock. The field is in that HTML and needs no script, so from that paint it can be typed in;
 * the test runner's own steps (on a shared machine, under load) are not the page's time.
 */
function paintedAfter(page: Page): Promise<number> {
  // The paint's entry is written once the frame is presented, which on a loaded machine can come
  // after the field is laid out and typed in: it is waited for (Infinity if it never comes).
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const look = () => {
          const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          if (nav && nav.responseEnd > 0 && paint) return resolve(Math.max(0, paint.startTime - nav.responseEnd));
          if (performance.now() - started > 10_000) return resolve(Number.POSITIVE_INFINITY);
          setTimeout(look, 50);
        };
        look();
      }),
  );
}

/** The step has opened: hydrated, and its form no longer waiting (StepFrame's data-opening). */
async function stepReady(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await expect(page.locator("form[data-opening]")).toHaveCount(0, { timeout: 30_000 });
}

interface StepCase {
  path: string;
  label: string;
  typed: string;
  /** The field's value once hydrated (masked). */
  kept: string;
  /** An order up to the CPF is in the browser first (as after a reload); `dueDay` too. */
  order?: { sku: string; dueDay?: number };
  /** From the prepared order to this step, hydrated, before it is reloaded with scripts held. */
  reach?: (page: Page) => Promise<void>;
}

const hydratedGoto = async (page: Page, path: string) => {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

const STEPS: StepCase[] = [
  { path: "/checkout/cep/?s=d500a", label: "CEP", typed: "01310100", kept: "01310-100" },
  { path: "/checkout/nr-imovel/", label: "Número", typed: "742", kept: "742", order: { sku: "d500a" } },
  { path: "/checkout/nome/", label: "Nome completo", typed: "Maria Aparecida Silva", kept: "Maria Aparecida Silva", order: { sku: "d500a" } },
  { path: "/checkout/telefone/", label: "Telefone com DDD", typed: "21987654321", kept: "(21) 98765-4321", order: { sku: "d500a" } },
  { path: "/checkout/email/", label: "E-mail", typed: "maria.silva@example.com", kept: "maria.silva@example.com", order: { sku: "d500a" } },
  { path: "/checkout/data-nascimento/", label: "Data de nascimento", typed: "15081985", kept: "15/08/1985", order: { sku: "d500a" } },
  { path: "/checkout/nome-mae/", label: "Nome completo da mãe", typed: "Ana Souza Silva", kept: "Ana Souza Silva", order: { sku: "d500a" } },
  { path: "/checkout/cpf/", label: "CPF", typed: "39053344705", kept: "390.533.447-05", order: { sku: "d500a" } },
  { path: "/checkout/consulta-telefone/", label: "Telefone com DDD", typed: "21987654321", kept: "(21) 98765-4321", order: { sku: "d500a", dueDay: 10 } },
  { path: "/checkout/dados-pessoais/", label: "Nome completo", typed: "Maria Aparecida Silva", kept: "Maria Aparecida Silva", order: { sku: "d500a", dueDay: 10 } },
  {
    path: "/checkout/conta-debito/",
    label: "Agência",
    typed: "1234",
    kept: "1234",
    order: { sku: "d500a", dueDay: 10 },
    reach: async (page) => {
      await hydratedGoto(page, "/checkout/ativar-debito/");
      await page.getByRole("radio", { name: "Sim, quero débito automático" }).check();
      await page.getByRole("button", { name: "Continuar" }).click();
      await expect(page).toHaveURL(/\/checkout\/conta-debito\//);
    },
  },
];

/** The steps whose question is a choice: on screen and pickable before the scripts. */
const CHOICES: { path: string; option: string; order: { sku: string; dueDay?: number } }[] = [
  { path: "/checkout/data-de-vencimento/", option: "Dia 10", order: { sku: "d500a" } },
  { path: "/checkout/ativar-debito/", option: "Não, prefiro pagar a fatura todo mês", order: { sku: "d500a", dueDay: 10 } },
];

// One after another in one worker: two slow-link pages painting at once on a 2-core machine
// measure each other, not the page.
test.describe.configure({ mode: "default" });

/**
 * Each page rendered once beforehand: a page is made on its first request and then served from
 * the cache (ISR), and a first render streamed into the measured HTML is the server's time, not
 * the link's. The worker's browser paints a page once too: its first paint starts the renderer's
 * machinery, a cost of the test browser, not of the page.
 */
test.beforeAll(async ({ request, browser }) => {
  const paths = [...STEPS.map((s) => s.path), ...CHOICES.map((c) => c.path), "/consultar-cobertura/cep/", "/consultar-cobertura/nr-imovel/"];
  for (const path of paths) await request.get(path);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const warm = await context.newPage();
  await warm.goto("/consultar-cobertura/cep/");
  await context.close();
});

test.describe("a checkout step's form before its scripts", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const step of STEPS) {
    test(`${step.path}: '${step.label}' takes typing within 1.5 s on a slow link and keeps it through hydration`, async ({ page }) => {
      await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
      if (step.order) await prepareOrder(page, step.order.sku, { dueDay: step.order.dueDay });
      await step.reach?.(page);
      const { paintedAfter: painted, release } = await openSlow(page, step.path);
      const field = page.getByLabel(step.label, { exact: true });
      await expect(field).toBeVisible(WAIT);
      await expect(field).toBeEnabled(WAIT);
      await field.fill(step.typed, WAIT);
      const usable = await painted();
      await expect(field).toHaveValue(step.typed);
      // Typed with no script run: what a slow phone shows, not a hydrated page.
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      test.info().annotations.push({ type: "usable-ms", description: String(usable) });
      expect(usable).toBeLessThan(USABLE_WITHIN_MS);
      await release();
      await stepReady(page);
      // The visitor's text wins over the form's empty default and over the order restored since.
      await expect(field).toHaveValue(step.kept);
    });
  }

  for (const choice of CHOICES) {
    test(`${choice.path}: '${choice.option}' can be picked before the scripts and stays picked`, async ({ page }) => {
      await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
      await prepareOrder(page, choice.order.sku, { dueDay: choice.order.dueDay });
      const { paintedAfter: painted, release } = await openSlow(page, choice.path);
      const radio = page.getByRole("radio", { name: choice.option });
      await radio.check(WAIT);
      expect(await painted()).toBeLessThan(USABLE_WITHIN_MS);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      await release();
      await stepReady(page);
      await expect(radio).toBeChecked();
    });
  }

  test("a press on 'Continuar' at /checkout/cep/ before the scripts is sent once the step opens, once", async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
    const lookups: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/cep/information/")) lookups.push(r.url());
    });
    const { release } = await openSlow(page, "/checkout/cep/?s=d500a");
    await page.getByLabel("CEP", { exact: true }).fill("01310100");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    expect(page.url()).not.toContain("01310");
    await release();
    await expect(page).toHaveURL(/\/checkout\/nr-imovel\//, { timeout: 30_000 });
    expect(lookups).toHaveLength(1);
  });

  test("what is typed and pressed at /b/checkout/cep-dados-cliente/ goes along to /b/checkout/cep/, the same form, and is sent there once", async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
    const lookups: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/cep/information/")) lookups.push(r.url());
    });
    // A first visit: the CEP step is not done, so the guard sends the visitor to it.
    const { release } = await openSlow(page, "/b/checkout/cep-dados-cliente/?s=d1000c");
    const form = page.locator("form");
    await form.getByLabel("CEP", { exact: true }).fill("01310100", WAIT);
    await form.getByLabel("Número", { exact: true }).fill("1000", WAIT);
    await form.getByRole("checkbox", { name: "Sem complemento" }).check(WAIT);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await release();
    // The press is sent on the CEP step's form, with the typed address: on to the next step.
    await expect(page).toHaveURL(/\/b\/checkout\/(nome|verificando-disponibilidade)\//, { timeout: 30_000 });
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toContain("01310100");
  });

  test("a press on 'Continuar' at /checkout/nome/ before the scripts sends the typed name once the order is restored, once", async ({ page }) => {
    const { idLead } = await prepareOrder(page, "d500a");
    const patches: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PATCH" && r.url().includes(`/lead-v2/${idLead}/name`)) patches.push(r.postData() ?? "");
    });
    const { release } = await openSlow(page, "/checkout/nome/");
    await page.getByLabel("Nome completo", { exact: true }).fill("Maria Aparecida Silva");
    await page.getByRole("button", { name: "Continuar" }).click();
    await release();
    await expect(page).toHaveURL(/\/checkout\/telefone\//, { timeout: 30_000 });
    expect(patches).toHaveLength(1);
    expect(JSON.parse(patches[0]!)).toMatchObject({ name: "Maria Aparecida Silva" });
  });
});

test("the coverage check's CEP takes typing within 1.5 s on a slow link and keeps it through hydration", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const { paintedAfter: painted, release } = await openSlow(page, "/consultar-cobertura/cep/");
  const cep = page.getByLabel("CEP", { exact: true });
  await cep.fill("01310100", WAIT);
  expect(await painted()).toBeLessThan(USABLE_WITHIN_MS);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await expect(cep).toHaveValue("01310-100");
});

test("the coverage check's house number takes typing within 1.5 s on a slow link and keeps it through hydration", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  // The coverage pages read the CEP found from the store (a reload keeps it).
  await page.goto("/robots.txt");
  await page.evaluate(() => sessionStorage.setItem("ultrafibra-purchase", JSON.stringify({ state: { zip: "01310-100", street: "Avenida Paulista", city: "São Paulo", uf: "SP" }, version: 0 })));
  const { paintedAfter: painted, release } = await openSlow(page, "/consultar-cobertura/nr-imovel/");
  const number = page.getByLabel("Número", { exact: true });
  await number.fill("742", WAIT);
  await page.getByLabel("Sem complemento", { exact: true }).check(WAIT);
  expect(await painted()).toBeLessThan(USABLE_WITHIN_MS);
  await release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await expect(page.getByText("Avenida Paulista", { exact: false })).toBeVisible();
  await expect(number).toHaveValue("742");
  await expect(page.getByLabel("Sem complemento", { exact: true })).toBeChecked();
});

test("/checkout/cep/ at 390 × 844 is laid out the same before its scripts and once the step has opened", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const { release } = await openSlow(page, "/checkout/cep/?s=d500a");
  const parts = [page.getByRole("heading", { level: 1 }), page.getByLabel("CEP", { exact: true }), page.getByRole("button", { name: "Continuar" })];
  await parts[1]!.waitFor(WAIT);
  await page.evaluate(() => document.fonts.ready);
  const boxes = () => Promise.all(parts.map((part) => part.boundingBox()));
  const before = await boxes();
  await page.screenshot({ path: "test-results/forms-before-scripts/cep-390-before.png" });
  await release();
  await stepReady(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: "test-results/forms-before-scripts/cep-390-after.png" });
  expect(await boxes()).toEqual(before);
});
