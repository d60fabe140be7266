/**
 * Where the browser sends its web-vitals beacon (lib/vitals/beacon.ts, app/vitals/route.ts).
 * Outside /api/: the /api proxy forwards only the contract's calls, and this is none. With the
 * trailing slash next.config's trailingSlash wants, so a POST is never redirected. No import
 * here: the entry server (lib/backend/refusals.ts) reads it as it is.
 */
export const VITALS_PATH = "/vitals/";
