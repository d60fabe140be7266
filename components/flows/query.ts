/** The tracking query to carry from page to page (utm_*, gclid, matchchannel, campaignid). */
export function carriedQuery(search: string = typeof window === "undefined" ? "" : window.location.search): string {
  const from = new URLSearchParams(search);
  const keep = new URLSearchParams();
  for (const [k, v] of from) if (/^(utm_\w+|gclid|matchchannel|campaignid)$/.test(k)) keep.append(k, v);
  const s = keep.toString();
  return s ? `?${s}` : "";
}

