/** Types of carry-static.mjs (plain JavaScript, run by the Dockerfile's build stage). */
export const OWN_FILES: string;
export function staticFiles(nextDir: string): string[];
export function carryStatic(previousDir: string, nextDir: string): { own: number; carried: number; kept: number };
