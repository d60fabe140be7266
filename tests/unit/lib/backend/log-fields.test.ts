// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { context, ROOT_CONTEXT, trace, TraceFlags, type Context, type ContextManager } from "@opentelemetry/api";
import { once } from "node:events";
import http from "node:http";
import { CENSOR, loggerOptions, traceAtHead, traceFields, traceMixin } from "@/lib/backend/log-core";
import { logEvent, logRequest } from "@/lib/backend/log";
import { log as sandboxLog, sandboxLogTo } from "@/sandbox/log";
import { captureLog } from "../../support/log-capture";

/**
 * The fields every log line carries: the build it comes from, and the trace and span
 * of the OpenTelemetry span it was written in, so a line leads to its trace and back. The personal
 * field names stay redacted with them.
 */

const SPAN = { traceId: "0af7651916cd43dd8448eb211c80319c", spanId: "b7ad6b7169203331", traceFlags: TraceFlags.SAMPLED };

/**
 * A synchronous context manager for the test (the SDK's uses AsyncLocalStorage): `with` makes a
 * context active for the duration of the call, as a traced request's handler runs inside its span.
 */
class StackContextManager implements ContextManager {
  private stack: Context[] = [];
  active(): Context {
    return this.stack.at(-1) ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    this.stack.push(ctx);
    try {
      return fn.call(thisArg, ...args);
    } finally {
      this.stack.pop();
    }
  }
  bind<T>(_ctx: Context, target: T): T {
    return target;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.stack = [];
    return this;
  }
}

/** Runs `fn` with a span of SPAN's ids active. */
function inSpan<T>(fn: () => T): T {
  return context.with(trace.setSpan(context.active(), trace.wrapSpanContext(SPAN)), fn);
}

beforeAll(() => {
  context.setGlobalContextManager(new StackContextManager());
});
afterAll(() => {
  context.disable();
});

describe("trace fields", () => {
  it("are the active span's trace and span ids, and nothing outside a span or for an invalid one", () => {
    expect(traceFields(trace.wrapSpanContext(SPAN))).toEqual({ trace_id: SPAN.traceId, span_id: SPAN.spanId });
    expect(traceFields(undefined)).toEqual({});
    expect(traceFields(trace.wrapSpanContext({ traceId: "0".repeat(32), spanId: "0".repeat(16), traceFlags: 0 }))).toEqual({});
    expect(traceMixin()).toEqual({});
    expect(inSpan(() => traceMixin())).toEqual({ trace_id: SPAN.traceId, span_id: SPAN.spanId });
  });

  it("are on the lines written inside a span, and only on those", () => {
    const log = captureLog();
    try {
      logEvent("info", "outside");
      inSpan(() => logRequest({ requestId: "lb-1234abcd", method: "GET", route: "banks", status: 200, ms: 4 }));
    } finally {
      log.restore();
    }
    const [outside, inside] = log.lines();
    expect(outside).not.toHaveProperty("trace_id");
    expect(outside).not.toHaveProperty("span_id");
    expect(inside).toMatchObject({ event: "api", trace_id: SPAN.traceId, span_id: SPAN.spanId });
  });
});

describe("the build id", () => {
  const KEY = Symbol.for("ultrafibra.build-info");
  let dir = "";
  beforeEach(() => {
    // The build id is read once per process: forget it so that this test's build is read.
    Reflect.deleteProperty(globalThis, KEY);
    dir = mkdtempSync(join(tmpdir(), "uf-build-"));
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, KEY);
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is on every line: the build's BUILD_ID, read once", () => {
    writeFileSync(join(dir, "BUILD_ID"), "build-abc123\n");
    vi.stubEnv("NEXT_DIST_DIR", dir);
    const log = captureLog();
    try {
      logEvent("info", "one");
      logEvent("warn", "two");
    } finally {
      log.restore();
    }
    expect(log.lines().map((line) => line.build_id)).toEqual(["build-abc123", "build-abc123"]);
    writeFileSync(join(dir, "BUILD_ID"), "another\n");
    expect(loggerOptions().base).toMatchObject({ build_id: "build-abc123" });
  });

  it("is \"unknown\" where nothing was built", () => {
    vi.stubEnv("NEXT_DIST_DIR", join(dir, "missing"));
    expect(loggerOptions().base).toMatchObject({ build_id: "unknown" });
  });
});

describe("redaction, with the new fields", () => {
  it("still writes every personal field as [redacted], inside a span too", () => {
    const person = { cpf: "52998224725", email: "joana@exemplo.com.br", phone: "11955554444", birth_date: "1987-03-14", bankInfo: { agency: "4321", account: "987654321" } };
    const log = captureLog();
    try {
      inSpan(() => logEvent("info", "oops", person as unknown as Record<string, string>));
    } finally {
      log.restore();
    }
    const text = log.text();
    for (const value of ["52998224725", "joana@exemplo.com.br", "11955554444", "1987-03-14", "4321", "987654321"]) expect(text).not.toContain(value);
    expect(log.lines()[0]).toMatchObject({ cpf: CENSOR, email: CENSOR, phone: CENSOR, birth_date: CENSOR, bankInfo: CENSOR, trace_id: SPAN.traceId });
  });
});

describe("the entry server's access line", () => {
  it("takes the trace of the span its answer's head was sent in (Node's implicit head too), none outside one", async () => {
    let traced: () => { trace_id?: string; span_id?: string } = () => ({});
    let untraced: () => { trace_id?: string; span_id?: string } = () => ({});
    const server = http.createServer((req, res) => {
      if (req.url === "/traced") {
        traced = traceAtHead(res);
        // res.end sends the head through res.writeHead (ServerResponse#_implicitHeader).
        inSpan(() => res.end("ok"));
      } else {
        untraced = traceAtHead(res);
        res.writeHead(200).end("ok");
      }
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as { port: number };
      for (const path of ["/traced", "/plain"]) expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
    } finally {
      server.close();
    }
    // Read after the answer, outside the span, as server/main.ts writes the line on "finish".
    expect(traceMixin()).toEqual({});
    expect(traced()).toEqual({ trace_id: SPAN.traceId, span_id: SPAN.spanId });
    expect(untraced()).toEqual({});
  });
});

describe("the sandbox server's log", () => {
  afterEach(() => vi.unstubAllEnvs());

  function sandboxLines(write: () => void): { text: string; lines: Record<string, unknown>[] } {
    const raw: string[] = [];
    const restore = sandboxLogTo({ write: (line: string) => raw.push(line) });
    try {
      write();
    } finally {
      restore();
    }
    const text = raw.join("");
    return { text, lines: text.split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  it("is pino's, with the storefront's fields: service, build id, the active span's ids", () => {
    vi.stubEnv("SANDBOX_LOG_LEVEL", "info");
    const { lines } = sandboxLines(() => {
      sandboxLog("info", { event: "sandbox.ready", url: "http://127.0.0.1:4010/" });
      inSpan(() => sandboxLog("error", { event: "sandbox.error", requestId: "r-1", call: "banks", error: "TypeError" }));
    });
    expect(lines[0]).toMatchObject({ level: "info", service: "sandbox", event: "sandbox.ready", build_id: expect.any(String), pid: process.pid, time: expect.stringMatching(/^\d{4}-/) });
    expect(lines[0]).not.toHaveProperty("trace_id");
    expect(lines[1]).toMatchObject({ level: "error", event: "sandbox.error", trace_id: SPAN.traceId, span_id: SPAN.spanId });
  });

  it("keeps SANDBOX_LOG_LEVEL, read at each call", () => {
    const { lines } = sandboxLines(() => {
      vi.stubEnv("SANDBOX_LOG_LEVEL", "warn");
      sandboxLog("info", { event: "hidden" });
      sandboxLog("warn", { event: "shown" });
      vi.stubEnv("SANDBOX_LOG_LEVEL", "silent");
      sandboxLog("error", { event: "hidden-too" });
      vi.stubEnv("SANDBOX_LOG_LEVEL", "debug");
      sandboxLog("debug", { event: "debug-shown" });
    });
    expect(lines.map((line) => line.event)).toEqual(["shown", "debug-shown"]);
  });

  it("redacts a CPF, a birth date and a bank account that reach a log call", () => {
    vi.stubEnv("SANDBOX_LOG_LEVEL", "info");
    const { text, lines } = sandboxLines(() => {
      // Deliberately wrong: no handler logs these; the redaction is the second net.
      sandboxLog("info", { event: "oops", cpf: "52998224725", lead: { birth_date: "1987-03-14", bankInfo: { agency: "4321", account: "987654321" } } });
    });
    for (const value of ["52998224725", "1987-03-14", "4321", "987654321"]) expect(text).not.toContain(value);
    expect(lines[0]).toMatchObject({ cpf: CENSOR, lead: { birth_date: CENSOR, bankInfo: CENSOR } });
  });
});
