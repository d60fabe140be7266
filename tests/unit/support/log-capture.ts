import { logTo } from "@/lib/backend/log-core";

/** A line of the process's log as written (JSON), parsed. */
export type LogLine = Record<string, unknown>;

export interface CapturedLog {
  /** The raw text written, every line. */
  text(): string;
  /** The lines written so far, parsed. */
  lines(): LogLine[];
  /** Lines of one event ("api", "redis.down", …). */
  events(event: string): LogLine[];
  /** Puts the previous logger back. */
  restore(): void;
}

/**
 * Catches what the process's pino logger writes (lib/backend/log-core.ts) at info level and
 * above, until restore(). Tests otherwise log nothing (tests/unit/setup.ts sets LOG_LEVEL=silent).
 */
export function captureLog(level = "info"): CapturedLog {
  const raw: string[] = [];
  const restore = logTo({ write: (line: string) => raw.push(line) }, level);
  const lines = () => raw.join("").split("\n").filter(Boolean).map((line) => JSON.parse(line) as LogLine);
  return {
    text: () => raw.join(""),
    lines,
    events: (event) => lines().filter((line) => line.event === event),
    restore,
  };
}

/** A line without the fields every line has (time, pid, host, build id), for exact comparisons. */
export function withoutBase(line: LogLine): LogLine {
  const rest = { ...line };
  for (const key of ["time", "pid", "hostname", "build_id"]) delete rest[key];
  return rest;
}
