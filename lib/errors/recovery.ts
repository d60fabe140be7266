/**
 * What an error boundary can learn from the value it caught, without showing it: the error's
 * message and stack may carry what the visitor typed, so only these two facts leave it.
 */

/**
 * How "Tentar novamente" retries. A screen's chunk that failed to load (a network drop, or a new
 * deployment that removed the old chunk) cannot be retried in place: next/dynamic wraps the import
 * in React.lazy, which keeps the rejected import for the life of the page, so re-rendering the
 * segment would throw the same error again. Only a fresh document fetches the chunk again (the
 * order is kept: it lives in the browser's storage). Anything else is worth Next's retry(), which
 * re-fetches the segment from the server and renders it again without leaving the page.
 */
export type Recovery = "retry" | "reload";

/** Webpack and Turbopack both name their failed chunk loads ChunkLoadError. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === "ChunkLoadError";
}

export function recoveryFor(error: unknown): Recovery {
  return isChunkLoadError(error) ? "reload" : "retry";
}

/**
 * The digest Next gives an error thrown on the server (a hash that matches the server's log),
 * or null. Errors thrown in the browser have none.
 */
export function errorDigest(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("digest" in error)) return null;
  const { digest } = error;
  return typeof digest === "string" && /^[\w-]{1,64}$/.test(digest) ? digest : null;
}
