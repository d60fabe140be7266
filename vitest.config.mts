import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Exact match first: the landing islands (next/dynamic) are read directly in unit tests.
    alias: [
      { find: /^@\/components\/landing\/islands$/, replacement: fileURLToPath(new URL("tests/unit/support/islands-static.ts", import.meta.url)) },
      { find: "@", replacement: fileURLToPath(new URL(".", import.meta.url)) },
    ],
  },
  test: {
    environment: "jsdom",
    // Worker threads, not forked processes: the same isolation per file (each file its own
    // worker, env and globals), about 20 s less of the ~150 s run on this 2-core machine.
    pool: "threads",
    globals: true,
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
