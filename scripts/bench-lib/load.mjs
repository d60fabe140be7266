// Throughput of `next start` on `/` against a bare node:http server answering the same bytes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { httpGet, log, portInUse, startChild, stopChild, waitFor200, withTimeout } from "./proc.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

/** One bounded autocannon run; returns the numbers the report needs plus the raw result. */
export async function load(url, { connections, duration }) {
  const run = autocannon({ url, connections, duration, timeout: 10 });
  const result = await withTimeout(run, (duration + 30) * 1000, `autocannon ${url}`, () => run.stop?.());
  return {
    url,
    connections,
    durationS: duration,
    requestsPerSec: result.requests.average,
    requestsTotal: result.requests.total,
    latencyAvgMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    throughputBytesPerSec: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: result.statusCodeStats,
  };
}

/**
 * Fetches `/` the way autocannon does (no Accept-Encoding), serves those bytes from a plain
 * server on `plainPort`, and runs the same load against both.
 */
export async function compareThroughput({ nextUrl, plainPort, connections = 50, duration = 10, warmup = 2 }) {
  // What autocannon gets: node:http sends no Accept-Encoding either.
  const identity = await httpGet(nextUrl);
  const gzip = await httpGet(nextUrl, { headers: { "accept-encoding": "gzip" } });
  const probe = {
    status: identity.status,
    contentType: identity.headers["content-type"] ?? null,
    contentEncoding: identity.headers["content-encoding"] ?? null,
    contentLength: identity.headers["content-length"] ?? null,
    transferEncoding: identity.headers["transfer-encoding"] ?? null,
    bodyBytes: identity.body.length,
    nextCache: identity.headers["x-nextjs-cache"] ?? null,
    nextPrerender: identity.headers["x-nextjs-prerender"] ?? null,
    cacheControl: identity.headers["cache-control"] ?? null,
    headers: identity.headers,
    withGzipAccept: {
      contentEncoding: gzip.headers["content-encoding"] ?? null,
      bodyBytes: gzip.body.length,
    },
  };
  log(
    `/ without Accept-Encoding: ${probe.bodyBytes} bytes, content-encoding ${probe.contentEncoding ?? "none"}; ` +
      `with gzip: ${probe.withGzipAccept.bodyBytes} bytes (${probe.withGzipAccept.contentEncoding ?? "none"})`,
  );

  if (await portInUse(plainPort)) throw new Error(`port ${plainPort} (plain server) is already in use`);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const file = path.join(dir, "index.html");
  writeFileSync(file, identity.body);
  const plainUrl = `http://127.0.0.1:${plainPort}/`;
  const plain = startChild("plain", process.execPath, [
    path.join(here, "plain-server.mjs"),
    String(plainPort),
    file,
    probe.contentType ?? "text/html; charset=utf-8",
  ]);
  try {
    await waitFor200(plainUrl, { child: plain, timeoutMs: 15_000, intervalMs: 200 });
    const check = await httpGet(plainUrl);
    probe.plainIdentical = Buffer.compare(check.body, identity.body) === 0;

    const results = {};
    for (const [name, url] of [
      ["next", nextUrl],
      ["plain", plainUrl],
    ]) {
      if (warmup > 0) {
        log(`warm-up ${name} (${warmup} s)`);
        await load(url, { connections, duration: warmup });
      }
      log(`load ${name}: ${connections} connections, ${duration} s`);
      results[name] = await load(url, { connections, duration });
      const r = results[name];
      log(`  ${name}: ${r.requestsPerSec.toFixed(0)} req/s, p99 ${r.latencyP99Ms} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
    return {
      probe,
      next: results.next,
      plain: results.plain,
      ratio: results.plain.requestsPerSec ? results.next.requestsPerSec / results.plain.requestsPerSec : null,
    };
  } finally {
    await stopChild(plain);
    rmSync(dir, { recursive: true, force: true });
  }
}
