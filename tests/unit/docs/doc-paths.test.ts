// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  anchors,
  backticked,
  bareDocuments,
  commentedSources,
  commentText,
  decisionCitations,
  decisionRecords,
  MADE_BY_THE_OPERATOR,
  NAMED_AS_HISTORY,
  markdownDocuments,
  pathExists,
  pathsIn,
  read,
  relativeLinks,
  ROOT,
  slug,
} from "../support/doc-refs";

/**
 * Every repository path that README.md, docs/ and the code comments name exists, every relative
 * link between the documents resolves (anchor included), and nothing cites a document a clone of
 * the repository does not have. A renamed or deleted file fails here with the file
 * and line that still name it.
 */

type Finding = { where: string; what: string };

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Where each occurrence of `needle` is, as `file:line`. */
function locate(file: string, text: string, needle: string): string {
  const at = text.indexOf(needle);
  return at < 0 ? file : `${file}:${lineOf(text, at)}`;
}

const docs = markdownDocuments();
const sources = commentedSources();
const readme = read("README.md");

describe("the path finder", () => {
  it("finds repo paths and leaves patterns, URLs and other folders alone", () => {
    expect(pathsIn("see lib/funnel/guard.ts. And `server/main.ts`, (@/lib/validation/rules)")).toEqual([
      "lib/funnel/guard.ts",
      "server/main.ts",
      "lib/validation/rules",
    ]);
    expect(pathsIn("public/docs/{id}.pdf tests/unit/*.test.ts components/<domain> https://x.dev/lib/a.ts .next/BUILD_ID node_modules/next/dist/lib/x.js")).toEqual([]);
    expect(pathsIn("app/[[...addon]]/page.tsx")).toEqual(["app/[[...addon]]/page.tsx"]);
    expect(pathsIn("[docs/sandbox.md](docs/sandbox.md)")).toEqual(["docs/sandbox.md", "docs/sandbox.md"]);
  });

  it("reads comments, not code", () => {
    const source = ["// names lib/a.ts", 'const x = "lib/b.ts";', " * and lib/c.ts", "f(); // then lib/d.ts"].join("\n");
    expect(pathsIn(commentText("x.ts", source))).toEqual(["lib/a.ts", "lib/c.ts", "lib/d.ts"]);
    expect(commentText("x.ts", ' * see README\n * "Operating"')).toBe('see README\n"Operating"');
    expect(pathsIn(commentText("run.sh", "# uses scripts/x.mjs\nnode scripts/y.mjs"))).toEqual(["scripts/x.mjs"]);
  });

  it("knows a missing path from an existing one, with or without its extension", () => {
    expect(pathExists("lib/funnel/steps.ts")).toBe(true);
    expect(pathExists("lib/funnel/steps")).toBe(true);
    expect(pathExists("lib/validation/forms/")).toBe(true);
    expect(pathExists("lib/security/headers.ts")).toBe(false);
  });

  it("makes GitHub's anchors", () => {
    expect(slug("Running as a fleet (`npm run fleet`)")).toBe("running-as-a-fleet-npm-run-fleet");
    expect(slug("Connecting the operator's API")).toBe("connecting-the-operators-api");
  });
});

describe("documents and comments name what exists", () => {
  it("finds the documents and sources to check", () => {
    expect(docs).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md", "docs/decisions/README.md"]));
    expect(sources).toEqual(expect.arrayContaining(["next.config.ts", "lib/funnel/steps.ts", "scripts/test-all.mjs", "Dockerfile"]));
  });

  it("every repo path README.md and docs/ name exists", () => {
    const missing: Finding[] = [];
    for (const file of docs) {
      const text = read(file);
      const history = file.startsWith("docs/decisions/");
      for (const p of pathsIn(text)) {
        if (pathExists(p) || MADE_BY_THE_OPERATOR.has(p) || (history && NAMED_AS_HISTORY.has(p))) continue;
        missing.push({ where: locate(file, text, p), what: p });
      }
      for (const doc of bareDocuments(backticked(text))) {
        if (!pathExists(doc) && !pathExists(`docs/${doc}`)) missing.push({ where: locate(file, text, doc), what: doc });
      }
    }
    expect(missing).toEqual([]);
  });

  it("every repo path a code comment names exists", () => {
    const missing: Finding[] = [];
    for (const file of sources) {
      const source = read(file);
      for (const p of pathsIn(commentText(file, source))) {
        if (!pathExists(p) && !MADE_BY_THE_OPERATOR.has(p)) missing.push({ where: locate(file, source, p), what: p });
      }
    }
    expect(missing).toEqual([]);
  });

  it("every relative link between the documents resolves, anchor included", () => {
    const broken: Finding[] = [];
    for (const file of docs) {
      const text = read(file);
      for (const link of relativeLinks(text)) {
        const [target, anchor] = link.split("#");
        const rel = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
        if (rel.startsWith("..") || !pathExists(rel)) {
          broken.push({ where: locate(file, text, link), what: link });
        } else if (anchor && rel.endsWith(".md") && !anchors(read(rel)).has(anchor)) {
          broken.push({ where: locate(file, text, link), what: `${link} (no such heading)` });
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("every decision NNNN a comment or a document cites has its anchor in a record", () => {
    const known = new Set(decisionRecords().flatMap((file) => [...anchors(read(file))].filter((a) => /^\d{4}$/.test(a))));
    expect(known.size).toBeGreaterThanOrEqual(93);
    const unknown = (text: string) => decisionCitations(text).filter((c) => !known.has(c.number));
    // A number no record has is found, also when a comment splits it from "decision".
    const sample = commentText("x.ts", "// see decision 0070; and Decision\n * 9999, not decision 0001");
    expect(unknown(sample).map((c) => c.number)).toEqual(["9999"]);
    const missing: Finding[] = [];
    for (const file of sources) {
      const source = read(file);
      for (const c of unknown(commentText(file, source))) missing.push({ where: locate(file, source, c.written), what: c.written });
    }
    for (const file of docs) {
      const text = read(file);
      for (const c of unknown(text)) missing.push({ where: `${file}:${lineOf(text, c.index)}`, what: c.written });
    }
    expect(missing).toEqual([]);
  });

  it("nothing cites a document outside the repository", () => {
    // The lead's map and toolchain notes lived beside the repository, not in it: a clone has
    // docs/architecture.md instead.
    const outside = /\bARCHITECTURE\b|\bTOOLCHAIN(?:\.md)?\b|\.\.\/shared\b/;
    const found: Finding[] = [];
    for (const file of sources) {
      const comments = commentText(file, read(file));
      const m = comments.match(outside);
      if (m) found.push({ where: locate(file, read(file), m[0]), what: m[0] });
    }
    for (const file of docs) {
      const m = read(file).match(outside);
      if (m) found.push({ where: locate(file, read(file), m[0]), what: m[0] });
    }
    expect(found).toEqual([]);
  });

  it('a comment citing README "Section" or docs/x.md "Section" names a heading there', () => {
    const readmeHeadings = anchors(readme);
    const bad: Finding[] = [];
    for (const file of [...sources, ...docs]) {
      // One line per comment line: a citation may run from one line to the next.
      const text = (file.endsWith(".md") ? read(file) : commentText(file, read(file))).replace(/\s+/g, " ");
      for (const m of text.matchAll(/README,? (?:"([^"]+)"|Decisions\b|Performance\b)/g)) {
        if (!m[1] || !readmeHeadings.has(slug(m[1]))) bad.push({ where: file, what: m[0] });
      }
      for (const [cited, doc = "", section = ""] of text.matchAll(/(docs\/[\w/.-]+\.md),? "([^"]+)"/g)) {
        if (!pathExists(doc) || !anchors(read(doc)).has(slug(section))) bad.push({ where: file, what: cited });
      }
    }
    expect(bad).toEqual([]);
  });

  it("the README stays a way in: at most 300 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(300);
  });

  it("ROOT is the repository", () => {
    expect(pathExists("package.json")).toBe(true);
    expect(path.basename(ROOT)).not.toBe("tests");
  });
});
