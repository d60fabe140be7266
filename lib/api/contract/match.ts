import { CALL_NAMES, CALLS, type CallName, type Method } from "./calls";

/** A path of the contract split into literal segments and `{param}` segments. */
function segments(template: string): string[] {
  return template.split("/").filter(Boolean);
}

function matchTemplate(template: string, parts: string[]): Record<string, string> | null {
  const segs = segments(template);
  if (segs.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    const part = parts[i]!;
    if (seg.startsWith("{")) params[seg.slice(1, -1)] = part;
    else if (seg !== part) return null;
  }
  return params;
}

/** More literal segments first, so `lead/createFromRenta` wins over `lead/{id}`. */
const literalCount = (template: string) => segments(template).filter((s) => !s.startsWith("{")).length;

export type CallMatch =
  | { kind: "call"; name: CallName; params: Record<string, string> }
  | { kind: "method-not-allowed"; allow: Method[] }
  | { kind: "unknown" };

/**
 * Which documented call a method and path (under the API base, no leading slash) are. The proxy's
 * allow-list: anything else is unknown (404) or a known path with the wrong method (405).
 */
export function matchCall(method: string, path: string): CallMatch {
  let parts: string[];
  try {
    parts = path.split("/").filter(Boolean).map((p) => decodeURIComponent(p));
  } catch {
    return { kind: "unknown" };
  }
  if (parts.some((p) => p === "." || p === ".." || p.includes("/"))) return { kind: "unknown" };
  const hits = CALL_NAMES.map((name) => ({ name, params: matchTemplate(CALLS[name].path, parts) }))
    .filter((h): h is { name: CallName; params: Record<string, string> } => h.params !== null)
    .sort((a, b) => literalCount(CALLS[b.name].path) - literalCount(CALLS[a.name].path));
  if (!hits.length) return { kind: "unknown" };
  const hit = hits.find((h) => CALLS[h.name].method === method.toUpperCase());
  if (hit) return { kind: "call", ...hit };
  return { kind: "method-not-allowed", allow: [...new Set(hits.map((h) => CALLS[h.name].method))] };
}

/** The path of a call with its parameters filled in (encoded), without a leading slash. */
export function callPath(name: CallName, params: Record<string, string> = {}): string {
  return CALLS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** A query string from defined values only ("" when none). */
export function queryString(query: Record<string, string | number | boolean | undefined | null> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : "";
}
