import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { rawRequest, serverHost, serverPort } from "./support/raw-http";
import { E2E_SERVER_LOG } from "./support/server-files";
import { expect, test } from "./support/test";

/**
 * Request targets a browser never sends, written to the production server exactly as a probe
 * writes them (node:http sends a path as given, with no dot segment resolved; upgrades on a bare
 * socket): each gets its 400 from the entry server, with an access line, and nothing reaches Next.
 */

const distDir = process.env.NEXT_DIST_DIR || ".next";
const buildId = () => readFileSync(join(distDir, "BUILD_ID"), "utf8").trim();
const aChunk = () => readdirSync(join(distDir, "static", "chunks")).find((file) => file.endsWith(".js"))!;
const logText = () => readFileSync(E2E_SERVER_LOG, "utf8");

/** Writes `head` on a bare socket; answers what came back and when the server closed it (null: not within `giveUpMs`). */
function exchange(head: string, giveUpMs: number): Promise<{ text: string; closedMs: number | null }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(serverPort(), serverHost());
    let text = "";
    const finish = (closedMs: number | null) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, closedMs });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk) => (text += chunk.toString("utf8")));
    socket.on("error", (error) => (text ? undefined : reject(error)));
    socket.on("close", () => finish(Date.now() - started));
  });
}

test("dot segments after /api/ are refused with 400 and an access line, whatever the method", async () => {
  const marker = randomBytes(6).toString("hex");
  const apiLines = () => logText().split("\n").filter((line) => line.includes('"event":"http"') && line.includes('"path":"/api/*"') && line.includes('"status":400')).length;
  const apiBefore = apiLines();
  const targets: [string, string][] = [
    ...["DELETE", "PUT", "PATCH", "POST"].map((method): [string, string] => [method, "/api/../checkout/cep/"]),
    ["POST", `/api/../_next/static/chunks/${aChunk()}`],
    ["GET", `/api/../_next/data/${buildId()}/index.json`],
    ["GET", "/api/%2e%2e/checkout/cep/"],
    ["GET", `/./_next/data/${buildId()}/index.json`],
    ["GET", `/a/../_next/data/${buildId()}/index.json`],
  ];
  for (const [method, path] of targets) {
    const answer = await rawRequest(method, path);
    expect(answer.status, `${method} ${path}`).toBe(400);
    expect(JSON.parse(answer.body), `${method} ${path}`).toEqual({ success: false, message: "Endereço inválido." });
  }
  const action = await rawRequest("POST", "/api/../", { headers: { "next-action": `action-${marker}`, "content-type": "text/plain" }, body: "[]" });
  expect(action.status).toBe(400);
  // An access line each: the API's under "/api/*" (a filled API path can hold a lead id), the others by their path.
  await expect.poll(() => apiLines() - apiBefore).toBeGreaterThanOrEqual(8);
  for (const path of [`/./_next/data/${buildId()}/index.json`, `/a/../_next/data/${buildId()}/index.json`]) {
    expect(logText().split("\n").some((line) => line.includes(`"path":"${path}"`) && line.includes('"status":400')), path).toBe(true);
  }
  // The header never reached Next's server-action handler, which wrote it to the log.
  expect(logText()).not.toContain(`action-${marker}`);
});

test("an upgrade request gets a 400 at once and its socket is closed, on every path", async () => {
  for (const path of ["/healthz", "/readyz", "/max/", "/%ZZ"]) {
    const head = `GET ${path} HTTP/1.1\r\nHost: ${serverHost()}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    const { text, closedMs } = await exchange(head, 5_000);
    expect(text.split("\r\n")[0], path).toBe("HTTP/1.1 400 Bad Request");
    expect(closedMs, `${path}: closed by the server`).not.toBeNull();
    expect(closedMs!, path).toBeLessThan(2_000);
  }
});

test("an absolute-form target is refused with 400, never redirected to the host it names", async () => {
  const { text } = await exchange(`GET http://evil.example/checkout/cep HTTP/1.1\r\nHost: ${serverHost()}\r\nConnection: close\r\n\r\n`, 5_000);
  expect(text.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
  expect(text.toLowerCase()).not.toContain("location:");
});
