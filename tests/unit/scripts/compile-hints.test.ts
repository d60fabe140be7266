// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SourceMap } from "node:module";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module script without types (scripts/ is not compiled)
import { addCompileHints, HINT, shiftSourceMap, withHint } from "../../../scripts/compile-hints.mjs";

describe("compile hints (scripts/compile-hints.mjs)", () => {
  it("puts V8's hint on the first line, once", () => {
    const code = "(()=>{})();\n//# sourceMappingURL=a.js.map";
    const marked = withHint(code);
    expect(marked?.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(marked?.endsWith(code)).toBe(true);
    expect(withHint(marked)).toBeNull();
  });

  it("shifts a chunk's source map by the added line, plain or sectioned", () => {
    // Generated line 1 column 0 maps to source line 1 before; after the shift it is generated line 2.
    const plain = { version: 3, sources: ["a.ts"], names: [], mappings: "AAAA" };
    const shifted = new SourceMap(shiftSourceMap(plain));
    expect(shifted.findEntry(1, 0)).toMatchObject({ originalSource: expect.stringContaining("a.ts"), originalLine: 0 });
    const sectioned = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: plain }] };
    expect(shiftSourceMap(sectioned).sections[0].offset).toEqual({ line: 1, column: 0 });
  });

  it("marks every emitted chunk of a build and its map, and a second run changes nothing", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "hints-"));
    const chunks = path.join(dist, "static", "chunks", "nested");
    mkdirSync(chunks, { recursive: true });
    writeFileSync(path.join(chunks, "a.js"), "a();\n//# sourceMappingURL=a.js.map");
    writeFileSync(path.join(chunks, "a.js.map"), JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA" }));
    writeFileSync(path.join(chunks, "b.css"), "a{}");
    expect(addCompileHints(dist)).toBe(1);
    expect(readFileSync(path.join(chunks, "a.js"), "utf8").startsWith(HINT)).toBe(true);
    expect(JSON.parse(readFileSync(path.join(chunks, "a.js.map"), "utf8")).mappings).toBe(";AAAA");
    expect(readFileSync(path.join(chunks, "b.css"), "utf8")).toBe("a{}");
    expect(addCompileHints(dist)).toBe(0);
  });
});
