// One command from a fresh clone to a running storefront: install, build, start.
// Uses only Node built-ins, so it runs before node_modules exists.
import { spawnSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
for (const args of [["install", "--no-audit", "--no-fund"], ["run", "build"]]) {
  const result = spawnSync(npm, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const port = process.env.PORT ?? "3000";
console.info(`\nStorefront on http://localhost:${port}/`);
const start = spawnSync(npm, ["run", "start", "--", "-p", port], { stdio: "inherit", env });
process.exit(start.status ?? 0);
