import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Node-environment tests (backend, client) have no browser storage.
  if (typeof window === "undefined") return;
  sessionStorage.clear();
  localStorage.clear();
});
