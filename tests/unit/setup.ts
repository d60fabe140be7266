import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The process's structured log (lib/backend/log-core.mjs) writes nothing in unit tests; a test that
// reads the log captures it (tests/unit/support/log-capture.ts).
process.env.LOG_LEVEL ??= "silent";

afterEach(() => {
  cleanup();
  // Node-environment tests (backend, client) have no browser storage.
  if (typeof window === "undefined") return;
  sessionStorage.clear();
  localStorage.clear();
});
