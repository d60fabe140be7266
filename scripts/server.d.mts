/** Types of server.mjs (the entry server in plain JavaScript), for its unit tests. */
export const METHODS: string[];
export const ENTRY_TOKEN: symbol;
export function requestPath(url?: string): string;
export const HEALTH_PATHS: string[];
export function withHealthSlash(url?: string): string;
export const API_PREFIX: string;
export const MAX_LOGGED_PATH: number;
export interface AccessFacts {
  method: string;
  pathname: string;
  status: number;
  ms: number;
  requestId: string;
  /** The process is draining (lib/backend/drain.mjs). */
  draining?: boolean;
}
export function accessLine(facts: AccessFacts): {
  level: "debug" | "info" | "warn" | "error";
  fields: { event: "http"; requestId: string; method: string; path: string; status: number; ms: number };
};
export function standaloneConfig(dir: string, distDir: string, env?: Readonly<Record<string, string | undefined>>): Record<string, unknown> | null;
export function serverTimeouts(env?: Readonly<Record<string, string | undefined>>): { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
export const PAGE_METHODS: string[];
export function undecodablePath(pathname: string): boolean;
export function refusalFor(method: string, pathname: string): { status: 400 | 404 | 405; message: string; allow?: string } | null;
export function clientErrorResponse(code: string | undefined): string;
export function forcedExitCode(signal: string): number;
