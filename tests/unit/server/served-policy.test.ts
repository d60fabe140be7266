// @vitest-environment node
import { createHash } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/policy";
import { inlineScripts, NO_INLINE_POLICY, PolicyCache, policyForHtml, servePolicy, sha256Source } from "@/server/served-policy";
import { requestPath } from "@/server/requests";

/** The script policy of what is served: hashes of the page's own inline scripts. */

const page = (body: string) => `<!DOCTYPE html><html><head><script>boot()</script><script src="/_next/a.js" async></script></head><body>${body}</body></html>`;
const hash = (text: string) => `'${sha256Source(text)}'`;
const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";

describe("inline scripts of a page", () => {
  it("takes executable inline scripts exactly as written, not external or JSON-LD ones", () => {
    const html = page('<script>self.__next_f.push([1,"a\\u003cb"])</script><script type="application/ld+json">{"a":1}</script><script type="module">m()</script>');
    expect(inlineScripts(html)).toEqual(["boot()", 'self.__next_f.push([1,"a\\u003cb"])', "m()"]);
  });

  it("hashes as a browser does: base64 SHA-256 of the text", () => {
    expect(sha256Source("boot()")).toBe(`sha256-${createHash("sha256").update("boot()").digest("base64")}`);
  });

  it("gives a page exactly its own scripts, never inline scripts wholesale or eval", () => {
    const policy = policyForHtml(page("<script>home()</script>"));
    expect(policy).toContain(hash("boot()"));
    expect(policy).toContain(hash("home()"));
    expect(policy).not.toContain(hash("cep()"));
    expect(scriptSrc(policy)).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc(NO_INLINE_POLICY)).toBe("script-src 'self'");
  });

  it("folds repeated slashes and drops the query of a request path", () => {
    expect(requestPath("/checkout//cep/?s=d500a")).toBe("/checkout/cep/");
    expect(requestPath(undefined)).toBe("/");
  });
});

/** A server whose pages change under it, as Next's are regenerated, behind servePolicy. */
function serverOf(respond: (req: http.IncomingMessage, res: http.ServerResponse) => void, documents?: Parameters<typeof servePolicy>[1]["documents"]) {
  const cache = new PolicyCache(10);
  const applied: number[] = [];
  const server = http.createServer((req, res) => {
    servePolicy(res, { cache, head: req.method === "HEAD", apply: (status) => applied.push(status), documents });
    respond(req, res);
  });
  return { server, cache, applied };
}

async function get(server: http.Server, path = "/", method = "GET") {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { "accept-encoding": "gzip" } });
  return { status: response.status, csp: response.headers.get("content-security-policy") ?? "", body: await response.text() };
}

describe("the policy of the page actually served", () => {
  let version = "v1";
  const { server, cache, applied } = serverOf((req, res) => {
    if (req.url === "/gzip") {
      const body = gzipSync(page(`<script>zipped("${version}")</script>`));
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-encoding", "gzip");
      res.end(body);
    } else if (req.url === "/stream") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write("<!DOCTYPE html><script>first()</script>");
      setTimeout(() => res.end(`<script>second("${version}")</script>`), 5);
    } else if (req.url === "/missing") {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(page("<script>notFound()</script>"));
    } else if (req.url === "/json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"a":"<script>x()</script>"}');
    } else {
      // As Next serves a cached page: an ETag of the HTML, the body in one piece.
      const html = page(`<script>price("${version}")</script>`);
      const etag = `"${createHash("sha1").update(html).digest("hex")}"`;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("etag", etag);
      if (req.headers["if-none-match"] === etag) {
        res.statusCode = 304;
        res.end();
      } else res.end(html);
    }
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("follows a page regenerated with new inline scripts (a price change)", async () => {
    version = "v1";
    const first = await get(server);
    expect(first.csp).toContain(hash('price("v1")'));
    version = "v2";
    const second = await get(server);
    expect(second.body).toContain('price("v2")');
    expect(second.csp).toContain(hash('price("v2")'));
    expect(second.csp).not.toContain(hash('price("v1")'));
    // Kept per ETag: the next request of the same version passes without being held.
    expect(cache.get(`"${createHash("sha1").update(second.body).digest("hex")}"`)).toBe(second.csp);
    expect(applied.length).toBeGreaterThan(0);
  });

  it("a 304 carries the policy of the copy it revalidates; an unknown copy is sent whole", async () => {
    version = "v5";
    const first = await get(server);
    const etag = `"${createHash("sha1").update(first.body).digest("hex")}"`;
    const { port } = server.address() as AddressInfo;
    const revalidated = await fetch(`http://127.0.0.1:${port}/`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBe(first.csp);
    const known = { "if-none-match": etag, "if-modified-since": "x" };
    cache.keepConditional(known);
    expect(known["if-none-match"]).toBe(etag);
    const unknown: Record<string, string> = { "if-none-match": '"another-version"', "if-modified-since": "x" };
    cache.keepConditional(unknown);
    expect(unknown).toEqual({});
  });

  it("reads a compressed page and a streamed one", async () => {
    version = "v3";
    expect((await get(server, "/gzip")).csp).toContain(hash('zipped("v3")'));
    const streamed = await get(server, "/stream");
    expect(streamed.body).toContain('second("v3")');
    expect(streamed.csp).toContain(hash("first()"));
    expect(streamed.csp).toContain(hash('second("v3")'));
  });

  it("gives an error page (404) its own scripts too", async () => {
    const missing = await get(server, "/missing");
    expect(missing.status).toBe(404);
    expect(missing.csp).toContain(hash("notFound()"));
  });

  it("gives anything that is not an HTML page no inline script", async () => {
    expect((await get(server, "/json")).csp).toBe(NO_INLINE_POLICY);
    expect((await get(server, "/", "HEAD")).csp).toBe(NO_INLINE_POLICY);
  });
});

describe("behind Next's compression", () => {
  // Next wraps write, end and writeHead with its compression after the entry server has: the
  // held page and anything let through must both come out encoded as the header says.
  type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  // Next's own copy of the compression middleware (untyped, CommonJS).
  const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware;
  const compress = compression();
  const { server } = serverOf((req, res) => {
    compress(req, res, () => undefined);
    res.setHeader("content-type", req.url === "/svg" ? "image/svg+xml" : "text/html; charset=utf-8");
    res.write(req.url === "/svg" ? "<svg xmlns='http://www.w3.org/2000/svg'>" : "<!DOCTYPE html><script>first()</script>");
    res.write("x".repeat(2048));
    res.end(req.url === "/svg" ? "</svg>" : "<script>second()</script>");
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a compressed page keeps its encoding and gets its policy", async () => {
    const page = await get(server, "/");
    expect(page.body).toContain("<script>second()</script>");
    expect(page.csp).toContain(hash("second()"));
  });

  it("a compressed asset written in pieces arrives whole and decodable", async () => {
    const svg = await get(server, "/svg");
    expect(svg.body.startsWith("<svg") && svg.body.endsWith("</svg>")).toBe(true);
    expect(svg.csp).toBe(NO_INLINE_POLICY);
  });
});

describe("a page rewritten before it goes out", () => {
  // As the entry server's first-screen CSS does: Next's body (here gzip) in, another body out.
  const codings: string[] = [];
  let failing = false;
  let brotli = false;
  const documents = {
    rewrite: async (body: Buffer, coding: string | undefined) => {
      codings.push(coding ?? "");
      if (failing) throw new Error("no sheet");
      const html = gunzipSync(body).toString("utf8").replace("</body>", "<script>added()</script></body>");
      return brotli ? { body: brotliCompressSync(html), encoding: "br" } : { body: gzipSync(html), encoding: "gzip" };
    },
  };
  /** An answer as it came (Node's client, which leaves the body as it came: fetch would decompress it). */
  const rawGet = (port: number) =>
    new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) =>
      http.get(`http://127.0.0.1:${port}/`, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
      }).on("error", reject),
    );
  const { server } = serverOf((req, res) => {
    const html = page("<script>price()</script>");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-encoding", "gzip");
    res.setHeader("etag", '"v1"');
    res.end(gzipSync(html));
  }, documents);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the rewritten body, its length and its policy, for a version already seen too", async () => {
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < 2; i++) {
      const { headers, raw } = await rawGet(port);
      expect(headers["content-encoding"]).toBe("gzip");
      expect(Number(headers["content-length"])).toBe(raw.length);
      expect(gunzipSync(raw).toString("utf8")).toContain("<script>added()</script></body>");
      expect(headers["content-security-policy"]).toContain(hash("added()"));
    }
    expect(codings.every((coding) => coding === "gzip")).toBe(true);
  });

  it("sends a body the rewrite put in another encoding under that encoding, hashed from what it holds", async () => {
    brotli = true;
    const { headers, raw } = await rawGet((server.address() as AddressInfo).port);
    brotli = false;
    expect(headers["content-encoding"]).toBe("br");
    expect(Number(headers["content-length"])).toBe(raw.length);
    expect(brotliDecompressSync(raw).toString("utf8")).toContain("<script>added()</script></body>");
    expect(headers["content-security-policy"]).toContain(hash("added()"));
  });

  it("sends Next's own body when the rewrite fails", async () => {
    failing = true;
    const served = await get(server);
    failing = false;
    expect(served.body).toContain("price()");
    expect(served.body).not.toContain("added()");
    expect(served.csp).toContain(hash("price()"));
  });
});

describe("the header set", () => {
  it("next dev alone gets inline scripts and eval", () => {
    expect(contentSecurityPolicy({ dev: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(contentSecurityPolicy({ dev: true })).toContain("connect-src 'self' ws:");
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });

  it("keeps the rest of the set on every response", () => {
    const names = securityHeaders().map((h) => h.key);
    expect(names).toEqual(expect.arrayContaining(["Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy"]));
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(contentSecurityPolicy()).toContain(directive);
    }
  });
});
