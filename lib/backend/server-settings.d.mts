/** Types of server-settings.mjs (plain JavaScript, read by the entry server). */
export const DEFAULT_METRICS_PORT: number;
export const DEFAULT_METRICS_HOST: string;
export interface ServerSettings {
  problems: string[];
  metrics: { port: number; host: string } | null;
}
export function serverSettings(env?: Readonly<Record<string, string | undefined>>): ServerSettings;
