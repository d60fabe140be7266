// The /metrics listener on METRICS_HOST:METRICS_PORT (docs/operating.md "Metrics"), never the
// public port: a scrape needs no route through the balancer, and visitors never see the numbers.
import http from "node:http";
import { metricsText } from "../lib/backend/metrics-core.ts";

/**
 * Listens on `port` of `host`; GET (or HEAD) /metrics answers the scrape, anything else 404.
 * Resolves with the server once listening, or with null when it cannot listen (the port is
 * taken): the storefront keeps serving without metrics, and `log` says why.
 */
export function startMetricsServer({ port, host, log }: { port: number; host: string; log: (level: "info" | "error", fields: Record<string, unknown>) => void }): Promise<http.Server | null> {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || (pathname !== "/metrics" && pathname !== "/metrics/")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    metricsText().then(
      ({ contentType, body }) => {
        res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error) => {
        log("error", { event: "metrics.scrape", error: error instanceof Error ? error.name : typeof error });
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("metrics failed\n");
      },
    );
  });
  // A scrape every 15-60 s: no reason to hold an idle connection long.
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      log("error", { event: "metrics.unavailable", host, port, code: "code" in error ? error.code : error.name });
      resolve(null);
    });
    server.listen(port, host, () => {
      log("info", { event: "metrics.ready", url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/metrics` });
      resolve(server);
    });
  });
}
