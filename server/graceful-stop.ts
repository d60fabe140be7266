// How the entry server stops on SIGTERM or SIGINT: the four steps of docs/operating.md
// "Stopping: drain" (draining at once, `drainMs`, `requestsMs`, what the process opened).
import type { Server, ServerResponse } from "node:http";
import { closeResources, isDraining, startDraining, type CloseResult } from "../lib/backend/drain.ts";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Marks an answer of a draining process as the connection's last ("Connection: close"): a
 * keep-alive connection closed by the server between two requests races the next request the
 * other side is already sending, which then fails; closed after an answer that said so, it does not.
 */
export function closeConnectionWhenDraining(res: ServerResponse): void {
  if (isDraining()) res.setHeader("Connection", "close");
}

const openConnections = (server: Server): Promise<number> => new Promise((resolve) => server.getConnections((error, count) => resolve(error ? -1 : count)));

/** The four steps; resolves when the process may exit. Never rejects. */
export async function drainAndClose(
  server: Server,
  { signal, drainMs, requestsMs, log, close = closeResources }: {
    signal: string;
    drainMs: number;
    requestsMs: number;
    log: (level: "info" | "warn", fields: Record<string, unknown>) => void;
    close?: () => Promise<CloseResult[]>;
  },
): Promise<void> {
  startDraining();
  log("info", { event: "server.drain", signal, drainSeconds: drainMs / 1000 });
  if (drainMs > 0) await sleep(drainMs);

  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  server.closeIdleConnections();
  const open = await openConnections(server);
  log("info", { event: "server.closing", openConnections: open });
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([closed, new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), requestsMs)))]);
  clearTimeout(timer);
  if (!finished) {
    log("warn", { event: "server.requests-cut", afterSeconds: requestsMs / 1000, openConnections: await openConnections(server) });
    server.closeAllConnections();
  }

  const results = await close();
  for (const result of results) {
    if (!result.closed) log("warn", { event: "server.close-failed", resource: result.name, error: result.error });
  }
  log("info", { event: "server.stopped", closed: results.filter((r) => r.closed).map((r) => r.name) });
}
