/**
 * What a page carries in its query to the next page of the same part of the site. One rule with
 * its allow-lists as data (they were three copies with three lists):
 * - every part carries the visit's tracking parameters: funnel §3's utm_source, utm_medium,
 *   utm_campaign, utm_content, gclid, matchchannel and campaignid, and any other utm_* a campaign
 *   adds (utm_id): they are the campaign's, not the visitor's. Not utm_term nor the click ids
 *   (fbclid, gbraid, wbraid): the visit's touch keeps them for the lead
 *   (lib/visit/params), and an address the visitor shares must not carry their search or click;
 * - the checkout and the coverage check carry `a` (funnel §3's addon parameter of a plan link);
 * - the coverage check also carries the plan asked for (`s`: verificando-disponibilidade compares
 *   it with the plans at the address) and `collaborator` (the regulations page's employee flag);
 *   the checkout does not carry `s`: the plan request is applied once, on the step it reaches,
 *   and a carried `s` would apply it again on every step;
 * - renewal and migration carry tracking only (their pages read nothing else from the query).
 * Nothing the visitor typed is ever in a query, so nothing personal can be carried.
 */
import { isStoredOnlyKey } from "@/lib/visit/params";

export type QueryScope = "checkout" | "coverage" | "customer-offers";

const TRACKING = /^(utm_\w+|gclid|matchchannel|campaignid)$/;

export const CARRIED_PARAMS: Readonly<Record<QueryScope, readonly string[]>> = {
  checkout: ["a"],
  coverage: ["a", "collaborator", "s"],
  "customer-offers": [],
};

/** The query ("?…" or "") that `scope` carries from `search`, with `extra` set on top. */
export function carriedQuery(scope: QueryScope, search: string, extra?: Readonly<Record<string, string>>): string {
  const keep = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(search)) {
    if ((TRACKING.test(k) && !isStoredOnlyKey(k)) || CARRIED_PARAMS[scope].includes(k)) keep.append(k, v);
  }
  for (const [k, v] of Object.entries(extra ?? {})) keep.set(k, v);
  const text = keep.toString();
  return text ? `?${text}` : "";
}

/** The current page's query, "" on the server. */
export const currentSearch = (): string => (typeof window === "undefined" ? "" : window.location.search);
