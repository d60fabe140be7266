/**
 * Server configuration of the /api proxy, read from the environment (see .env.example). Read at
 * call time, not import time, so tests can set variables before a request.
 */
export const backendConfig = {
  /**
   * The backend's base URL: the operator's API, or the sandbox server (SANDBOX=1 without
   * BACKEND_URL: instrumentation.ts starts it and sets this variable). Never empty once the
   * server has started (startupProblems refuses to start without it).
   */
  backendUrl: () => (process.env.BACKEND_URL ?? "").replace(/\/+$/, ""),
  /** The backend is the sandbox server (SANDBOX=1): its admin calls and health check exist. */
  sandbox: () => process.env.SANDBOX === "1",
  /**
   * Headers sent with every backend call (an API key, a bearer token): BACKEND_HEADERS, a JSON
   * object of strings ({"Authorization": "Bearer …"}). Never logged, never sent to the browser.
   */
  backendHeaders: (): Record<string, string> => parseBackendHeaders(process.env.BACKEND_HEADERS),
  /** How long a page made of the catalogue is served before it is made again (ISR), in seconds. */
  catalogueRevalidateSeconds: () => positiveWhole(process.env.CATALOGUE_REVALIDATE_SECONDS) ?? 600,
  /**
   * How long the proxy waits for the operator's API. Below the browser client's 20 s so that a slow
   * backend gets the proxy's 504 with a Portuguese message rather than a bare client timeout.
   */
  backendTimeoutMs: () => Number(process.env.BACKEND_TIMEOUT_MS) || 15_000,
  /** Largest request body the proxy reads (issue #3: 64 KiB, then 413). */
  maxBodyBytes: 64 * 1024,
  /**
   * How long a request body may take to arrive (issue #7 §6): a client trickling bytes is cut off
   * with 408 instead of holding a connection for minutes. API_BODY_TIMEOUT_MS, default 10 s.
   */
  bodyTimeoutMs: () => Number(process.env.API_BODY_TIMEOUT_MS) || 10_000,
  /** Folder of the sandbox database and the generated session secret. */
  dataDir: () => process.env.DATA_DIR || "data",
  /** Force the Secure flag on the lead cookie even when the request did not come over https. */
  cookieSecure: () => process.env.COOKIE_SECURE === "true",
  /** Shared rate-limit counters (redis:// or rediss://); empty means counted in this process. */
  redisUrl: () => process.env.REDIS_URL ?? "",
  /**
   * How long one Redis command may take before the proxy counts in this process instead. Redis
   * answers in well under a millisecond nearby; a Redis that hangs must not hold requests.
   */
  redisTimeoutMs: () => Number(process.env.REDIS_TIMEOUT_MS) || 250,
};

function positiveWhole(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers the storefront sets itself: BACKEND_HEADERS may not replace them. */
const OWN_HEADERS = new Set(["accept", "content-type", "content-length", "host", "x-request-id", "idempotency-key", "traceparent", "tracestate"]);

/** BACKEND_HEADERS read as a JSON object of header names to string values; throws on anything else. */
export function parseBackendHeaders(raw: string | undefined): Record<string, string> {
  if (!raw || !raw.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error("BACKEND_HEADERS must be a JSON object of strings, e.g. {\"Authorization\": \"Bearer …\"}");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("BACKEND_HEADERS must be a JSON object of strings");
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    if (!HEADER_NAME.test(name) || OWN_HEADERS.has(name.toLowerCase())) throw new Error(`BACKEND_HEADERS: "${name}" cannot be set`);
    if (typeof v !== "string" || /[\r\n\0]/.test(v)) throw new Error(`BACKEND_HEADERS: the value of "${name}" must be a one-line string`);
    headers[name] = v;
  }
  return headers;
}

/**
 * Why the server must not start with this environment, or an empty list. The rule of a fleet:
 * BACKEND_URL (a real deployment) or REDIS_URL (shared counters, so several instances) means
 * several servers, and each must sign and read the lead cookie with the same SESSION_SECRET. The
 * secret ownership.ts otherwise generates into DATA_DIR differs per server: every request that
 * lands on another instance would answer 403 "not-owner". Checked at start by instrumentation.ts.
 */
export function startupProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const sandbox = env.SANDBOX === "1";
  if (!(env.BACKEND_URL ?? "").trim() && !sandbox) {
    problems.push(
      "BACKEND_URL is not set: point it at the operator's API (https://api.example.com/v1). To run on the sandbox " +
        "backend instead (test data, fault scenarios), set SANDBOX=1: the storefront then starts the sandbox server itself.",
    );
  }
  const backend = (env.BACKEND_URL ?? "").trim();
  if (backend && !/^https?:\/\/[^/]/.test(backend)) problems.push("BACKEND_URL must be an http:// or https:// URL.");
  try {
    parseBackendHeaders(env.BACKEND_HEADERS);
  } catch (error) {
    problems.push((error as Error).message);
  }
  // The operator's API (not the sandbox) or shared counters mean a real deployment of several servers.
  const fleet = [...(backend && !sandbox ? ["BACKEND_URL"] : []), ...((env.REDIS_URL ?? "").trim() ? ["REDIS_URL"] : [])];
  if (fleet.length && (env.SESSION_SECRET ?? "").trim() === "") {
    problems.push(
      `SESSION_SECRET is required when ${fleet.join(" or ")} is set: every instance must sign the lead cookie with ` +
        "the same key (32+ random bytes, e.g. `openssl rand -base64 32`), or visitors get 403 when the load balancer " +
        "moves them to another instance.",
    );
  }
  const redis = (env.REDIS_URL ?? "").trim();
  if (redis && !/^rediss?:\/\/[^/]/.test(redis)) problems.push("REDIS_URL must be a redis:// or rediss:// URL (redis://host:6379/0).");
  return problems;
}
