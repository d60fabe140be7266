/** Types of server-settings.mjs (plain JavaScript, read by the entry server). */
export const DEFAULT_METRICS_PORT: number;
export const DEFAULT_METRICS_HOST: string;
export const DEFAULT_DRAIN_SECONDS: number;
export const DEFAULT_KEEP_ALIVE_SECONDS: number;
export interface ServerSettings {
  problems: string[];
  metrics: { port: number; host: string } | null;
  drainMs: number;
  keepAliveMs: number;
  requestsMs: number;
}
export function serverSettings(env?: Readonly<Record<string, string | undefined>>): ServerSettings;
export function inFlightLimitMs(env?: Readonly<Record<string, string | undefined>>): number;
