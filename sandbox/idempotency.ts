import { createHash } from "node:crypto";

/**
 * The sandbox's memory of idempotency keys (lib/api/idempotency): the id of what a keyed
 * creation makes is derived from its key, so "have I made this already?" is the row's own
 * existence. Insert and memory are one row, written in one statement: an instance that dies after
 * storing the order leaves it findable by the retry, and no separate table can disagree with it.
 * `scope` keeps a key's lead and no-coverage lead apart.
 */
export function keyedId(scope: string, key: string): string {
  const hex = createHash("sha256").update(`${scope}\n${key}`).digest("hex");
  // Shaped as a version-4 UUID, like the sandbox's random ids.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
