// Whether this process is draining (a SIGTERM or SIGINT arrived: scripts/server.mjs), and what it
// closes once its last request is answered. Kept on globalThis, like the logger: the entry server
// sets the flag and the app bundle reads it (/readyz answers 503 at once, lib/backend/readiness.ts),
// and each realm registers the resources it opened (Redis connections, the trace exporter, the
// sandbox child). Plain JavaScript: the entry server and the cache handler load it uncompiled.

const KEY = Symbol.for("ultrafibra.drain");

/** How long one resource may take to close (a Redis QUIT, the last trace batch) before it is left. */
export const CLOSE_TIMEOUT_MS = 5_000;

/**
 * @typedef {{ draining: boolean, closers: Map<string, () => Promise<unknown> | unknown> }} DrainState
 * @returns {DrainState}
 */
function state() {
  const g = /** @type {Record<symbol, DrainState | undefined>} */ (globalThis);
  let current = g[KEY];
  if (!current) {
    current = { draining: false, closers: new Map() };
    g[KEY] = current;
  }
  return current;
}

export const isDraining = () => state().draining;

/** From now on /readyz answers 503 (the balancer takes this instance out); nothing else changes. */
export function startDraining() {
  state().draining = true;
}

/**
 * Registers what to close when the process stops, under a name (registering the same name again
 * replaces it: a module reloaded, a client replaced).
 * @param {string} name
 * @param {() => Promise<unknown> | unknown} close
 */
export function onShutdown(name, close) {
  state().closers.set(name, close);
}

/**
 * Closes every registered resource, in parallel, each within `timeoutMs`; answers how each went
 * (an error as its class or code only). Never throws: the process exits after it either way.
 * @param {number} [timeoutMs]
 * @returns {Promise<{ name: string, closed: boolean, error?: string }[]>}
 */
export async function closeResources(timeoutMs = CLOSE_TIMEOUT_MS) {
  const closers = [...state().closers];
  state().closers.clear();
  return Promise.all(
    closers.map(async ([name, close]) => {
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "timeout" })), timeoutMs);
      });
      try {
        await Promise.race([Promise.resolve().then(close), late]);
        return { name, closed: true };
      } catch (error) {
        const code = typeof error === "object" && error && "code" in error && typeof error.code === "string" ? error.code : error instanceof Error ? error.name : typeof error;
        return { name, closed: false, error: code };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}

/** For tests: not draining, nothing registered. */
export function resetDrain() {
  state().draining = false;
  state().closers.clear();
}
