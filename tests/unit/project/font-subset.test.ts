import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The web font is a subset (scripts/subset-font.sh, app/fonts/inter-subset.unicodes). A character
 * of the copy outside it would render in the fallback font, mid-word: every character the source
 * texts use must be in the subset's ranges.
 */
const ROOT = path.resolve(__dirname, "../../..");
const SOURCES = ["components", "lib", "app", "styles"];

function parseRanges(text: string): Array<[number, number]> {
  return text
    .trim()
    .split(",")
    .map((part) => {
      const [from = "", to] = part.trim().replace(/^U\+/i, "").split("-");
      const start = Number.parseInt(from, 16);
      return [start, to ? Number.parseInt(to, 16) : start] as [number, number];
    });
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|css|json)$/.test(name)) yield full;
  }
}

const ranges = parseRanges(readFileSync(path.join(ROOT, "app/fonts/inter-subset.unicodes"), "utf8"));
const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);

describe("web font subset", () => {
  it("reads the ranges file the subset script uses", () => {
    expect(ranges.length).toBeGreaterThan(5);
    expect(covered(0x41)).toBe(true); // A
    expect(covered(0xe3)).toBe(true); // ã
    expect(covered(0xe7)).toBe(true); // ç
    expect(covered(0x4e00)).toBe(false);
  });

  it("covers every character of the source texts", () => {
    const missing = new Map<string, string>();
    for (const dir of SOURCES) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const char of readFileSync(file, "utf8")) {
          const code = char.codePointAt(0) ?? 0;
          // Control characters (newlines, tabs) are never drawn.
          if (code < 0x20 || covered(code)) continue;
          missing.set(`U+${code.toString(16).toUpperCase().padStart(4, "0")} ${char}`, path.relative(ROOT, file));
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("is the small file the layout loads", () => {
    const size = statSync(path.join(ROOT, "app/fonts/inter-subset.woff2")).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(32 * 1024);
    expect(readFileSync(path.join(ROOT, "app/fonts.ts"), "utf8")).toContain("./fonts/inter-subset.woff2");
  });
});
