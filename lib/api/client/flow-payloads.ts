import type { BodyOf, Id } from "./calls";
import { cpfDigits, onlyDigits, phoneDigits, optionalText } from "./normalize";
import { trackingPayload, type TrackingSource } from "./tracking";

/**
 * Payload rules of the flows outside the lead's steps (funnel §7): callback, renewal and migration
 * lookups by CPF, the Renta plan, the employee's code. Pure, like payload.ts.
 */

/** POST supportRequest (receber-ligacao). */
export const supportRequestPayload = (phone: string): BodyOf<"supportRequest"> => ({ telephone: phoneDigits(phone) });

/** POST renewalBaseUser/documentNumber and POST fiber-migration/offers (funnel §7: same payload). */
export function cpfLookupPayload(cpf: string, tracking?: TrackingSource, origin?: string): BodyOf<"renewalLookup"> {
  return { cpf: cpfDigits(cpf), ...trackingPayload(tracking, { userAgent: true }), origin: optionalText(origin) };
}
export const renewalLookupPayload = cpfLookupPayload;
export const migrationOffersPayload = cpfLookupPayload;

/** POST lead/createFromRenta. */
export function createFromRentaPayload(
  idPlan: Id,
  phone: string,
  tracking?: TrackingSource,
  lpOrigin?: string,
): BodyOf<"createFromRenta"> {
  return {
    idPlan,
    phoneNumber: phoneDigits(phone),
    utm: trackingPayload(tracking, { userAgent: true }),
    lp_origin: optionalText(lpOrigin),
  };
}

/** PATCH lead/collaborator/validate: the 6-digit code, typed with or without a mask. */
export const collaboratorValidatePayload = (idLead: Id, code: string): BodyOf<"collaboratorValidate"> => ({
  idLead,
  code: onlyDigits(code),
});
