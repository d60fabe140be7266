import { CLIENT_ADDRESS_HEADER, LEAD_HOLDER_HEADER } from "../api/contract/exchange.ts";
import { gtmScriptUrlProblem } from "../tags/container-settings.ts";

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
  /** Largest request body the proxy reads (64 KiB, then 413). */
  maxBodyBytes: 64 * 1024,
  /**
   * How long a request body may take to arrive: a client trickling bytes is cut off
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
const OWN_HEADERS = new Set(["accept", "content-type", "content-length", "host", "x-request-id", "idempotency-key", "traceparent", "tracestate", CLIENT_ADDRESS_HEADER, LEAD_HOLDER_HEADER]);

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
 * Why BACKEND_URL cannot be used, or null. A user name or password in it is refused: fetch will not
 * send such an address (every call fails) and its error message quotes the address, credentials
 * included, into the log of every failed render. They belong in BACKEND_HEADERS.
 */
export function backendUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "BACKEND_URL must be an http:// or https:// URL.";
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return "BACKEND_URL must be an http:// or https:// URL.";
  if (url.username || url.password) {
    return (
      "BACKEND_URL must not hold a user name or password: fetch refuses such an address, and its error would print " +
      "it, credentials included, in the log. Set BACKEND_URL without them and send them in BACKEND_HEADERS " +
      'instead, e.g. {"Authorization": "Basic <base64 of user:password>"}.'
    );
  }
  return null;
}

/** The shortest SESSION_SECRET accepted: `openssl rand -base64 32` gives 44 characters, `-hex 16` 32. */
export const MIN_SECRET_LENGTH = 32;
/**
 * Fewer different characters than this is a pattern someone typed ("s" 44 times, "abab…"), not
 * random bytes: 32 random hex digits have fewer than 8 different ones about once in 30 million.
 */
const MIN_DISTINCT_CHARACTERS = 8;
/**
 * Words of a value written to be replaced (the deploy templates hold CHANGE_ME) or of a phrase a
 * person made up; compared in lower case with everything but letters and digits removed, so
 * "Change-Me", "CHANGE_ME_NOW" and "my.session.secret" all match. A random value holds none of them.
 */
const PLACEHOLDER_WORDS = ["changeme", "replaceme", "placeholder", "example", "secret", "password"];

/**
 * Why a cookie-signing secret is too weak to sign with, or null: anyone who guesses it can sign a
 * lead cookie for another lead and read that lead's personal data.
 */
export function weakSecretReason(secret: string): string | null {
  const value = secret.trim();
  const words = value.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (PLACEHOLDER_WORDS.some((word) => words.includes(word))) return "a placeholder or a made-up phrase such as CHANGE_ME or my-session-secret, not random bytes";
  if (value.length < MIN_SECRET_LENGTH) return `shorter than ${MIN_SECRET_LENGTH} characters`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return "a character or a few repeated, not random bytes";
  return null;
}

const HOW_TO_MAKE_A_SECRET = "Make one of 32 random bytes, the same on every instance: `openssl rand -base64 32`.";

/**
 * Why SESSION_SECRET, when set, must not be used, or null. Whatever the mode: a weak key lets a
 * cookie be forged on a single server too. The value itself is never in the message.
 */
export function sessionSecretProblem(secret: string | undefined): string | null {
  const reason = secret ? weakSecretReason(secret) : null;
  return reason ? `SESSION_SECRET is too weak (${reason}): whoever guesses it can sign a lead cookie and read that lead's personal data. ${HOW_TO_MAKE_A_SECRET}` : null;
}

/**
 * Why SESSION_SECRET_PREVIOUS must not be used, or null: its keys still verify lead cookies, so a
 * weak old key lets a forged cookie in as surely as a weak current one. Keys are named by position.
 */
export function previousSecretsProblem(list: string | undefined): string | null {
  const keys = (list ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const weak = keys.flatMap((key, i) => {
    const reason = weakSecretReason(key);
    return reason ? [`key ${i + 1}: ${reason}`] : [];
  });
  if (!weak.length) return null;
  return (
    `SESSION_SECRET_PREVIOUS holds a weak key (${weak.join("; ")}): it still verifies lead cookies, so a cookie forged ` +
    "with it is accepted. Remove it from the list (the cookies it signed are then refused)."
  );
}

/**
 * Why the server must not start with this environment, or an empty list, one line per setting.
 * The rule of a fleet: BACKEND_URL (a real deployment) or REDIS_URL (shared counters, so several
 * instances) means several servers, and each must sign and read the lead cookie with the same
 * SESSION_SECRET. The secret ownership.ts otherwise generates into DATA_DIR differs per server:
 * every request that lands on another instance would answer 403 "not-owner". Then what would be
 * unsafe to run with at all: credentials in BACKEND_URL, a guessable SESSION_SECRET (or old key),
 * a GTM_SCRIPT_URL that could break out of the Content-Security-Policy. Checked at start by
 * instrumentation.ts.
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
  const backendProblem = backend ? backendUrlProblem(backend) : null;
  if (backendProblem) problems.push(backendProblem);
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
  } else {
    const secret = sessionSecretProblem(env.SESSION_SECRET);
    if (secret) problems.push(secret);
  }
  const previous = previousSecretsProblem(env.SESSION_SECRET_PREVIOUS);
  if (previous) problems.push(previous);
  const revalidate = env.REVALIDATE_SECRET?.trim() ? weakSecretReason(env.REVALIDATE_SECRET) : null;
  if (revalidate) {
    problems.push(
      `REVALIDATE_SECRET is too weak (${revalidate}): whoever guesses it makes every page wait for the backend again. ` +
        "Leave it unset to turn on-demand revalidation off, or make one: `openssl rand -base64 32`.",
    );
  }
  const redis = (env.REDIS_URL ?? "").trim();
  if (redis && !/^rediss?:\/\/[^/]/.test(redis)) problems.push("REDIS_URL must be a redis:// or rediss:// URL (redis://host:6379/0).");
  const gtm = gtmScriptUrlProblem(env);
  if (gtm) problems.push(gtm);
  return problems;
}
