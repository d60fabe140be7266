// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as facade from "@/lib/validation/z";
import { bundleZod } from "../../../../scripts/zod-bundle.ts";

/** The browser's zod (scripts/zod-bundle.ts) stands in for lib/validation/z: same names, same results. */
describe("zod bundle", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "zod-bundle-"));
  const file = path.join(dir, "z.mjs");
  let bundled: typeof facade;

  beforeAll(async () => {
    await bundleZod(file);
    bundled = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof facade;
  }, 30_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exports exactly what the façade exports", () => {
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(facade).sort());
  });

  it("parses as zod/mini does: checks, transforms, pipes, defaults and messages", () => {
    const build = (z: typeof facade) =>
      z.object({
        cep: z.pipe(
          z.string({ error: "obrigatório" }).check(z.trim(), z.minLength(1, "obrigatório"), z.regex(/^\d{5}-?\d{3}$/, "CEP inválido")),
          z.transform((v: string) => v.replace("-", "")),
        ),
        accept: z._default(z.boolean(), false),
        period: z.optional(z.enum(["manha", "tarde"])),
      });
    for (const input of [{ cep: " 01310-100 " }, { cep: "0131" }, { cep: 5 }, { cep: "01310100", period: "noite" }]) {
      const a = build(facade).safeParse(input);
      const b = build(bundled).safeParse(input);
      expect(b.success).toBe(a.success);
      expect(b.data).toEqual(a.data);
      expect(b.error?.issues.map((i) => [i.path, i.message])).toEqual(a.error?.issues.map((i) => [i.path, i.message]));
    }
  });

  it("keeps only what the listed functions reach (much smaller than zod/mini's modules)", () => {
    const size = readFileSync(file).length;
    expect(size).toBeGreaterThan(10_000);
    // zod/mini's modules as Turbopack ships them are ~250 KB of source; the bundle is about a fifth.
    expect(size).toBeLessThan(80_000);
  });
});
