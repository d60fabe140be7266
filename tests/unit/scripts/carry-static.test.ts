// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { carryStatic, OWN_FILES, staticFiles } from "@/scripts/carry-static";
import { dockerfileFacts, ROOT } from "../support/deploy";

/**
 * A rolling deploy's static files: each release's image carries the previous release's
 * own /_next/static files beside its own (scripts/carry-static.ts, run by the Dockerfile's build
 * stage with the previous image mounted), never over one of its own, and only one release back.
 */

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "uf-carry-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build's .next with the given static files (path under static/ → content). */
function build(name: string, files: Record<string, string>): string {
  const next = path.join(dir, name, ".next");
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(next, "static", rel)), { recursive: true });
    writeFileSync(path.join(next, "static", rel), content);
  }
  return next;
}
const read = (next: string, rel: string) => readFileSync(path.join(next, "static", rel), "utf8");

describe("carry-static", () => {
  it("the first release (nothing mounted): lists its own files, carries nothing", () => {
    const a = build("a", { "chunks/a1.js": "A1", "css/a.css": "A", "BUILD_A/_buildManifest.js": "mA" });
    expect(carryStatic(path.join(dir, "missing", ".next"), a)).toEqual({ own: 3, carried: 0, kept: 0 });
    expect(readFileSync(path.join(a, OWN_FILES), "utf8").split("\n").filter(Boolean)).toEqual(["static/BUILD_A/_buildManifest.js", "static/chunks/a1.js", "static/css/a.css"]);
  });

  it("the next release gets the previous one's own files beside its own, and keeps its own when a name is in both", () => {
    const a = build("a", { "chunks/a1.js": "A1", "chunks/shared.js": "same name, A's bytes", "BUILD_A/_buildManifest.js": "mA" });
    carryStatic(path.join(dir, "none"), a);
    const b = build("b", { "chunks/b1.js": "B1", "chunks/shared.js": "same name, B's bytes", "BUILD_B/_buildManifest.js": "mB" });
    expect(carryStatic(a, b)).toEqual({ own: 3, carried: 2, kept: 1 });
    expect(staticFiles(b)).toEqual(["static/BUILD_A/_buildManifest.js", "static/BUILD_B/_buildManifest.js", "static/chunks/a1.js", "static/chunks/b1.js", "static/chunks/shared.js"]);
    expect(read(b, "chunks/a1.js")).toBe("A1");
    expect(read(b, "chunks/shared.js")).toBe("same name, B's bytes");
    // Its list names its own files only: the next release carries B's, not A's again.
    expect(readFileSync(path.join(b, OWN_FILES), "utf8")).not.toMatch(/a1\.js|BUILD_A/);
  });

  it("carries one release back only: C has B's files, not the A files B carried", () => {
    const a = build("a", { "chunks/a1.js": "A1" });
    carryStatic(path.join(dir, "none"), a);
    const b = build("b", { "chunks/b1.js": "B1" });
    carryStatic(a, b);
    const c = build("c", { "chunks/c1.js": "C1" });
    expect(carryStatic(b, c)).toEqual({ own: 1, carried: 1, kept: 0 });
    expect(staticFiles(c)).toEqual(["static/chunks/b1.js", "static/chunks/c1.js"]);
  });

  it("an image from before the list: all of its static files are carried", () => {
    const old = build("old", { "chunks/o1.js": "O1", "media/font.woff2": "F" });
    const b = build("b", { "chunks/b1.js": "B1" });
    expect(carryStatic(old, b)).toEqual({ own: 1, carried: 2, kept: 0 });
    expect(read(b, "media/font.woff2")).toBe("F");
  });

  it("copies nothing a list names outside static/ (the list comes from another image)", () => {
    const a = build("a", { "chunks/a1.js": "A1" });
    writeFileSync(path.join(a, "secret.txt"), "no");
    writeFileSync(path.join(a, OWN_FILES), "static/chunks/a1.js\nsecret.txt\nstatic/../secret.txt\nstatic/chunks/gone.js\n");
    const b = build("b", { "chunks/b1.js": "B1" });
    expect(carryStatic(a, b)).toEqual({ own: 1, carried: 1, kept: 0 });
    expect(staticFiles(b)).toEqual(["static/chunks/a1.js", "static/chunks/b1.js"]);
  });
});

describe("the Dockerfile's rolling-deploy input", () => {
  const text = readFileSync(path.join(ROOT, "Dockerfile"), "utf8").replace(/\\\n/g, " ");

  it("PREVIOUS_IMAGE defaults to scratch (an empty stage), so a build without it works", () => {
    const facts = dockerfileFacts();
    expect(facts.args.PREVIOUS_IMAGE).toBe("scratch");
    expect(text).toMatch(/^FROM \$\{PREVIOUS_IMAGE\} AS previous$/m);
    // Not the image's stage: a plain `docker build .` still makes the storefront.
    expect(facts.lastStage).toBe("run");
  });

  it("the build stage mounts it and carries its /app/.next, where the run stage keeps .next", () => {
    expect(text).toMatch(/^RUN --mount=type=bind,from=previous,target=\/previous node scripts\/carry-static\.ts \/previous\/app\/\.next \/out-next\/\.next$/m);
    const run = text.slice(text.search(/^FROM \S+ AS run$/m));
    expect(run).toMatch(/^WORKDIR \/app$/m);
    expect(run).toMatch(/^COPY --from=build (--chown=\S+ )?\/out-next\/ \.\/$/m);
  });
});
