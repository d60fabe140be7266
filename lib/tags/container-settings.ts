// The tag manager's two settings, read by the page and by the entry server
// (server/main.ts, through lib/security/sources.ts): with a container id, the container's
// host joins the CSP's script-src; an unsafe GTM_SCRIPT_URL stops the start (lib/backend/config.ts
// startupProblems). lib/tags/settings-env.ts reads them for the page through these same
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

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/**
 * A host a CSP source may name (regular-expression source, no anchors): at least two labels of
 * letters, digits and dashes, so `*.com` or a bare `https://intranet` is not a tag's host. Shared
 * with the CSP_* settings (lib/security/sources.ts), which import it from here.
 */
export const SOURCE_HOST = `${LABEL}(?:\\.${LABEL})+`;
/**
 * The whole setting as written, before any URL parsing: https, a SOURCE_HOST, an optional port and
 * a path of plain characters. The URL parser keeps `;`, `,`, `*` or quotes in a host name
 * ("https://evil.example;report-uri/gtm.js" has the host "evil.example;report-uri"), and the
 * origin goes into the CSP's script-src, where such a character ends the source or the directive.
 */
const SCRIPT_URL = new RegExp(`^https://${SOURCE_HOST}(?::(\\d{1,5}))?(?:/[a-z0-9._~%/-]*)?$`, "i");

/**
 * An https:// address of a plain host (SCRIPT_URL) with a path, no credentials, query or hash (the
 * id is added as ?id=); null otherwise.
 */
export function httpsScriptUrl(text: string): URL | null {
  const match = SCRIPT_URL.exec(text);
  if (!match) return null;
  const port = match[1] === undefined ? 443 : Number(match[1]);
  if (port < 1 || port > 65_535) return null;
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
 * The gtm.js address: GTM_SCRIPT_URL when it is an https:// address of a plain host, else the
 * default. The start is refused for any other value (gtmScriptUrlProblem); the default here keeps
 * a page that is rendered anyway (a test, a missed check) from carrying it.
 */
export function gtmScriptUrlFrom(env: Env): string {
  const raw = (env.GTM_SCRIPT_URL ?? "").trim();
  return (raw && httpsScriptUrl(raw)?.href) || DEFAULT_GTM_SCRIPT_URL;
}

/**
 * Why the server must not start with this GTM_SCRIPT_URL, or null (unset is the default address).
 * A refusal rather than a warning: the operator set a tag host, and serving without it, or with a
 * policy that blocks the page's own scripts, is worse than not starting. The value is not quoted:
 * it may hold a user name and password.
 */
export function gtmScriptUrlProblem(env: Env): string | null {
  const raw = (env.GTM_SCRIPT_URL ?? "").trim();
  if (!raw || httpsScriptUrl(raw)) return null;
  return (
    "GTM_SCRIPT_URL must be https://host[:port][/path]: a host name of letters, digits, dots and dashes, no user or " +
    "password, query, hash, spaces, quotes, `;`, `,` or `*`. Its origin goes into the Content-Security-Policy, where " +
    "anything else could end the directive and block the page's own scripts. Unset, gtm.js comes from " +
    `${DEFAULT_GTM_SCRIPT_URL}.`
  );
}

/**
 * What the operator set and we ignore, for the one line the server logs at start: a GTM_ID that is
 * not an id. GTM_SCRIPT_URL is not among them: a bad one stops the start (gtmScriptUrlProblem).
 */
export function refusedContainerSettings(env: Env): { setting: string; value: string }[] {
  const refused: { setting: string; value: string }[] = [];
  const id = rawId(env);
  if (id && !GTM_ID_PATTERN.test(id)) refused.push({ setting: env.GTM_ID?.trim() ? "GTM_ID" : "NEXT_PUBLIC_GTM_ID", value: id });
  return refused;
}
