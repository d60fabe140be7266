import type { APIRequestContext } from "@playwright/test";

/**
 * The header each instance of `npm run fleet` puts on its answers (server/main.ts, from
 * FLEET_INSTANCE_ID): which server behind the balancer answered.
 */
export const INSTANCE_HEADER = "x-uf-instance";

/** The instance that answered, or null (not a fleet, or the balancer's own answer). */
export const instanceOf = (answer: { headers(): Record<string, string> }): string | null => answer.headers()[INSTANCE_HEADER] ?? null;

/**
 * Whether the server under test is a fleet: E2E_BASE_URL is set and its answers name an instance.
 * (The server playwright.config.ts starts itself is one process with no instance id.)
 */
export async function isFleet(request: APIRequestContext): Promise<boolean> {
  if (!process.env.E2E_BASE_URL) return false;
  const answer = await request.get("/healthz");
  return answer.ok() && instanceOf(answer) !== null;
}

export const NOT_A_FLEET =
  "runs against a fleet only: `npm run fleet -- --e2e`, then E2E_BASE_URL=http://127.0.0.1:8080 (the server the config starts is a single instance)";
