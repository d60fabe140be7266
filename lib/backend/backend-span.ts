import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import type { CallName } from "@/lib/api/contract";

/**
 * The span of one proxy → backend call, through @opentelemetry/api: a no-op until
 * instrumentation.ts registers a tracer (OTEL_EXPORTER_OTLP_ENDPOINT). Named and described by the
 * call's path template and name only: never the filled path (it holds lead ids), a query value
 * (postcodes, house numbers) or a body.
 */
export const TRACER_NAME = "ultrafibra-storefront";

export interface BackendCall {
  call: CallName;
  method: string;
  /** The contract's path template ("lead-v2/{id}/{step}"). */
  template: string;
  requestId: string;
  /** Host of the operator's API (not personal; tells two backends apart). */
  host: string;
}

/** "backend PATCH lead-v2/{id}/{step}" */
export const backendSpanName = (call: Pick<BackendCall, "method" | "template">) => `backend ${call.method} ${call.template}`;

/**
 * Runs `send` inside the call's span. `send` gets the headers that carry the trace context to the
 * backend (traceparent, when a propagator is registered) and answers the backend's status.
 */
export async function withBackendSpan<T extends { status: number }>(call: BackendCall, send: (traceHeaders: Record<string, string>) => Promise<T>): Promise<T> {
  const attributes = {
    "http.request.method": call.method,
    "http.route": call.template,
    "server.address": call.host,
    "uf.call": call.call,
    "uf.request_id": call.requestId,
  };
  return trace.getTracer(TRACER_NAME).startActiveSpan(backendSpanName(call), { kind: SpanKind.CLIENT, attributes }, async (span: Span) => {
    try {
      const traceHeaders: Record<string, string> = {};
      propagation.inject(context.active(), traceHeaders);
      const result = await send(traceHeaders);
      span.setAttribute("http.response.status_code", result.status);
      if (result.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return result;
    } catch (error) {
      // The class only: a message may echo input.
      span.setAttribute("error.type", error instanceof Error ? error.name : typeof error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
