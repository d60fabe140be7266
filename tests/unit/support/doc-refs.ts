import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What the documentation and the code comments name, for tests/unit/docs/doc-paths.test.ts: repository
 * paths, Markdown links, and the documents comments cite. Pure string work over the files; the test
 * decides what must exist.
 */

export const ROOT = path.resolve(__dirname, "..", "..", "..");

/**
 * A "repo path" starts with one of these folders. Generated folders (`.next/`, `.zod/`,
 * `.reports/`, `data/`, `screenshots/`, `node_modules/`) are not in the list, so a path under them
 * is never checked: they do not exist in a fresh clone until a build, a test run or a server makes them.
 */
const TOP_FOLDERS = ["app", "components", "lib", "server", "scripts", "tests", "sandbox", "tools", "deploy", "docs", "public", "styles", "bench", ".ci"];

/** Named in the docs, made from a committed `.example` by the operator (gitignored), so absent here. */
export const MADE_BY_THE_OPERATOR = new Set(["deploy/compose/secrets.env", "deploy/k8s/secret.yaml"]);

/**
 * Files a decision record names as history after a later change removed them (say, a build step a
 * later decision replaced). Only docs/decisions/ may name these; everywhere else a removed file is a
 * stale reference. Add a path here together with the decision that removed it.
 */
export const NAMED_AS_HISTORY = new Set<string>([]);

const PATH_RE = new RegExp(`(?<![\\w./@-])(?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w./\\[\\]@+-]*`, "g");

/** Tokens that are not one path: placeholders, globs, alternatives. */
const NOT_ONE_PATH = /[*<>{}]|\.\.\.(?!\w)|\/\/|\.{2}\//;

/** The repo paths a piece of text names: URLs and `@/` import prefixes taken away first. */
export function pathsIn(text: string): string[] {
  const cleaned = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, " ").replace(/@\//g, " ");
  const found: string[] = [];
  for (const match of cleaned.matchAll(PATH_RE)) {
    const start = match.index ?? 0;
    const rest = cleaned.slice(start + match[0].length);
    // `lib/x/{id}.ts`, `app/<route>/`, `tests/unit/*.test.ts`: a pattern, not a path.
    if (/^[*<{]/.test(rest)) continue;
    let token = match[0].replace(/[.,:;]+$/, "");
    // `[docs/decisions](…)`: the bracket closes the link text, not a `[[...addon]]` segment.
    while (token.endsWith("]") && (token.match(/\[/g) ?? []).length < (token.match(/\]/g) ?? []).length) token = token.slice(0, -1);
    if (NOT_ONE_PATH.test(token)) continue;
    found.push(token);
  }
  return found;
}

/** Each backticked span of a Markdown text (code blocks included: a command names paths too). */
export function backticked(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? "");
}

/** A bare document name (`TOOLCHAIN.md`) in backticks: it must be at the root or under docs/. */
export function bareDocuments(spans: string[]): string[] {
  return spans.filter((s) => /^[\w.-]+\.md$/.test(s));
}

const CODE_EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".mjs", ".js", ".css"]);
const HASH_EXTENSIONS = new Set([".sh", ".yaml", ".yml", ".template", ".env"]);
const HASH_FILES = new Set(["Dockerfile", ".env.example", "run"]);

/**
 * The comment text of a source file, line by line: a line that starts as a comment (`//`, `/*`,
 * `*`, or `#` in shell, YAML, Dockerfile and env files), or the part of a line after ` // `. A
 * heuristic, not a parser: strings holding " // " are rare here, and a false hit is a path that
 * must exist anyway.
 */
export function commentText(file: string, source: string): string {
  const name = path.basename(file);
  const ext = path.extname(file);
  const hash = HASH_EXTENSIONS.has(ext) || HASH_FILES.has(name);
  const out: string[] = [];
  for (const line of source.split("\n")) {
    const t = line.trim();
    if (hash) {
      if (t.startsWith("#")) out.push(t.replace(/^#+\s*/, ""));
      continue;
    }
    if (t.startsWith("//") || t.startsWith("/*") || t.startsWith("*")) out.push(t.replace(/^(?:\/\/+|\/\*+|\*+\/?)\s*/, ""));
    else {
      const at = line.indexOf(" // ");
      if (at >= 0) out.push(line.slice(at + 4));
    }
  }
  return out.join("\n");
}

/** Every file under `dir` (relative to the root), skipping generated and vendored folders. */
export function filesUnder(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(abs)) {
    if (["node_modules", ".next", "compose-spec"].includes(entry)) continue;
    const rel = path.posix.join(dir, entry);
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...filesUnder(rel));
    else out.push(rel);
  }
  return out;
}

/**
 * This check's own test and helpers: their comments and strings show made-up paths and citations
 * on purpose.
 */
const SELF = new Set(["tests/unit/docs/doc-paths.test.ts", "tests/unit/support/doc-refs.ts"]);

/** The source files whose comments are checked. */
export function commentedSources(): string[] {
  const dirs = ["app", "components", "lib", "server", "scripts", "tests", "sandbox", "tools", "deploy", "styles", ".ci"];
  const rootFiles = readdirSync(ROOT).filter((f) => statSync(path.join(ROOT, f)).isFile());
  return [...dirs.flatMap(filesUnder), ...rootFiles].filter((f) => {
    if (SELF.has(f)) return false;
    const name = path.basename(f);
    return CODE_EXTENSIONS.has(path.extname(f)) || HASH_EXTENSIONS.has(path.extname(f)) || HASH_FILES.has(name);
  });
}

/** README.md and every Markdown file under docs/. */
export function markdownDocuments(): string[] {
  return ["README.md", ...filesUnder("docs").filter((f) => f.endsWith(".md"))];
}

export function read(rel: string): string {
  return readFileSync(path.join(ROOT, rel), "utf8");
}

/** Whether a named path exists, as a file or folder, or as a module named without its extension. */
export function pathExists(rel: string): boolean {
  const clean = rel.replace(/\/$/, "");
  const suffixes = ["", ".ts", ".tsx", ".mjs", ".mts", ".js", ".css", ".test.ts", ".test.tsx", ".spec.ts", "/index.ts", "/index.tsx"];
  return suffixes.some((s) => existsSync(path.join(ROOT, clean + s)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/**
 * The anchors of a Markdown file (outside code blocks): its headings', and the explicit ones an
 * `<a id="…">` (or `name`) sets, as each decision's `<a id="0070"></a>` in docs/decisions/.
 */
export function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    else if (fenced) continue;
    else if (/^#{1,6} /.test(line)) out.add(slug(line.replace(/^#+ /, "")));
    else for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1] ?? "");
  }
  return out;
}

/** The records of docs/decisions/: every Markdown file there but the index. */
export function decisionRecords(): string[] {
  return filesUnder("docs/decisions").filter((f) => f.endsWith(".md") && path.basename(f) !== "README.md");
}

/**
 * The decisions a text cites by number, "decision 0070" (any case, also split over two comment
 * lines), each with what was written and where.
 */
export function decisionCitations(text: string): { number: string; written: string; index: number }[] {
  return [...text.matchAll(/\bdecision\s+(\d{4})\b/gi)].map((m) => ({ number: m[1] ?? "", written: m[0], index: m.index ?? 0 }));
}

/** Relative Markdown links `[text](target)`: not URLs, not mail. */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "").filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}
