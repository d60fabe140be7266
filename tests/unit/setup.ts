import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The process's structured log (lib/backend/log-core.ts) writes nothing in unit tests; a test that
// reads the log captures it (tests/unit/support/log-capture.ts).
process.env.LOG_LEVEL ??= "silent";

// imask loads with a masked field's first focus (components/ui/useInputMask.ts). Loaded here
// once per test file, so the fields of the tests are masked from their first keys instead of a
// busy machine's module load later; ui-masked-lazy.test.tsx mocks it to test the late arrival.
if (typeof window !== "undefined") await import("imask");

afterEach(() => {
  cleanup();
  // Node-environment tests (backend, client) have no browser storage.
  if (typeof window === "undefined") return;
  sessionStorage.clear();
  localStorage.clear();
});
