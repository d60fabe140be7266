/**
 * The log of the server the end-to-end tests run against: the `server/main.ts` that
 * playwright.config.ts starts writes it here; against E2E_BASE_URL (a fleet), the file named by
 * E2E_SERVER_LOG, where `npm run fleet -- --e2e` writes its instances' lines (the default path too).
 */
export const E2E_SERVER_LOG = process.env.E2E_SERVER_LOG || ".reports/e2e-server.log";
/**
 * The log of the sandbox server the storefront reaches over HTTP (collaborator codes are "sent"
 * there). A deployment under test (E2E_BASE_URL, the fleet) writes both into E2E_SERVER_LOG.
 */
export const E2E_SANDBOX_LOG = process.env.E2E_SANDBOX_LOG || (process.env.E2E_BASE_URL ? E2E_SERVER_LOG : ".reports/e2e-sandbox.log");
/** The sandbox database of that server, removed before it starts: a fresh one per run. */
export const E2E_DATA_DIR = ".reports/e2e-data";
