/**
 * The sandbox server's log: one JSON line per event on stdout, never a personal value (handlers
 * log ids and, for the collaborator code, the code itself: the only way to read it).
 * SANDBOX_LOG_LEVEL (debug, info, warn, error, silent; default info).
 */
const LEVELS = ["debug", "info", "warn", "error"] as const;
export type Level = (typeof LEVELS)[number];

function threshold(): number {
  const wanted = process.env.SANDBOX_LOG_LEVEL ?? "info";
  if (wanted === "silent") return LEVELS.length;
  const index = LEVELS.indexOf(wanted as Level);
  return index < 0 ? 1 : index;
}

export function log(level: Level, fields: Record<string, unknown>): void {
  if (LEVELS.indexOf(level) < threshold()) return;
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), service: "sandbox", ...fields })}\n`);
}
