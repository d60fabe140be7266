import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  CALLS,
  IDEMPOTENCY_HEADER,
  isIdempotencyKey,
  json,
  matchCall,
  type Backend,
  type BackendRequest,
  type BackendResponse,
  type CallDef,
} from "@/lib/api/contract";
import { shiftPrices, priceShift } from "./catalogue";
import { BadRequest, parse } from "./http";
import { log } from "./log";

/**
 * The sandbox as a server of its own: the operator API of the contract over HTTP, exactly as the
 * storefront's proxy (lib/backend/remote.ts) calls the operator's. A request is matched against
 * the contract (unknown path 404, wrong method 405), its path parameters, query and JSON body are
 * checked by the call's schemas (400), and the handler's answer goes back as it is, status,
 * content type and body (the fault scenarios included).
 *
 * Besides the contract, and never part of it:
 * - GET /_sandbox/health: the database answers (the storefront's /readyz asks it in sandbox mode);
 * - GET /_sandbox/prices, POST /_sandbox/prices {"add": 10} or {"reset": true}: every plan's prices
 *   moved by a sum, to watch the storefront follow a catalogue change (docs/sandbox.md);
 * - GET /openapi.json: the contract as an OpenAPI document (docs/openapi.json).
 */

export const MAX_BODY_BYTES = 64 * 1024;
const OPENAPI_FILE = path.join(process.cwd(), "docs", "openapi.json");

export interface SandboxServerOptions {
  backend: Backend;
  /** Answers when the database does (GET /_sandbox/health). */
  health: () => Promise<unknown>;
}

function send(res: http.ServerResponse, answer: BackendResponse): void {
  res.writeHead(answer.status, { "content-type": answer.contentType, "cache-control": "no-store" });
  res.end(answer.body);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest("Corpo da requisição grande demais");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function jsonBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest("Dados inválidos: JSON malformado");
  }
}

/** The request of a documented call, checked by its schemas as the proxy checked it. */
export function contractRequest(
  name: BackendRequest["call"],
  rawParams: Record<string, string>,
  search: URLSearchParams,
  rawBody: unknown,
  headers: http.IncomingHttpHeaders,
): BackendRequest {
  const def: CallDef = CALLS[name];
  const params = def.params ? parse(def.params, rawParams) : rawParams;
  let query: Record<string, string> = {};
  if (def.query) {
    const parsed = parse(def.query, Object.fromEntries(search)) as Record<string, unknown>;
    query = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  }
  const schema = typeof def.body === "function" ? def.body(params) : def.body;
  const body = schema ? parse(schema, rawBody) : undefined;
  const key = def.idempotent ? headers[IDEMPOTENCY_HEADER.toLowerCase()] : undefined;
  const requestId = typeof headers["x-request-id"] === "string" ? headers["x-request-id"].slice(0, 128) : "none";
  return { call: name, params, query, body, requestId, ...(typeof key === "string" && isIdempotencyKey(key) ? { idempotencyKey: key } : {}) };
}

async function admin(req: http.IncomingMessage, pathname: string, options: SandboxServerOptions): Promise<BackendResponse> {
  if (pathname === "/_sandbox/health") {
    await options.health();
    return json(200, { status: "ok" });
  }
  if (pathname === "/_sandbox/prices") {
    if (req.method === "POST") {
      const body = jsonBody(await readBody(req)) as { add?: unknown; reset?: unknown } | undefined;
      if (body?.reset === true) shiftPrices(null);
      else if (typeof body?.add === "number" && Number.isFinite(body.add)) shiftPrices(priceShift() + body.add);
      else return json(400, { success: false, message: 'Envie {"add": número} ou {"reset": true}' });
    }
    return json(200, { add: priceShift() });
  }
  return json(404, { success: false, message: "Serviço não encontrado" });
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse, options: SandboxServerOptions, signal: AbortSignal): Promise<{ answer: BackendResponse; route: string }> {
  const url = new URL(req.url ?? "/", "http://sandbox");
  const method = (req.method ?? "GET").toUpperCase();
  if (url.pathname.startsWith("/_sandbox/")) return { answer: await admin(req, url.pathname, options), route: url.pathname };
  if (url.pathname === "/openapi.json" && existsSync(OPENAPI_FILE)) {
    return { answer: { status: 200, contentType: "application/json; charset=utf-8", body: readFileSync(OPENAPI_FILE, "utf8") }, route: "/openapi.json" };
  }
  const match = matchCall(method, url.pathname.slice(1));
  if (match.kind === "unknown") return { answer: json(404, { success: false, message: "Serviço não encontrado" }), route: "unknown" };
  if (match.kind === "method-not-allowed") {
    res.setHeader("allow", match.allow.join(", "));
    return { answer: json(405, { success: false, message: "Método não permitido" }), route: "unknown" };
  }
  const route = CALLS[match.name].path;
  const request = contractRequest(match.name, match.params, url.searchParams, jsonBody(await readBody(req)), req.headers);
  return { answer: await options.backend.handle(request, signal), route };
}

/** The HTTP server (not yet listening). One access line per request: method, route template, status. */
export function createSandboxServer(options: SandboxServerOptions): http.Server {
  return http.createServer((req, res) => {
    const started = performance.now();
    const aborter = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) aborter.abort(new Error("client closed"));
    });
    answer(req, res, options, aborter.signal)
      .catch((error: unknown) => {
        if (error instanceof BadRequest) return { answer: json(400, { success: false, message: error.message }), route: "bad-request" };
        if (aborter.signal.aborted) return { answer: json(499, {}), route: "aborted" };
        log("error", { event: "sandbox.http-error", error: error instanceof Error ? error.name : "unknown" });
        return { answer: json(500, { success: false, message: "Erro interno do sandbox. Tente novamente." }), route: "error" };
      })
      .then(({ answer: result, route }) => {
        if (!res.writableEnded && !res.destroyed) send(res, result);
        const level = result.status >= 500 ? "error" : route === "/_sandbox/health" ? "debug" : "info";
        log(level, { event: "sandbox.http", method: req.method, route, status: result.status, ms: Math.round(performance.now() - started) });
      });
  });
}
