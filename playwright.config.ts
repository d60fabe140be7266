import { defineConfig } from "@playwright/test";
import chromium from "./scripts/chromium.json" with { type: "json" };
import { JOURNEY_FILES } from "./tests/e2e/support/journeys";
import { E2E_DATA_DIR, E2E_SANDBOX_LOG, E2E_SERVER_LOG } from "./tests/e2e/support/server-files";

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The storefronts the suite starts (here, and the specs' own, which pass this environment on: the
 * config is loaded in every worker too) stop at once rather than after a 10 s drain, and open no
 * metrics listener on the shared 9464. tests/e2e/drain.spec.ts and metrics.spec.ts set their own.
 */
process.env.DRAIN_SECONDS ??= "0";
process.env.METRICS_PORT ??= "off";
/**
 * E2E_BASE_URL: run against a server that is already there (`npm run fleet -- --e2e` and
 * E2E_BASE_URL=http://127.0.0.1:8080) instead of starting one. Its log must then be in
 * E2E_SERVER_LOG (the fleet writes its instances' lines there with --e2e).
 */
const external = process.env.E2E_BASE_URL?.replace(/\/+$/, "") || undefined;
const baseURL = external ?? `http://127.0.0.1:${port}`;
/** The sandbox server the storefront reaches over HTTP, as production reaches the operator's API. */
const sandboxPort = port + 1;

/**
 * Visitors in the tests have already answered the cookie banner (it would cover what they click
 * at the bottom of a phone screen); tests/e2e/consent.spec.ts starts without these cookies.
 */
const consentGiven = {
  cookies: [
    { name: "ultrafibra_consent", value: "both" },
    { name: "ultrafibra_consent_expiry", value: new Date(Date.now() + 200 * 86_400_000).toISOString() },
  ].map((c) => ({ ...c, domain: new URL(baseURL).hostname, path: "/", expires: Math.floor(Date.now() / 1000) + 200 * 86_400, httpOnly: false, secure: false, sameSite: "Lax" as const })),
  origins: [],
};

/**
 * End-to-end tests against the production server (server/main.ts around Next's handler; a
 * production build, `npm test` builds first) in
 * Debian's Chromium. No browser is downloaded: CHROME_PATH or /usr/bin/chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // E2E_TIER=journeys: only the journeys (tests/e2e/support/journeys.ts), as `npm test` runs them.
  ...(process.env.E2E_TIER === "journeys" ? { testMatch: JOURNEY_FILES.map((name) => `${name}.spec.ts`) } : {}),
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON }]] : "list",
  use: {
    baseURL,
    locale: "pt-BR",
    trace: process.env.E2E_TRACE === "full" ? "retain-on-failure" : "on-first-retry",
    storageState: consentGiven,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? chromium.path, args: chromium.args },
  },
  // Every test runs at desktop size; tests tagged @responsive run at phone size too.
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
    {
      name: "phone",
      grep: /@responsive/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // The production path: the storefront (a build made without BACKEND_URL, configured at start)
  // reaches a sandbox server, a process of its own, over HTTP. Their logs go to files the tests
  // read (the sandbox "sends" collaborator codes there, and the proxy tests check they hold no
  // personal data). The sandbox's database is fresh per run.
  webServer: external ? undefined : [
    {
      command: `rm -rf ${E2E_DATA_DIR} && mkdir -p .reports && node node_modules/tsx/dist/cli.mjs sandbox/main.ts > ${E2E_SANDBOX_LOG} 2>&1`,
      url: `http://127.0.0.1:${sandboxPort}/_sandbox/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { DATA_DIR: E2E_DATA_DIR, SANDBOX_PORT: String(sandboxPort), SANDBOX_SLOW_MS: "4000" },
    },
    {
      command: `node server/main.ts -p ${port} -H 127.0.0.1 > ${E2E_SERVER_LOG} 2>&1`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // One trusted hop, as behind the fleet's load balancer: tests that need their own rate-limit
      // budget send X-Forwarded-For as that balancer would (tests/e2e/client-address.spec.ts starts
      // a server of its own with no trusted hop).
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: E2E_DATA_DIR,
        BACKEND_URL: `http://127.0.0.1:${sandboxPort}`,
        // Read at run time: the tests read the canonical links and sitemap.xml.
        SITE_URL: baseURL,
        SANDBOX: "1",
        TRUSTED_PROXY_HOPS: "1",
      },
    },
  ],
});
