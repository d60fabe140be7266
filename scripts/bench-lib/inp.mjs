// Interaction to Next Paint of the checkout's first step on a phone-like CPU: Chromium (Playwright)
// with the CPU slowed 4x through the DevTools protocol, as Lighthouse's mobile profile does, at
// 390x844. From a fresh load of the step, once React has hydrated it (`<html data-hydrated>`):
// the tap on the CEP field, the first keystroke, and the tap on Continuar with a whole CEP, which
// validates (zod arrives with the first validation) and sends the step. Each interaction's figure is
// the longest Event Timing entry of its interaction id (input delay + handlers + the next paint);
// Chromium reports only entries of 16 ms or more, so "≤ 16" means faster than the API can tell.
import { chromium } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "../chromium.mjs";
import { INP_GOOD_MS, median } from "./goal.ts";

export const INP_PAGE = "/checkout/cep/?s=d500a";
const CPU_SLOWDOWN = 4;
const FLOOR_MS = 16;

/** Runs in the page before its scripts: keeps every event-timing entry of 16 ms or more. */
function observeEvents() {
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__eventTimings.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

async function oneRun(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: false, locale: "pt-BR" });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(baseUrl + INP_PAGE, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    const field = page.getByLabel("CEP", { exact: true });
    const mark = () => page.evaluate(() => performance.now());
    const longestSince = async (since) => {
      await page.waitForTimeout(1_000); // entries arrive after the next paint
      return page.evaluate((t) => {
        const byId = new Map();
        for (const e of window.__eventTimings) if (e.start >= t) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
        return byId.size ? Math.max(...byId.values()) : null;
      }, since);
    };
    let t = await mark();
    await field.click();
    const focusTap = await longestSince(t);
    t = await mark();
    await page.keyboard.press("0");
    const firstKey = await longestSince(t);
    await page.keyboard.type("1310100");
    await page.waitForTimeout(500);
    t = await mark();
    await page.getByRole("button", { name: "Continuar" }).click();
    const continuar = await longestSince(t);
    return { focusTap, firstKey, continuar };
  } finally {
    await context.close();
  }
}

/** `runs` fresh loads; per interaction the median of the runs (null entries = under 16 ms). */
export async function measureInp(baseUrl, { runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await oneRun(browser, baseUrl));
    const figure = (key) => {
      const values = all.map((r) => r[key] ?? FLOOR_MS);
      const m = median(values);
      return { medianMs: m, runsMs: all.map((r) => r[key]), pass: m !== null && m <= INP_GOOD_MS };
    };
    return {
      page: INP_PAGE,
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: "390x844",
      browserVersion: browser.version(),
      interactions: { "tap on the CEP field": figure("focusTap"), "first keystroke": figure("firstKey"), "tap on Continuar": figure("continuar") },
    };
  } finally {
    await browser.close();
  }
}
