// The storefront's entry point in production (`npm start`, the container image): Next's request
// handler behind a small Node HTTP server, for what Next cannot do from inside (what and why:
// docs/decisions/operations.md#0048, docs/architecture.md "How a request travels"). Node runs it
// as it is (decision 0079): erasable TypeScript, imports name their .ts files.
//
// Usage: node server/main.ts [-p PORT] [-H HOSTNAME]  (also PORT and HOSTNAME; defaults 3000
// and all interfaces, like `next start`).
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import next from "next";
import { staticCacheControl } from "../lib/backend/cache-policy.ts";
import { consoleToLog } from "../lib/backend/console-log.ts";
import { isDraining } from "../lib/backend/drain.ts";
import { processLogger, stderrLogger, traceAtHead } from "../lib/backend/log-core.ts";
import { observeHttp } from "../lib/backend/metrics-core.ts";
import { REQUEST_ID_HEADER, requestIdFor, TRUSTED_REQUEST_ID_HEADER } from "../lib/backend/request-id.ts";
import { DOCUMENT_ONLY_HEADERS, isBuildSubresource, STATIC_SECURITY_HEADERS, SUBRESOURCE_SECURITY_HEADERS } from "../lib/security/policy.ts";
import { refusedSourcesMessage, tagSourcesFromEnv } from "../lib/security/sources.ts";
import { closeConnectionWhenDraining, drainAndClose } from "./graceful-stop.ts";
import { startMetricsServer } from "./metrics-server.ts";
import { brotliSender } from "./precompressed.ts";
import { API_PREFIX, PAGE_METHODS, refusalFor, targetRefusal, type Refusal } from "../lib/backend/refusals.ts";
import { accessLine, clientErrorResponse, forcedExitCode, PAGE_QUERY_HEADER, pageTarget, requestPath, serverTimeouts, withHealthSlash } from "./requests.ts";
import { PolicyCache, servePolicy } from "./served-policy.ts";
import { FirstScreenDocuments, sheetsFrom } from "../lib/backend/first-screen-documents.ts";
import { serverSettings } from "./settings.ts";

type Env = Readonly<Record<string, string | undefined>>;

/** Where lib/backend/client.ts finds the token of this process (same Node realm as the app). */
const ENTRY_TOKEN = Symbol.for("ultrafibra.entry-token");

/** -p/--port and -H/--hostname, as `next start` takes them (PORT and HOSTNAME otherwise). */
function listenOptions(args: string[] = process.argv.slice(2), env: Env = process.env): { port: number; hostname: string | undefined } {
  const { values } = parseArgs({ args, options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } }, strict: false });
  const port = typeof values.port === "string" ? values.port : env.PORT || "3000";
  const hostname = typeof values.hostname === "string" ? values.hostname : env.HOSTNAME || undefined;
  return { port: Number(port), hostname };
}

/** Calls `done` once with the answer's status when it is sent, or 499 when the client went away. */
function whenAnswered(res: ServerResponse, done: (status: number, ms: number) => void): void {
  const started = performance.now();
  let called = false;
  const call = (status: number): void => {
    if (called) return;
    called = true;
    done(status, performance.now() - started);
  };
  res.once("finish", () => call(res.statusCode));
  res.once("close", () => call(res.writableFinished ? res.statusCode : 499));
}

/**
 * The access line, once answered. /api requests are left to the proxy's own line unless the entry
 * server answered them itself (`answeredHere`); then their path is "/api/*": a filled API path can
 * hold a lead id.
 */
function logAccess(req: IncomingMessage, res: ServerResponse, pathname: string, requestId: string, answeredHere = false): void {
  if (pathname.startsWith(API_PREFIX) && !answeredHere) return;
  // The span Next answered in (none when tracing is off): the line is written after it ended.
  const trace = traceAtHead(res);
  whenAnswered(res, (status, ms) => {
    const path = pathname.startsWith(API_PREFIX) ? "/api/*" : pathname;
    const { level, fields } = accessLine({ method: req.method ?? "", pathname: path, status, ms: Math.round(ms), requestId, draining: isDraining() });
    processLogger()[level]({ ...fields, ...trace() });
  });
}

/**
 * Answers a refusal (refusalFor) as JSON. A request that announced a body gets its connection
 * closed after the answer: nothing here reads that body, and waiting for it would let a client
 * hold the socket by sending it slowly.
 */
function answerRefusal(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const hasBody = Number(req.headers["content-length"] ?? "0") > 0 || req.headers["transfer-encoding"] !== undefined;
  res.writeHead(refusal.status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...(refusal.allow ? { allow: refusal.allow } : {}),
    ...(hasBody ? { connection: "close" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : JSON.stringify({ success: false, message: refusal.message }));
}

/** The answer of the request a socket is serving now (set by trackAnswer). */
const CURRENT_ANSWER = Symbol("ultrafibra.current-answer");

/** Remembers the answer of the socket's current request, for onClientError. */
type TrackedSocket = Socket & { [CURRENT_ANSWER]?: ServerResponse };

function trackAnswer(req: IncomingMessage, res: ServerResponse): void {
  (req.socket as TrackedSocket)[CURRENT_ANSWER] = res;
}

/**
 * The server's clientError listener: clientErrorResponse, unless an answer to the request that
 * timed out has already gone out. That happens when a request announces a body and sends it slowly
 * after our answer (a GET with a body): the request is not complete, so requestTimeout fires for
 * it, and Node's own handler would write its 408 after our 200 on the same connection.
 */
function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const current = (socket as TrackedSocket)[CURRENT_ANSWER];
  const answered = current !== undefined && !current.req.complete && current.headersSent;
  if (error.code === "ECONNRESET" || !socket.writable || answered) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}

/** Answers an upgrade request (Connection: Upgrade) with a 400 and closes its socket, logged like any refusal. */
function refuseUpgrade(req: IncomingMessage, socket: Socket): void {
  const started = performance.now();
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER]);
  socket.on("error", () => socket.destroy());
  socket.end(clientErrorResponse(undefined));
  const { level, fields } = accessLine({ method: req.method ?? "", pathname: "/*", status: 400, ms: Math.round(performance.now() - started), requestId });
  processLogger()[level]({ ...fields, upgrade: true });
  observeHttp({ pathname: "", method: req.method, status: 400, seconds: (performance.now() - started) / 1000 });
}

/** Headers of this server's own on every answer: the request id, and our static files' caching. */
function ownHeaders(res: ServerResponse, url: string, status: number, requestId: string): void {
  res.setHeader("X-Request-Id", requestId);
  const cacheControl = staticCacheControl(url, status);
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
}

async function main(): Promise<void> {
  const settings = serverSettings();
  if (settings.problems.length) {
    const log = stderrLogger();
    for (const problem of settings.problems) log.fatal({ event: "startup.refused", message: `server: ${problem}` });
    process.exit(1);
  }
  // What Next prints itself (a render's error and stack, a client's server-action id) goes to the
  // structured log too, as one escaped JSON line each.
  consoleToLog();
  const { port, hostname } = listenOptions();
  const dir = process.cwd();
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  // Next reads its config itself: next.config.ts in a checkout, the image's next.config.mjs
  // (scripts/standalone.ts) in the container.
  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const policies = new PolicyCache();
  // The hosts the operator's tags need (CSP_*_SRC, GTM_ID): read once, here, like every setting.
  const tagSources = tagSourcesFromEnv(process.env);
  if (tagSources.refused.length) processLogger().warn({ event: "settings.refused", message: refusedSourcesMessage(tagSources.refused) });
  const sendBrotli = brotliSender(path.join(dir, distDir));
  // Every page's first screen styled from its own document (docs/decisions/performance.md#0095).
  const documents = new FirstScreenDocuments(sheetsFrom(path.join(dir, distDir)));
  const token = randomBytes(18).toString("base64url");
  (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = token;
  // Which instance of a fleet answered (scripts/fleet.mjs sets it; unset: no header).
  const instanceId = process.env.FLEET_INSTANCE_ID;

  const server = http.createServer(serverTimeouts(), (req, res) => {
    const url = req.url ?? "/";
    const pathname = requestPath(url);
    const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER]);
    const refusal = targetRefusal(url) ?? refusalFor(req.method ?? "", pathname);
    // Counted for /metrics by route class (never the path), method, status class and duration; a
    // target refused for its shape is of no class of the site ("/api/../" is not an API call).
    const counted = refusal?.status === 400 ? "" : pathname;
    whenAnswered(res, (status, ms) => observeHttp({ pathname: counted, method: req.method, status, seconds: ms / 1000 }));
    closeConnectionWhenDraining(res);
    const subresource = isBuildSubresource(pathname);
    // Right before the status line and headers go out, whatever wrote them; the policy of an HTML
    // page is set first, from its body (servePolicy).
    servePolicy(res, { cache: policies, head: req.method === "HEAD", extra: tagSources.extra, documents: documents.for(req.headers["accept-encoding"]), apply: (status) => {
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
    trackAnswer(req, res);
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
    if (PAGE_METHODS.includes(req.method ?? "")) {
      const target = pageTarget(req.url, req.headers.rsc === "1");
      req.url = target.url;
      if (target.query !== null) req.headers[PAGE_QUERY_HEADER] = target.query;
    }
    // Pages (paths ending in a slash): a 304 must carry the policy of the copy it revalidates.
    if (pathname.endsWith("/") && !pathname.startsWith(API_PREFIX)) policies.keepConditional(req.headers);
    logAccess(req, res, pathname, requestId);
    if (sendBrotli(req, res, pathname)) return;
    handle(req, res).catch((error) => {
      processLogger().error({ event: "server.request", requestId, error: error instanceof Error ? error.name : typeof error });
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end();
    });
  });

  server.on("clientError", onClientError);
  // The site has no WebSocket or other upgraded protocol. Without this listener Node handed such a
  // request to no deadline at all and the socket stayed open for minutes; now it gets a 400 at once.
  server.on("upgrade", (req: IncomingMessage, socket: Socket) => refuseUpgrade(req, socket));
  // Longer than the balancer keeps its side (docs/operating.md "Stopping: drain"). headersTimeout
  // (serverTimeouts) counts from a request's first byte, not the idle time, so it stays lower.
  server.keepAliveTimeout = settings.keepAliveMs;

  const log = (level: "info" | "warn" | "error", fields: Record<string, unknown>): void => processLogger()[level](fields);
  const metricsServer = settings.metrics ? await startMetricsServer({ ...settings.metrics, log }) : null;

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
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
