/** Types of standalone.mjs (plain JavaScript, run by the Dockerfile's build stage). */
export const ENTRY_FILES: readonly string[];
export function relativeImports(file: string, source: string): string[];
export function entryClosure(root: string, entries?: readonly string[]): string[];
export function assembleStandalone(root: string, target: string, distDir?: string): string[];
export const CACHE_HANDLER: string;
export function imageConfigSource(config: Record<string, unknown>): string;
