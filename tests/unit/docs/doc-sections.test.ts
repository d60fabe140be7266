// @vitest-environment node
import { describe, expect, it } from "vitest";
import { read } from "../support/doc-refs";
import { citationsIn, citingFiles, numberedSections, REQUIREMENTS, unresolved, type Citation, type SpecDocument } from "../support/doc-sections";

/**
 * Every "funnel §N" and "marketing §N" that the code and the documents cite is a `## N.` section of
 * the matching requirements document, docs/requirements/funnel.md or
 * docs/requirements/marketing.md, so a clone of the repository can read what a comment points
 * at. A renumbered section or a mistyped citation fails here with the file and line that cite it.
 */

const cited = (text: string) => citationsIn(text).map((c) => `${c.document} ${c.section}`);

/** Two documents with sections 1 to 9, as the requirements have them. */
const NINE = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);
const BOTH: Record<SpecDocument, Set<number>> = { funnel: NINE, marketing: NINE };

describe("the citation finder", () => {
  it("reads one section in every way the comments write it", () => {
    expect(cited("the back map (funnel §2)")).toEqual(["funnel 2"]);
    expect(cited("funnel §2's back map; Funnel §8: the message")).toEqual(["funnel 2", "funnel 8"]);
    expect(cited('describe("consent (marketing §4)", () => {')).toEqual(["marketing 4"]);
    expect(cited("Marketing §9 timings.")).toEqual(["marketing 9"]);
  });

  it("reads lists and ranges of sections", () => {
    expect(cited("funnel §5/§7's rules and marketing §4/§9")).toEqual(["funnel 5", "funnel 7", "marketing 4", "marketing 9"]);
    expect(cited("the landing (marketing §1-2)")).toEqual(["marketing 1", "marketing 2"]);
    expect(cited("the steps (funnel §3–§7):")).toEqual(["funnel 3", "funnel 4", "funnel 5", "funnel 6", "funnel 7"]);
    expect(cited("Funnel §7-§8 leave them open")).toEqual(["funnel 7", "funnel 8"]);
    expect(cited("marketing §1, §6 and §9 and funnel §1")).toEqual(["marketing 1", "marketing 6", "marketing 9", "funnel 1"]);
    expect(cited("marketing §§4, 9")).toEqual(["marketing 4", "marketing 9"]);
  });

  it("ends a document's list where another document or another kind of citation starts", () => {
    expect(cited("checks (funnel §5, §8; marketing §5)")).toEqual(["funnel 5", "funnel 8", "marketing 5"]);
    expect(cited("the status codes (RFC 9110 §15, §16) and the Civil Code (art. 132 §3)")).toEqual([]);
    expect(cited("funnel §4, issue #7 §4-6")).toEqual(["funnel 4"]);
  });

  it("steps over a quoted subsection or an aside between two sections", () => {
    expect(cited('A plan card (marketing §2 "Plan card", §4, §9): label')).toEqual(["marketing 2", "marketing 4", "marketing 9"]);
    expect(cited("follow funnel §2 (back map) and §4 (progress)")).toEqual(["funnel 2", "funnel 4"]);
    expect(cited("funnel §2's list, §4 of the issue")).toEqual(["funnel 2"]);
  });

  it("follows a citation onto the next comment line, with the line of each section", () => {
    const source = ["/**", " * The plan card (marketing §2,", " * §4) and the zoom", " * (funnel", " * §4).", " */"].join("\n");
    expect(citationsIn(source).map((c) => [c.document, c.section, c.line])).toEqual([
      ["marketing", 2, 2],
      ["marketing", 4, 3],
      ["funnel", 4, 5],
    ]);
  });
});

describe("resolving a citation", () => {
  it("reads a document's numbered sections, not its subsections or code blocks", () => {
    const doc = ["# Title", "## 1. First", "### Plan card", "## 2. Second", "```", "## 7. Not a section", "```", "##3. Not either"].join("\n");
    expect([...numberedSections(doc)]).toEqual([1, 2]);
  });

  it("fails on a comment citing a section that does not exist (funnel §12)", () => {
    const comment = "// the loyalty rules (funnel §12) and the banner (marketing §9)";
    const missing: Citation[] = unresolved(citationsIn(comment), BOTH);
    expect(missing).toEqual([{ document: "funnel", section: 12, line: 1, written: "funnel §12" }]);
  });

  it("fails on one section of a range past the document's end", () => {
    const missing = unresolved(citationsIn("marketing §8-10"), BOTH).map((c) => c.section);
    expect(missing).toEqual([10]);
  });

  it("passes a citation whose sections all exist", () => {
    expect(unresolved(citationsIn("funnel §1-2, §9 and marketing §4/§9"), BOTH)).toEqual([]);
  });
});

describe("every funnel §N and marketing §N of the repository resolves", () => {
  const sections: Record<SpecDocument, Set<number>> = {
    funnel: numberedSections(read(REQUIREMENTS.funnel)),
    marketing: numberedSections(read(REQUIREMENTS.marketing)),
  };
  const files = citingFiles();
  const citations = files.flatMap((file) => citationsIn(read(file)).map((c) => ({ file, ...c })));

  it("both requirements documents have the nine sections the specifications have", () => {
    expect([...sections.funnel]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...sections.marketing]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("finds the citations to check, in code, styles, scripts and documents", () => {
    expect(files).toEqual(expect.arrayContaining(["lib/funnel/steps.ts", "components/landing/PlanCard.module.css", "docs/architecture.md", "README.md", "proxy.ts"]));
    // About 750 when this was written: far fewer means the finder stopped reading a form.
    expect(citations.length).toBeGreaterThan(700);
    expect(new Set(citations.map((c) => c.file)).size).toBeGreaterThan(300);
  });

  it("every citation names a section of its requirements document", () => {
    const missing = unresolved(citations, sections).map((c) => ({ where: `${c.file}:${c.line}`, what: c.written }));
    expect(missing).toEqual([]);
  });
});
