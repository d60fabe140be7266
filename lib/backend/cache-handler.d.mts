/** Types of cache-handler.mjs (plain JavaScript, loaded by Next with Node's import()). */
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { Redis } from "ioredis";

export const MAX_TTL_SECONDS: number;
export const LEASE_MS: number;
export const TAG_SYNC_MS: number;
export function ttlSeconds(entry: Pick<CacheHandlerValue, "value" | "cacheControl">): number;
export function serialize(entry: unknown): string;
export function deserialize(text: string): CacheHandlerValue;
export function pagePathOf(key: string): string;
export function sharesCache(ctx: Pick<CacheHandlerContext, "dev"> | undefined, env?: Readonly<Record<string, string | undefined>>): boolean;
export function buildNamespace(read: (file: string) => string | null): string;

export interface CacheHandlerOptions {
  url?: string;
  prefix?: string;
  timeoutMs?: number;
  env?: Readonly<Record<string, string | undefined>>;
}
export interface SharedStoreView {
  readonly client: Redis;
  readonly space: string;
  readonly tagsKey: string;
  readonly usable: boolean;
}
export interface RedisCacheHandlerClass {
  new (ctx: CacheHandlerContext): CacheHandler;
  store(): SharedStoreView | null;
  close(): void;
}
export function createCacheHandler(options?: CacheHandlerOptions): RedisCacheHandlerClass;
declare const handler: RedisCacheHandlerClass;
export default handler;
