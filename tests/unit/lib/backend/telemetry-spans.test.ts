// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { backendSpanName, TRACER_NAME } from "@/lib/backend/backend-span";
import { remoteBackend } from "@/lib/backend/remote";
import { otlpHeaders, PrivateSpanExporter, privateSpan, safeText, startTracing, tracingEndpoint } from "@/lib/backend/telemetry";

/**
 * Tracing: the proxy → backend call is a span named by the call's path template,
 * carries its trace context to the backend, and no span leaves the process with personal data:
 * an in-memory exporter behind PrivateSpanExporter sees what an OTLP collector would.
 */

const PERSON = { name: "Joana Personaldata", cpf: "52998224725", phone: "11955554444", email: "joana.personaldata@exemplo.com.br", cep: "01310100", number: "1578" };
const LEAD_ID = "lead-7f3c9e2a41b8";

let backend: Server;
let baseUrl = "";
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
const exported = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(new PrivateSpanExporter(exported))] });
const contextManager = new AsyncLocalStorageContextManager();

beforeAll(async () => {
  backend = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    req.resume();
    req.on("end", () => {
      res.writeHead(req.url?.startsWith("/fails") ? 500 : 200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  context.setGlobalContextManager(contextManager.enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
});

afterAll(async () => {
  trace.disable();
  propagation.disable();
  context.disable();
  await provider.shutdown();
  await new Promise((resolve) => backend.close(resolve));
});

beforeEach(() => {
  exported.reset();
  seen.length = 0;
});

describe("the proxy → backend call", () => {
  it("is one client span named by the path template, with method, status and call, and nothing personal", async () => {
    const api = remoteBackend(baseUrl);
    const signal = new AbortController().signal;
    const step = await api.handle(
      { call: "leadV2Step", params: { id: LEAD_ID, step: "name" }, query: {}, body: { name: PERSON.name, address: { cep: PERSON.cep, number: PERSON.number } }, requestId: "req-trace-0001" },
      signal,
    );
    const coverage = await api.handle({ call: "coverage", params: {}, query: { cep: PERSON.cep, number: PERSON.number }, body: undefined, requestId: "req-trace-0002" }, signal);
    expect([step.status, coverage.status]).toEqual([200, 200]);

    const spans = exported.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual(["backend PATCH lead-v2/{id}/{step}", "backend GET cep/coverage"]);
    expect(spans[0]!.kind).toBe(SpanKind.CLIENT);
    expect(spans[0]!.instrumentationScope.name).toBe(TRACER_NAME);
    expect(spans[0]!.attributes).toEqual({
      "http.request.method": "PATCH",
      "http.route": "lead-v2/{id}/{step}",
      "http.response.status_code": 200,
      "server.address": new URL(baseUrl).host,
      "uf.call": "leadV2Step",
      "uf.request_id": "req-trace-0001",
    });
    const everything = JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status })));
    for (const value of [...Object.values(PERSON), LEAD_ID, "Personaldata"]) expect(everything, value).not.toContain(value);
  });

  it("sends its trace context to the backend (traceparent of this span), besides the request id", async () => {
    await remoteBackend(baseUrl).handle({ call: "banks", params: {}, query: {}, body: undefined, requestId: "req-trace-0003" }, new AbortController().signal);
    const [span] = exported.getFinishedSpans();
    expect(seen[0]!.headers["traceparent"]).toBe(`00-${span!.spanContext().traceId}-${span!.spanContext().spanId}-01`);
    expect(seen[0]!.headers["x-request-id"]).toBe("req-trace-0003");
  });

  it("a backend 5xx or a network error marks the span as an error with the error's class only", async () => {
    const failing = remoteBackend(`${baseUrl}/fails`);
    expect((await failing.handle({ call: "banks", params: {}, query: {}, body: undefined, requestId: "r-0004-0004" }, new AbortController().signal)).status).toBe(500);
    const down = remoteBackend("http://127.0.0.1:9"); // nothing listens on the discard port
    expect((await down.handle({ call: "banks", params: {}, query: {}, body: undefined, requestId: "r-0005-0005" }, new AbortController().signal)).status).toBe(502);
    const [fivexx, network] = exported.getFinishedSpans();
    expect(fivexx!.status.code).toBe(SpanStatusCode.ERROR);
    expect(fivexx!.attributes["http.response.status_code"]).toBe(500);
    // A connection refused is answered 502 by the proxy itself: the span says 502, no message.
    expect(network!.attributes["http.response.status_code"]).toBe(502);
    expect(network!.status.message).toBeUndefined();
  });
});

describe("spans leaving the process (PrivateSpanExporter)", () => {
  it("drop Next's request target and fetch URLs, error messages and exception details; keep templates", () => {
    const tracer = provider.getTracer("next.js");
    const request = tracer.startSpan("GET /[[...addon]]", {
      kind: SpanKind.SERVER,
      attributes: { "http.method": "GET", "http.target": `/checkout/cep/?lead=${LEAD_ID}&cep=${PERSON.cep}`, "next.route": "/[[...addon]]", "next.span_type": "BaseServer.handleRequest" },
    });
    request.setAttribute("http.status_code", 500);
    request.recordException(new TypeError(`bad cpf ${PERSON.cpf}`));
    request.setStatus({ code: SpanStatusCode.ERROR, message: `bad cpf ${PERSON.cpf}` });
    request.end();
    const fetchSpan = tracer.startSpan(`fetch PATCH ${baseUrl}/lead-v2/${LEAD_ID}/phone?tel=${PERSON.phone}`, {
      kind: SpanKind.CLIENT,
      attributes: { "http.url": `${baseUrl}/lead-v2/${LEAD_ID}/phone`, "http.method": "PATCH", "next.span_name": `fetch PATCH ${baseUrl}/lead-v2/${LEAD_ID}/phone`, "user.email": PERSON.email },
    });
    fetchSpan.end();

    const [page, fetched] = exported.getFinishedSpans();
    expect(page!.name).toBe("GET /[[...addon]]");
    expect(page!.attributes).toEqual({ "http.method": "GET", "next.route": "/[[...addon]]", "next.span_type": "BaseServer.handleRequest", "http.status_code": 500 });
    expect(page!.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(page!.events.map((e) => [e.name, e.attributes])).toEqual([["exception", { "exception.type": "TypeError" }]]);
    expect(fetched!.name).toBe("fetch PATCH");
    expect(fetched!.attributes).toEqual({ "http.method": "PATCH", "next.span_name": "fetch PATCH" });
    const everything = JSON.stringify(exported.getFinishedSpans().map((s) => ({ n: s.name, a: s.attributes, e: s.events, s: s.status })));
    for (const value of [...Object.values(PERSON), LEAD_ID]) expect(everything, value).not.toContain(value);
  });

  it("keep the span's identity, timing and parent, so traces still join up", () => {
    const span = provider.getTracer("t").startSpan("GET");
    span.end();
    const raw = exported.getFinishedSpans()[0]!;
    const safe = privateSpan(raw);
    expect(safe.spanContext()).toEqual(raw.spanContext());
    expect([safe.startTime, safe.endTime, safe.duration, safe.kind]).toEqual([raw.startTime, raw.endTime, raw.duration, raw.kind]);
  });

  it("safeText keeps words and templates, drops URLs, queries, e-mails, digit runs and long ids", () => {
    expect(safeText("render route (app) /[[...addon]]")).toBe("render route (app) /[[...addon]]");
    expect(safeText(backendSpanName({ method: "PATCH", template: "lead-v2/{id}/{step}" }))).toBe("backend PATCH lead-v2/{id}/{step}");
    expect(safeText("fetch GET https://api.example/lead/123")).toBe("fetch GET");
    expect(safeText("GET /x?cep=01310100")).toBe("GET");
    expect(safeText("lookup 52998224725 joana@exemplo.com.br")).toBe("lookup");
    expect(safeText("GET /lead/3f2a9c1e-7b4d-4e0f")).toBe("GET");
    expect(safeText("https://x")).toBe("span");
  });
});

describe("starting tracing", () => {
  it("only with an OTLP endpoint; the traces endpoint wins; headers as the SDK reads them", async () => {
    expect(tracingEndpoint({})).toBeNull();
    expect(await startTracing({})).toBe(false);
    expect(tracingEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" })).toBe("http://collector:4318/v1/traces");
    expect(tracingEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://a:4318", OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://b/traces" })).toBe("http://b/traces");
    expect(otlpHeaders({ OTEL_EXPORTER_OTLP_HEADERS: "api-key=abc%3D,x=1", OTEL_EXPORTER_OTLP_TRACES_HEADERS: "x=2" })).toEqual({ "api-key": "abc=", x: "2" });
  });
});
