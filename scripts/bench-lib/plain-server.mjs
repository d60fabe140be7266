// Baseline for the throughput comparison: a bare node:http server that answers every request with
// the same bytes and content-type (no compression, no routing). Run as its own process so it does
// not share an event loop with the load generator.
// Usage: node plain-server.mjs <port> <body file> <content-type>
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const server = http.createServer((req, res) => {
  res.writeHead(200, { "content-type": contentType, "content-length": body.length });
  res.end(body);
});
server.listen(Number(port), "127.0.0.1", () => console.info(`ready on 127.0.0.1:${port}, ${body.length} bytes`));
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
