/**
 * What the checks need from a browser engine, so one set of checks (checks.ts) drives Firefox
 * through puppeteer-core (firefox.ts) and WebKitGTK through webdriverio (webkit.ts). Elements are
 * named by CSS selectors only: the checks find an element by its text or label in the page and
 * mark it (dom.ts), the same way in both engines.
 */

export type EngineName = "firefox" | "webkit";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What the engine itself reported from the page's console, outside the page's own reach. */
export interface ConsoleReport {
  errors: string[];
  warnings: string[];
}

export interface EnginePage {
  readonly engine: EngineName;
  /** The driver reports the page's console (drainConsole); otherwise the page's collector wraps it. */
  readonly hasConsole: boolean;
  /** The page's layout viewport becomes width × height CSS pixels (or it throws, saying what it got). */
  viewport(width: number, height: number): Promise<void>;
  /** Loads `url` and waits for its load event. */
  open(url: string): Promise<void>;
  /**
   * Runs `body`, a function body that reads its arguments from `arguments` and may return a
   * promise, in the page; answers its JSON result. A string, not a function: tsx's compiled
   * functions carry helpers (`__name`) the page does not have.
   */
  run<T extends Json | void>(body: string, ...args: Json[]): Promise<T>;
  /** A native click (pointer events) in the middle of the element, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Native key presses into the element, one per character (the masks see each key). */
  type(selector: string, text: string): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(file: string): Promise<void>;
  /** Console errors and warnings since the last call (empty where the engine gives none). */
  drainConsole(): ConsoleReport;
  /**
   * Where the driver gives no console (WebKit): the console of a plain visit of `urls` by the same
   * engine outside the driver, for what a page logs while it loads (an unknown CSP directive).
   */
  plainVisit?(urls: string[]): Promise<ConsoleReport>;
  close(): Promise<void>;
}
