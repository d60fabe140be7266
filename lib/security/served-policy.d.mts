/** Types of served-policy.mjs (plain JavaScript, loaded by the entry server). */
import type { ServerResponse } from "node:http";
export function inlineScripts(html: string): string[];
export function sha256Source(text: string): string;
export function policyForHtml(html: string, extra?: Readonly<Record<string, readonly string[]>>): string;
export const NO_INLINE_POLICY: string;
export class PolicyCache {
  constructor(max?: number);
  get(etag: string | undefined): string | undefined;
  set(etag: string | undefined, policy: string): void;
  keepConditional(headers: import("node:http").IncomingHttpHeaders): void;
}
export function servePolicy(
  res: ServerResponse,
  options: { cache: PolicyCache; head: boolean; apply: (status: number) => void; extra?: Readonly<Record<string, readonly string[]>> },
): void;
