import { createHash, timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { jsonAnswer, toResponse, type Answer } from "./answer";
import { CATALOGUE_TAG } from "./catalogue-tag";
import { clientFacts } from "./client";
import { logRequest } from "./log";
import { checkRateLimit, RATE_LIMIT_MESSAGE } from "./rate-limit";
import { rateLimitStore } from "./rate-limit-store";
import { requestIdOf } from "./request-context";

/**
 * POST /api/revalidate with `Authorization: Bearer <REVALIDATE_SECRET>`: the operator's API has
 * changed the catalogue (a price), so every page made of it is made again on its next request,
 * on every instance (the tag's expiry is kept in the shared cache in a fleet). 404 while
 * REVALIDATE_SECRET is unset (the route does not exist for anyone, OPTIONS included), 401 for a
 * wrong token, compared in constant time, 429 once a client's wrong tokens pass the "revalidate"
 * budget; the right token is never held back by that budget.
 */

/** The secret as a fixed-length digest, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function bearerMatches(header: string | null, secret: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(secret)) && sent.length > 0;
}

export async function handleRevalidate(request: Request, secret = process.env.REVALIDATE_SECRET ?? ""): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers);
  const answer = await revalidation(request, secret.trim());
  logRequest({ requestId, method: request.method, route: "revalidate", status: answer.status, ms: Math.round(performance.now() - started), reason: answer.reason });
  return toResponse(answer, requestId);
}

async function revalidation(request: Request, secret: string): Promise<Answer> {
  if (!secret) return jsonAnswer(404, "Serviço não encontrado.", "not-found");
  if (request.method !== "POST") return jsonAnswer(405, "Método não permitido para este serviço.", "method-not-allowed", { allow: "POST" });
  // The budget counts guesses, not the deploy hook: wrong tokens sent from the hook's own address
  // (a shared NAT, a CI runner) must not lock the right one out.
  if (!bearerMatches(request.headers.get("authorization"), secret)) {
    const verdict = await checkRateLimit(await rateLimitStore(), "revalidate", clientFacts(request.headers).key);
    if (!verdict.allowed) return jsonAnswer(429, RATE_LIMIT_MESSAGE, "rate-limited", { "retry-after": String(verdict.retryAfterSeconds) });
    return jsonAnswer(401, "Credencial inválida.", "unauthorized", { "www-authenticate": "Bearer" });
  }
  // Expired now, not merely stale: the next request of each page waits for the new catalogue.
  revalidateTag(CATALOGUE_TAG, { expire: 0 });
  return { status: 200, contentType: "application/json; charset=utf-8", body: JSON.stringify({ revalidated: [CATALOGUE_TAG] }), reason: "revalidated" };
}
