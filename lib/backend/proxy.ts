import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { CALLS, matchCall, type CallDef, type CallName } from "@/lib/api/contract";
import { backendConfig } from "./config";
import { logError, logRequest } from "./log";
import { ownedIds, ownerCookie } from "./ownership";
import { checkRateLimit, clientAddress, MemoryRateLimitStore, RATE_LIMIT_MESSAGE, type RateLimitStore } from "./rate-limit";
import { remoteBackend } from "./remote";
import type { Backend, BackendResponse } from "./types";

/**
 * The BFF behind /api/{documented path}: only the calls of the contract pass, validated with the
 * contract's schemas, on behalf of the browser that owns the lead. Every answer is no-store.
 */

export const PROXY_MESSAGES = {
  notFound: "Serviço não encontrado.",
  methodNotAllowed: "Método não permitido para este serviço.",
  tooLarge: "Os dados enviados são grandes demais.",
  crossSite: "Requisição recusada: origem não permitida.",
  notOwner: "Este cadastro não pertence a esta sessão. Comece um novo pedido.",
  badJson: "Os dados enviados não estão em formato JSON válido.",
  failure: "Erro no servidor. Por favor tente novamente mais tarde",
} as const;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const globalStore = globalThis as typeof globalThis & { __ufRateLimits?: RateLimitStore };
function rateLimitStore(): RateLimitStore {
  return (globalStore.__ufRateLimits ??= new MemoryRateLimitStore());
}

async function backend(): Promise<Backend> {
  const url = backendConfig.backendUrl();
  if (url) return remoteBackend(url);
  // Loaded only without BACKEND_URL: the embedded database never starts in a real deployment.
  const { sandboxBackend } = await import("./sandbox");
  return sandboxBackend;
}

/** A browser's fetch from our own pages: Sec-Fetch-Site says so, or the Origin is our host. */
export function isSameOrigin(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = headers.get("origin");
  if (!origin) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The first issue of a failed parse as "Campo "x.y" inválido: message". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Dados inválidos.";
  const field = issue.path.map(String).join(".");
  return field ? `Campo "${field}" inválido: ${issue.message}` : `Dados inválidos: ${issue.message}`;
}

type Body = { ok: true; value: unknown } | { ok: false; status: 400 | 413; message: string };

/** Reads at most maxBodyBytes; an empty body is `undefined`. */
async function readBody(request: Request, max: number): Promise<Body> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) return { ok: false, status: 413, message: PROXY_MESSAGES.tooLarge };
  if (!request.body) return { ok: true, value: undefined };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return { ok: false, status: 413, message: PROXY_MESSAGES.tooLarge };
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: PROXY_MESSAGES.badJson };
  }
}

function bodySchema(def: CallDef, params: Record<string, string>): z.ZodType | undefined {
  return typeof def.body === "function" ? def.body(params) : def.body;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
  reason?: string;
}

const jsonAnswer = (status: number, message: string, reason: string, headers?: Record<string, string>): Answer => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify({ success: false, message }),
  headers,
  reason,
});

function toResponse(answer: Answer, requestId: string): Response {
  const headers = new Headers(answer.headers);
  if (answer.contentType) headers.set("content-type", answer.contentType);
  headers.set("cache-control", "no-store");
  headers.set("x-request-id", requestId);
  headers.set("x-content-type-options", "nosniff");
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers });
}

/** Handles one /api request; `path` is what follows /api/. */
export async function handleApiRequest(request: Request, path: string): Promise<Response> {
  const started = performance.now();
  const requestId = randomUUID();
  const method = request.method.toUpperCase();
  let route = "unknown";
  let answer: Answer;
  try {
    answer = await answerFor(request, method, path, requestId, (template) => (route = template));
  } catch (error) {
    logError(requestId, route, error);
    answer = jsonAnswer(502, PROXY_MESSAGES.failure, "backend-error");
  }
  logRequest({ requestId, method, route, status: answer.status, ms: Math.round(performance.now() - started), reason: answer.reason });
  return toResponse(answer, requestId);
}

async function answerFor(
  request: Request,
  method: string,
  path: string,
  requestId: string,
  setRoute: (template: string) => void,
): Promise<Answer> {
  const match = matchCall(method, path);
  if (match.kind === "unknown") return jsonAnswer(404, PROXY_MESSAGES.notFound, "not-found");
  if (match.kind === "method-not-allowed") {
    return jsonAnswer(405, PROXY_MESSAGES.methodNotAllowed, "method-not-allowed", { allow: match.allow.join(", ") });
  }
  const name: CallName = match.name;
  const def: CallDef = CALLS[name];
  setRoute(def.path);

  if (WRITE_METHODS.has(method) && !isSameOrigin(request.headers)) {
    return jsonAnswer(403, PROXY_MESSAGES.crossSite, "cross-site");
  }

  const params = def.params ? def.params.safeParse(match.params) : { success: true as const, data: match.params };
  if (!params.success) return jsonAnswer(400, describeIssue(params.error), "bad-params");

  const url = new URL(request.url);
  let query: Record<string, string> = {};
  if (def.query) {
    const parsed = def.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return jsonAnswer(400, describeIssue(parsed.error), "bad-query");
    query = Object.fromEntries(
      Object.entries(parsed.data as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
  }

  const raw = await readBody(request, backendConfig.maxBodyBytes);
  if (!raw.ok) return jsonAnswer(raw.status, raw.message, raw.status === 413 ? "too-large" : "bad-json");
  let body: unknown = undefined;
  const schema = bodySchema(def, params.data);
  if (schema) {
    const parsed = schema.safeParse(raw.value ?? (method === "GET" ? undefined : raw.value));
    if (!parsed.success) return jsonAnswer(400, describeIssue(parsed.error), "bad-body");
    body = parsed.data;
  }

  const owned = ownedIds(request.headers);
  if (def.owner) {
    const source = def.owner.in === "path" ? params.data : (body as Record<string, unknown> | undefined);
    const id = source?.[def.owner.key];
    if (typeof id !== "string" || !owned.includes(id)) return jsonAnswer(403, PROXY_MESSAGES.notOwner, "not-owner");
  }

  if (def.rateLimit) {
    const verdict = await checkRateLimit(rateLimitStore(), def.rateLimit, clientAddress(request.headers));
    if (!verdict.allowed) {
      return jsonAnswer(429, RATE_LIMIT_MESSAGE, "rate-limited", { "retry-after": String(verdict.retryAfterSeconds) });
    }
  }

  const result: BackendResponse = await (await backend()).handle(
    { call: name, params: params.data, query, body, requestId },
    request.signal,
  );

  const headers: Record<string, string> = {};
  if (def.creates && result.status >= 200 && result.status < 300) {
    const created = createdIds(def, result.body);
    if (created.length) {
      const secure = backendConfig.cookieSecure() || request.headers.get("x-forwarded-proto") === "https";
      headers["set-cookie"] = ownerCookie(owned, created, secure);
    }
  }
  return { ...result, headers };
}

function createdIds(def: CallDef, body: string): string[] {
  try {
    const value: unknown = JSON.parse(body);
    return (def.creates?.(value) ?? []).filter((id): id is string => typeof id === "string" && id.length > 0);
  } catch {
    return [];
  }
}
