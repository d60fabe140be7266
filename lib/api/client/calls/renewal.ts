import type { RequestFn } from "../core";
import type { BodyOf, Id } from "./types";

/** Renewal (refidelizacao) by CPF (funnel §7). */
export function renewalCalls(request: RequestFn) {
  return {
    /** POST renewalBaseUser/documentNumber — cpfLookupPayload(). */
    renewalLookup: (body: BodyOf<"renewalLookup">) => request("renewalLookup", { body }),
    /** PATCH renewalBaseUser/{id} — the chosen offers. Checked: success true. */
    renewalChoose: (id: Id, body: BodyOf<"renewalChoose">) => request("renewalChoose", { params: { id: String(id) }, body }),
    /** PUT renewalBaseUser/{id} — confirm; answers orderNumber. */
    renewalConfirm: (id: Id, body: BodyOf<"renewalConfirm">) => request("renewalConfirm", { params: { id: String(id) }, body }),
  };
}
