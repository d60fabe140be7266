/** Types of metrics-server.mjs (plain JavaScript, started by the entry server). */
import type { Server } from "node:http";
export function startMetricsServer(options: {
  port: number;
  host: string;
  log: (level: "info" | "error", fields: Record<string, unknown>) => void;
}): Promise<Server | null>;
