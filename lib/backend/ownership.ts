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
const MAX_AGE_SECONDS = 90 * 24 * 3600;

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

const sign = (payload: string) => createHmac("sha256", secret()).update(payload).digest("base64url");

export function encodeOwned(ids: readonly string[]): string {
  const payload = Buffer.from(JSON.stringify(ids.slice(-MAX_IDS)), "utf8").toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The ids of a cookie value; none when it is missing, tampered with or malformed. */
export function decodeOwned(value: string | undefined | null): string[] {
  if (!value) return [];
  const [payload, mac] = value.split(".");
  if (!payload || !mac) return [];
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
  try {
    const ids: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
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

export function ownedIds(headers: Headers): string[] {
  return decodeOwned(readCookie(headers, OWNER_COOKIE));
}

/** Set-Cookie for the owned ids plus the new ones. */
export function ownerCookie(owned: readonly string[], added: readonly string[], secure: boolean): string {
  const ids = [...owned.filter((id) => !added.includes(id)), ...added];
  const attrs = [`${OWNER_COOKIE}=${encodeOwned(ids)}`, "Path=/api", `Max-Age=${MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attrs.push("Secure");
  return attrs.join("; ");
}
