/** Types of deploy-config.mjs (plain JavaScript), for the unit test of deploy/. */
export const COMPOSE_HAPROXY_CFG: string;
export function composeHaproxyFile(): string;
