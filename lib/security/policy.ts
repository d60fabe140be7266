// The security headers of every response, one definition for the three places that send them:
// next.config.ts (next dev, and plain `next start`), the entry server (server/main.ts, which sets
// them on every answer, Next's own redirects and errors included) and the policy of each page
// served, hashed from its inline scripts (server/served-policy.ts).
//
// Script policy: pages are prerendered, so the inline scripts of each page (Next's bootstrap and
// RSC payload, our boot script) are known after `next build`. Each page is served with a policy
// that names exactly its own inline scripts by their SHA-256 hash; there is no 'unsafe-inline'
// for scripts and no nonce (a nonce would make every page dynamic). A response that is not a page
// (API, assets, redirects) allows no inline script at all. `next dev` keeps 'unsafe-inline' and
// 'unsafe-eval' (its pages are rendered on demand and React's debugging tools use eval).
//
// Tag hosts: script-src, connect-src, img-src and frame-src gain exactly the https
// hosts of the operator's settings (CSP_*_SRC, and the tag manager's own origin with GTM_ID),
// validated by lib/security/sources.ts and read when the server starts; never a keyword.

/** What a policy is made of: next dev's, a page's inline script hashes, the tag hosts of the settings. */
export interface PolicyOptions {
  dev?: boolean;
  /** "sha256-…" sources of the page's own inline scripts. */
  scriptHashes?: readonly string[];
  /** Validated tag hosts per directive (script-src, connect-src, img-src, frame-src): sources.ts. */
  extra?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Directives shared by every policy; script-src is added per response. No manifest-src: the web
 * manifest is ours, which default-src 'self' already allows (manifest-src falls back to it), and
 * WebKit (Safari) does not know the directive and logs "Unrecognized Content-Security-Policy
 * directive 'manifest-src'" as a console error on every page.
 */
const BASE_DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ["default-src", ["'self'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", "blob:"]],
  ["font-src", ["'self'"]],
  ["connect-src", ["'self'"]],
  ["media-src", ["'self'"]],
  ["frame-src", ["'none'"]],
  ["worker-src", ["'self'"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
];

/** Directives the operator's tag hosts may widen (lib/security/sources.ts validates them). */
const WIDENED: readonly string[] = ["script-src", "connect-src", "img-src", "frame-src"];

/**
 * The Content-Security-Policy value.
 *   dev: next dev's policy; scriptHashes: "sha256-…" sources of the page's own inline scripts;
 *   extra: the tag hosts of the settings per directive (tagSourcesFromEnv), already validated.
 *   They are added to the directive ('none' gives way to them: frame-src).
 */
export function contentSecurityPolicy({ dev = false, scriptHashes = [], extra = {} }: PolicyOptions = {}): string {
  const hosts = (name: string): readonly string[] => (WIDENED.includes(name) ? extra[name] ?? [] : []);
  const script = dev
    ? ["'self'", ...hosts("script-src"), "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...hosts("script-src"), ...scriptHashes.map((h) => `'${h}'`)];
  const directives = BASE_DIRECTIVES.map(([name, values]): [string, readonly string[]] => {
    const added = hosts(name);
    const own = added.length && values.length === 1 && values[0] === "'none'" ? [] : values;
    return [name, [...own, ...added, ...(name === "connect-src" && dev ? ["ws:"] : [])]];
  });
  directives.splice(1, 0, ["script-src", script]);
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** Headers other than the CSP, the same on every response. */
export const STATIC_SECURITY_HEADERS: readonly (readonly [string, string])[] = Object.freeze([
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
]);

/**
 * The build's scripts, stylesheets and fonts (hashed names under /_next/static/): sub-resources,
 * never a document. CSP, Referrer-Policy, Permissions-Policy, X-Frame-Options and COOP govern the
 * document (or worker) a response becomes, so on these files they are ~0.8 KB of header per
 * request and nothing else: a page names 12-16 scripts, and on Lighthouse's simulated phone every
 * byte of them before the first paint counts (docs/performance.md). They keep HSTS and nosniff,
 * which do apply to any response (nosniff makes the browser refuse a script or stylesheet served
 * with another type). Images and anything else under /_next/static/ keep every header: an SVG
 * opened in a tab is a document.
 */
export function isBuildSubresource(pathname: string): boolean {
  return /^\/_next\/static\/[^?#]+\.(?:js|css|woff2)$/.test(pathname);
}

/** The headers of a build sub-resource (isBuildSubresource): the two that apply to any response. */
export const SUBRESOURCE_SECURITY_HEADERS: readonly (readonly [string, string])[] = Object.freeze(
  STATIC_SECURITY_HEADERS.filter(([name]) => name === "Strict-Transport-Security" || name === "X-Content-Type-Options"),
);

/** Headers that only govern a document (see isBuildSubresource), removed from sub-resources. */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = Object.freeze([
  "Content-Security-Policy",
  ...STATIC_SECURITY_HEADERS.map(([name]) => name).filter((name) => !SUBRESOURCE_SECURITY_HEADERS.some(([kept]) => kept === name)),
]);

/**
 * Every security header as next.config's headers() takes them.
 */
export function securityHeaders(options: PolicyOptions = {}): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    ...STATIC_SECURITY_HEADERS.map(([key, value]) => ({ key, value })),
  ];
}
