// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The design card's top level, and the other entries with their reason in docs/decisions/tests.md#0084. */
const CARD = ["app", "components", "lib", "public", "styles", "tests", "next.config.ts", "package.json", "tsconfig.json", "playwright.config.ts", "vitest.config.ts", ".env.example"];

describe("the project's top level", () => {
  const tracked = [...new Set(execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" }).split("\n").filter(Boolean).map((file) => file.split("/")[0]!))];
  // Decision 0084's own section of the tests record: the reasons given for the other entries.
  const record = readFileSync("docs/decisions/tests.md", "utf8");
  const recorded = record.slice(record.indexOf('<a id="0084">')).split(/<a id="\d{4}">/)[1] ?? "";

  it("holds every entry of the design card, vitest.config.ts included, and no vitest.config.mts", () => {
    for (const entry of CARD) expect(tracked, entry).toContain(entry);
    expect(tracked).not.toContain("vitest.config.mts");
  });

  it("has nothing else without its reason recorded in decision 0084", () => {
    const unexplained = tracked.filter((entry) => !CARD.includes(entry) && !recorded.includes(`\`${entry}\``));
    expect(unexplained).toEqual([]);
  });
});
