// The entries this process took from Redis or rendered itself, in front of Redis (layer 1 of
// get(), lib/backend/cache-handler.ts): a bounded LRU, so a fresh entry is answered with no I/O.
import type { CacheHandlerValue } from "next/dist/server/lib/incremental-cache";

interface Item {
  entry: CacheHandlerValue;
  size: number;
}

/** One LRU of entries by approximate size (bytes of their JSON). */
export class NearCache {
  readonly maxBytes: number;
  bytes = 0;
  /** In order of use, the least recent first (a Map keeps insertion order). */
  private readonly items = new Map<string, Item>();

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): CacheHandlerValue | null {
    const item = this.items.get(key);
    if (!item) return null;
    this.items.delete(key);
    this.items.set(key, item);
    return item.entry;
  }

  set(key: string, entry: CacheHandlerValue, size: number): void {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.items.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, item] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(oldest);
      this.bytes -= item.size;
    }
  }

  delete(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.bytes -= item.size;
  }
}
