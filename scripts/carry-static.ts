// A rolling deploy's other half (docs/operating.md "Rolling deploy"): each release's
// image carries the browser files of the release before it, so a page of build A that a visitor
// loaded before the rollout can still fetch its /_next/static chunks from an instance of build B.
// The names are content-hashed and immutable (Cache-Control: immutable), so two builds' files sit
// side by side without clashing; the balancer covers the other way round (a page of B asking an A
// instance that does not have B's chunks yet) by retrying a 404 of /_next/static/ on another
// instance.
//
// Run by the Dockerfile's build stage, with the previous image's /app/.next mounted (or nothing:
// the first release, or a build without --build-arg PREVIOUS_IMAGE):
//   1. lists this build's own static files in {next}/static-files.txt (before anything is added);
//   2. copies the previous release's own files (its static-files.txt; all of its static/ for an
//      image older than that list) into {next}/static, never over a file of this build.
// Only one release back: a release carries its predecessor's own files, not the ones that one
// carried, so the image does not grow with every deploy.
//
// Usage: node scripts/carry-static.ts <previous .next directory> <this build's .next directory>
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The list of a build's own static files, beside its static/ directory. */
export const OWN_FILES = "static-files.txt";

/** Files under `dir`, as paths relative to it with forward slashes, sorted. */
function walk(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** A build's static files as "static/…" paths (none without a static/ directory). */
export function staticFiles(nextDir: string): string[] {
  const dir = path.join(nextDir, "static");
  return existsSync(dir) ? walk(dir).map((rel) => `static/${rel}`) : [];
}

/** A listed path that stays inside static/ (the list is read from another image). */
const isStaticPath = (rel: string): boolean => rel.startsWith("static/") && !rel.split("/").includes("..") && !rel.includes("\\");

/**
 * Writes {next}/static-files.txt, then copies the previous release's own static files that this
 * build does not have. Returns the counts (own, carried, kept: a previous file this build has too).
 */
export function carryStatic(previousDir: string, nextDir: string): { own: number; carried: number; kept: number } {
  const own = staticFiles(nextDir);
  writeFileSync(path.join(nextDir, OWN_FILES), own.map((rel) => `${rel}\n`).join(""));
  const listFile = path.join(previousDir, OWN_FILES);
  const previous = existsSync(listFile)
    ? readFileSync(listFile, "utf8").split("\n").filter(Boolean)
    : staticFiles(previousDir);
  let carried = 0;
  let kept = 0;
  for (const rel of previous) {
    if (!isStaticPath(rel)) continue;
    const from = path.join(previousDir, rel);
    const to = path.join(nextDir, rel);
    if (!existsSync(from)) continue;
    if (existsSync(to)) {
      kept++;
      continue;
    }
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    carried++;
  }
  return { own: own.length, carried, kept };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const [previousDir, nextDir] = process.argv.slice(2);
  if (!previousDir || !nextDir) {
    console.error("usage: node scripts/carry-static.ts <previous .next directory> <this build's .next directory>");
    process.exit(2);
  }
  const { own, carried, kept } = carryStatic(previousDir, nextDir);
  console.info(`carry-static: ${own} file(s) of this build listed in ${OWN_FILES}; ${carried} of the previous release carried, ${kept} it shares with this build`);
}
