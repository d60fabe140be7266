// The storefront's entry point in production (`npm start`): Next's request handler behind a small
// Node HTTP server that does what Next cannot do from inside (docs/decisions/0048-entry-server.md):
// - records the socket's address and scheme for lib/backend/client.ts, in x-uf-* request headers
//   that a client cannot forge (any x-uf-* header it sends is dropped, and the headers carry a
//   per-process token the app checks), so the rate limits key on the real client address with
//   TRUSTED_PROXY_HOPS=0, and on the entry a trusted load balancer appended otherwise;
// - sets the security headers on every answer, Next's own 308 redirects and error pages included,
//   with a Content-Security-Policy that allows each page's own inline scripts by hash, computed
//   from the HTML it serves (lib/security/served-policy.mjs), so a page regenerated at run time
//   hydrates too, and the tag hosts of the settings read at start (lib/security/sources.mjs);
// - answers TRACE, CONNECT and other methods the site does not use with 405 before Next sees them;
// - serves the health checks /healthz and /readyz without the trailing-slash redirect;
// - sends the build's brotli copies of its scripts and stylesheets to browsers that accept br
//   (lib/backend/precompressed.mjs; Next itself only gzips);
// - gives every request its id (the load balancer's X-Request-Id or a new one, sent back), writes
//   one access line per request the /api proxy does not log itself, and the Cache-Control of our
//   files in public/ (lib/backend/cache-policy.mjs);
// - counts every request by route class, method and status class, with its duration, for
//   /metrics, which a listener of its own serves on METRICS_HOST:METRICS_PORT, off the public
//   port (lib/backend/metrics-core.mjs, metrics-server.mjs);
// - on SIGTERM or SIGINT drains before it stops: /readyz answers 503 at once, everything else is
//   served DRAIN_SECONDS more, then the requests in flight finish and the connections it opened
//   close (lib/backend/graceful-stop.mjs); a second signal stops it at once. docs/operating.md "Stopping: drain".
//
// Usage: node scripts/server.mjs [-p PORT] [-H HOSTNAME]  (also PORT and HOSTNAME; defaults 3000
// and all interfaces, like `next start`). The same file runs the standalone build in the container
// image (Dockerfile), from the image's root: see standaloneConfig().
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import next from "next";
import { IMMUTABLE, staticCacheControl } from "../lib/backend/cache-policy.mjs";
import { isDraining } from "../lib/backend/drain.mjs";
import { closeConnectionWhenDraining, drainAndClose } from "../lib/backend/graceful-stop.mjs";
import { acceptsBrotli, brotliIndex } from "../lib/backend/precompressed.mjs";
import { processLogger, stderrLogger, traceAtHead } from "../lib/backend/log-core.mjs";
import { observeHttp } from "../lib/backend/metrics-core.mjs";
import { startMetricsServer } from "../lib/backend/metrics-server.mjs";
import { serverSettings } from "../lib/backend/server-settings.mjs";
import { REQUEST_ID_HEADER, requestIdFor, TRUSTED_REQUEST_ID_HEADER } from "../lib/backend/request-id.mjs";
import { DOCUMENT_ONLY_HEADERS, isBuildSubresource, STATIC_SECURITY_HEADERS, SUBRESOURCE_SECURITY_HEADERS } from "../lib/security/policy.mjs";
import { NO_INLINE_POLICY, PolicyCache, servePolicy } from "../lib/security/served-policy.mjs";
import { refusedSourcesMessage, tagSourcesFromEnv } from "../lib/security/sources.mjs";

/** Methods the site answers; anything else (TRACE, CONNECT, …) gets 405 here. */
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** Where lib/backend/client.ts finds the token of this process (same Node realm as the app). */
export const ENTRY_TOKEN = Symbol.for("ultrafibra.entry-token");

function option(flags, fallback) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split("=");
    if (flags.includes(name)) return inline ?? args[i + 1];
  }
  return fallback;
}

/** The path part of a request target, with repeated slashes folded ("/b//x/?q" → "/b/x/"). */
export const requestPath = (url = "/") => url.split("?")[0].split("#")[0].replace(/\/{2,}/g, "/") || "/";

/**
 * Health checks answer without the trailing-slash redirect: a load balancer's check does not
 * follow a 308, and next.config's trailingSlash sends one for /healthz before any rewrite or
 * middleware could step in. So /healthz and /readyz are handed to Next as /healthz/ and /readyz/.
 */
export const HEALTH_PATHS = ["/healthz", "/readyz"];
export function withHealthSlash(url = "/") {
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  return HEALTH_PATHS.includes(pathname) ? `${pathname}/${query < 0 ? "" : url.slice(query)}` : url;
}

/** Next's config files: in a checkout, not in the standalone image. */
const CONFIG_FILES = ["next.config.ts", "next.config.mjs", "next.config.js"];

/**
 * The config of a standalone build (the container image has no next.config.ts): the build's own,
 * from {distDir}/required-server-files.json, as Next's generated server.js uses it, with the cache
 * handler decided by REDIS_URL at start (lib/backend/cache-handler.mjs, which the image carries),
 * as next.config.ts decides it in a checkout. Null in a checkout: Next reads next.config.ts.
 */
export function standaloneConfig(dir, distDir, env = process.env) {
  if (CONFIG_FILES.some((file) => existsSync(path.join(dir, file)))) return null;
  const file = path.join(dir, distDir, "required-server-files.json");
  if (!existsSync(file)) return null;
  const { config } = JSON.parse(readFileSync(file, "utf8"));
  const handler = path.join(dir, "lib", "backend", "cache-handler.mjs");
  if (env.REDIS_URL && existsSync(handler)) config.cacheHandler = handler;
  else delete config.cacheHandler;
  return config;
}

/** Requests the /api proxy logs itself, with the call's path template (never the filled path). */
export const API_PREFIX = "/api/";
/** Longest path written to an access line (a scanner's 8 KB path is cut). */
export const MAX_LOGGED_PATH = 256;

/**
 * The access line of a request: method, path without its query string (a query can hold a lead
 * id or a postcode), status, duration and request id. Health checks (a balancer asks every few
 * seconds) at debug level, server errors at error level, a client that went away (499) at warn.
 * While the process drains, /readyz's 503 is what it is meant to answer: debug, not an error.
 */
export function accessLine({ method, pathname, status, ms, requestId, draining = false }) {
  const health = HEALTH_PATHS.includes(pathname);
  const level = health && draining ? "debug" : status >= 500 ? "error" : status === 499 ? "warn" : health ? "debug" : "info";
  return { level, fields: { event: "http", requestId, method, path: pathname.slice(0, MAX_LOGGED_PATH), status, ms } };
}

/**
 * Writes the access line once the answer is sent (or the client went away: 499). /api requests
 * are left to the proxy's own line unless the entry server answered them itself (`answeredHere`),
 * then their path is logged as "/api/*": a filled API path can hold a lead id.
 */
function logAccess(req, res, pathname, requestId, answeredHere = false) {
  if (pathname.startsWith(API_PREFIX) && !answeredHere) return;
  const started = performance.now();
  // The span Next answered in (none when tracing is off): the line is written after it ended.
  const trace = traceAtHead(res);
  let written = false;
  const write = (status) => {
    if (written) return;
    written = true;
    const path = pathname.startsWith(API_PREFIX) ? "/api/*" : pathname;
    const { level, fields } = accessLine({ method: req.method ?? "", pathname: path, status, ms: Math.round(performance.now() - started), requestId, draining: isDraining() });
    processLogger()[level]({ ...fields, ...trace() });
  };
  res.once("finish", () => write(res.statusCode));
  res.once("close", () => write(res.writableFinished ? res.statusCode : 499));
}

/**
 * Counts the request for /metrics once its answer is sent, or the client went away (499): its
 * route class (never the path), method, status class and duration (lib/backend/metrics-core.mjs).
 */
function measure(req, res, pathname) {
  const started = performance.now();
  let counted = false;
  const count = (status) => {
    if (counted) return;
    counted = true;
    observeHttp({ pathname, method: req.method, status, seconds: (performance.now() - started) / 1000 });
  };
  res.once("finish", () => count(res.statusCode));
  res.once("close", () => count(res.writableFinished ? res.statusCode : 499));
}

/**
 * Node's limits on how long a request may take to arrive (issue #25 §4). Its defaults held a POST
 * trickled a byte every 5 s for 300 s (requestTimeout) and slowly sent headers for 60-90 s
 * (headersTimeout, checked every 30 s): a few hundred such sockets tie up a server. Headers must be
 * in within 10 s, the whole request within 20 s, checked every second. The /api proxy's own body
 * deadline (API_BODY_TIMEOUT_MS, 10 s) stays first, so its 408 keeps its Portuguese message; a
 * longer one moves requestTimeout to 5 s past it.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
export function serverTimeouts(env = process.env) {
  const apiBodyMs = Number(env.API_BODY_TIMEOUT_MS) || 10_000;
  return { headersTimeout: 10_000, requestTimeout: Math.max(20_000, apiBodyMs + 5_000), connectionsCheckingInterval: 1_000 };
}

/** The methods our pages and files answer: they are prerendered or static, nothing takes a body. */
export const PAGE_METHODS = ["GET", "HEAD"];

/** A path with a percent sign that does not decode (a stray "%", "%ZZ", bytes that are not UTF-8). */
export function undecodablePath(pathname) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Requests this server answers itself with a 4xx before Next sees them (issue #25 §5, §7), or
 * null. Next answered each with a 500 (and an error line, or for /api none at all): a path that
 * does not decode ("/%E0%A4%A/", "/api/lead/%ZZ/"); a write or OPTIONS outside /api (our pages and
 * files take no body, and the site has no server actions); and /_next/data/, the Pages Router's
 * data URLs, which this App Router site does not have (Next served the home page there, indexable
 * and cached for a year).
 * @param {string} method
 * @param {string} pathname
 * @returns {{ status: 400 | 404 | 405, message: string, allow?: string } | null}
 */
export function refusalFor(method, pathname) {
  if (undecodablePath(pathname)) return { status: 400, message: "Endereço inválido." };
  if (pathname.startsWith(API_PREFIX)) return null;
  if (!PAGE_METHODS.includes(method)) return { status: 405, message: "Método não permitido.", allow: PAGE_METHODS.join(", ") };
  if (pathname.startsWith("/_next/data/")) return { status: 404, message: "Página não encontrada." };
  return null;
}

/**
 * Answers a refusal (refusalFor) as JSON. A request that announced a body gets its connection
 * closed after the answer: nothing here reads that body, and waiting for it would let a client
 * hold the socket by sending it slowly.
 */
function answerRefusal(req, res, refusal) {
  const hasBody = Number(req.headers["content-length"] ?? "0") > 0 || req.headers["transfer-encoding"] !== undefined;
  res.writeHead(refusal.status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...(refusal.allow ? { allow: refusal.allow } : {}),
    ...(hasBody ? { connection: "close" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : JSON.stringify({ success: false, message: refusal.message }));
}

/**
 * Node's own answers, written to the socket when a request cannot reach the handler (issue #25
 * §7): 400 for a malformed request, 431 for headers too large, 408 past serverTimeouts(). Node
 * sends them bare; these carry the security headers every other answer has, and close.
 * @param {string | undefined} code the error's code (HPE_HEADER_OVERFLOW, ERR_HTTP_REQUEST_TIMEOUT, …)
 */
export function clientErrorResponse(code) {
  const [status, reason] = code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"] : code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "Request Timeout"] : [400, "Bad Request"];
  const body = JSON.stringify({ success: false, message: status === 408 ? "A requisição demorou demais para chegar." : "Requisição inválida." });
  const headers = [
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ["Connection", "close"],
    ["Content-Security-Policy", NO_INLINE_POLICY],
    ...STATIC_SECURITY_HEADERS,
  ];
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n${body}`;
}

/** The answer of the request a socket is serving now (set by trackAnswer). */
const CURRENT_ANSWER = Symbol("ultrafibra.current-answer");

/** Remembers the answer of the socket's current request, for onClientError. */
function trackAnswer(req, res) {
  req.socket[CURRENT_ANSWER] = res;
}

/**
 * The server's clientError listener: clientErrorResponse, unless an answer to the request that
 * timed out has already gone out. That happens when a request announces a body and sends it slowly
 * after our answer (a GET with a body): the request is not complete, so requestTimeout fires for
 * it, and Node's own handler would write its 408 after our 200 on the same connection.
 */
function onClientError(error, socket) {
  const current = socket[CURRENT_ANSWER];
  const answered = current !== undefined && !current.req.complete && current.headersSent;
  if (error.code === "ECONNRESET" || !socket.writable || answered) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}

/** Headers of this server's own on every answer: the request id, and our static files' caching. */
function ownHeaders(res, url, status, requestId) {
  res.setHeader("X-Request-Id", requestId);
  const cacheControl = staticCacheControl(url, status);
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
}

/** Exit status of a process stopped at once by a second signal: 128 + the signal's number, as a shell reports it. */
export const forcedExitCode = (signal) => 128 + (os.constants.signals[signal] ?? 15);

async function main() {
  const settings = serverSettings();
  if (settings.problems.length) {
    const log = stderrLogger();
    for (const problem of settings.problems) log.fatal({ event: "startup.refused", message: `server: ${problem}` });
    process.exit(1);
  }
  const port = Number(option(["-p", "--port"], process.env.PORT || "3000"));
  const hostname = option(["-H", "--hostname"], process.env.HOSTNAME || undefined);
  const dir = process.cwd();
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const standalone = standaloneConfig(dir, distDir);
  // How Next's own standalone server hands it the build's config (next/dist/server/config.js).
  if (standalone) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standalone);
  const app = next({ dev: false, dir, hostname, port, ...(standalone ? { conf: standalone } : {}) });
  const handle = app.getRequestHandler();
  await app.prepare();

  const policies = new PolicyCache();
  // The hosts the operator's tags need (CSP_*_SRC, GTM_ID): read once, here, like every setting.
  const tagSources = tagSourcesFromEnv(process.env);
  if (tagSources.refused.length) processLogger().warn({ event: "settings.refused", message: refusedSourcesMessage(tagSources.refused) });
  // The build's brotli copies (scripts/precompress.mjs), read on first use and kept: a few hundred KB.
  const brotli = brotliIndex(path.join(dir, distDir));
  const brotliBodies = new Map();
  const token = randomBytes(18).toString("base64url");
  globalThis[ENTRY_TOKEN] = token;
  // Which instance of a fleet answered (scripts/fleet.mjs sets it; unset: no header).
  const instanceId = process.env.FLEET_INSTANCE_ID;

  const server = http.createServer(serverTimeouts(), (req, res) => {
    const url = req.url ?? "/";
    const pathname = requestPath(url);
    const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER]);
    measure(req, res, pathname);
    closeConnectionWhenDraining(res);
    const subresource = isBuildSubresource(pathname);
    // Right before the status line and headers go out, whatever wrote them; the policy of an HTML
    // page is set first, from its body (servePolicy).
    servePolicy(res, { cache: policies, head: req.method === "HEAD", extra: tagSources.extra, apply: (status) => {
      if (subresource && status < 300) {
        // A build script, stylesheet or font: the headers that apply to it, not a page's (Next's
        // headers() from next.config set them all first).
        for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
        for (const [name, value] of SUBRESOURCE_SECURITY_HEADERS) res.setHeader(name, value);
      } else {
        for (const [name, value] of STATIC_SECURITY_HEADERS) res.setHeader(name, value);
      }
      res.removeHeader("X-Powered-By");
      ownHeaders(res, url, status, requestId);
      // A 404 is never kept by a CDN: pages are made at run time and Next's cache gives the 404
      // page it renders for a made-up path a year's s-maxage.
      if (status === 404) res.setHeader("Cache-Control", "no-store");
      if (instanceId) res.setHeader("X-UF-Instance", instanceId);
    } });
    if (!METHODS.includes(req.method ?? "")) {
      logAccess(req, res, pathname, requestId, true);
      res.writeHead(405, { allow: METHODS.join(", "), "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(JSON.stringify({ success: false, message: "Método não permitido." }));
      return;
    }
    trackAnswer(req, res);
    const refusal = refusalFor(req.method ?? "", pathname);
    if (refusal) {
      logAccess(req, res, pathname, requestId, true);
      answerRefusal(req, res, refusal);
      return;
    }
    for (const name of Object.keys(req.headers)) if (name.startsWith("x-uf-")) delete req.headers[name];
    req.headers["x-uf-peer"] = req.socket.remoteAddress ?? "";
    req.headers["x-uf-proto"] = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
    req.headers["x-uf-entry"] = token;
    req.headers[TRUSTED_REQUEST_ID_HEADER] = requestId;
    req.url = withHealthSlash(req.url);
    // Pages (paths ending in a slash): a 304 must carry the policy of the copy it revalidates.
    if (pathname.endsWith("/") && !pathname.startsWith(API_PREFIX)) policies.keepConditional(req.headers);
    logAccess(req, res, pathname, requestId);
    const compressed = (req.method === "GET" || req.method === "HEAD") && acceptsBrotli(req.headers["accept-encoding"]) ? brotli.get(pathname) : undefined;
    if (compressed) {
      let body = brotliBodies.get(pathname);
      if (!body) brotliBodies.set(pathname, (body = readFileSync(compressed.file)));
      // Next's own answer for these files: fingerprinted, so cached for good.
      res.writeHead(200, { "content-type": compressed.type, "content-encoding": "br", vary: "Accept-Encoding", "cache-control": IMMUTABLE, "content-length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    handle(req, res).catch((error) => {
      processLogger().error({ event: "server.request", requestId, error: error instanceof Error ? error.name : typeof error });
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end();
    });
  });

  server.on("clientError", onClientError);
  // An idle keep-alive connection is kept longer than the balancer keeps its side (KEEP_ALIVE_SECONDS,
  // 65 s; HAProxy's "timeout http-keep-alive" and nginx's "keepalive_timeout" must be lower), so
  // the balancer is the one that closes it, never mid-request. headersTimeout stays at 10 s
  // (serverTimeouts): on Node 20 it counts from a request's first byte, not over the idle time
  // between two requests, so it needs no raising above the keep-alive time.
  server.keepAliveTimeout = settings.keepAliveMs;

  const log = (level, fields) => processLogger()[level](fields);
  const metricsServer = settings.metrics ? await startMetricsServer({ ...settings.metrics, log }) : null;

  let stopping = false;
  const stop = (signal) => {
    if (stopping) {
      log("warn", { event: "server.stop-now", signal });
      process.exit(forcedExitCode(signal));
    }
    stopping = true;
    void drainAndClose(server, { signal, drainMs: settings.drainMs, requestsMs: settings.requestsMs, log }).then(() => {
      metricsServer?.close();
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  server.listen(port, hostname, () => {
    log("info", { event: "server.ready", message: `server: ready on http://${hostname ?? "localhost"}:${port}/` });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) await main();
