import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/policy.ts";
import { tagSourcesFromEnv } from "./lib/security/sources.ts";

const dev = process.env.NODE_ENV === "development";
/** Written by scripts/zod-bundle.ts from lib/validation/z.ts. */
const ZOD_BUNDLE = ".zod/z.mjs";
/** The bundle, when it is there and not older than the list it was made from (a stale one could lack a function). */
function zodBundle(): string | null {
  if (!existsSync(ZOD_BUNDLE)) return null;
  if (statSync(ZOD_BUNDLE).mtimeMs >= statSync("lib/validation/z.ts").mtimeMs) return `./${ZOD_BUNDLE}`;
  console.warn(`${ZOD_BUNDLE} is older than lib/validation/z.ts: not used (npm run build remakes it).`);
  return null;
}

/**
 * A package's directory and those of its dependencies, as Node resolves them from this checkout
 * (nested node_modules first, then upward), relative to it.
 */
function packageClosure(name: string, from = "."): string[] {
  const seen = new Set<string>();
  const visit = (pkg: string, dir: string): void => {
    for (let at = path.resolve(dir); ; at = path.dirname(at)) {
      const found = path.join(at, "node_modules", pkg);
      if (existsSync(path.join(found, "package.json"))) {
        const relative = path.relative(process.cwd(), found);
        if (seen.has(relative)) return;
        seen.add(relative);
        const { dependencies = {} } = JSON.parse(readFileSync(path.join(found, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
        for (const dependency of Object.keys(dependencies)) visit(dependency, found);
        return;
      }
      if (path.dirname(at) === at) return;
    }
  };
  visit(name, from);
  return [...seen].sort();
}

/** Next reads this file at build and again when the server starts (`npm start`, `next dev`). */
export default function nextConfig(phase: string): NextConfig {
  const zod = phase === PHASE_PRODUCTION_BUILD ? zodBundle() : null;
  return {
    trailingSlash: true,
    // NEXT_DIST_DIR lets two builds of the same checkout run side by side (default .next).
    distDir: process.env.NEXT_DIST_DIR || ".next",
    poweredByHeader: false,
    // No deploymentId (docs/operating.md "Rolling deploy"): each build keeps its own random
    // BUILD_ID, which Next's client compares with the one in every RSC payload it gets, so a page
    // of one build answered by another build's server loads anew instead of mixing the two. Tried
    // with deploymentId: Next then writes one constant BUILD_ID for every build, and the pages this
    // server made at run time still carried it in their payload, without <html data-dpl-id>, while
    // its RSC answers carried x-nextjs-deployment-id: not a skew check that could be relied on.
    // SOURCEMAPS=1 emits browser source maps, to attribute a CPU profile to modules (docs/performance.md).
    productionBrowserSourceMaps: process.env.SOURCEMAPS === "1",
    reactStrictMode: true,
    // Pages and catalogue fetches made at run time are kept in memory (or the shared Redis cache
    // with REDIS_URL), never written into the build directory: a restart starts from the backend
    // and settings it is given, and two servers of one build never read each other's pages or
    // fetch periods through files.
    experimental: { isrFlushToDisk: false },
    // The sandbox's embedded PostgreSQL (WASM files read at run time), the pg driver and the Redis
    // client with its rate limiter (loaded only with REDIS_URL) stay outside the server bundle; so
    // does prom-client, so that the app and the entry server (server/main.ts) load the one copy
    // of it that Node resolves (lib/backend/metrics-core.ts), and the standalone image carries it.
    serverExternalPackages: ["@electric-sql/pglite", "pg", "ioredis", "rate-limiter-flexible", "prom-client"],
    // The build also writes {distDir}/standalone: the server with only the files it needs, for the
    // container image (Dockerfile, scripts/standalone.ts). Set for the build only: the
    // server started from this checkout reads this file again, and Next warns there that a
    // standalone build is meant for its own server (ours is server/main.ts in both places).
    ...(phase === PHASE_PRODUCTION_BUILD ? { output: "standalone" as const } : {}),
    // next() in a custom server resolves (never loads) the files of its webpack alias hook
    // (next/dist/server/config-utils.js) when it reads a config: the standalone trace leaves them
    // out, because Next's own server.js skips that hook through a private setting the entry server
    // does not use. The files webpack's shims and @babel/runtime's package.json; 2.7 MB of the image.
    // The entry server's own package, beasties (lib/backend/first-screen-css.ts), is in no page's
    // trace: it and its dependencies are named here whole.
    outputFileTracingIncludes: {
      "/*": [
        "./node_modules/next/dist/compiled/webpack/*.{js,json}",
        "./node_modules/next/dist/compiled/@babel/runtime/package.json",
        ...packageClosure("beasties").map((dir) => `./${dir}/**`),
      ],
    },
    // The browser's zod: lib/validation/z.ts bundled to the functions it lists
    // (scripts/zod-bundle.ts, run before `next build`), 10 KiB gz less on every page that parses.
    // The server keeps the module itself. Without the file (a bare `next build`) nothing changes
    // but the size.
    ...(zod ? { turbopack: { resolveAlias: { "@/lib/validation/z": { browser: zod } } } } : {}),
    // A fleet (REDIS_URL) shares the pages and fetches Next revalidates (the catalogue, with
    // BACKEND_URL) in Redis: lib/backend/cache-handler.ts. Next reads this at build (where the
    // handler stays local) and at start; the image's next.config.mjs decides at its start
    // (scripts/standalone.ts). An absolute path: Next resolves a relative one against distDir.
    ...(process.env.REDIS_URL ? { cacheHandler: require.resolve("./lib/backend/cache-handler.ts") } : {}),
    // next dev gets its policy here. In production the entry server (server/main.ts) sets the
    // security headers on every answer, with each page's own script hashes; under a plain
    // `next start` this policy allows no inline script at all, so pages do not hydrate there (use
    // `npm start`). The tag hosts of the settings (CSP_*_SRC, GTM_ID) join next dev's policy,
    // read when it starts; never a build's: the entry server adds them at its own start.
    async headers() {
      return [{ source: "/:path*", headers: securityHeaders({ dev, ...(dev ? { extra: tagSourcesFromEnv(process.env).extra } : {}) }) }];
    },
  };
}
