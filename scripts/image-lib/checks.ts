// What the image test asks of a running storefront, from outside its container: health, a
// landing with the backend's prices that hydrates under its CSP, one order through the /api proxy,
// the metrics listener, and a drain on SIGTERM. Each answers a line for the report or throws.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ORDER_ANSWERS } from "../../sandbox/seed/order-answers.ts";

const chromiumConfig = JSON.parse(readFileSync(new URL("../chromium.json", import.meta.url), "utf8")) as { path: string; args: string[] };

/** Polls `probe` until it answers true, every 500 ms, for at most `ms`. */
export async function waitFor(what: string, ms: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(ms / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000), ...init });

/** /healthz 200, and /readyz 200 with the checks it names up. */
export async function health(base: string, expected: Record<string, string>): Promise<string> {
  const live = await get(`${base}/healthz`);
  if (live.status !== 200) throw new Error(`/healthz answered ${live.status}`);
  const ready = await get(`${base}/readyz`);
  const body = (await ready.json()) as { checks?: Record<string, string> };
  if (ready.status !== 200) throw new Error(`/readyz answered ${ready.status} ${JSON.stringify(body)}`);
  for (const [check, state] of Object.entries(expected)) {
    if (body.checks?.[check] !== state) throw new Error(`/readyz says ${check} is ${body.checks?.[check]}, not ${state}`);
  }
  return `/healthz 200, /readyz 200 ${JSON.stringify(body.checks)}`;
}

/** The landing in Chromium: the backend's prices on its cards, hydrated, no CSP refusal. */
export async function landing(base: string, backend: string): Promise<string> {
  const plans = ((await (await get(`${backend}/plans`)).json()) as { plans: { price_with_dacc?: string | number }[] }).plans;
  const prices = new Set(plans.map((plan) => Number(plan.price_with_dacc).toFixed(2).replace(".", ",")));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? chromiumConfig.path, args: chromiumConfig.args });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text().slice(0, 160));
    });
    await page.goto(`${base}/`, { waitUntil: "load", timeout: 60_000 });
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    const cards = page.locator("article[data-plan]");
    const count = await cards.count();
    const text = ((await cards.first().textContent()) ?? "").replace(/\s/g, " ");
    const shown = /R\$ ?([\d.]+,\d{2})/.exec(text)?.[1]?.replace(/\./g, "");
    if (!count || !shown) throw new Error("no plan card with a price on the landing");
    if (!prices.has(shown)) throw new Error(`the first card's price R$ ${shown} is none of the backend's (${[...prices].slice(0, 5).join(", ")}…)`);
    if (refused.length) throw new Error(`CSP refusals: ${refused.join(" | ")}`);
    return `${count} plan cards, first at R$ ${shown} (the backend's), hydrated, no CSP refusal`;
  } finally {
    await browser.close();
  }
}

/** One order through the /api proxy, as the checkout places it: a lead, its steps, the confirmation. */
export async function order(base: string): Promise<string> {
  const headers = { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-forwarded-for": "203.0.113.41" };
  const call = async (method: string, path: string, body: unknown, cookie = ""): Promise<Response> => {
    const response = await get(`${base}/api/${path}/`, { method, headers: { ...headers, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} /api/${path}/ answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response;
  };
  const created = await call("POST", "lead-v2", { idPlan: "p-d500a", address: { cep: "01310100", number: "1578" } });
  const { idLead } = (await created.json()) as { idLead: string };
  const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  for (const [step, body] of ORDER_ANSWERS) await call("PATCH", `lead-v2/${idLead}/${step}`, body, cookie);
  const confirmed = (await (await call("PUT", `lead-v2/${idLead}`, {}, cookie)).json()) as { orderNumber?: string | number };
  if (!/^\d{10}$/.test(String(confirmed.orderNumber))) throw new Error(`no order number: ${JSON.stringify(confirmed)}`);
  return `order ${confirmed.orderNumber} placed through /api (lead, 8 steps, confirmation)`;
}

/** The metrics listener answers Prometheus text with the request counters. */
export async function metrics(url: string): Promise<string> {
  const response = await get(url);
  const text = await response.text();
  if (response.status !== 200 || !text.includes("storefront_http_requests_total")) throw new Error(`${url} answered ${response.status} without storefront_http_requests_total`);
  return `${url} 200, ${text.split("\n").filter((line) => line.startsWith("storefront_")).length} storefront_ series`;
}

/**
 * A drain as an orchestrator stops the container: after `stop()` sends SIGTERM, /readyz answers
 * 503 while the site still serves, and `exited()` gives the exit code within `graceMs`.
 */
export async function drain(base: string, stop: () => void, exited: () => Promise<number | null>, graceMs: number): Promise<string> {
  const started = Date.now();
  stop();
  await waitFor("/readyz 503 after SIGTERM", 5_000, async () => (await get(`${base}/readyz`)).status === 503);
  const draining = Date.now() - started;
  const served = (await get(`${base}/healthz`)).status;
  const code = await Promise.race([exited(), new Promise<"late">((resolve) => setTimeout(() => resolve("late"), graceMs))]);
  if (code === "late") throw new Error(`still running ${Math.round(graceMs / 1000)} s after SIGTERM`);
  if (code !== 0) throw new Error(`exited ${code} after SIGTERM`);
  return `/readyz 503 after ${draining} ms (site still ${served}), exit 0 after ${((Date.now() - started) / 1000).toFixed(1)} s`;
}
