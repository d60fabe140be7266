import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { filesUnder, ROOT } from "./doc-refs";

/**
 * The "funnel §N" and "marketing §N" citations of the code and the documents, for
 * tests/unit/docs/doc-sections.test.ts: where a citation is, which document and section it names, and
 * which numbered sections a requirements document has. Pure string work; the test decides what
 * must resolve.
 */

export type SpecDocument = "funnel" | "marketing";

/** The file each cited document's sections live in, by the name the comments give it. */
export const REQUIREMENTS: Record<SpecDocument, string> = {
  funnel: "docs/requirements/funnel.md",
  marketing: "docs/requirements/marketing.md",
};

export type Citation = {
  document: SpecDocument;
  section: number;
  /** 1-based line of the section's number in the text. */
  line: number;
  /** The whole citation as written, from the document's name to its last section. */
  written: string;
};

/** Spaces, or a line break followed by the next comment line's leader (`//`, `*`, `#`). */
const GAP = String.raw`(?:[ \t]|\r?\n[ \t]*(?:\/\/+|\*+(?!\/)|#+)?)*`;
/** The document's name and its first section: "funnel §4", "Marketing §§4", "marketing\n * §9". */
const ANCHOR = new RegExp(String.raw`\b(funnel|marketing)${GAP}(§§?)(\d+)`, "gi");
/** "-2", "–§7": a range ending at the next section. */
const RANGE = new RegExp(String.raw`${GAP}[-–]${GAP}§?(\d+)`, "y");
/**
 * What may stand between two sections of one citation without ending it: a quoted subsection or
 * phrase (`"Plan card"`, after a space, so `§2's` is not a quote) or an aside in brackets with no
 * section of its own (`(back map)`).
 */
const ASIDE = new RegExp(String.raw`(?:[ \t]|\r?\n[ \t]*(?:\/\/+|\*+(?!\/)|#+)?)+(?:"[^"\n]*"|'[^'\n]*'|“[^”\n]*”|\([^()§\n]*\))`, "y");
/** ", §4", "/§9", " and §9", " or §3"; after "§§" the "§" may be left out (", 9"). */
const NEXT = new RegExp(String.raw`${GAP}(?:,|/|&|\band\b|\bor\b)${GAP}(§?)(\d+)`, "y");

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** The sections a range names, both ends included; a reversed or absurd range names its two ends. */
function span(from: number, to: number): number[] {
  if (to < from || to - from > 20) return [from, to];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Every section that a text cites of the funnel or marketing requirements, one entry per section
 * ("marketing §1-2" is two). Only a section that follows the document's name counts: "RFC 9110
 * §15" or "art. 132 §3" cite something else, and "funnel §5, §8; marketing §5" ends funnel's list
 * at the semicolon.
 */
export function citationsIn(text: string): Citation[] {
  const found: Citation[] = [];
  for (const anchor of text.matchAll(ANCHOR)) {
    const document = (anchor[1] ?? "").toLowerCase() as SpecDocument;
    const double = anchor[2] === "§§";
    const start = anchor.index ?? 0;
    const sections: { section: number; at: number }[] = [];
    let end = start + anchor[0].length;
    let last = { section: Number(anchor[3]), at: end - (anchor[3] ?? "").length };
    sections.push(last);
    for (;;) {
      RANGE.lastIndex = end;
      const range = RANGE.exec(text);
      if (range) {
        const to = Number(range[1]);
        const from = last.section;
        const at = RANGE.lastIndex - (range[1] ?? "").length;
        for (const section of span(from, to).slice(1)) sections.push({ section, at });
        last = { section: to, at };
        end = RANGE.lastIndex;
        continue;
      }
      ASIDE.lastIndex = end;
      const aside = ASIDE.exec(text);
      const after = aside ? ASIDE.lastIndex : end;
      NEXT.lastIndex = after;
      const next = NEXT.exec(text);
      if (next && (next[1] === "§" || double)) {
        last = { section: Number(next[2]), at: NEXT.lastIndex - (next[2] ?? "").length };
        sections.push(last);
        end = NEXT.lastIndex;
        continue;
      }
      break;
    }
    const written = text.slice(start, end);
    for (const { section, at } of sections) found.push({ document, section, line: lineAt(text, at), written });
  }
  return found;
}

/** The numbers of a requirements document's `## N. Title` sections (outside code blocks). */
export function numberedSections(markdown: string): Set<number> {
  const out = new Set<number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const m = !fenced && /^## (\d+)\. \S/.exec(line);
    if (m) out.add(Number(m[1]));
  }
  return out;
}

/** The citations that name a section their document does not have. */
export function unresolved<C extends Citation>(citations: C[], sections: Record<SpecDocument, Set<number>>): C[] {
  return citations.filter((c) => !sections[c.document].has(c.section));
}

/**
 * This check's own test and helper: the test cites sections that do not exist on purpose.
 */
const SELF = new Set(["tests/unit/docs/doc-sections.test.ts", "tests/unit/support/doc-sections.ts"]);

/** Text files a citation may stand in: code, styles, scripts, settings, documents. */
const TEXT_EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".mjs", ".js", ".css", ".md", ".json", ".yaml", ".yml", ".cfg", ".template", ".sh", ".env", ".example"]);
const CITING_FOLDERS = ["app", "components", "lib", "server", "scripts", "sandbox", "tools", "tests", "docs", "styles", "public", "deploy", ".ci"];

/** Every file whose citations are checked: the folders above and the text files at the root. */
export function citingFiles(): string[] {
  const rootFiles = readdirSync(ROOT).filter((f) => statSync(path.join(ROOT, f)).isFile());
  return [...CITING_FOLDERS.flatMap(filesUnder), ...rootFiles].filter((f) => {
    if (SELF.has(f) || !existsSync(path.join(ROOT, f))) return false;
    return TEXT_EXTENSIONS.has(path.extname(f)) || path.basename(f) === "Dockerfile";
  });
}
