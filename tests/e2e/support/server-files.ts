/** Files of the `next start` the end-to-end tests run against (playwright.config.ts). */
export const E2E_SERVER_LOG = ".reports/e2e-server.log";
/** The sandbox database of that server, removed before it starts: a fresh one per run. */
export const E2E_DATA_DIR = ".reports/e2e-data";
