/** Types of precompressed.mjs (plain JavaScript, shared by the entry server and the build step). */
export const COMPRESSIBLE: RegExp;
export const CONTENT_TYPES: Readonly<Record<".js" | ".css", string>>;
export function precompress(distDir: string): { files: number; written: number; bytes: number; brotliBytes: number };
export function brotliIndex(distDir: string): Map<string, { file: string; type: string }>;
export function acceptsBrotli(header: string | undefined): boolean;
