import { OFFER_NAMES } from "@/lib/api/contract/offer-names";

// The names are agreed with the API's catalogue, so the table lives with the contract.
export { OFFER_NAMES };

export type NamedOfferSku = keyof typeof OFFER_NAMES;

/** The advertised offer of the banner and the Globoplay minicard (marketing §1-2). */
export const GLOBOPLAY_OFFER_NAME = OFFER_NAMES.d600gl;
