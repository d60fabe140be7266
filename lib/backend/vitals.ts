import { readVitals, type VitalSample } from "@/lib/vitals/payload";
import { VITALS_BODY_DEADLINE_MS, VITALS_BODY_LIMIT_BYTES, type VitalsRouteClass } from "@/lib/vitals/limits";
import { jsonAnswer, toResponse, type Answer } from "./answer";
import { clientFacts } from "./client";
import { logRequest } from "./log";
import { processMetrics } from "./metrics-core.ts";
import { isSameOrigin } from "./proxy";
import { checkRateLimit, RATE_LIMIT_MESSAGE } from "./rate-limit";
import { rateLimitStore } from "./rate-limit-store";
import { requestIdOf } from "./request-context";
import { BODY_MESSAGES, isJsonContentType, readJsonBody } from "./request-body";

/**
 * POST /vitals/ (app/vitals/route.ts): one web-vitals beacon of a page view, counted into the
 * process's histograms (lib/backend/metrics-core.ts). Bounded before anything is read: POST only
 * (405), JSON only (415), from our own pages only (403: a cross-site form could post text and
 * skew the numbers), at most VITALS_BODY_LIMIT_BYTES (413 at once on a larger Content-Length,
 * else as soon as the bytes pass it), the "vitals" rate budget per client (429, shared in Redis
 * in a fleet), then the values (lib/vitals/payload.ts: 400 when nothing in it can be counted).
 * Accepted: 204. Every answer is no-store and sets no cookie; a refusal is logged with its reason.
 */

export const VITALS_MESSAGES = {
  methodNotAllowed: "Método não permitido para este serviço.",
  crossSite: "Requisição recusada: origem não permitida.",
  notAReport: "Os dados enviados não são uma medição válida.",
} as const;

/** Seconds for the time metrics (the library measures milliseconds); CLS has no unit. */
const inPrometheusUnit = ({ name, value }: VitalSample): number => (name === "CLS" ? value : value / 1000);

export function countVitals(route: VitalsRouteClass, addon: string, samples: readonly VitalSample[], dropped: readonly string[]): void {
  const metrics = processMetrics();
  for (const sample of samples) metrics.vitals[sample.name].observe({ route_class: route, addon }, inPrometheusUnit(sample));
  for (const reason of dropped) metrics.vitalsDropped.inc({ reason });
}

export async function handleVitals(request: Request): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers);
  const answer = await vitalsAnswer(request);
  if (answer.status >= 400) {
    logRequest({ requestId, method: request.method, route: "vitals", status: answer.status, ms: Math.round(performance.now() - started), reason: answer.reason });
  }
  return toResponse(answer, requestId);
}

async function vitalsAnswer(request: Request): Promise<Answer> {
  if (request.method !== "POST") return jsonAnswer(405, VITALS_MESSAGES.methodNotAllowed, "method-not-allowed", { allow: "POST" });
  if (!isJsonContentType(request.headers.get("content-type"))) return jsonAnswer(415, BODY_MESSAGES.notJson, "unsupported-type");
  if (!isSameOrigin(request.headers)) return jsonAnswer(403, VITALS_MESSAGES.crossSite, "cross-site");
  if (Number(request.headers.get("content-length") ?? "0") > VITALS_BODY_LIMIT_BYTES) return jsonAnswer(413, BODY_MESSAGES.tooLarge, "too-large");
  const verdict = await checkRateLimit(await rateLimitStore(), "vitals", clientFacts(request.headers).key);
  if (!verdict.allowed) return jsonAnswer(429, RATE_LIMIT_MESSAGE, "rate-limited", { "retry-after": String(verdict.retryAfterSeconds) });
  const body = await readJsonBody(request, VITALS_BODY_LIMIT_BYTES, VITALS_BODY_DEADLINE_MS);
  if (!body.ok) return body.status === 499 ? { status: 499, contentType: "", body: "", reason: body.reason } : jsonAnswer(body.status, body.message, body.reason);
  const reading = readVitals(body.value);
  if (!reading.ok) return jsonAnswer(400, VITALS_MESSAGES.notAReport, reading.reason);
  countVitals(reading.route, reading.addon, reading.samples, reading.dropped);
  return { status: 204, contentType: "", body: "", reason: "counted" };
}
