// The hosts the operator's tags need in the Content-Security-Policy, from settings
// read when the server starts (one build for every environment). Each setting is a space-separated
// list of sources; only https hosts pass: `https://host[:port][/path]` or `https://*.domain`.
// Keywords ('unsafe-inline', 'unsafe-eval', 'strict-dynamic', hashes, nonces), `*`, schemes
// (data:, http:, https:) and anything that could end a directive (`;`, `,`) are refused: a tag
// that needs them cannot run here, by design. With a container id, the container's own origin is
// added to script-src; nothing else is added without a setting.
import { gtmIdFrom, gtmScriptUrlFrom, refusedContainerSettings, SOURCE_HOST } from "../tags/container-settings.ts";

/** A setting's value that was left out, and which setting it was. */
export interface RefusedSetting {
  setting: string;
  value: string;
}

/** Directive → the setting that widens it. */
export const SOURCE_SETTINGS: readonly (readonly [string, string])[] = Object.freeze([
  ["script-src", "CSP_SCRIPT_SRC"],
  ["connect-src", "CSP_CONNECT_SRC"],
  ["img-src", "CSP_IMG_SRC"],
  ["frame-src", "CSP_FRAME_SRC"],
]);

const SOURCE = new RegExp(`^https://(?:\\*\\.)?${SOURCE_HOST}(?::(\\d{1,5}))?(?:/[a-z0-9._~%/-]*)?$`, "i");

/**
 * Whether one source expression is an https host we accept.
 */
export function isAllowedSource(source: string): boolean {
  const match = SOURCE.exec(source);
  if (!match) return false;
  const port = match[1] === undefined ? 443 : Number(match[1]);
  return port >= 1 && port <= 65535;
}

/**
 * A setting's sources, the accepted ones without repeats and the refused ones as written.
 */
export function parseSources(text: string | undefined): { sources: string[]; refused: string[] } {
  const sources: string[] = [];
  const refused: string[] = [];
  for (const token of (text ?? "").split(/\s+/).filter(Boolean)) {
    if (!isAllowedSource(token)) refused.push(token);
    else if (!sources.includes(token)) sources.push(token);
  }
  return { sources, refused };
}

/**
 * The extra sources per directive for contentSecurityPolicy (lib/security/policy.ts), and what
 * was refused (the tag manager's own settings included), for one line at start.
 */
export function tagSourcesFromEnv(env: Readonly<Record<string, string | undefined>>): { extra: Record<string, string[]>; refused: RefusedSetting[] } {
  const extra: Record<string, string[]> = {};
  const refused: RefusedSetting[] = refusedContainerSettings(env);
  for (const [directive, setting] of SOURCE_SETTINGS) {
    const parsed = parseSources(env[setting]);
    if (parsed.sources.length) extra[directive] = parsed.sources;
    for (const value of parsed.refused) refused.push({ setting, value });
  }
  if (gtmIdFrom(env)) {
    const origin = new URL(gtmScriptUrlFrom(env)).origin;
    const script = extra["script-src"] ?? [];
    if (!script.includes(origin)) extra["script-src"] = [origin, ...script];
  }
  return { extra, refused };
}

/**
 * The line the server logs at start when a setting was refused (values are hosts and ids, never
 * personal data).
 */
export function refusedSourcesMessage(refused: readonly RefusedSetting[]): string {
  const list = refused.map(({ setting, value }) => `${setting}: ${value}`).join("; ");
  return `tag settings ignored (only https://host[:port][/path] or https://*.domain sources, GTM-… ids): ${list}`;
}
