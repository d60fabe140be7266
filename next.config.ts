import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ dev }) }];
  },
};

export default nextConfig;
