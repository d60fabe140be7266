/** Types of policy.mjs (plain JavaScript, shared with the entry server and the build scripts). */
export interface PolicyOptions {
  dev?: boolean;
  scriptHashes?: readonly string[];
}
export function contentSecurityPolicy(options?: PolicyOptions): string;
export const STATIC_SECURITY_HEADERS: readonly (readonly [string, string])[];
export function securityHeaders(options?: PolicyOptions): { key: string; value: string }[];
