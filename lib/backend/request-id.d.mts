/** Types of request-id.mjs (plain JavaScript, shared with the entry server). */
export const REQUEST_ID_HEADER: string;
export const TRUSTED_REQUEST_ID_HEADER: string;
export function trustedProxyHops(value?: string): number;
export function acceptedRequestId(value: string | string[] | null | undefined, hops: number): string | null;
export function requestIdFor(value: string | string[] | null | undefined, hops?: number): string;
