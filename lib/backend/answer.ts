import { STATUS_CODES } from "node:http";
import { contentTypeMessage, corruptJsonMessage, httpMessage } from "@/lib/api/client/messages";
import { isJsonContentType } from "./request-body";
import type { BackendResponse } from "./types";

/** What the proxy sends the browser. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
  /** Why the proxy answered by itself (logged): "not-found", "rate-limited", … */
  reason?: string;
}

export const JSON_TYPE = "application/json; charset=utf-8";

export const jsonAnswer = (status: number, message: string, reason: string, headers?: Record<string, string>): Answer => ({
  status,
  contentType: JSON_TYPE,
  body: JSON.stringify({ success: false, message }),
  headers,
  reason,
});

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The backend's answer as the browser may see it: JSON only. A page of HTML, plain
 * text or a truncated body never reaches the browser as such; it becomes a JSON answer whose
 * message is the one the client would have shown for it (funnel §8): "Erro HTTP 500 Internal
 * Server Error" for a failed status, "Resposta do servidor em formato inválido (text/html)" or
 * "Resposta do servidor corrompida (JSON inválido)" for a 2xx (then 502: the fault is upstream).
 * An empty body passes (the client's own checks name it). The reason of an answer the backend
 * call made itself (remote.ts: a redirect, an answer too large) goes on to the proxy's log.
 */
export function browserSafe(result: BackendResponse): Answer {
  const failed = result.status < 200 || result.status >= 300;
  const reason = result.reason ? { reason: result.reason } : {};
  if (!result.body.trim()) return { status: result.status, contentType: JSON_TYPE, body: result.body, ...reason };
  if (isJsonContentType(result.contentType) && parses(result.body)) {
    return { status: result.status, contentType: result.contentType, body: result.body, ...reason };
  }
  if (failed) return jsonAnswer(result.status, httpMessage(result.status, STATUS_CODES[result.status] ?? ""), "backend-http");
  const message = isJsonContentType(result.contentType) ? corruptJsonMessage : contentTypeMessage(result.contentType || null);
  return jsonAnswer(502, message, "backend-format");
}

export function toResponse(answer: Answer, requestId: string, head = false): Response {
  const headers = new Headers(answer.headers);
  if (answer.contentType) headers.set("content-type", answer.contentType);
  headers.set("cache-control", "no-store");
  headers.set("x-request-id", requestId);
  headers.set("x-content-type-options", "nosniff");
  const empty = head || answer.status === 204;
  return new Response(empty ? null : answer.body, { status: answer.status, headers });
}
