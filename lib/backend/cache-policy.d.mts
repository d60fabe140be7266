/** Types of cache-policy.mjs (plain JavaScript, shared with the entry server). */
export const IMMUTABLE: string;
export const LONG: string;
export const DOCUMENTS: string;
export const CATALOGUE_CACHE_CONTROL: string;
export const CATALOGUE_CALLS: readonly string[];
export function staticCacheControl(url: string, status: number): string | null;
