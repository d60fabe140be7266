import pino, { type DestinationStream, type Logger } from "pino";
import { loggerOptions } from "@/lib/backend/log-core";

/**
 * The sandbox server's log: one JSON line per event on stdout, through pino with the storefront's
 * options (lib/backend/log-core.ts: level as a word, ISO time, pid, host, build id, the active
 * span's trace_id/span_id, the personal field names redacted as a second net), plus
 * `service: "sandbox"`. Handlers log ids and, for the collaborator code, the code itself: the only
 * way to read it. SANDBOX_LOG_LEVEL (debug, info, warn, error, silent; default info), read at each
 * call so that a test can change it.
 */
const LEVELS = ["debug", "info", "warn", "error"] as const;
export type Level = (typeof LEVELS)[number];

function wantedLevel(): string {
  const wanted = process.env.SANDBOX_LOG_LEVEL ?? "info";
  return wanted === "silent" || (LEVELS as readonly string[]).includes(wanted) ? wanted : "info";
}

function createLogger(destination: DestinationStream): Logger {
  const options = loggerOptions(wantedLevel());
  return pino({ ...options, base: { ...options.base, service: "sandbox" } }, destination);
}

let logger: Logger | undefined;

export function log(level: Level, fields: Record<string, unknown>): void {
  // Synchronous writes to stdout: a crash loses no line, lines never interleave.
  logger ??= createLogger(pino.destination({ dest: 1, sync: true }));
  const wanted = wantedLevel();
  if (logger.level !== wanted) logger.level = wanted;
  logger[level](fields);
}

/** Sends the sandbox's log to `destination` until the returned function puts the previous one back (tests). */
export function sandboxLogTo(destination: DestinationStream): () => void {
  const previous = logger;
  logger = createLogger(destination);
  return () => {
    logger = previous;
  };
}
