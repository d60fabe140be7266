// The process's structured log: one pino logger, JSON lines on standard output, shared by the
// entry server (server/main.ts: access lines of pages and assets), the app (lib/backend/log.ts:
// the /api proxy, Redis, errors) and the Redis cache handler (lib/backend/cache-handler.ts).
//
// Callers log fixed fields only (ids, templates, codes, numbers): that is the first net. The
// redaction below is the second one, for a personal field that slips into a log call anyway.
import os from "node:os";
import { isSpanContextValid, trace, type Span } from "@opentelemetry/api";
import pino, { type Logger, type LoggerOptions } from "pino";
import { buildId } from "./build-info.ts";

/** The trace of a line: none without tracing or outside a span. */
export interface TraceIds {
  trace_id?: string;
  span_id?: string;
}

/**
 * Field names that hold personal data in the contract's bodies (lib/api/contract) and the
 * transport (cookies, client addresses). Any of them, at the top of a line or up to two objects
 * deep, is written as "[redacted]".
 */
export const PERSONAL_FIELDS: readonly string[] = [
  "cpf",
  "cnpj",
  "documentNumber",
  "birth_date",
  "birthDate",
  "mothers_name",
  "motherName",
  "name",
  "phone",
  "phone2",
  "telephone",
  "email",
  "bankInfo",
  "agency",
  "account",
  "account_number",
  "address",
  "cep",
  "number",
  "complement",
  "cookie",
  "authorization",
  "ip",
  "clientIp",
  "remoteAddress",
  "x-forwarded-for",
];

/** pino `redact` paths: each field at depth 0, 1 and 2 (quoted: some names hold a dash). */
export const REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) => {
  const key = `["${field}"]`;
  return [key, `*${key}`, `*.*${key}`];
});

export const CENSOR = "[redacted]";

const errorClass = (error: unknown): { type: string } => ({ type: error instanceof Error ? error.name : typeof error });

/**
 * The trace and span of the active OpenTelemetry span (a request traced by instrumentation.ts,
 * a backend call's span), so a line can be found from its trace and the other way round; none
 * without tracing or outside a span. Ids only: random numbers, nothing of the request.
 */
export function traceFields(span: Span | undefined): TraceIds {
  const context = span?.spanContext();
  if (!context || !isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}

/** pino's mixin: added to every line when it is written (the active span is per request). */
export const traceMixin = (): TraceIds => traceFields(trace.getActiveSpan());

/**
 * The trace of an answer, for a line written after it is sent (the entry server's access line, on
 * the response's "finish", where no span is active any more): the ids of the span that was active
 * when `res` sent its head, i.e. Next's request span or one of its children when tracing is on.
 * Wraps `res.writeHead` (Node's write and end send an implicit head through it too); returns a
 * function that gives those ids, none if the head went out outside a span or not yet.
 */
export function traceAtHead<T extends { writeHead: (...args: never[]) => unknown }>(res: T): () => TraceIds {
  let fields: TraceIds = {};
  let seen = false;
  const writeHead = res.writeHead;
  res.writeHead = function (this: T, ...args: Parameters<T["writeHead"]>) {
    if (!seen) {
      seen = true;
      fields = traceMixin();
    }
    return writeHead.apply(this, args);
  } as T["writeHead"];
  return () => fields;
}

/**
 * Options of every logger of the process: the level as a word ("info", not 30), ISO time, pid,
 * host (which instance of a fleet wrote the line) and build id (which release: .next/BUILD_ID,
 * "unknown" when unbuilt), the active span's trace_id and span_id, no message text unless a caller
 * passes one, and an error logged as its class name only (an error's message may echo input).
 * LOG_LEVEL sets the level (default info; tests set "silent").
 */
export function loggerOptions(level: string = process.env.LOG_LEVEL || "info"): LoggerOptions {
  return {
    level,
    base: { pid: process.pid, hostname: os.hostname(), build_id: buildId() ?? "unknown" },
    mixin: traceMixin,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: errorClass },
    // pino would copy the message of an Error under its errorKey into "msg": no key is that one,
    // and an Error passed on its own is logged as { err } (its class name), never its message.
    errorKey: "\u0000error",
    hooks: {
      logMethod(args, method) {
        // pino's own type for a log call's arguments; the first may be an Error passed on its own.
        if (args[0] instanceof Error) args[0] = { err: args[0] };
        return method.apply(this, args);
      },
    },
  };
}

const GLOBAL_KEY = Symbol.for("ultrafibra.logger");

/**
 * The process's logger (created on first use, kept on globalThis so that the entry server, the
 * app bundle and the cache handler write through one destination): synchronous writes to file
 * descriptor 1, so a crash loses no line and lines never interleave mid-way.
 */
export function processLogger(): Logger {
  const g = globalThis as Record<symbol, Logger | undefined>;
  let logger = g[GLOBAL_KEY];
  if (!logger) {
    logger = pino(loggerOptions(), pino.destination({ dest: 1, sync: true }));
    g[GLOBAL_KEY] = logger;
  }
  return logger;
}

/**
 * A logger writing to standard error (synchronously), for the lines that must be there: why the
 * server refuses to start (lib/backend/startup.ts), the last thing a failing start prints.
 */
export function stderrLogger(): Logger {
  // Whatever LOG_LEVEL says: a refused start must say why.
  return pino(loggerOptions("info"), pino.destination({ dest: 2, sync: true }));
}

/**
 * Sends the process's log to `destination` (an object with `write(line)`) at `level`, until the
 * returned function puts the previous logger back. For tests that read what was logged.
 */
export function logTo(destination: { write(line: string): unknown }, level = "info"): () => void {
  const g = globalThis as Record<symbol, Logger | undefined>;
  const previous = g[GLOBAL_KEY];
  g[GLOBAL_KEY] = pino(loggerOptions(level), destination);
  return () => {
    g[GLOBAL_KEY] = previous;
  };
}
