// Whether this process is draining (a SIGTERM or SIGINT arrived: server/main.ts), and what it
// closes once its last request is answered. Kept on globalThis, like the logger: the entry server
// sets the flag and the app bundle reads it (/readyz answers 503 at once, lib/backend/readiness.ts),
// and each realm registers the resources it opened (Redis connections, the trace exporter, the
// sandbox child).

const KEY = Symbol.for("ultrafibra.drain");

/** How one resource's close went. */
export interface CloseResult {
  name: string;
  closed: boolean;
  error?: string;
}

/** How long one resource may take to close (a Redis QUIT, the last trace batch) before it is left. */
export const CLOSE_TIMEOUT_MS = 5_000;

type Closer = () => Promise<unknown> | unknown;
interface DrainState {
  draining: boolean;
  closers: Map<string, Closer>;
}

function state(): DrainState {
  const g = globalThis as Record<symbol, DrainState | undefined>;
  let current = g[KEY];
  if (!current) {
    current = { draining: false, closers: new Map() };
    g[KEY] = current;
  }
  return current;
}

export const isDraining = (): boolean => state().draining;

/** From now on /readyz answers 503 (the balancer takes this instance out); nothing else changes. */
export function startDraining(): void {
  state().draining = true;
}

/**
 * Registers what to close when the process stops, under a name (registering the same name again
 * replaces it: a module reloaded, a client replaced).
 */
export function onShutdown(name: string, close: Closer): void {
  state().closers.set(name, close);
}

/**
 * Closes every registered resource, in parallel, each within `timeoutMs`; answers how each went
 * (an error as its class or code only). Never throws: the process exits after it either way.
 */
export async function closeResources(timeoutMs: number = CLOSE_TIMEOUT_MS): Promise<CloseResult[]> {
  const closers = [...state().closers];
  state().closers.clear();
  return Promise.all(
    closers.map(async ([name, close]): Promise<CloseResult> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
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
export function resetDrain(): void {
  state().draining = false;
  state().closers.clear();
}
