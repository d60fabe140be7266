/** Where the production build looks for the browser's zod. */
export const ZOD_BUNDLE: string;
/** Bundles lib/validation/z.ts to `out` (default ZOD_BUNDLE); resolves to the milliseconds taken. */
export function bundleZod(out?: string): Promise<number>;
