import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/policy.mjs";

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  trailingSlash: true,
  // NEXT_DIST_DIR lets two builds of the same checkout run side by side (default .next).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // SOURCEMAPS=1 emits browser source maps, to attribute a CPU profile to modules (README, Performance).
  productionBrowserSourceMaps: process.env.SOURCEMAPS === "1",
  reactStrictMode: true,
  // The sandbox's embedded PostgreSQL (WASM files read at run time), the pg driver and the Redis
  // client with its rate limiter (loaded only with REDIS_URL) stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "ioredis", "rate-limiter-flexible"],
  // next dev gets its policy here. In production the entry server (scripts/server.mjs) sets the
  // security headers on every answer, with each page's own script hashes; under a plain
  // `next start` this policy allows no inline script at all, so pages do not hydrate there (use
  // `npm start`).
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ dev }) }];
  },
};

export default nextConfig;
