import { isValueRefusal, type ApiError } from "@/lib/api";

/**
 * Where a failed CEP lookup of the migration (GET tim-api/address-info) is shown: under the CEP
 * field, which is then invalid, or once in the form's alert with its retry. The rule is the
 * checkout's (lib/api/client/refusal.ts: an answer about the typed value marks the field; a fault
 * of the server or the connection does not; a bare `success: false`, "Erro no servidor…", is a
 * fault). One answer reads differently on this call, which has no postcode checks of its own (the
 * checkout's cep/information has marketing §5's): a 404, a lookup by CEP that finds none, says the
 * CEP does not exist ("CEP não encontrado").
 */
export function isCepRefusal(error: ApiError): boolean {
  if (error.kind === "http" && error.status === 404) return true;
  return isValueRefusal(error);
}
