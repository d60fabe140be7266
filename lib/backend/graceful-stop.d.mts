/** Types of graceful-stop.mjs (plain JavaScript, used by the entry server). */
import type { Server, ServerResponse } from "node:http";
export function closeConnectionWhenDraining(res: ServerResponse): void;
export function drainAndClose(
  server: Server,
  options: {
    signal: string;
    drainMs: number;
    requestsMs: number;
    log: (level: "info" | "warn", fields: Record<string, unknown>) => void;
    close?: () => Promise<{ name: string; closed: boolean; error?: string }[]>;
  },
): Promise<void>;
