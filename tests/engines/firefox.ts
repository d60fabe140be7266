import { existsSync } from "node:fs";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { ConsoleReport, EnginePage, Json } from "./page";

/**
 * Debian's Firefox ESR (apt-get install firefox-esr) through puppeteer-core over WebDriver BiDi,
 * headless. FIREFOX_PATH overrides the binary.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

/** Why this machine cannot run the Firefox checks, or null. */
export function firefoxMissing(): string | null {
  return existsSync(FIREFOX_PATH) ? null : `${FIREFOX_PATH} not found (apt-get install -y --no-install-recommends firefox-esr, or FIREFOX_PATH)`;
}

/** Wraps a function body so puppeteer evaluates it as an expression with its arguments. */
const asExpression = (body: string, args: Json[]) => `(function () {\n${body}\n}).apply(null, ${JSON.stringify(args)})`;

class FirefoxPage implements EnginePage {
  readonly engine = "firefox";
  readonly hasConsole = true;
  private report: ConsoleReport = { errors: [], warnings: [] };

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    page.on("console", (message) => {
      const where = message.location().url ? ` (${message.location().url})` : "";
      if (message.type() === "error") this.report.errors.push(`console.error: ${message.text()}${where}`);
      else if (message.type() === "warn") this.report.warnings.push(`console.warn: ${message.text()}${where}`);
    });
    // Uncaught errors, and CSP refusals: Firefox reports those as errors of the page over BiDi.
    page.on("pageerror", (error) => this.report.errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  }

  async viewport(width: number, height: number) {
    await this.page.setViewport({ width, height }).catch((error: unknown) => {
      // puppeteer sends a screen-orientation override beside the viewport, a BiDi command some
      // Firefox ESR releases do not know (140.12: "unknown command"). Only the size matters here,
      // and it is checked below.
      if (!(error instanceof Error && /unknown command.*setScreenOrientationOverride|setScreenOrientationOverride.*unknown command/.test(error.message))) throw error;
    });
    // The size command may answer after the refused one: wait for the layout to take it.
    let inner = [0, 0];
    for (let i = 0; i < 20; i++) {
      inner = await this.run<number[]>("return [document.documentElement.clientWidth, innerHeight];");
      if (inner[0] === width) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`asked for a ${width} px wide page, Firefox lays it out ${inner[0]} px wide`);
  }

  async open(url: string) {
    await this.page.goto(url, { waitUntil: "load", timeout: 30_000 });
  }

  run<T extends Json | void>(body: string, ...args: Json[]): Promise<T> {
    return this.page.evaluate(asExpression(body, args)) as Promise<T>;
  }

  async click(selector: string) {
    await this.page.click(selector);
  }

  async type(selector: string, text: string) {
    await this.page.type(selector, text, { delay: 20 });
  }

  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  drainConsole(): ConsoleReport {
    const report = this.report;
    this.report = { errors: [], warnings: [] };
    return report;
  }

  async close() {
    await this.browser.close();
  }
}

export async function startFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    timeout: 60_000,
    extraPrefsFirefox: {
      // Overlay scrollbars, as on the phones a 390 px page stands for: a classic scrollbar would
      // take 12 px of the layout (the page's own fit at 378 px is checked in checks.ts).
      "ui.useOverlayScrollbars": 1,
      // No network beyond the suite's server.
      "network.captive-portal-service.enabled": false,
      "browser.safebrowsing.update.enabled": false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return new FirefoxPage(browser, page);
}
