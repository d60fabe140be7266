import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", "out/**", "node_modules/**", "next-env.d.ts", "bench/**", "test-results/**", "playwright-report/**", ".reports/**"]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use @/components/ui/SiteLink (no automatic prefetch on phones)." }] },
      ],
    },
  },
  {
    files: ["components/ui/SiteLink.tsx", "tests/**"],
    rules: { "no-restricted-imports": "off" },
  },
]);
