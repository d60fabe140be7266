import http from "node:http";
import net from "node:net";

/**
 * Requests Playwright's and Node's fetch refuse to send (TRACE, a body trickled over seconds),
 * written to the server with node:http or a bare socket.
 */

const external = () => (process.env.E2E_BASE_URL ? new URL(process.env.E2E_BASE_URL) : null);
/** The port of the server under test: E2E_BASE_URL's when set (e.g. a fleet's balancer), else E2E_PORT. */
export const serverPort = (): number => {
  const url = external();
  return url ? Number(url.port || (url.protocol === "https:" ? 443 : 80)) : Number(process.env.E2E_PORT ?? 3100);
};
/** Its host: E2E_BASE_URL's, else 127.0.0.1. */
export const serverHost = (): string => external()?.hostname ?? "127.0.0.1";

/** One request with node:http; answers status, headers and body text. */
export function rawRequest(
  method: string,
  path: string,
  options: { port?: number; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: options.port ? "127.0.0.1" : serverHost(), port: options.port ?? serverPort(), method, path, headers: options.headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

/**
 * Sends the head of a POST announcing `length` bytes, then one byte every `everyMs`, and answers
 * the status line the server eventually writes and how long that took.
 */
export function trickleBody(path: string, length: number, everyMs: number, headers: Record<string, string> = {}): Promise<{ statusLine: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(serverPort(), serverHost());
    let received = "";
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ statusLine: received.split("\r\n")[0] ?? "", ms: Date.now() - started });
    };
    socket.on("connect", () => {
      const head = Object.entries({ host: `${serverHost()}:${serverPort()}`, "content-type": "application/json", "content-length": String(length), ...headers })
        .map(([k, v]) => `${k}: ${v}`)
        .join("\r\n");
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n{`);
      timer = setInterval(() => socket.write(" "), everyMs);
    });
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("error", (error) => {
      clearInterval(timer);
      if (received) finish();
      else reject(error);
    });
    socket.on("close", () => (received ? finish() : undefined));
  });
}

/**
 * Writes `head` (a request's start line and headers, as far as the test wants them sent at once)
 * on a bare socket, then `drip` every `everyMs` until the server answers and closes. Answers the
 * text received, when its first byte came and when the server closed the connection (ms since
 * connecting), or the same at `giveUpMs` if it never closed.
 */
export function slowExchange(head: string, drip: string, everyMs: number, giveUpMs: number): Promise<{ text: string; firstByteMs: number | null; closedMs: number | null }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(serverPort(), serverHost());
    let text = "";
    let firstByteMs: number | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = (closedMs: number | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, firstByteMs, closedMs });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
    });
    socket.on("data", (chunk) => {
      firstByteMs ??= Date.now() - started;
      text += chunk.toString("utf8");
    });
    socket.on("error", (error) => (text || firstByteMs !== null ? undefined : reject(error)));
    socket.on("close", () => finish(Date.now() - started));
  });
}

/** The status and headers (lower-case names) of a raw HTTP answer's text. */
export function parseHead(text: string): { status: number; headers: Record<string, string> } {
  const [head = ""] = text.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1]), headers };
}
