/** Types of drain.mjs (plain JavaScript, shared by the entry server and the app). */
export const CLOSE_TIMEOUT_MS: number;
export function isDraining(): boolean;
export function startDraining(): void;
export function onShutdown(name: string, close: () => Promise<unknown> | unknown): void;
export function closeResources(timeoutMs?: number): Promise<{ name: string; closed: boolean; error?: string }[]>;
export function resetDrain(): void;
