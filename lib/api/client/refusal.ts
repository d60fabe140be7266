import { MESSAGES } from "./messages";
import type { ApiError } from "./result";

/**
 * Where a failed call's message belongs (issue "Orders right the first time"): under the field,
 * or once, in the form's alert. A call that checks one typed value (the CEP lookup, a code) can
 * answer about that value — its own message (success false, error/mensagem) or a 400/422 — and
 * then the field is wrong and is marked invalid. Anything else (network, timeout, 5xx, a corrupt
 * or unexpected answer) says nothing about what was typed: the field stays valid and the message
 * is shown once, as the form's alert with its retry.
 */
export function isValueRefusal(error: ApiError): boolean {
  // A bare `success: false` gets the generic "Erro no servidor…" (funnel §8): it says nothing
  // about the typed value, so it is a fault with its retry, not a refusal (CEP 99999-005).
  if (error.kind === "server" && error.message === MESSAGES.serverFailure) return false;
  return error.kind === "server" || error.kind === "rejected" || (error.kind === "http" && (error.status === 400 || error.status === 422));
}
