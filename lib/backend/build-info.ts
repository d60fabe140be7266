// Which build and release this process serves: the build id (what the browser's /_next/static
// paths carry, and what /readyz answers) and the package version. Read once per process and kept:
// the entry server, the app bundle and the log all ask, and a build is never swapped under a
// running server. Node loads it as it is (type stripping) for the entry server (server/main.ts).
import { readFileSync } from "node:fs";
import path from "node:path";

const KEY = Symbol.for("ultrafibra.build-info");

export interface BuildInfo {
  buildId: string | null;
  version: string | null;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/**
 * { buildId, version } of the build in the working directory: {distDir}/BUILD_ID (NEXT_DIST_DIR,
 * default .next) and package.json's version (the standalone image carries both); null for what
 * is not there (a checkout that was never built, unit tests).
 */
export function buildInfo(): BuildInfo {
  const g = globalThis as Record<symbol, BuildInfo | undefined>;
  let info = g[KEY];
  if (!info) {
    const dir = process.cwd();
    const buildId = readText(path.resolve(dir, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))?.trim() || null;
    let version: string | null = null;
    try {
      const pkg = JSON.parse(readText(path.join(dir, "package.json")) ?? "{}");
      version = typeof pkg.version === "string" ? pkg.version : null;
    } catch {
      version = null;
    }
    info = { buildId, version };
    g[KEY] = info;
  }
  return info;
}

/** The build's id from {distDir}/BUILD_ID, or null. */
export const buildId = (): string | null => buildInfo().buildId;
