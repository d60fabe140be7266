/**
 * Origin label of the CPF lookups and lead-v2 (funnel §3 "Origin label is derived from the site"): one of
 * three brand-derived labels, by the host the visitor is on.
 */
export function originLabel(hostname: string = typeof window === "undefined" ? "" : window.location.hostname): string {
  const host = hostname.toLowerCase();
  if (host.includes("live")) return "timlive";
  if (host.includes("fibra")) return "timultrafibra";
  return "timinternet";
}
