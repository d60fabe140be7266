import { toSegments } from "./paths";

/** Funnel §2: a path containing migracao-ultrafibra goes to the migration CPF lookup. */
export const MIGRATION_HOME = "/migracao-ultrafibra/consulta-cpf/";
/** Routes the migration addon serves itself (its flow's pages); anything else under it redirects. */
export const MIGRATION_ROUTES: readonly string[] = ["consulta-cpf"];

/**
 * Old or alternative path segments mapped to the current addon or route (marketing §2 "client
 * redirects"; the spec names max → hbo-max and leaves the collaborator and sp mappings to us:
 * see docs/decisions/routing.md#0001).
 */
export const SEGMENT_REDIRECTS: Readonly<Record<string, string>> = {
  max: "hbo-max",
  colaborador: "oferta-colaborador",
  colaboradores: "oferta-colaborador",
  "oferta-colaboradores": "oferta-colaborador",
  "sao-paulo": "sp",
  saopaulo: "sp",
};

/**
 * Host prefixes mapped to an addon (marketing §2 "client redirects"): a visitor arriving on
 * colaborador.{domain} or sp.{domain} lands on that variant. Applied in the browser, since the
 * pages are prerendered without knowing the host.
 */
export const HOST_REDIRECTS: readonly { hostPrefix: string; addon: string }[] = [
  { hostPrefix: "colaborador.", addon: "oferta-colaborador" },
  { hostPrefix: "sp.", addon: "sp" },
];

/**
 * A segment we may write into a redirect: unreserved URL characters only, and not a dot segment.
 * Decoding turns "%2F", "%5C" or "%09" inside a segment into "/", "\\" or a tab, and a target
 * built from such a segment ("//evil.com/hbo-max/") leaves the site.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const safeSegment = (segment: string) => SAFE_SEGMENT.test(segment) && segment !== "." && segment !== "..";

/** A path on this site: one leading slash, then safe segments ("/" itself included). */
export function isLocalPath(target: string): boolean {
  if (target === "/") return true;
  if (!target.startsWith("/") || !target.endsWith("/")) return false;
  return target.slice(1, -1).split("/").every(safeSegment);
}

/**
 * Where a path must go instead, or null when it is served as it is. Query strings are the caller's.
 * A path with any segment we would not write back (encoded slashes, backslashes, controls, dots)
 * is never redirected: it is not one of ours and answers 404.
 */
export function redirectFor(pathname: string): string | null {
  const segments = toSegments(pathname);
  if (pathname.includes("migracao-ultrafibra")) {
    const [first, ...rest] = segments;
    const served = first === "migracao-ultrafibra" && MIGRATION_ROUTES.includes(rest.join("/"));
    return served ? null : MIGRATION_HOME;
  }
  if (!segments.every(safeSegment)) return null;
  let changed = false;
  const mapped = segments.map((s) => {
    const to = SEGMENT_REDIRECTS[s];
    if (to) changed = true;
    return to ?? s;
  });
  if (!changed) return null;
  return mapped.length ? `/${mapped.join("/")}/` : "/";
}

/** The path a host-based redirect sends a visitor to, or null. */
export function hostRedirectFor(host: string, pathname: string): string | null {
  const rule = HOST_REDIRECTS.find((r) => host.startsWith(r.hostPrefix));
  if (!rule) return null;
  const segments = toSegments(pathname);
  if (!segments.every(safeSegment)) return null;
  if (segments.slice(0, rule.addon.split("/").length).join("/") === rule.addon) return null;
  return `/${[rule.addon, ...segments].join("/")}/`;
}
