// @vitest-environment node
import { clientFacts, clientKey, ENTRY_TOKEN, fromEntryServer, trustedProxyHops } from "@/lib/backend/client";
import { isSameOrigin } from "@/lib/backend/proxy";

const TOKEN = "entry-token-for-tests";
/** Headers as server/main.ts hands them to the app: the socket's facts plus what the client sent. */
const fromSocket = (peer: string, sent: Record<string, string> = {}, proto = "http") =>
  new Headers({ host: "loja.test", ...sent, "x-uf-peer": peer, "x-uf-proto": proto, "x-uf-entry": TOKEN });

beforeAll(() => {
  (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = TOKEN;
});
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN];
});

describe("clientKey: one spelling per client", () => {
  it("keeps IPv4 as a dotted quad, also when mapped into IPv6 or given with a port", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.7:51234")).toBe("203.0.113.7");
  });

  it("counts IPv6 per /64, whatever the spelling", () => {
    const key = "2001:db8:abcd:12::/64";
    for (const spelling of [
      "2001:db8:abcd:12::1",
      "2001:0DB8:ABCD:0012:0000:0000:0000:0001",
      "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
      "[2001:db8:abcd:12::9]:443",
      "2001:db8:abcd:12::1%eth0",
      "2001:db8:abcd:12:0:0:1.2.3.4",
    ]) {
      expect(clientKey(spelling), spelling).toBe(key);
    }
    expect(clientKey("2001:db8:abcd:13::1")).not.toBe(key);
  });

  it("folds what is not an address into one budget", () => {
    expect(clientKey("test-1-2")).toBe("invalid");
    expect(clientKey("1.2.3.999")).toBe("invalid");
    expect(clientKey("")).toBe("unknown");
    expect(clientKey(null)).toBe("unknown");
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  it("is a whole number from 0 to 10; anything else trusts nothing", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("1")).toBe(1);
    expect(trustedProxyHops("2")).toBe(2);
    expect(trustedProxyHops("-1")).toBe(0);
    expect(trustedProxyHops("yes")).toBe(0);
    expect(trustedProxyHops("1.5")).toBe(0);
  });
});

describe("clientFacts", () => {
  it("with 0 hops: the socket's peer, whatever X-Forwarded-For says", () => {
    const spoofed = fromSocket("198.51.100.20", { "x-forwarded-for": "1.1.1.1, 2.2.2.2" });
    expect(clientFacts(spoofed, 0).key).toBe("198.51.100.20");
    const rotated = ["3.3.3.3", "4.4.4.4", "5.5.5.5"].map((xff) => clientFacts(fromSocket("198.51.100.20", { "x-forwarded-for": xff }), 0).key);
    expect(new Set(rotated)).toEqual(new Set(["198.51.100.20"]));
  });

  it("with 1 hop: the entry the load balancer appended (the last one), not what the client wrote before it", () => {
    const headers = fromSocket("10.0.0.5", { "x-forwarded-for": "6.6.6.6, 203.0.113.9" });
    expect(clientFacts(headers, 1).key).toBe("203.0.113.9");
    expect(clientFacts(fromSocket("10.0.0.5", { "x-forwarded-for": "203.0.113.9" }), 1).key).toBe("203.0.113.9");
    expect(clientFacts(fromSocket("10.0.0.5"), 1).key).toBe("10.0.0.5");
  });

  it("with 2 hops (CDN then balancer): two places from the right of the chain", () => {
    const headers = fromSocket("10.0.0.5", { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 192.0.2.1" });
    expect(clientFacts(headers, 2).key).toBe("203.0.113.9");
  });

  it("x-uf-* headers a client writes itself are not believed without the entry token", () => {
    const forged = new Headers({ host: "loja.test", "x-uf-peer": "9.9.9.9", "x-uf-entry": "guess", "x-forwarded-for": "198.51.100.1" });
    expect(fromEntryServer(forged)).toBe(false);
    expect(clientFacts(forged, 0).key).toBe("198.51.100.1");
    expect(fromEntryServer(fromSocket("1.2.3.4"))).toBe(true);
  });

  it("the origin: Host and the socket's scheme with 0 hops; X-Forwarded-Host/-Proto only behind trusted hops", () => {
    const sent = { "x-forwarded-host": "evil.com", "x-forwarded-proto": "https" };
    expect(clientFacts(fromSocket("1.2.3.4", sent), 0).origin).toBe("http://loja.test");
    expect(clientFacts(fromSocket("1.2.3.4", sent, "https"), 0).origin).toBe("https://loja.test");
    expect(clientFacts(fromSocket("10.0.0.5", { "x-forwarded-host": "www.loja.test", "x-forwarded-proto": "https" }), 1).origin).toBe(
      "https://www.loja.test",
    );
  });
});

describe("same-origin check with the trusted hops", () => {
  it("refuses Origin evil.com with X-Forwarded-Host evil.com when no proxy is trusted", () => {
    const headers = fromSocket("1.2.3.4", { origin: "https://evil.com", "x-forwarded-host": "evil.com", "x-forwarded-proto": "https" });
    expect(isSameOrigin(headers, clientFacts(headers, 0).origin)).toBe(false);
  });

  it("compares the scheme too", () => {
    const headers = fromSocket("1.2.3.4", { origin: "https://loja.test" });
    expect(isSameOrigin(headers, clientFacts(headers, 0).origin)).toBe(false);
    const plain = fromSocket("1.2.3.4", { origin: "http://loja.test" });
    expect(isSameOrigin(plain, clientFacts(plain, 0).origin)).toBe(true);
  });

  it("behind a trusted balancer, the public origin it forwards", () => {
    const headers = fromSocket("10.0.0.5", { origin: "https://www.loja.test", "x-forwarded-host": "www.loja.test", "x-forwarded-proto": "https" });
    expect(isSameOrigin(headers, clientFacts(headers, 1).origin)).toBe(true);
    expect(isSameOrigin(headers, clientFacts(headers, 0).origin)).toBe(false);
  });
});
