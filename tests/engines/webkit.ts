import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { remote } from "webdriverio";
import type { ConsoleReport, EnginePage, Json } from "./page";
import { freePort, startProcess, waitForHttp, type Started } from "./procs";

/**
 * Debian's WebKitGTK (apt-get install webkit2gtk-driver xvfb): WebKitWebDriver drives the
 * MiniBrowser of libwebkit2gtk in an Xvfb display of its own, through webdriverio over classic
 * WebDriver (WebKitWebDriver has no BiDi, and MiniBrowser no headless mode). WEBKIT_WEBDRIVER and
 * WEBKIT_MINIBROWSER override the binaries.
 */
const DRIVER = process.env.WEBKIT_WEBDRIVER || "/usr/bin/WebKitWebDriver";
const XVFB = "/usr/bin/Xvfb";
/** How long a plain visit (WebKitPage.plainVisit) has to load its pages. */
const PLAIN_VISIT_MS = Number(process.env.WEBKIT_PLAIN_VISIT_MS ?? 8_000);

/** MiniBrowser ships inside libwebkit2gtk-4.1-0, under the multiarch library directory. */
function miniBrowser(): string | null {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  const candidates = readdirSync("/usr/lib", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.includes("-linux-"))
    .flatMap((entry) => ["webkit2gtk-4.1", "webkitgtk-6.0", "webkit2gtk-4.0"].map((lib) => path.join("/usr/lib", entry.name, lib, "MiniBrowser")));
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Why this machine cannot run the WebKit checks, or null. */
export function webkitMissing(): string | null {
  const missing = [
    existsSync(DRIVER) ? null : `${DRIVER} (apt-get install -y --no-install-recommends webkit2gtk-driver)`,
    miniBrowser() ? null : "MiniBrowser (in libwebkit2gtk-4.1-0, which webkit2gtk-driver installs)",
    existsSync(XVFB) ? null : `${XVFB} (apt-get install -y --no-install-recommends xvfb xauth)`,
  ].filter(Boolean);
  return missing.length ? `not found: ${missing.join(", ")}` : null;
}

type Browser = Awaited<ReturnType<typeof remote>>;

class WebKitPage implements EnginePage {
  readonly engine = "webkit";
  /**
   * WebKitWebDriver has no console command, and MiniBrowser's --enable-write-console-messages-to-stdout
   * prints nothing for an automation session (WebKit does not log the pages of an ephemeral
   * session, and automation's is): the page's own collector watches console.error (problems.ts).
   */
  readonly hasConsole = false;

  constructor(
    private readonly browser: Browser,
    private readonly stopAll: () => Promise<void>,
    private readonly binary: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /**
   * MiniBrowser started by hand (not by the driver, so not ephemeral) logs its pages' console to
   * stdout: "CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive …". It opens
   * every URL at once and is given PLAIN_VISIT_MS to load them; no interaction.
   */
  async plainVisit(urls: string[]): Promise<ConsoleReport> {
    const report: ConsoleReport = { errors: [], warnings: [] };
    const proc = startProcess(this.binary, ["--enable-write-console-messages-to-stdout=true", ...urls], { env: this.env }, (line) => {
      const message = /^CONSOLE (\w+) (ERROR|WARNING) (.*)$/.exec(line);
      if (message) (message[2] === "ERROR" ? report.errors : report.warnings).push(`console ${message[1]!.toLowerCase()} ${message[2]!.toLowerCase()}: ${message[3]}`);
    });
    await new Promise((resolve) => setTimeout(resolve, PLAIN_VISIT_MS));
    await proc.stop();
    return report;
  }

  /** The page's width and height once a resize has been applied (two equal readings 100 ms apart, 2 s at most). */
  private async settledSize(): Promise<number[]> {
    const read = () => this.run<number[]>("return [document.documentElement.clientWidth, innerHeight];");
    let last = await read();
    for (let waited = 0; waited < 2_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await read();
      if (now[0] === last[0] && now[1] === last[1]) return now;
      last = now;
    }
    return last;
  }

  /**
   * The window's size minus its toolbar is the viewport: measured, then corrected. The window
   * manager applies a size after the driver has answered, so each reading waits for the size to
   * settle; read too early, the correction overshot (a 1440×900 page came out 1440×920).
   */
  async viewport(width: number, height: number) {
    let size = { width, height };
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.browser.setWindowSize(size.width, size.height);
      const [innerW, innerH] = await this.settledSize();
      if (innerW === width && innerH === height) return;
      size = { width: size.width + width - innerW!, height: size.height + height - innerH! };
    }
    const got = await this.settledSize();
    throw new Error(`asked for a ${width}×${height} page, MiniBrowser gives ${got[0]}×${got[1]}`);
  }

  async open(url: string) {
    await this.browser.url(url);
  }

  run<T extends Json | void>(body: string, ...args: Json[]): Promise<T> {
    return this.browser.execute(body, ...args) as Promise<T>;
  }

  async click(selector: string) {
    await (await this.browser.$(selector)).click();
  }

  async type(selector: string, text: string) {
    await (await this.browser.$(selector)).addValue(text);
  }

  async screenshot(file: string) {
    await this.browser.saveScreenshot(file);
  }

  drainConsole(): ConsoleReport {
    return { errors: [], warnings: [] };
  }

  async close() {
    await this.stopAll();
  }
}

/** An X display of our own (Xvfb picks a free number and tells it on stdout). */
async function startXvfb(): Promise<{ display: string; proc: Started }> {
  let announce: (display: string) => void = () => {};
  const announced = new Promise<string>((resolve) => (announce = resolve));
  const proc = startProcess(XVFB, ["-displayfd", "1", "-screen", "0", "1920x1200x24", "-nolisten", "tcp", "-noreset"], {}, (line) => {
    if (/^\d+$/.test(line.trim())) announce(`:${line.trim()}`);
  });
  const display = await Promise.race([
    announced,
    proc.exited.then(() => Promise.reject(new Error(`Xvfb exited:\n${proc.tail()}`))),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`Xvfb gave no display within 10 s:\n${proc.tail()}`)), 10_000)),
  ]);
  return { display, proc };
}

export async function startWebKit(workDir: string, portRange: [number, number]): Promise<EnginePage> {
  const binary = miniBrowser();
  if (!binary) throw new Error(webkitMissing() ?? "MiniBrowser not found");
  // GTK gives MiniBrowser's window a minimum width of 447 px (its toolbar), still 391 px with no
  // minimum sizes: no 390 px page without this stylesheet (read from XDG_CONFIG_HOME), which
  // shrinks the toolbar. It styles MiniBrowser's own widgets only, never the page.
  const config = path.join(workDir, "xdg-config");
  mkdirSync(path.join(config, "gtk-3.0"), { recursive: true });
  writeFileSync(path.join(config, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 6px; }\n");
  const started: Started[] = [];
  const stopAll = async () => {
    for (const proc of started.reverse()) await proc.stop();
  };
  try {
    const xvfb = await startXvfb();
    started.push(xvfb.proc);
    const port = await freePort(...portRange);
    const env = {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: config,
      XDG_CACHE_HOME: path.join(workDir, "xdg-cache"),
      XDG_DATA_HOME: path.join(workDir, "xdg-data"),
      // No GPU under Xvfb: software rendering without the compositor's extra work.
      WEBKIT_DISABLE_COMPOSITING_MODE: "1",
    };
    const driver = startProcess(DRIVER, [`--port=${port}`], { env });
    started.push(driver);
    await waitForHttp(`http://127.0.0.1:${port}/status`, driver, 10_000);
    const capabilities = {
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": { binary, args: ["--automation"] },
    };
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      path: "/",
      logLevel: "error",
      connectionRetryCount: 0,
      // A command WebKit never answers (a screenshot of a page that is not drawn) fails the check
      // soon rather than holding the suite.
      connectionRetryTimeout: 30_000,
      capabilities,
    });
    const close = async () => {
      await browser.deleteSession().catch(() => undefined);
      await stopAll();
    };
    return new WebKitPage(browser, close, binary, env);
  } catch (error) {
    await stopAll();
    throw error;
  }
}
