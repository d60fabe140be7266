/** JSON values as the OpenAPI document holds them. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A plain JSON copy: drops undefined values and class instances' extras (zod's output is plain). */
export function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key]!)]),
  );
}

/**
 * Two-space JSON with every object's keys sorted and a final newline. The document is checked in,
 * so the same contract must give the same bytes whatever order the code builds objects in; arrays
 * keep their order (`required`, `enum` and `anyOf` carry the contract's own order).
 */
export function stableStringify(value: Json): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}
