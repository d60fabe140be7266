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
/** The cookie's Max-Age, and how long after its issue time a value still reads. */
const MAX_AGE_SECONDS = 90 * 24 * 3600;
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
 * current secret there, set a new SESSION_SECRET, drop the old one after MAX_AGE_SECONDS.
 */
function previousSecrets(): Buffer[] {
  return (process.env.SESSION_SECRET_PREVIOUS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => Buffer.from(s, "utf8"));
}

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

/** The signed value of the ids (newest MAX_IDS), issued at `now`. */
export function encodeOwned(ids: readonly string[], now: Date = new Date()): string {
  const content = { v: VERSION, iat: unixSeconds(now), ids: ids.slice(-MAX_IDS) };
  const payload = Buffer.from(JSON.stringify(content), "utf8").toString("base64url");
  return `${payload}.${mac(secret(), payload)}`;
}

/**
 * The ids of a cookie value; none when it is missing, tampered with, malformed, of the old
 * format (no issue time), issued more than MAX_AGE_SECONDS before `now` or ahead of it. The
 * browser drops the cookie at Max-Age; the issue time makes a saved copy of it expire too.
 */
export function decodeOwned(value: string | undefined | null, now: Date = new Date()): string[] {
  if (!value) return [];
  const parts = value.split(".");
  const [payload, signature] = parts;
  if (parts.length !== 2 || !payload || !signature || !signedByKnownKey(payload, signature)) return [];
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return [];
  }
  if (typeof content !== "object" || content === null || Array.isArray(content)) return [];
  const { v, iat, ids } = content as Record<string, unknown>;
  if (v !== VERSION || typeof iat !== "number" || !Number.isInteger(iat) || !Array.isArray(ids)) return [];
  const age = unixSeconds(now) - iat;
  if (age > MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return [];
  return ids.filter((id): id is string => typeof id === "string");
}

export function readCookie(headers: Headers, name: string): string | undefined {
  const raw = headers.get("cookie");
  if (!raw) return undefined;
  for (const part of raw.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}

export function ownedIds(headers: Headers, now: Date = new Date()): string[] {
  return decodeOwned(readCookie(headers, OWNER_COOKIE), now);
}

/**
 * Set-Cookie for the owned ids plus the new ones, issued at `now`: the ids carried on from the
 * request's cookie get a new 90 days with it, as the browser's Max-Age does.
 */
export function ownerCookie(owned: readonly string[], added: readonly string[], secure: boolean, now: Date = new Date()): string {
  const ids = [...owned.filter((id) => !added.includes(id)), ...added];
  const attrs = [`${OWNER_COOKIE}=${encodeOwned(ids, now)}`, "Path=/api", `Max-Age=${MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attrs.push("Secure");
  return attrs.join("; ");
}
