/**
 * Offer names by sku, where the marketing name is not the speed the catalogue is built on.
 * Marketing §9 sells d600gl as "700 Mega with Globoplay" ("700 Mega is 600 plus 100 bonus"): the
 * 600 Mega plans that carry the 100 Mega bonus with a streaming service are named by the speed
 * the visitor gets, "700 Mega com …", everywhere (banner, minicards, plan cards, checkout).
 * The catalogue the API serves (the sandbox server's too) and the landing's fixed copy (lib/plans/names)
 * take their names from this table, so one offer has one name on both sides of the contract.
 * d600ar/d600ar3 (bonus, no streaming) keep "600 Mega": marketing never advertises them as 700
 * and they share their card with d600a, which has no bonus.
 */
export const OFFER_NAMES = {
  d600gl: "700 Mega com Globoplay",
  d600gles: "700 Mega com Globoplay",
  d600b: "700 Mega com Paramount+",
  d600br: "700 Mega com Paramount+",
  d600c: "700 Mega com HBO Max",
} as const satisfies Record<string, string>;
