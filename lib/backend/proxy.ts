import type * as z from "@/lib/validation/z";
import "@/lib/validation/zod-messages";
import { riskValidationRequiredFor } from "@/lib/api/contract/campaigns";
import { CALLS, IDEMPOTENCY_HEADER, isIdempotencyKey, matchCall, rateLimitClasses, withoutPlacedOrderFields, type CallDef, type CallName } from "@/lib/api/contract";
import { browserSafe, jsonAnswer, toResponse, type Answer } from "./answer";
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_CALLS } from "./cache-policy.ts";
import { clientFacts, fromEntryServer, type ClientFacts } from "./client";
import { backendConfig } from "./config";
import { logError, logRequest, logWarnOnce } from "./log";
import { countLeadWrite, countProxyAnswer, leadWriteOf } from "./metrics";
import { derivedHolder, newHolder, scopedIdempotencyKey } from "./idempotency-scope";
import { ownerCookie, ownerOf } from "./ownership";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "./rate-limit";
import { rateLimitStore } from "./rate-limit-store";
import { remoteBackend } from "./remote";
import { requestIdOf } from "./request-context";
import { BODY_MESSAGES, readJsonBody, uncleanField } from "./request-body";
import type { Backend, BackendResponse } from "./types";

/**
 * The BFF behind /api/{documented path}: only the calls of the contract pass, validated with the
 * contract's schemas, on behalf of the browser that owns the lead. Every answer is no-store but a
 * catalogue call's 200 (lib/backend/cache-policy.ts), which a CDN may keep for a few minutes.
 */

export const PROXY_MESSAGES = {
  notFound: "Serviço não encontrado.",
  methodNotAllowed: "Método não permitido para este serviço.",
  crossSite: "Requisição recusada: origem não permitida.",
  notOwner: "Este cadastro não pertence a esta sessão. Comece um novo pedido.",
  failure: "Erro no servidor. Por favor tente novamente mais tarde",
  ...BODY_MESSAGES,
} as const;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Writes, and the GETs the contract marks as changing state, must come from our own pages. */
const needsSameOrigin = (method: string, def: CallDef): boolean => WRITE_METHODS.has(method) || def.changesState === true;

/** One way to the backend, in every mode: HTTP to BACKEND_URL (the operator's API or the sandbox server). */
const backend = (): Backend => remoteBackend(backendConfig.backendUrl());

/**
 * A browser's fetch from our own pages: Sec-Fetch-Site says so, or, from clients that do not send
 * it, the Origin is our public origin, scheme included (lib/backend/client: X-Forwarded-Host and
 * -Proto count only behind trusted proxies).
 */
export function isSameOrigin(headers: Headers, ours: string | null = clientFacts(headers).origin): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = headers.get("origin");
  if (!origin || !ours) return false;
  try {
    return new URL(origin).origin === ours;
  } catch {
    return false;
  }
}

/** The first issue of a failed parse as "Campo "x.y" inválido: message". */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Dados inválidos.";
  const field = issue.path.map(String).join(".");
  return field ? `Campo "${field}" inválido: ${issue.message}` : `Dados inválidos: ${issue.message}`;
}

function bodySchema(def: CallDef, params: Record<string, string>): z.ZodMiniType | undefined {
  return typeof def.body === "function" ? def.body(params) : def.body;
}

/**
 * Handles one /api request; `path` is what follows /api/. HEAD is answered like GET (every check
 * included: getNewcode changes state even on HEAD) without the body.
 */
export async function handleApiRequest(request: Request, path: string): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers);
  const head = request.method.toUpperCase() === "HEAD";
  const method = head ? "GET" : request.method.toUpperCase();
  if (!fromEntryServer(request.headers)) {
    logWarnOnce("entry.missing", "served without server/main.ts: the client address cannot be told from X-Forwarded-For");
  }
  let route = "unknown";
  let call: CallName | null = null;
  let answer: Answer;
  try {
    answer = await answerFor(request, method, path, requestId, (name) => {
      call = name;
      route = CALLS[name].path;
    });
  } catch (error) {
    if (request.signal.aborted) answer = { status: 499, contentType: "", body: "", reason: "client-abort" };
    else {
      logError(requestId, route, error);
      answer = jsonAnswer(502, PROXY_MESSAGES.failure, "backend-error");
    }
  }
  logRequest({ requestId, method: request.method.toUpperCase(), route, status: answer.status, ms: Math.round(performance.now() - started), reason: answer.reason });
  countProxyAnswer(call, answer.status);
  const response = toResponse(answer, requestId, head);
  if (sharedCacheable(call, answer.status)) response.headers.set("cache-control", CATALOGUE_CACHE_CONTROL);
  return response;
}

/**
 * A catalogue call's success, the same for every visitor, may be kept by a CDN; its errors (a
 * 502 of a backend outage) and every other call (a lead, a person, an address) stay no-store.
 */
export function sharedCacheable(call: CallName | null, status: number): boolean {
  return call !== null && status === 200 && CATALOGUE_CALLS.includes(call);
}

async function answerFor(
  request: Request,
  method: string,
  path: string,
  requestId: string,
  setCall: (name: CallName) => void,
): Promise<Answer> {
  const match = matchCall(method, path);
  if (match.kind === "unknown") return jsonAnswer(404, PROXY_MESSAGES.notFound, "not-found");
  if (match.kind === "method-not-allowed") {
    return jsonAnswer(405, PROXY_MESSAGES.methodNotAllowed, "method-not-allowed", { allow: match.allow.join(", ") });
  }
  const name: CallName = match.name;
  const def: CallDef = CALLS[name];
  setCall(name);

  const client: ClientFacts = clientFacts(request.headers);
  if (needsSameOrigin(method, def) && !isSameOrigin(request.headers, client.origin)) {
    return jsonAnswer(403, PROXY_MESSAGES.crossSite, "cross-site");
  }

  const params = def.params ? def.params.safeParse(match.params) : { success: true as const, data: match.params };
  if (!params.success) return jsonAnswer(400, describeIssue(params.error), "bad-params");
  const uncleanParam = uncleanField(params.data);
  if (uncleanParam !== null) return jsonAnswer(400, uncleanMessage(uncleanParam), "bad-text");

  const url = new URL(request.url);
  let query: Record<string, string> = {};
  if (def.query) {
    const parsed = def.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return jsonAnswer(400, describeIssue(parsed.error), "bad-query");
    const unclean = uncleanField(parsed.data);
    if (unclean !== null) return jsonAnswer(400, uncleanMessage(unclean), "bad-text");
    query = Object.fromEntries(
      Object.entries(parsed.data as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
  }

  // A lead named in the path is checked before the body is read: a browser that does not own it
  // gets its 403 without costing the server the body.
  const owner = ownerOf(request.headers);
  const owned = owner.ids;
  if (def.owner?.in === "path" && !ownsId(owned, ownerIdOf(def, params.data, undefined))) return notOwner();

  const raw = await readJsonBody(request, backendConfig.maxBodyBytes, backendConfig.bodyTimeoutMs());
  if (!raw.ok) {
    if (raw.status === 499) return { status: 499, contentType: "", body: "", reason: raw.reason };
    return jsonAnswer(raw.status, raw.message, raw.reason);
  }
  const unclean = uncleanField(raw.value);
  if (unclean !== null) return jsonAnswer(400, uncleanMessage(unclean), "bad-text");
  let body: unknown = undefined;
  const schema = bodySchema(def, params.data);
  if (schema) {
    const parsed = schema.safeParse(raw.value ?? (method === "GET" ? undefined : raw.value));
    if (!parsed.success) return jsonAnswer(400, describeIssue(parsed.error), "bad-body");
    body = withServerDecisions(name, parsed.data);
  }

  if (def.owner?.in === "body" && !ownsId(owned, ownerIdOf(def, params.data, body))) return notOwner();

  for (const cls of rateLimitClasses(def, params.data)) {
    // A lead's own budget is counted on the lead (owned by now), a client's on its address.
    const subject = RATE_LIMITS[cls].per === "lead" ? String(ownerIdOf(def, params.data, body)) : client.key;
    const verdict = await checkRateLimit(await rateLimitStore(), cls, subject);
    if (!verdict.allowed) {
      return jsonAnswer(429, RATE_LIMIT_MESSAGE, "rate-limited", { "retry-after": String(verdict.retryAfterSeconds) });
    }
  }

  // Only a creation the contract marks idempotent carries the browser's key; a malformed one is
  // no key at all (the creation then behaves as without one). The backend gets it scoped by the
  // holder (lib/backend/idempotency-scope), never as the browser sent it.
  const header = def.idempotent ? request.headers.get(IDEMPOTENCY_HEADER) : null;
  const key = isIdempotencyKey(header) ? header : null;
  let holderOnce: string | undefined;
  const holder = () => (holderOnce ??= owner.holder ?? (key ? derivedHolder(client.key, key) : newHolder()));
  const result: BackendResponse = await backend().handle(
    {
      call: name,
      params: params.data,
      query,
      body,
      requestId,
      ...(key ? { idempotencyKey: scopedIdempotencyKey(key, holder()) } : {}),
      // A creation's holder is the one its cookie will carry; other calls send the cookie's own.
      client: { address: client.address, holder: owner.holder ?? (def.creates ? holder() : null) },
    },
    request.signal,
  );

  const headers: Record<string, string> = {};
  const created = def.creates && result.status >= 200 && result.status < 300 ? createdIds(def, result.body) : [];
  const placed = def.placesOrder && succeeded(result) ? String(ownerIdOf(def, params.data, body)) : null;
  if (created.length || placed) {
    const secure = backendConfig.cookieSecure() || client.origin?.startsWith("https:") === true;
    headers["set-cookie"] = ownerCookie(owned, created, secure, new Date(), holder(), placed ? [...owner.placed, placed] : owner.placed);
  }
  countLeadWrite(name, leadWriteOf(name, params.data, result.status, created.length));
  const answer = browserSafe(result);
  // A placed order is read back without its personal data: nothing after the order needs it.
  const readsPlaced = method === "GET" && def.owner !== undefined && owner.placed.includes(String(ownerIdOf(def, params.data, body)));
  return { ...(readsPlaced ? withoutPlacedData(answer) : answer), headers };
}

/** A 2xx whose body does not say success: false (funnel §5: update and finish answers carry success). */
function succeeded(result: BackendResponse): boolean {
  if (result.status < 200 || result.status >= 300) return false;
  try {
    const value: unknown = JSON.parse(result.body);
    return !(value && typeof value === "object" && (value as { success?: unknown }).success === false);
  } catch {
    return false;
  }
}

/** An answer about a placed order, its JSON body without the personal fields (withoutPlacedOrderFields). */
function withoutPlacedData(answer: Answer): Answer {
  if (answer.status < 200 || answer.status >= 300 || !answer.body.trim()) return answer;
  try {
    return { ...answer, body: JSON.stringify(withoutPlacedOrderFields(JSON.parse(answer.body))) };
  } catch {
    return answer;
  }
}

/**
 * Fields of a body the server decides, whatever the browser sent: whether an order
 * needs the risk quiz is the addon's rule (lib/addons, funnel §4: addon c), not the client's
 * riskValidationRequired, which any visitor could set to false.
 */
function withServerDecisions(call: CallName, body: unknown): unknown {
  if ((call === "leadV2Create" || call === "leadCreate") && body && typeof body === "object") {
    const { addon } = body as { addon?: unknown };
    return { ...body, riskValidationRequired: riskValidationRequiredFor(addon) };
  }
  return body;
}

/** The lead (or request) id the call touches, from its path or its body (CallDef.owner). */
function ownerIdOf(def: CallDef, params: Record<string, string>, body: unknown): unknown {
  if (!def.owner) return undefined;
  const source = def.owner.in === "path" ? params : (body as Record<string, unknown> | undefined);
  return source?.[def.owner.key];
}

const ownsId = (owned: readonly string[], id: unknown): boolean => typeof id === "string" && owned.includes(id);
const notOwner = (): Answer => jsonAnswer(403, PROXY_MESSAGES.notOwner, "not-owner");

const uncleanMessage = (field: string) => `Campo "${field}" inválido: ${BODY_MESSAGES.badText}`;

function createdIds(def: CallDef, body: string): string[] {
  try {
    const value: unknown = JSON.parse(body);
    return (def.creates?.(value) ?? []).filter((id): id is string => typeof id === "string" && id.length > 0);
  } catch {
    return [];
  }
}
