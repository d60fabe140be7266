import * as z from "@/lib/validation/z";

/**
 * `schema`, then `fn` on its output: what classic zod's `.transform(fn)` was. zod/mini has no
 * methods but `.check` (it is split into functions so a bundler can keep only those called:
 * lib/validation/z.ts), and its `z.transform` alone cannot see the schema it follows, so this
 * keeps `fn`'s input typed.
 */
export function transformed<S extends z.ZodMiniType, O>(schema: S, fn: (value: z.output<S>, ctx: z.core.ParsePayload) => O) {
  return z.pipe(schema, z.transform(fn));
}
