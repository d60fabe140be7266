/** Types of fleet-services.mjs (plain JavaScript), for the unit test of the balancer's configuration. */
export function haproxyConfig(options: { port: number; servers: { id: string; port: number }[]; statsSocket: string; metricsPort?: number; errorsDir?: string; staticRetry404?: boolean }): string;
export const HAPROXY_METRICS_PORT: number;
export const COMPOSE_HAPROXY_DIR: string;
export function composeHaproxyConfig(options?: { service?: string; servicePort?: number; port?: number; slots?: number }): string;
