import type { Attributes, AttributeValue, Link, SpanStatus } from "@opentelemetry/api";
import type { ReadableSpan, SpanExporter, TimedEvent } from "@opentelemetry/sdk-trace-base";
import { onShutdown } from "./drain.ts";

/**
 * OpenTelemetry tracing, started by instrumentation.ts when an OTLP endpoint is
 * configured. Spans leave the process only through PrivateSpanExporter, which keeps what is known
 * to be free of personal data and drops the rest: Next's own spans carry the request target with
 * its query string (`http.target`), the fetch URLs with lead ids in their path (`http.url`, span
 * names "fetch GET https://…/lead/123") and error messages (status, exception events).
 */

/** OTEL_EXPORTER_OTLP_ENDPOINT or its traces-only form: without either, no tracing at all. */
export function tracingEndpoint(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, "")}/v1/traces` : null;
}

/** Attributes that hold methods, statuses, route templates, ids of ours and Next's span kinds. */
export const SAFE_ATTRIBUTES: ReadonlySet<string> = new Set([
  "http.method",
  "http.request.method",
  "http.status_code",
  "http.response.status_code",
  "http.route",
  "next.route",
  "next.span_type",
  "next.span_name",
  "next.rsc",
  "next.page",
  "next.segment",
  "next.bubble",
  "next.clientComponentLoadCount",
  "operation.name",
  "error.type",
  "server.address",
  "net.peer.name",
  "net.peer.port",
  "uf.call",
  "uf.request_id",
]);

/** Attribute values that are names, not data: these pass through safeText too. */
const NAMED_VALUES: ReadonlySet<string> = new Set(["next.span_name", "http.route", "next.route", "next.page", "operation.name"]);

/**
 * A span name or name-like value with anything that may be data taken out, word by word: URLs
 * (they hold hosts, filled paths and queries), query strings, e-mail addresses, runs of 5+ digits
 * (CPF, phone, postcode, numeric ids) and long hex or UUID-like ids.
 */
export function safeText(text: string): string {
  const kept = text.split(/\s+/).filter((word) => word && !/:\/\/|\?|@|\d{5,}|[0-9a-f]{12,}|[0-9a-f]{8}-[0-9a-f]{4}-/i.test(word));
  return kept.join(" ") || "span";
}

function safeAttributes(attributes: Attributes, keep: ReadonlySet<string> = SAFE_ATTRIBUTES): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (!keep.has(key) || value === undefined) continue;
    out[key] = NAMED_VALUES.has(key) && typeof value === "string" ? safeText(value) : (value as AttributeValue);
  }
  return out;
}

/** Exception events keep their name and class; an error's message and stack never leave. */
const EVENT_ATTRIBUTES: ReadonlySet<string> = new Set(["exception.type"]);

/** The span as it may leave the process (see the module comment). */
export function privateSpan(span: ReadableSpan): ReadableSpan {
  const status: SpanStatus = { code: span.status.code };
  const events: TimedEvent[] = span.events.map((event) => ({
    name: safeText(event.name),
    time: event.time,
    attributes: event.attributes ? safeAttributes(event.attributes, EVENT_ATTRIBUTES) : undefined,
    droppedAttributesCount: event.droppedAttributesCount,
  }));
  const links: Link[] = span.links.map((link) => ({ context: link.context }));
  return {
    name: safeText(span.name),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status,
    attributes: safeAttributes(span.attributes),
    links,
    events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Hands every span to `next` as privateSpan() makes it. */
export class PrivateSpanExporter implements SpanExporter {
  constructor(private readonly next: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: Parameters<SpanExporter["export"]>[1]): void {
    this.next.export(spans.map(privateSpan), resultCallback);
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush?.() ?? Promise.resolve();
  }
}

/** OTEL_EXPORTER_OTLP_HEADERS / _TRACES_HEADERS: "key=value,key2=value2" (values URL-encoded). */
export function otlpHeaders(env: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const list of [env.OTEL_EXPORTER_OTLP_HEADERS, env.OTEL_EXPORTER_OTLP_TRACES_HEADERS]) {
    for (const pair of (list ?? "").split(",")) {
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const key = pair.slice(0, at).trim();
      try {
        out[key] = decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        out[key] = pair.slice(at + 1).trim();
      }
    }
  }
  return out;
}

/**
 * Starts tracing with @vercel/otel: the service's spans (Next's server spans and the proxy's
 * backend calls, lib/backend/backend-span.ts) go in batches to the OTLP endpoint, in the protocol
 * OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL names (http/protobuf by default, or http/json), through
 * PrivateSpanExporter. @vercel/otel's fetch instrumentation is left out and Next's own fetch spans
 * are turned off (NEXT_OTEL_FETCH_DISABLED): both name a span by the fetched URL, and the backend
 * call has its own span. OTEL_SERVICE_NAME overrides the service name, as the SDK's convention.
 */
export async function startTracing(env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const url = tracingEndpoint(env);
  if (!url) return false;
  env.NEXT_OTEL_FETCH_DISABLED ??= "1";
  const [{ registerOTel, OTLPHttpJsonTraceExporter, OTLPHttpProtoTraceExporter }, { BatchSpanProcessor }] = await Promise.all([
    import("@vercel/otel"),
    import("@opentelemetry/sdk-trace-base"),
  ]);
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf";
  const config = { url, headers: otlpHeaders(env) };
  const exporter = protocol === "http/json" ? new OTLPHttpJsonTraceExporter(config) : new OTLPHttpProtoTraceExporter(config);
  const processor = new BatchSpanProcessor(new PrivateSpanExporter(exporter));
  registerOTel({
    serviceName: "ultrafibra-storefront",
    instrumentations: [],
    spanProcessors: [processor],
  });
  // When the entry server stops (after its last request): the batch still queued is sent, then
  // the exporter closes. Without it the last seconds of spans, those of the drain, would be lost.
  onShutdown("telemetry", () => processor.shutdown());
  return true;
}
