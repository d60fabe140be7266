// After `npm run build`: assembles the runnable server of the container image into one directory,
// the way the Dockerfile ships it (its build stage runs this script) and tests/e2e/standalone.spec.ts
// checks it:
//   {distDir}/standalone/*        Next's standalone output: the server's code and only the
//                                 node_modules files it uses (traced at build)
//   {distDir}/static              the browser's files (Next leaves them out of standalone)
//   public/                       our files
//   server/main.ts and every file it imports, and lib/backend/cache-handler.ts (Next loads
//                                 it by path) with its imports: the entry server is ours, not
//                                 Next's generated server.js, which has neither the per-page
//                                 CSP nor the client-address headers.
// The sandbox's data directory is never copied (it may hold a database and a session secret).
//
// Usage: node scripts/standalone.ts <target directory>  (distDir: NEXT_DIST_DIR or .next)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The shared cache handler, which Next loads by path (next.config). */
export const CACHE_HANDLER = "lib/backend/cache-handler.ts";
/** Files Node loads by path at run time: the entry server and the cache handler, each with its own imports. */
export const ENTRY_FILES: readonly string[] = ["server/main.ts", CACHE_HANDLER];

/** Relative imports of one ES module (static and dynamic with a literal), as repository paths. */
export function relativeImports(file: string, source: string): string[] {
  const out: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm)) {
    out.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!)));
  }
  return out;
}

/** The entry files and everything they import from this repository, transitively. */
export function entryClosure(root: string, entries: readonly string[] = ENTRY_FILES): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file, readFileSync(path.join(root, file), "utf8")));
  }
  return [...seen].sort();
}

/**
 * Copies the image's files from the checkout at `root` into `target` (emptied first); answers
 * the entry files copied.
 */
export function assembleStandalone(root: string, target: string, distDir: string = process.env.NEXT_DIST_DIR || ".next"): string[] {
  const built = path.join(root, distDir);
  const standalone = path.join(built, "standalone");
  for (const needed of [standalone]) {
    if (!existsSync(needed)) throw new Error(`${path.relative(root, needed)} is missing: run \`npm run build\` first.`);
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  // Symlinks as they are: Next links its server externals (.next/node_modules/pino-<hash> →
  // ../../node_modules/pino), and cpSync otherwise rewrites each link to the absolute path of the
  // directory it copied from, which does not exist in the image (the server then failed to load
  // its instrumentation: "Cannot find module 'pino-<hash>'").
  cpSync(standalone, target, { recursive: true, verbatimSymlinks: true, filter: (src) => path.relative(standalone, src).split(path.sep)[0] !== "data" });
  cpSync(path.join(built, "static"), path.join(target, distDir, "static"), { recursive: true });
  cpSync(path.join(root, "public"), path.join(target, "public"), { recursive: true });
  const entries = entryClosure(root);
  for (const file of entries) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  const { config } = JSON.parse(readFileSync(path.join(built, "required-server-files.json"), "utf8")) as { config: Record<string, unknown> };
  writeFileSync(path.join(target, "next.config.mjs"), imageConfigSource(config));
  return entries;
}

/**
 * The image's next.config.mjs: the build's own config (required-server-files.json, as Next's
 * generated server.js uses it), which Next reads at start from the image as it reads next.config.ts
 * in a checkout, so the entry server hands Next nothing of its own. The shared cache handler is
 * decided by REDIS_URL at start, as next.config.ts decides it; "standalone" is how the build was
 * made, not how the image serves (left in, Next warns that `next start` does not serve it).
 */
export function imageConfigSource(config: Record<string, unknown>): string {
  const built = { ...config };
  delete built.output;
  delete built.cacheHandler;
  return [
    "// Written by scripts/standalone.ts from the build's required-server-files.json.",
    `const config = ${JSON.stringify(built)};`,
    `export default process.env.REDIS_URL ? { ...config, cacheHandler: new URL(${JSON.stringify(`./${CACHE_HANDLER}`)}, import.meta.url).pathname } : config;`,
    "",
  ].join("\n");
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node scripts/standalone.ts <target directory>");
    process.exit(2);
  }
  const entries = assembleStandalone(process.cwd(), path.resolve(target));
  console.info(`standalone: ${target} (entry server and ${entries.length - 1} file(s) it needs: ${entries.join(", ")})`);
}
