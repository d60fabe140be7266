import { parseBackendHeaders as parseOrThrow } from "@/lib/backend/config";

/**
 * BACKEND_HEADERS for `npm run contract:check`: the storefront's own rule (lib/backend/config.ts),
 * one JSON object of header names to one-line string values, e.g.
 *   BACKEND_HEADERS='{"Authorization":"Bearer abc…","X-Api-Key":"…"}'
 * so the check calls the staging API exactly as the storefront will. Values are never printed,
 * not even in errors (they are secrets); only the names are.
 */
export type ParsedHeaders = { ok: true; headers: Record<string, string> } | { ok: false; error: string };

export function parseBackendHeaders(raw: string | undefined): ParsedHeaders {
  try {
    return { ok: true, headers: parseOrThrow(raw) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
