/**
 * BACKEND_HEADERS: headers sent with every call of `npm run contract:check`, for a staging API
 * behind credentials. Format: one JSON object of header names to string values, e.g.
 *   BACKEND_HEADERS='{"Authorization":"Bearer abc…","X-Api-Key":"…"}'
 * JSON rather than "Name: value" lines: it fits one line of an environment variable or a CI
 * secret, and a value holding a colon or spaces needs no rule. Values are never printed, not
 * even in the errors below (they are secrets); only the names are.
 */

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export type ParsedHeaders = { ok: true; headers: Record<string, string> } | { ok: false; error: string };

export function parseBackendHeaders(raw: string | undefined): ParsedHeaders {
  if (raw === undefined || raw.trim() === "") return { ok: true, headers: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'BACKEND_HEADERS is not JSON: write an object, {"Name": "value"}' };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: 'BACKEND_HEADERS must be a JSON object, {"Name": "value"}' };
  }
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (!TOKEN.test(name)) return { ok: false, error: `BACKEND_HEADERS: "${name}" is not a header name` };
    if (typeof v !== "string" || /[\r\n\0]/.test(v)) return { ok: false, error: `BACKEND_HEADERS: the value of ${name} must be a one-line string` };
    headers[name] = v;
  }
  return { ok: true, headers };
}
