/** The tracking query to carry from page to page (utm_*, gclid, matchchannel, campaignid). */
export function carriedQuery(search: string = typeof window === "undefined" ? "" : window.location.search): string {
  const from = new URLSearchParams(search);
  const keep = new URLSearchParams();
  for (const [k, v] of from) if (/^(utm_\w+|gclid|matchchannel|campaignid)$/.test(k)) keep.append(k, v);
  const s = keep.toString();
  return s ? `?${s}` : "";
}

/**
 * Origin label of the CPF lookups (funnel §3 "Origin label is derived from the site"): one of
 * three brand-derived labels, by the host the visitor is on.
 */
export function originLabel(hostname: string = typeof window === "undefined" ? "" : window.location.hostname): string {
  const host = hostname.toLowerCase();
  if (host.includes("live")) return "timlive";
  if (host.includes("fibra")) return "timultrafibra";
  return "timinternet";
}
