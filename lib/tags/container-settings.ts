// The tag manager's two settings (issue #28), read by the page and by the entry server
// (server/main.ts, through lib/security/sources.ts): with a container id, the container's
// host joins the CSP's script-src. lib/tags/settings-env.ts reads them for the page through these same
// functions, so the id a page loads and the host its policy allows never disagree.

/** A Google Tag Manager web container id, as GTM shows it: "GTM-" and upper-case letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** Where gtm.js comes from unless GTM_SCRIPT_URL says otherwise (a server-side tagging host, a test). */
export const DEFAULT_GTM_SCRIPT_URL = "https://www.googletagmanager.com/gtm.js";

type Env = Readonly<Record<string, string | undefined>>;

const rawId = (env: Env): string => env.GTM_ID?.trim() || env.NEXT_PUBLIC_GTM_ID?.trim() || "";

/**
 * The container id: GTM_ID, else NEXT_PUBLIC_GTM_ID (the name the issue first gave; read at start
 * like GTM_ID, never inlined at build). Null when unset or not an id: no tag code runs.
 */
export function gtmIdFrom(env: Env): string | null {
  const raw = rawId(env);
  return GTM_ID_PATTERN.test(raw) ? raw : null;
}

/**
 * An https:// address with a host and a path, no credentials, query or hash (the id is added as
 * ?id=); null otherwise.
 */
export function httpsScriptUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password || url.search || url.hash) return null;
  return url;
}

/**
 * The gtm.js address: GTM_SCRIPT_URL when it is an https:// address, else the default.
 */
export function gtmScriptUrlFrom(env: Env): string {
  const raw = (env.GTM_SCRIPT_URL ?? "").trim();
  return (raw && httpsScriptUrl(raw)?.href) || DEFAULT_GTM_SCRIPT_URL;
}

/**
 * What the operator set and we ignore, for the one line the server logs at start.
 */
export function refusedContainerSettings(env: Env): { setting: string; value: string }[] {
  const refused: { setting: string; value: string }[] = [];
  const id = rawId(env);
  if (id && !GTM_ID_PATTERN.test(id)) refused.push({ setting: env.GTM_ID?.trim() ? "GTM_ID" : "NEXT_PUBLIC_GTM_ID", value: id });
  const url = (env.GTM_SCRIPT_URL ?? "").trim();
  if (url && !httpsScriptUrl(url)) refused.push({ setting: "GTM_SCRIPT_URL", value: url });
  return refused;
}
