/**
 * Server configuration of the /api proxy, read from the environment (see .env.example). Read at
 * call time, not import time, so tests can set variables before a request.
 */
export const backendConfig = {
  /** The operator's API; empty means the embedded sandbox. */
  backendUrl: () => (process.env.BACKEND_URL ?? "").replace(/\/+$/, ""),
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

/**
 * Why the server must not start with this environment, or an empty list. The rule of a fleet:
 * BACKEND_URL (a real deployment) or REDIS_URL (shared counters, so several instances) means
 * several servers, and each must sign and read the lead cookie with the same SESSION_SECRET. The
 * secret ownership.ts otherwise generates into DATA_DIR differs per server: every request that
 * lands on another instance would answer 403 "not-owner". Checked at start by instrumentation.ts.
 */
export function startupProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const fleet = ["BACKEND_URL", "REDIS_URL"].filter((name) => (env[name] ?? "").trim() !== "");
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
