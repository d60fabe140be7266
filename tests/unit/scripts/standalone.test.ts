// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { assembleStandalone, CACHE_HANDLER, ENTRY_FILES, entryClosure, imageConfigSource, relativeImports } from "@/scripts/standalone";

/** The container image's files and config: what scripts/standalone.ts ships and how Next reads it there. */

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

describe("the image's copy of the standalone build", () => {
  it("keeps Next's links to its server externals relative, so they resolve where the image puts them", () => {
    const root = mkdtempSync(join(tmpdir(), "uf-standalone-root-"));
    const target = mkdtempSync(join(tmpdir(), "uf-standalone-out-"));
    try {
      const write = (file: string, text = "") => {
        mkdirSync(join(root, file, ".."), { recursive: true });
        writeFileSync(join(root, file), text);
      };
      write(".next/standalone/node_modules/pino/index.js", "module.exports = 1;");
      mkdirSync(join(root, ".next/standalone/.next/node_modules"), { recursive: true });
      symlinkSync("../../node_modules/pino", join(root, ".next/standalone/.next/node_modules/pino-28069d5257187539"));
      write(".next/static/chunks/a.js");
      write(".next/required-server-files.json", JSON.stringify({ config: {} }));
      write("public/icon.svg");
      for (const file of ENTRY_FILES) write(file);
      assembleStandalone(root, target, ".next");
      expect(readlinkSync(join(target, ".next/node_modules/pino-28069d5257187539"))).toBe("../../node_modules/pino");
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  });
});

describe("the config of the server in the image", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "uf-standalone-config-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The default export of the image's next.config.mjs, read by Node in a process with `env`. */
  const configWith = (env: Record<string, string>) => {
    const config = { distDir: ".next", trailingSlash: true, output: "standalone", cacheHandler: "/build/lib/backend/cache-handler.ts" };
    writeFileSync(join(dir, "next.config.mjs"), imageConfigSource(config));
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", `import c from ${JSON.stringify(pathToFileURL(join(dir, "next.config.mjs")).href)}; console.log(JSON.stringify(c))`], { env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", ...env }, encoding: "utf8" });
    return JSON.parse(run.stdout) as Record<string, unknown>;
  };

  it("is the build's own, read by Next from the image; the cache handler decided by REDIS_URL at start", () => {
    expect(configWith({})).toEqual({ distDir: ".next", trailingSlash: true });
    expect(configWith({ REDIS_URL: "redis://cache:6379" })).toEqual({ distDir: ".next", trailingSlash: true, cacheHandler: join(dir, CACHE_HANDLER) });
  });
});
