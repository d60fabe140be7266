import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { backendConfig } from "./config";

/**
 * Lead ownership: the ids a browser created through the proxy travel in an HttpOnly, SameSite
 * signed cookie, and a call on a lead id the cookie does not carry is refused. A lead id alone
 * (seen in a log, a screenshot, guessed) is therefore not enough to read someone's CPF.
 */
export const OWNER_COOKIE = "uf_leads";
/** Newest ids kept: a visitor who starts over many times keeps the recent ones. */
const MAX_IDS = 20;
/**
 * The cookie's Max-Age, and how long after its issue time a value still reads: the window in which
 * a visitor can come back to an unfinished order (docs/decisions/contract-and-proxy.md#0083).
 * On a shared computer it is also how long the next person could read what was typed.
 */
export const OWNERSHIP_SECONDS = 7 * 24 * 3600;
/** How far in the future an issue time may be: clocks of several servers drift a little. */
const CLOCK_SKEW_SECONDS = 5 * 60;
/** Payload version: 2 carries its issue time (1 was a bare array of ids, valid forever). */
const VERSION = 2;

let cachedSecret: Buffer | null = null;

/**
 * SESSION_SECRET signs the cookie; without it a random secret is made once and kept in the data
 * folder, so cookies survive restarts of a single server (several servers need the variable).
 */
function secret(): Buffer {
  if (process.env.SESSION_SECRET) return Buffer.from(process.env.SESSION_SECRET, "utf8");
  if (cachedSecret) return cachedSecret;
  const dir = backendConfig.dataDir();
  const file = join(dir, "session-secret");
  try {
    cachedSecret = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  } catch {
    mkdirSync(dir, { recursive: true });
    cachedSecret = randomBytes(32);
    writeFileSync(file, cachedSecret.toString("base64url"), { mode: 0o600 });
  }
  return cachedSecret;
}

/**
 * Keys that verify but never sign: SESSION_SECRET_PREVIOUS, comma-separated. Rotation: move the
 * current secret there, set a new SESSION_SECRET, drop the old one after OWNERSHIP_SECONDS.
 */
function previousSecrets(): Buffer[] {
  return (process.env.SESSION_SECRET_PREVIOUS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => Buffer.from(s, "utf8"));
}

/**
 * HMAC-SHA256 of `text` with the signing secret, for values the server derives and must keep
 * unguessable to others (the holder and the scoped idempotency key of lib/backend/idempotency-scope).
 */
export const sessionMac = (text: string): Buffer => createHmac("sha256", secret()).update(text).digest();

const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

function signedByKnownKey(payload: string, given: string): boolean {
  const mine = Buffer.from(given);
  // Every key is tried (no early exit), so the time taken does not tell which one matched.
  let match = false;
  for (const key of [secret(), ...previousSecrets()]) {
    const expected = Buffer.from(mac(key, payload));
    if (expected.length === mine.length && timingSafeEqual(expected, mine)) match = true;
  }
  return match;
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Who holds a cookie: a random id minted with the first cookie and carried on by every re-issue.
 * Idempotency keys are scoped by it (lib/backend/idempotency-scope), so one browser's key
 * replays nothing for another. Cookies issued before it existed have none.
 */
const HOLDER = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What a valid cookie says: the ids, the holder (null on older cookies), its issue time, and which
 * of the ids are orders already placed (their personal data is no longer read back: proxy.ts).
 */
export interface Owner {
  ids: string[];
  holder: string | null;
  iat: number;
  placed: string[];
}

/** The signed value of the ids (newest MAX_IDS), issued at `now`, for `holder`; `placed`: those of them whose order is placed. */
export function encodeOwned(ids: readonly string[], now: Date = new Date(), holder?: string | null, placed: readonly string[] = []): string {
  const kept = ids.slice(-MAX_IDS);
  const done = kept.filter((id) => placed.includes(id));
  const content = { v: VERSION, iat: unixSeconds(now), ids: kept, ...(holder ? { h: holder } : {}), ...(done.length ? { p: done } : {}) };
  const payload = Buffer.from(JSON.stringify(content), "utf8").toString("base64url");
  return `${payload}.${mac(secret(), payload)}`;
}

/**
 * What a cookie value says; null when it is missing, tampered with, malformed, of the old format
 * (no issue time), issued more than OWNERSHIP_SECONDS before `now` or ahead of it. The browser drops
 * the cookie at Max-Age; the issue time makes a saved copy of it expire too.
 */
export function decodeOwner(value: string | undefined | null, now: Date = new Date()): Owner | null {
  if (!value) return null;
  const parts = value.split(".");
  const [payload, signature] = parts;
  if (parts.length !== 2 || !payload || !signature || !signedByKnownKey(payload, signature)) return null;
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof content !== "object" || content === null || Array.isArray(content)) return null;
  const { v, iat, ids, h, p } = content as Record<string, unknown>;
  if (v !== VERSION || typeof iat !== "number" || !Number.isInteger(iat) || !Array.isArray(ids)) return null;
  const age = unixSeconds(now) - iat;
  if (age > OWNERSHIP_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
  const owned = ids.filter((id): id is string => typeof id === "string");
  const placed = Array.isArray(p) ? p.filter((id): id is string => typeof id === "string" && owned.includes(id)) : [];
  return { ids: owned, holder: typeof h === "string" && HOLDER.test(h) ? h : null, iat, placed };
}

/** The ids of a cookie value; none when decodeOwner refuses it. */
export function decodeOwned(value: string | undefined | null, now: Date = new Date()): string[] {
  return decodeOwner(value, now)?.ids ?? [];
}

/** Every value of the cookie `name` in the request, in the order the browser sent them. */
export function readCookies(headers: Headers, name: string): string[] {
  const raw = headers.get("cookie");
  if (!raw) return [];
  const values: string[] = [];
  for (const part of raw.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) values.push(v.join("="));
  }
  return values;
}

export function readCookie(headers: Headers, name: string): string | undefined {
  return readCookies(headers, name)[0];
}

/**
 * The owner of a request, from every uf_leads cookie it carries that is valid. A
 * browser sends two when a sibling host (colaborador., sp.) set one for the parent domain, first
 * if its path is longer: taking only the first let a cookie tossed from there void the visitor's
 * own and break the checkout. Invalid ones are ignored, the ids of the valid ones are joined
 * (none can be forged: each is signed), and the holder is the newest valid cookie's that has one.
 */
export function ownerOf(headers: Headers, now: Date = new Date()): { ids: string[]; holder: string | null; placed: string[] } {
  const valid = readCookies(headers, OWNER_COOKIE)
    .map((value) => decodeOwner(value, now))
    .filter((owner): owner is Owner => owner !== null);
  const ids = [...new Set(valid.flatMap((owner) => owner.ids))];
  const placed = [...new Set(valid.flatMap((owner) => owner.placed))];
  const newest = valid.filter((owner) => owner.holder).sort((a, b) => b.iat - a.iat)[0];
  return { ids, holder: newest?.holder ?? null, placed };
}

export function ownedIds(headers: Headers, now: Date = new Date()): string[] {
  return ownerOf(headers, now).ids;
}

/**
 * Set-Cookie for the owned ids plus the new ones, issued at `now` for `holder`: the ids carried on
 * from the request's cookie get a new OWNERSHIP_SECONDS with it, as the browser's Max-Age does.
 * `placed` (ids of placed orders) is carried on too: a new lead never makes an old order's personal
 * data readable again.
 */
export function ownerCookie(
  owned: readonly string[],
  added: readonly string[],
  secure: boolean,
  now: Date = new Date(),
  holder: string | null = null,
  placed: readonly string[] = [],
): string {
  const ids = [...owned.filter((id) => !added.includes(id)), ...added];
  const attrs = [`${OWNER_COOKIE}=${encodeOwned(ids, now, holder, placed)}`, "Path=/api", `Max-Age=${OWNERSHIP_SECONDS}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attrs.push("Secure");
  return attrs.join("; ");
}
