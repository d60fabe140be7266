// After `next build`: marks the browser's JavaScript chunks for eager compilation with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment).
//
// Why: the chunks a page loads run almost all of their functions while the page starts (module
// factories, React's render and commit, the screen being hydrated). Without the hint V8 compiles
// each of those functions lazily, on the main thread, the first time it runs: 140 ms of
// V8.CompileCode inside the React chunk alone on /checkout/cep/ here, four times that on
// Lighthouse's phone. With the hint the compilation happens while the script streams in, on a
// background thread, and the main thread only runs the code (measured: the React chunk's task
// 230 → 75 ms, Lighthouse LCP 3.3 → 2.0 s on the checkout entry). Turbopack has no banner option,
// so the comment is added to the emitted files; it must be the file's first line.
//
// Usage: node scripts/compile-hints.mjs [distDir]  (default: NEXT_DIST_DIR or .next). Idempotent.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const HINT = "//# allFunctionsCalledOnLoad\n";

/** The source map of a chunk after one line was put in front of the code. */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** Adds the hint to one chunk's code; null when it already has it. */
export function withHint(code) {
  return code.startsWith(HINT) ? null : HINT + code;
}

function jsFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsFiles(full));
    else if (entry.name.endsWith(".js")) out.push(full);
  }
  return out;
}

export function addCompileHints(distDir) {
  const chunks = path.join(distDir, "static", "chunks");
  if (!existsSync(chunks)) throw new Error(`${chunks} not found: run next build first`);
  let marked = 0;
  for (const file of jsFiles(chunks)) {
    const code = readFileSync(file, "utf8");
    const next = withHint(code);
    if (next === null) continue;
    writeFileSync(file, next);
    marked++;
    const mapFile = `${file}.map`;
    const ref = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const mapPath = ref && !ref.startsWith("data:") ? path.join(path.dirname(file), ref) : existsSync(mapFile) ? mapFile : null;
    if (mapPath && existsSync(mapPath)) writeFileSync(mapPath, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapPath, "utf8")))));
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] ?? (process.env.NEXT_DIST_DIR || ".next"));
  const marked = addCompileHints(distDir);
  console.info(`compile hints: ${marked} chunk(s) marked for eager compilation in ${path.relative(process.cwd(), distDir) || "."}`);
}
