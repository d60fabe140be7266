#!/usr/bin/env node
// Writes .zod/z.mjs: lib/validation/z.ts (the zod/mini functions our schemas call) bundled by
// rolldown, which keeps only the code those functions reach. The production build gives the
// browser this file in place of lib/validation/z.ts (next.config.ts, turbopack.resolveAlias):
// Turbopack ships zod's modules whole, 17.9 KiB gz on a page that parses; this is 7.9 KiB.
// A step of `npm run build`, of `npm test`'s build and of the bench, before `next build`.
// Usage: node scripts/zod-bundle.ts [out file]   (default .zod/z.mjs)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Where the production build looks for the browser's zod. */
export const ZOD_BUNDLE = path.join(root, ".zod", "z.mjs");

/** Bundles lib/validation/z.ts to `out` (default ZOD_BUNDLE); resolves to the milliseconds taken. */
export async function bundleZod(out: string = ZOD_BUNDLE): Promise<number> {
  mkdirSync(path.dirname(out), { recursive: true });
  const started = performance.now();
  await build({
    input: path.join(root, "lib/validation/z.ts"),
    // zod's own files only: the façade imports nothing else.
    output: { file: out, format: "esm" },
    logLevel: "warn",
  });
  return Math.round(performance.now() - started);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : ZOD_BUNDLE;
  const ms = await bundleZod(out);
  console.info(`zod bundle: ${path.relative(root, out)} written in ${ms} ms`);
}
