/**
 * Request timeout. funnel §7 gives no default ("not shown"); ours is 20 000 ms: long enough for a
 * coverage lookup on a slow mobile connection, short enough that a stuck request gets the timeout
 * message instead of an endless spinner. NEXT_PUBLIC_API_TIMEOUT_MS overrides it; it is read once,
 * here, and written out literally so Next.js can inline it into the browser bundle.
 */
export const DEFAULT_TIMEOUT_MS = 20_000;

export function parseTimeout(raw: string | undefined): number {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}

export const API_TIMEOUT_MS = parseTimeout(process.env.NEXT_PUBLIC_API_TIMEOUT_MS);

/** The BFF's mount point: same origin, so no CORS and the backend host stays hidden. */
export const DEFAULT_BASE_URL = "/api";
