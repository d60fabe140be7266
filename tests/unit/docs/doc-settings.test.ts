// @vitest-environment node
import { describe, expect, it } from "vitest";
import { read } from "../support/doc-refs";

/**
 * The README's configuration table and .env.example name the same settings: a setting added to
 * one and forgotten in the other fails here.
 */

/** Read by the test tools, not by the storefront, so not in .env.example. */
const TEST_TOOL_SETTINGS = new Set(["CHROME_PATH", "E2E_PORT", "TEST_DATABASE_URL"]);

function readmeSettings(): Set<string> {
  const readme = read("README.md");
  const start = readme.indexOf("## Configuration");
  const end = readme.indexOf("\n#", start + 1);
  const names = new Set<string>();
  for (const line of readme.slice(start, end).split("\n")) {
    if (!line.startsWith("| `")) continue;
    const first = line.split("|")[1] ?? "";
    for (const [, name = ""] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name);
  }
  return names;
}

function exampleSettings(): Set<string> {
  return new Set([...read(".env.example").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] ?? ""));
}

describe("README configuration table and .env.example", () => {
  const inReadme = readmeSettings();
  const inExample = exampleSettings();

  it("reads both", () => {
    expect(inReadme.has("BACKEND_URL")).toBe(true);
    expect(inExample.has("BACKEND_URL")).toBe(true);
  });

  it("every setting of .env.example is in the README's table", () => {
    expect([...inExample].filter((name) => !inReadme.has(name))).toEqual([]);
  });

  it("every setting of the README's table is in .env.example, but the test tools'", () => {
    expect([...inReadme].filter((name) => !inExample.has(name) && !TEST_TOOL_SETTINGS.has(name))).toEqual([]);
  });
});
