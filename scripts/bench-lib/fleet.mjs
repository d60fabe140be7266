// Throughput of `/` through the fleet's balancer (scripts/fleet-core.mjs: HAProxy in front of N
// instances of the production server, with Redis and PostgreSQL), for each fleet size in turn,
// measured like the direct figure (scripts/bench-lib/load.mjs). `npm run bench -- --fleet`.
import { startFleet } from "../fleet-core.mjs";
import { haproxyCommand } from "../fleet-services.ts";
import { load } from "./load.mjs";
import { log } from "./proc.mjs";

/** 2xx answers per server of the balancer's backend since its counters were last cleared. */
async function answersPerInstance(statsSocket) {
  const csv = await haproxyCommand(statsSocket, "show stat");
  const [head, ...rows] = csv.replace(/^# /, "").trim().split("\n");
  const cols = head.split(",");
  const at = (row, name) => row.split(",")[cols.indexOf(name)];
  return Object.fromEntries(
    rows
      .filter((r) => at(r, "pxname") === "instances" && !["BACKEND", "FRONTEND"].includes(at(r, "svname")))
      .map((r) => [at(r, "svname"), Number(at(r, "hrsp_2xx")) || 0])
      // The fail-open backups only when they served something.
      .filter(([name, n]) => n > 0 || !name.endsWith("-fallback")),
  );
}

/**
 * For each size: a fleet of that many instances on `port` (the existing build, never rebuilt here:
 * the bench built it, or was told not to), a warm-up, the measured run, the fleet stopped.
 */
export async function fleetThroughput({ sizes = [1, 3], port = 8080, connections = 50, duration = 10, warmup = 2 }) {
  const results = [];
  for (const instances of sizes) {
    log(`fleet of ${instances}: starting (HAProxy on 127.0.0.1:${port})`);
    let fleet;
    try {
      fleet = await startFleet({
        instances,
        port,
        build: "never",
        // Per-request log lines of the balancer and servers would drown the bench's progress.
        out: (line) => {
          if (line.startsWith("[fleet]") || line.startsWith("[lb] Server ")) log(line);
        },
      });
    } catch (error) {
      results.push({ instances, error: `the fleet did not start: ${error.message ?? error}` });
      continue;
    }
    try {
      const url = `${fleet.url}/`;
      if (warmup > 0) {
        log(`warm-up fleet of ${instances} (${warmup} s)`);
        await load(url, { connections, duration: warmup });
      }
      await haproxyCommand(fleet.lb.statsSocket, "clear counters all");
      log(`load fleet of ${instances}: ${connections} connections, ${duration} s`);
      const result = await load(url, { connections, duration });
      const perInstance = await answersPerInstance(fleet.lb.statsSocket);
      log(`  fleet of ${instances}: ${result.requestsPerSec.toFixed(0)} req/s, p99 ${result.latencyP99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
      results.push({ instances, ...result, perInstance });
    } catch (error) {
      results.push({ instances, error: String(error.message ?? error) });
    } finally {
      await fleet.stop();
    }
  }
  return results;
}
