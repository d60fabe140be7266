/** Types of build-info.mjs (plain JavaScript, shared with the entry server and the log). */
export function buildInfo(): { buildId: string | null; version: string | null };
export function buildId(): string | null;
