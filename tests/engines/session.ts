import path from "node:path";
import { hydrated } from "./dom";
import type { EnginePage } from "./page";
import { drainCollector, inlineScriptsNotAllowed, installCollector } from "./problems";

/**
 * One engine's visit of the site: the pages it opened, what went wrong on each (console errors,
 * CSP refusals; see problems.ts), the warnings (reported, not failed on), its screenshots, and
 * what a check learns for the next (the SKU of a plan on the landing).
 */
export class Session {
  readonly problems: string[] = [];
  readonly warnings: string[] = [];
  sku = "";
  private current = "";

  /** A page of the site has been opened (a screenshot before that would show nothing). */
  get opened(): boolean {
    return this.current !== "";
  }
  private shots = 0;

  constructor(
    readonly page: EnginePage,
    readonly baseUrl: string,
    private readonly shotsDir: string,
  ) {}

  /** Loads `pathAndQuery`, sets the page's collector up and waits until React has hydrated it. */
  async goto(pathAndQuery: string): Promise<void> {
    await this.collect();
    this.current = pathAndQuery;
    await this.page.open(this.baseUrl + pathAndQuery);
    await installCollector(this.page);
    await hydrated(this.page);
    for (const refused of await inlineScriptsNotAllowed(this.page)) this.problems.push(`${pathAndQuery}: CSP refuses an inline script of the page: ${refused}`);
  }

  /** Moves what the engine and the page reported so far into problems and warnings. */
  async collect(): Promise<void> {
    if (!this.current) return;
    const where = await this.page.run<string>("return location.pathname;").catch(() => this.current);
    const report = this.page.drainConsole();
    const inPage = await drainCollector(this.page).catch(() => [] as string[]);
    for (const text of [...report.errors, ...inPage]) this.problems.push(`${where}: ${text}`);
    for (const text of report.warnings) this.warnings.push(`${where}: ${text}`);
  }

  /**
   * Best effort: an artefact, not an assertion. WebKitGTK under Xvfb now and then never answers a
   * screenshot (it waits for a frame that is not drawn); that is a warning, and the check goes on.
   */
  async screenshot(name: string): Promise<void> {
    const file = path.join(this.shotsDir, `${String(++this.shots).padStart(2, "0")}-${name}.png`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("no answer within 10 s")), 10_000)));
    try {
      await Promise.race([this.page.screenshot(file), timeout]);
    } catch (error) {
      this.warnings.push(`screenshot ${path.basename(file)} not taken: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
