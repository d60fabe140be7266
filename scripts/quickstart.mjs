// One command from a fresh clone to a running storefront: install, build, start.
// Uses only Node built-ins, so it runs before node_modules exists.
import { spawnSync } from "node:child_process";

/**
 * BACKEND_URL as printed: without a user name or password, which would otherwise stay in a
 * terminal's scrollback or a CI log (the server refuses them at start: lib/backend/config.ts).
 */
function shownUrl(text) {
  try {
    const url = new URL(text);
    url.username = "";
    url.password = "";
    return url.href;
  } catch {
    return "(BACKEND_URL is not a URL)";
  }
}

// No configuration: without BACKEND_URL the storefront starts the sandbox server beside itself
// (SANDBOX=1) and reaches it over HTTP, as it reaches the operator's API in production.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
if (!env.BACKEND_URL) env.SANDBOX = "1";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
for (const args of [["install", "--no-audit", "--no-fund"], ["run", "build"]]) {
  const result = spawnSync(npm, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const port = process.env.PORT ?? "3000";
console.info(`\nStorefront on http://localhost:${port}/ (${env.BACKEND_URL ? `backend ${shownUrl(env.BACKEND_URL)}` : "sandbox backend"}); Ctrl-C stops both`);
const start = spawnSync(npm, ["run", "start", "--", "-p", port], { stdio: "inherit", env });
process.exit(start.status ?? 0);
