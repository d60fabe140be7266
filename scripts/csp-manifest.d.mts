/** Types of csp-manifest.mjs (a build script in plain JavaScript). */
export interface CspManifest {
  version: 1;
  hashes: string[];
  pages: Record<string, number[]>;
}
export const MANIFEST_FILE: string;
export const FALLBACK: string;
export function inlineScripts(html: string): string[];
export function sha256Source(text: string): string;
export function pagePath(relative: string): string | null;
export function buildManifest(distDir: string): CspManifest;
