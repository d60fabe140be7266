// Real browsers during `npm run fleet:rollout -- --check`: a few Chromium pages walk the
// checkout as a visitor types it (CEP, number, the six personal steps, due day, no direct debit,
// summary, order number; plan d500a, no installation dates) through the balancer while the
// instances are replaced, pausing between steps so that each walk meets both builds. What the HTTP
// visitors of fleet-rollout.mjs cannot see is counted here: the chunks a page loads on its own
// (route chunks on a client-side navigation, lazy components), Next's skew reloads, and the
// errors a browser reports (a ChunkLoadError is a `pageerror`).
import { chromium } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "./chromium.mjs";

/** Each personal-data step: its heading, its field, the answer (the sandbox approves this CPF). */
const PERSONAL = [
  ["Qual é o seu nome completo?", "Nome completo", "Cliente Navegador"],
  ["Qual é o seu telefone?", "Telefone com DDD", "11987654321"],
  ["Qual é o seu e-mail?", "E-mail", "navegador@example.com.br"],
  ["Qual é a sua data de nascimento?", "Data de nascimento", "15081985"],
  ["Qual é o nome da sua mãe?", "Nome completo da mãe", "Ana Souza Silva"],
  ["Qual é o seu CPF?", "CPF", "52998224725"],
];
const WAIT = { timeout: 90_000 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const once = (f) => {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    f();
  };
};

/**
 * One walk in its own browser context. Answers its counts and every failure, with where it happened.
 * @param {import("@playwright/test").Browser} browser
 */
async function walk(browser, { baseUrl, n, pauseMs, log, onStarted }) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const r = { n, documents: 0, staticLoads: 0, requests: 0, requestFailed: [], staticErrors: [], otherErrors: [], pageErrors: [], consoleErrors: [], aborted: [], orderNumber: null, leadCreated: false, error: null, steps: [] };
  page.on("request", (req) => {
    r.requests++;
    if (req.resourceType() === "document") r.documents++;
  });
  page.on("requestfailed", (req) => {
    const failure = { url: req.url().replace(baseUrl, ""), error: req.failure()?.errorText ?? null, type: req.resourceType() };
    // net::ERR_ABORTED: the page itself cancelled it (it navigated away, e.g. Next's reload on a
    // payload of the other build, or a prefetch no longer needed); counted apart, and reported.
    (failure.error === "net::ERR_ABORTED" ? r.aborted : r.requestFailed).push(failure);
  });
  page.on("response", (res) => {
    const url = res.url().replace(baseUrl, "");
    if (url.startsWith("/_next/static/")) {
      r.staticLoads++;
      if (res.status() >= 400) r.staticErrors.push({ url, status: res.status(), instance: res.headers()["x-uf-instance"] ?? null });
    } else if (res.status() >= 400) r.otherErrors.push({ url, status: res.status() });
  });
  page.on("pageerror", (error) => r.pageErrors.push(`${error.name}: ${error.message}`.slice(0, 300)));
  page.on("console", (m) => {
    if (m.type() === "error") r.consoleErrors.push(m.text().slice(0, 300));
  });
  const step = (s) => {
    r.steps.push(s);
    log(`browser ${n}: ${s}`);
  };
  // A screen is ready when its heading shows and React has hydrated the page (`<html data-hydrated>`,
  // components/layout/HydrationMark.tsx), as the end-to-end tests wait: after Next's skew reload the
  // heading is server HTML at once, and a click before hydration does nothing.
  const heading = async (text) => {
    await page.getByRole("heading", { level: 1, name: text }).waitFor(WAIT);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", ...WAIT });
  };
  const next = (name = "Continuar") => page.getByRole("button", { name, exact: true }).click();
  try {
    // "domcontentloaded" and a long wait: on a machine this loaded (30 visitors, 4 loops, 3 servers
    // on 2 cores) the first load event of a cold Chromium took more than 30 s.
    await page.goto("/checkout/cep/?s=d500a", { waitUntil: "domcontentloaded", timeout: 90_000 });
    await heading("Qual é o CEP da instalação?");
    step("cep");
    onStarted();
    await sleep(pauseMs);
    await page.getByLabel("CEP", { exact: true }).fill("01310100");
    await next();
    await heading("Qual é o número do imóvel?");
    await page.getByLabel("Número", { exact: true }).fill(String(1000 + n));
    await page.getByLabel("Sem complemento", { exact: true }).check();
    await next();
    await page.waitForURL(/\/checkout\/nome\//, WAIT);
    step("nome (lead created)");
    r.leadCreated = true;
    for (const [title, label, value] of PERSONAL) {
      await heading(title);
      await sleep(pauseMs);
      await page.getByLabel(label, { exact: true }).fill(value);
      await next();
      step(label);
    }
    await heading("Escolha o dia de vencimento da fatura");
    await sleep(pauseMs);
    await page.getByRole("radio", { name: "Dia 10", exact: true }).check();
    await next();
    await heading("Quer pagar com débito automático?");
    await page.getByRole("radio", { name: "Não, prefiro pagar a fatura todo mês" }).check();
    await next();
    await heading("Confira e confirme seu pedido");
    step("resumo");
    await sleep(pauseMs);
    await next("Confirmar pedido");
    await heading("Pedido realizado");
    const number = page.getByTestId("order-number").locator("strong");
    await number.waitFor(WAIT);
    r.orderNumber = /\d{6,}/.exec((await number.textContent()) ?? "")?.[0] ?? null;
    step(`pedido-realizado ${r.orderNumber ?? "(no number)"}`);
  } catch (error) {
    onStarted();
    r.error = String(error?.message ?? error).split("\n")[0];
    // Where it stood and what it showed: the page's address and a screenshot beside the report.
    r.url = page.url().replace(baseUrl, "");
    r.screenshot = `.reports/fleet-rollout-browser-${n}.png`;
    await page.screenshot({ path: r.screenshot, fullPage: true }).catch(() => (r.screenshot = null));
    log(`browser ${n}: ${r.error} (at ${r.url}; ${r.screenshot ?? "no screenshot"})`);
  } finally {
    await context.close();
  }
  return r;
}

/**
 * `count` walks at once in one Chromium, started `staggerMs` apart.
 * `onStarted` is called once per walk, when its first page is on screen (or it failed before).
 * @param {{ baseUrl: string, count: number, pauseMs: number, staggerMs?: number, log: (m: string) => void, onStarted?: () => void }} options
 */
export async function browserWalks({ baseUrl, count, pauseMs, staggerMs = 3_000, log, onStarted = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    return await Promise.all(Array.from({ length: count }, (_, i) => sleep(i * staggerMs).then(() => walk(browser, { baseUrl, n: i + 1, pauseMs, log, onStarted: once(onStarted) }))));
  } finally {
    await browser.close();
  }
}

/** The totals of the walks, and the failures as sentences (none: []). */
export function summarizeWalks(walks) {
  const sum = (f) => walks.reduce((t, w) => t + f(w), 0);
  const totals = {
    browsers: walks.length,
    documents: sum((w) => w.documents),
    requests: sum((w) => w.requests),
    staticLoads: sum((w) => w.staticLoads),
    requestFailed: sum((w) => w.requestFailed.length),
    aborted: sum((w) => w.aborted.length),
    leadsCreated: walks.filter((w) => w.leadCreated).length,
    staticErrors: sum((w) => w.staticErrors.length),
    otherErrors: sum((w) => w.otherErrors.length),
    pageErrors: sum((w) => w.pageErrors.length),
    chunkLoadErrors: sum((w) => w.pageErrors.filter((e) => /ChunkLoadError|Loading chunk|Failed to load chunk/i.test(e)).length),
    consoleErrors: sum((w) => w.consoleErrors.length),
    ordersCompleted: walks.filter((w) => w.orderNumber).length,
  };
  const failures = [
    totals.requestFailed && `browsers: ${totals.requestFailed} failed request(s)`,
    totals.staticErrors && `browsers: ${totals.staticErrors} /_next/static answer(s) >= 400`,
    totals.otherErrors && `browsers: ${totals.otherErrors} other answer(s) >= 400`,
    totals.pageErrors && `browsers: ${totals.pageErrors} page error(s) (${totals.chunkLoadErrors} ChunkLoadError)`,
    totals.consoleErrors && `browsers: ${totals.consoleErrors} console error(s)`,
    totals.ordersCompleted !== walks.length && `browsers: ${walks.length - totals.ordersCompleted} order(s) not completed`,
  ].filter(Boolean);
  return { totals, failures };
}
