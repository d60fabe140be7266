// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/**
 * What the serving layer no longer has (docs/decisions/operations.md#0079): type
 * twins beside code Node runs (it runs the TypeScript itself now), and Next's private settings.
 */
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" }).split("\n").filter(Boolean);

describe("the serving layer", () => {
  it("has no .d.mts type twin anywhere: lib/, server/ and scripts/ are TypeScript Node runs", () => {
    expect(files.filter((file) => file.endsWith(".d.mts") && existsSync(file))).toEqual([]);
  });

  it("sets none of Next's private settings anywhere in the tree", () => {
    // Built from two pieces, so that this file does not name it.
    const privateSetting = ["__NEXT", "PRIVATE_"].join("_");
    const text = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|cfg|template)$/;
    const naming = files.filter((file) => file !== "package-lock.json" && text.test(file) && readFileSync(file, "utf8").includes(privateSetting));
    expect(naming).toEqual([]);
  });

  it("stays at or under 819 lines in server/: rules belong in lib/, where they are tested", () => {
    const lines = files
      .filter((file) => file.startsWith("server/") && file.endsWith(".ts") && existsSync(file))
      .reduce((sum, file) => sum + readFileSync(file, "utf8").split("\n").length - 1, 0);
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThanOrEqual(819);
  });
});
