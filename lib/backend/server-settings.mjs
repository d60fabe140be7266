// The entry server's operational settings (README "Operating"), read once at start by
// scripts/server.mjs: where /metrics listens. A malformed value stops the start with its reason,
// as the other settings do (lib/backend/config.ts): a typo must not silently become a public
// metrics port.

/** The port OpenTelemetry's Prometheus exporter uses by default; on loopback unless METRICS_HOST says otherwise. */
export const DEFAULT_METRICS_PORT = 9464;
export const DEFAULT_METRICS_HOST = "127.0.0.1";

/**
 * @param {string | undefined} value
 * @param {{ name: string, fallback: number, min: number, max: number, integer?: boolean }} rule
 * @returns {{ value: number } | { problem: string }}
 */
function numberSetting(value, { name, fallback, min, max, integer = false }) {
  if (value === undefined || value.trim() === "") return { value: fallback };
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    return { problem: `${name} must be ${integer ? "a whole number" : "a number"} from ${min} to ${max} (got "${value}")` };
  }
  return { value: n };
}

/**
 * The settings, or the problems that stop the start.
 * - METRICS_PORT: 9464 by default; "0" or "off" turns the metrics listener off.
 * - METRICS_HOST: 127.0.0.1 by default (0.0.0.0 in a container, the port left unpublished).
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
export function serverSettings(env = process.env) {
  /** @type {string[]} */
  const problems = [];
  const off = ["0", "off"].includes((env.METRICS_PORT ?? "").trim().toLowerCase());
  const port = off ? { value: 0 } : numberSetting(env.METRICS_PORT, { name: "METRICS_PORT", fallback: DEFAULT_METRICS_PORT, min: 1, max: 65_535, integer: true });
  if ("problem" in port) problems.push(port.problem);
  const host = env.METRICS_HOST?.trim() || DEFAULT_METRICS_HOST;
  const portValue = "value" in port ? port.value : 0;
  return { problems, metrics: portValue > 0 ? { port: portValue, host } : null };
}
