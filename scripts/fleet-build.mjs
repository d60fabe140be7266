// Whether the fleet can serve the existing production build (.next) or must build first.
//
// The three instances serve ONE build: the fleet builds before starting any of them, never while
// they run. It builds (`npm run build`: next build, compile hints, CSP hashes) when
//  - .next/BUILD_ID is missing (no complete build);
//  - a file the build reads is newer than .next/BUILD_ID (the code changed since): every file git
//    tracks or would track, except those that cannot change the build's output (tests, docs, CI,
//    deploy/, the bench and fleet scripts, package.json whose dependencies show in the lock
//    files), plus node_modules/.package-lock.json (an `npm install` since the build).
// Not the build's SITE_URL: the server reads it at run time (lib/seo.ts; robots.txt and
// sitemap.xml are made per request, the pages are rendered per request), so one build serves any
// address.
// FLEET_BUILD=always builds anyway; FLEET_BUILD=never serves what is there (and says why it would
// have built).
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** Paths that never change what `next build` produces. */
const NOT_BUILD_INPUTS = [
  /^tests\//,
  /^\.ci\//,
  /^\.github\//,
  /^deploy\//,
  /^bench\//,
  /^screenshots\//,
  /\.md$/,
  /^scripts\/(fleet|bench|screenshots|test-all|quickstart|server|deploy)[^/]*$/,
  /^scripts\/bench-lib\//,
  /^playwright\.config\.ts$/,
  /^vitest\.[^/]*$/,
  /^eslint\.config\.[^/]*$/,
  /^Dockerfile$/,
  /^\.dockerignore$/,
  // Its "scripts" change often and build nothing; a dependency change shows in the lock files.
  /^package\.json$/,
];

/** Build inputs git does not list: what `npm install` last put into node_modules. */
const UNTRACKED_INPUTS = ["node_modules/.package-lock.json"];

/** Files git tracks or would track (not ignored), relative to `root`. */
function sourceFiles(root) {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return out.split("\0").filter(Boolean);
}

/**
 * Why the existing build cannot be served as it is, or [] when it can.
 * @param {string} root the project
 * @param {{ distDir?: string }} [options]
 */
export function staleReasons(root, { distDir = ".next" } = {}) {
  const buildIdFile = path.join(root, distDir, "BUILD_ID");
  if (!existsSync(buildIdFile)) return [`no ${distDir}/BUILD_ID (no build yet)`];
  const reasons = [];
  const builtAt = statSync(buildIdFile).mtimeMs;
  let newer = [];
  try {
    newer = [...sourceFiles(root), ...UNTRACKED_INPUTS].filter((file) => {
      if (NOT_BUILD_INPUTS.some((re) => re.test(file))) return false;
      try {
        return statSync(path.join(root, file)).mtimeMs > builtAt;
      } catch {
        return false; // deleted in the work tree
      }
    });
  } catch (error) {
    reasons.push(`cannot list the sources with git (${error.message.split("\n")[0]})`);
  }
  if (newer.length) reasons.push(`${newer.length} source file(s) changed since the build: ${newer.slice(0, 5).join(", ")}${newer.length > 5 ? ", …" : ""}`);
  return reasons;
}
