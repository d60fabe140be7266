import { isIP } from "node:net";

/**
 * Who sent a request and from which origin, as far as this server can know it.
 *
 * The entry server (server/main.ts) records the socket's address and scheme in x-uf-peer and
 * x-uf-proto, drops any x-uf-* header the client sent and adds x-uf-entry, a per-process token the
 * app checks here. TRUSTED_PROXY_HOPS says how many proxies in front of us append to
 * X-Forwarded-For (and set X-Forwarded-Host / -Proto):
 * - 0 (default): nothing in front is trusted; the client is the socket's peer and the origin is the
 *   Host header with the socket's scheme. A client-written X-Forwarded-* changes nothing.
 * - N ≥ 1: the client is the entry N places from the right of [X-Forwarded-For…, peer], the one the
 *   outermost trusted proxy appended; X-Forwarded-Host / -Proto are believed (the load balancer
 *   overwrites them).
 */

export const ENTRY_TOKEN = Symbol.for("ultrafibra.entry-token");

/** TRUSTED_PROXY_HOPS as a whole number 0-10; anything else is 0 (trust nothing). */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  const n = Number(value ?? "0");
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/** The x-uf-* headers came from our entry server in this process, not from the client. */
export function fromEntryServer(headers: Headers, token = (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN]): boolean {
  return typeof token === "string" && token.length > 0 && headers.get("x-uf-entry") === token;
}

/** Hextets of an IPv6 address in full, or null. Accepts "::" shorthand and a dotted IPv4 tail. */
function ipv6Hextets(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const all = [...left, ...Array<number>(fill).fill(0), ...right];
  return all.length === 8 && all.every((h) => Number.isInteger(h) && h >= 0 && h <= 0xffff) ? all : null;
}

/**
 * One spelling per client for rate limits: IPv4 as dotted quad (also when mapped into IPv6,
 * "::ffff:1.2.3.4"), IPv6 reduced to its /64 ("2001:db8:1:2::/64"): a single subscriber usually
 * holds a whole /64, so counting per address would give one phone 2^64 budgets. Ports, brackets
 * and zone ids are dropped. Anything that is not an address is kept as "invalid" (one budget).
 */
export function clientKey(raw: string | null | undefined): string {
  if (!(raw ?? "").trim()) return "unknown";
  const text = plainAddress(raw);
  if (!text) return "invalid";
  if (isIP(text) === 4) return text.split(".").map((n) => String(Number(n))).join(".");
  const hextets = ipv6Hextets(text);
  if (!hextets) return "invalid";
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (mapped) return [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join(".");
  return `${hextets.slice(0, 4).map((h) => h.toString(16)).join(":")}::/64`;
}

const list = (value: string | null) => (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);

export interface ClientFacts {
  /** Rate-limit key of the client (clientKey of its address). */
  key: string;
  /**
   * The client's address as this server trusts it (a valid IP, ports and brackets dropped), or
   * null: sent on to the operator's API, whose identity checks may weigh it.
   */
  address: string | null;
  /** The origin the browser saw for our site, "http://host:port", or null when unknown. */
  origin: string | null;
}

/** The client and our public origin, per the trusted hops (see the module comment). */
export function clientFacts(headers: Headers, hops = trustedProxyHops(), entry = fromEntryServer(headers)): ClientFacts {
  // Without our entry server (a plain `next start`) there is no socket fact to trust: Next wrote
  // the peer into X-Forwarded-For only if the client had not. Take its last entry as the peer.
  const forwarded = list(headers.get("x-forwarded-for"));
  const peer = entry ? headers.get("x-uf-peer") : (forwarded.pop() ?? null);
  const chain = [...forwarded, ...(peer ? [peer] : [])];
  const address = hops === 0 ? peer : (chain[Math.max(0, chain.length - 1 - hops)] ?? null);

  const host = hops > 0 ? (list(headers.get("x-forwarded-host"))[0] ?? headers.get("host")) : headers.get("host");
  const socketProto = entry ? headers.get("x-uf-proto") : null;
  const proto = hops > 0 ? (list(headers.get("x-forwarded-proto"))[0] ?? socketProto ?? "http") : (socketProto ?? "http");
  return { key: clientKey(address), address: plainAddress(address), origin: host && /^https?$/.test(proto) ? `${proto}://${host.toLowerCase()}` : null };
}

/** An address as one IP ("[2001:db8::1]:443" → "2001:db8::1", "1.2.3.4:80" → "1.2.3.4"), or null when it is none. */
export function plainAddress(raw: string | null | undefined): string | null {
  let text = (raw ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, "");
  return isIP(text) ? text : null;
}
