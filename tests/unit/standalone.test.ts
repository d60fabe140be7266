// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { standaloneConfig } from "@/server/main";
import { ENTRY_FILES, entryClosure, relativeImports } from "@/scripts/standalone.mjs";

/** The container image's files and config (issue #14 §7): what scripts/standalone.mjs ships and how server.mjs reads it. */

describe("the files the image ships", () => {
  it("are the entry server and the cache handler with everything they import from the repository", () => {
    const files = entryClosure(process.cwd());
    expect(files).toEqual(expect.arrayContaining([...ENTRY_FILES, "lib/security/policy.ts", "server/served-policy.ts", "lib/backend/log-core.ts", "lib/backend/request-id.ts", "lib/backend/cache-policy.ts"]));
    // Every relative import of every shipped file is shipped too.
    for (const file of files) {
      for (const imported of relativeImports(file, readFileSync(file, "utf8"))) expect(files, `${file} → ${imported}`).toContain(imported);
    }
  });

  it("follow static, side-effect and dynamic imports, not packages", () => {
    const source = 'import a from "./a.mjs";\nimport "../b.mjs";\nconst c = await import("./c/d.mjs");\nimport next from "next";\nexport { e } from "./e.mjs";';
    expect(relativeImports("scripts/x.mjs", source)).toEqual(["scripts/a.mjs", "b.mjs", "scripts/c/d.mjs", "scripts/e.mjs"]);
  });
});

describe("the config of the server in the image", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "uf-standalone-config-"));
    mkdirSync(join(dir, ".next"));
    const config = { distDir: ".next", trailingSlash: true, cacheHandler: "../lib/backend/cache-handler.mjs" };
    writeFileSync(join(dir, ".next", "required-server-files.json"), JSON.stringify({ version: 1, config }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is the build's own, the cache handler decided by REDIS_URL at start", () => {
    expect(standaloneConfig(dir, ".next", {})).toEqual({ distDir: ".next", trailingSlash: true });
    mkdirSync(join(dir, "lib", "backend"), { recursive: true });
    writeFileSync(join(dir, "lib", "backend", "cache-handler.mjs"), "export default class {}");
    expect(standaloneConfig(dir, ".next", { REDIS_URL: "redis://cache:6379" })).toMatchObject({ cacheHandler: join(dir, "lib", "backend", "cache-handler.mjs") });
  });

  it("is left to Next in a checkout (next.config.ts is read at start, as by `next start`)", () => {
    writeFileSync(join(dir, "next.config.ts"), "export default {};");
    expect(standaloneConfig(dir, ".next", { REDIS_URL: "redis://cache:6379" })).toBeNull();
    expect(standaloneConfig(process.cwd(), ".next")).toBeNull();
  });
});
