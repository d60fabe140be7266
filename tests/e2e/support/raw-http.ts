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
