import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { BACKEND_BODY_LIMIT_BYTES } from "@/lib/backend/capped-body";
import { SEED_BANKS, SEED_BENEFITS, SEED_PLANS } from "@/sandbox/seed";

/** A request a test server received. */
export interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** What a local backend answers, chosen by the first segment of the path ({base}/{scenario}/{call path}). */
export type Scenario =
  /** The seed's banks, plans and benefits, as the sandbox answers them. */
  | "ok"
  /** 302 to the same path on the other host. */
  | "redirect"
  /** Valid JSON past the cap, with its Content-Length. */
  | "large-declared"
  /** Valid JSON far past the cap, chunked (no Content-Length), written as the client reads it. */
  | "large-chunked"
  /** A small gzip body (Content-Encoding: gzip) that inflates to 50 MiB of valid JSON. */
  | "gzip-bomb";

export const SEED_ANSWERS: Record<string, unknown> = {
  banks: { banks: SEED_BANKS },
  plans: { plans: SEED_PLANS },
  benefits: { benefits: SEED_BENEFITS },
  "_sandbox/health": { status: "ok" },
};

/** JSON every call of the tests accepts ("banks", "plans", "benefits" all empty), padded to `bytes`. */
export function paddedJson(bytes: number): Buffer {
  const head = Buffer.from('{"banks":[],"plans":[],"benefits":[]');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - 1), " "), Buffer.from("}")]);
}

const LARGE_CHUNKED_BYTES = 64 * 1024 * 1024;
const CHUNK = 64 * 1024;

export interface TestServer {
  url: string;
  seen: Seen[];
  /** Requests whose answer was not written to its end: the client stopped reading. */
  cutShort: string[];
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: Server): () => Promise<void> {
  return () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
}

/** Another host: answers the seed to anything, and records who asked with which headers. */
export async function otherHost(): Promise<TestServer> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    const path = (req.url ?? "").split("?")[0]!.replace(/^\/[^/]+\//, "").replace(/\/$/, "");
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(SEED_ANSWERS[path] ?? {}));
  });
  return { url: await listen(server), seen, cutShort: [], close: closer(server) };
}

/** The backend of the tests: {url}/{scenario} is a backend base URL. */
export async function faultyBackend(redirectTo: () => string): Promise<TestServer> {
  const seen: Seen[] = [];
  const cutShort: string[] = [];
  const bomb = gzipSync(paddedJson(50 * 1024 * 1024));
  let large: Buffer | undefined;
  const server = createServer((req, res) => {
    const url = req.url ?? "";
    seen.push({ url, headers: req.headers });
    res.on("error", () => {});
    res.on("close", () => {
      if (!res.writableFinished) cutShort.push(url);
    });
    const [, scenario = "", ...rest] = url.split("?")[0]!.split("/");
    const path = rest.join("/").replace(/\/$/, "");
    const json = { "content-type": "application/json" };
    switch (scenario as Scenario) {
      case "ok":
        res.writeHead(200, json);
        return res.end(JSON.stringify(SEED_ANSWERS[path] ?? {}));
      case "redirect":
        res.writeHead(302, { location: `${redirectTo()}${url}` });
        return res.end();
      case "large-declared": {
        const body = paddedJson(BACKEND_BODY_LIMIT_BYTES + 1);
        res.writeHead(200, { ...json, "content-length": String(body.length) });
        return res.end(body);
      }
      case "large-chunked":
        res.writeHead(200, json);
        return writeLazily(res, (large ??= paddedJson(LARGE_CHUNKED_BYTES)));
      case "gzip-bomb":
        res.writeHead(200, { ...json, "content-encoding": "gzip", "content-length": String(bomb.length) });
        return res.end(bomb);
      default:
        res.writeHead(404, json);
        return res.end("{}");
    }
  });
  return { url: await listen(server), seen, cutShort, close: closer(server) };
}

/** Writes `body` a chunk at a time, each when the socket took the last one: a client that stops reading stops it. */
function writeLazily(res: ServerResponse, body: Buffer): void {
  let at = 0;
  const pump = () => {
    while (at < body.length) {
      const chunk = body.subarray(at, at + CHUNK);
      at += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end();
  };
  pump();
}

/**
 * For the tests of the file it is called in: the faulty backend and the other host it redirects to,
 * started once, what they saw emptied before each test, closed at the end. Read them through the
 * getters (they exist once beforeAll has run).
 */
export function withFaultyBackends(): { backend: () => TestServer; other: () => TestServer } {
  let backend: TestServer | undefined;
  let other: TestServer | undefined;
  beforeAll(async () => {
    other = await otherHost();
    backend = await faultyBackend(() => other!.url);
  });
  afterAll(async () => {
    await backend?.close();
    await other?.close();
  });
  beforeEach(() => {
    for (const server of [backend, other]) {
      server?.seen.splice(0);
      server?.cutShort.splice(0);
    }
  });
  return { backend: () => backend!, other: () => other! };
}
