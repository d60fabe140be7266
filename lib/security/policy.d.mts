/** Types of policy.mjs (plain JavaScript, shared with the entry server and the build scripts). */
export interface PolicyOptions {
  dev?: boolean;
  scriptHashes?: readonly string[];
  /** Validated tag hosts per directive (script-src, connect-src, img-src, frame-src): sources.mjs. */
  extra?: Readonly<Record<string, readonly string[]>>;
}
export function contentSecurityPolicy(options?: PolicyOptions): string;
export const STATIC_SECURITY_HEADERS: readonly (readonly [string, string])[];
export function securityHeaders(options?: PolicyOptions): { key: string; value: string }[];
/** A build script, stylesheet or font under /_next/static/ (a sub-resource, never a document). */
export function isBuildSubresource(pathname: string): boolean;
/** HSTS and nosniff: the headers a build sub-resource keeps. */
export const SUBRESOURCE_SECURITY_HEADERS: readonly (readonly [string, string])[];
/** CSP and the other headers that govern only a document, removed from sub-resources. */
export const DOCUMENT_ONLY_HEADERS: readonly string[];
