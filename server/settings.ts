// The entry server's operational settings (docs/operating.md "Stopping: drain"), read once at start by
// server/main.ts: where /metrics listens, how long a stop drains, how long an idle keep-alive
// connection is kept. A malformed value stops the start with its reason, as the other settings do
// (lib/backend/config.ts): a typo must not silently become "no drain" or a public metrics port.

/** The port OpenTelemetry's Prometheus exporter uses by default; on loopback unless METRICS_HOST says otherwise. */
export const DEFAULT_METRICS_PORT = 9464;
export const DEFAULT_METRICS_HOST = "127.0.0.1";
/** A balancer checking every 2-5 s takes two failed checks to take an instance out: 10 s covers it. */
export const DEFAULT_DRAIN_SECONDS = 10;
/**
 * Above the idle timeouts of the usual balancers (AWS ALB 60 s, HAProxy's and nginx's are set
 * lower), so that the balancer, not this server, closes an idle connection: a server closing it
 * first races a request the balancer is sending on it, which then fails.
 */
export const DEFAULT_KEEP_ALIVE_SECONDS = 65;

type Env = Readonly<Record<string, string | undefined>>;
type Setting = { value: number } | { problem: string };

export interface ServerSettings {
  problems: string[];
  metrics: { port: number; host: string } | null;
  drainMs: number;
  keepAliveMs: number;
  requestsMs: number;
}

function numberSetting(value: string | undefined, { name, fallback, min, max, integer = false }: { name: string; fallback: number; min: number; max: number; integer?: boolean }): Setting {
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
 * - DRAIN_SECONDS: 10 by default, 0 to stop at once (tests, a single server with no balancer).
 * - KEEP_ALIVE_SECONDS: 65 by default.
 */
export function serverSettings(env: Env = process.env): ServerSettings {
  const problems: string[] = [];
  const off = ["0", "off"].includes((env.METRICS_PORT ?? "").trim().toLowerCase());
  const port = off ? { value: 0 } : numberSetting(env.METRICS_PORT, { name: "METRICS_PORT", fallback: DEFAULT_METRICS_PORT, min: 1, max: 65_535, integer: true });
  const drain = numberSetting(env.DRAIN_SECONDS, { name: "DRAIN_SECONDS", fallback: DEFAULT_DRAIN_SECONDS, min: 0, max: 600 });
  const keepAlive = numberSetting(env.KEEP_ALIVE_SECONDS, { name: "KEEP_ALIVE_SECONDS", fallback: DEFAULT_KEEP_ALIVE_SECONDS, min: 1, max: 3_600 });
  for (const setting of [port, drain, keepAlive]) if ("problem" in setting) problems.push(setting.problem);
  const host = env.METRICS_HOST?.trim() || DEFAULT_METRICS_HOST;
  const value = (setting: Setting): number => ("value" in setting ? setting.value : 0);
  return {
    problems,
    metrics: value(port) > 0 ? { port: value(port), host } : null,
    drainMs: value(drain) * 1000,
    keepAliveMs: value(keepAlive) * 1000,
    requestsMs: inFlightLimitMs(env),
  };
}

/**
 * How long a stop waits for the requests still being answered once the drain window is over: the
 * longest an /api request may take by the proxy's own limits, its body (API_BODY_TIMEOUT_MS, 10 s)
 * then the backend's answer (BACKEND_TIMEOUT_MS, 15 s). A request still running after that is cut.
 */
export function inFlightLimitMs(env: Env = process.env): number {
  return (Number(env.API_BODY_TIMEOUT_MS) || 10_000) + (Number(env.BACKEND_TIMEOUT_MS) || 15_000);
}
