import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { handlers, recorded } from "./handlers";

export const server = setupServer(...handlers);

/** Starts msw for the file's tests; an unhandled request fails the test. */
export function startMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    recorded.length = 0;
  });
  afterAll(() => server.close());
  return server;
}
