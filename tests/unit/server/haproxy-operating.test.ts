// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_DRAIN_SECONDS, DEFAULT_KEEP_ALIVE_SECONDS } from "@/server/settings";
import { haproxyConfig, HAPROXY_METRICS_PORT } from "@/scripts/fleet-services";

/**
 * The fleet's balancer agrees with how the instances run: its idle keep-alive is below
 * the instances' KEEP_ALIVE_SECONDS, it takes a stopping instance out within its DRAIN_SECONDS,
 * and it serves its own metrics in Prometheus's format on loopback.
 */

const HAPROXY = "/usr/sbin/haproxy";
const config = haproxyConfig({ port: 18080, servers: [{ id: "web1", port: 3301 }], statsSocket: "/tmp/uf-operating.sock" });
const seconds = (pattern: RegExp): number => {
  const match = pattern.exec(config);
  if (!match) throw new Error(`not in the config: ${pattern}`);
  const [, value, unit] = match;
  return Number(value) / (unit === "ms" ? 1000 : 1);
};

describe("the fleet's HAProxy configuration", () => {
  it("closes an idle client connection before an instance would (timeout http-keep-alive < KEEP_ALIVE_SECONDS)", () => {
    expect(seconds(/^\s*timeout http-keep-alive (\d+)(s|ms)$/m)).toBeLessThan(DEFAULT_KEEP_ALIVE_SECONDS);
    // Idle connections to the instances are purged after pool-purge-delay (5 s unless set).
    expect(config).not.toMatch(/^\s*pool-purge-delay/m);
  });

  it("takes a draining instance out (its /readyz says 503) well inside DRAIN_SECONDS", () => {
    const inter = seconds(/default-server check inter (\d+)(s|ms)/);
    const fall = Number(/ fall (\d+)/.exec(config)?.[1]);
    const checkTimeout = seconds(/^\s*timeout check (\d+)(s|ms)$/m);
    expect(config).toMatch(/http-check send meth GET uri \/readyz /);
    // Worst case: the signal just after a check; `fall` more checks, the last one answered late.
    expect(inter * fall + checkTimeout).toBeLessThan(DEFAULT_DRAIN_SECONDS);
  });

  it("serves HAProxy's Prometheus exporter at /metrics on a loopback port of its own", () => {
    expect(config).toContain(`frontend stats\n    bind 127.0.0.1:${HAPROXY_METRICS_PORT}\n`);
    expect(config).toMatch(/http-request use-service prometheus-exporter if \{ path \/metrics \}/);
    expect(haproxyConfig({ port: 18080, servers: [], statsSocket: "/tmp/x.sock", metricsPort: 18404 })).toContain("bind 127.0.0.1:18404");
  });

  it("sends /_next/static to a backend that retries a 404 on another instance, whose servers follow the instances' state (rolling deploy)", () => {
    expect(config).toMatch(/^\s*use_backend static_files if \{ path_beg \/_next\/static\/ \}$/m);
    const staticBackend = config.slice(config.indexOf("backend static_files"));
    expect(staticBackend).toMatch(/^\s*retry-on 404 conn-failure empty-response response-timeout$/m);
    expect(staticBackend).toMatch(/^\s*option redispatch 1$/m);
    expect(staticBackend).toMatch(/^\s*server web1 127\.0\.0\.1:3301 track instances\/web1$/m);
    // The control of `npm run fleet:rollout -- --check` only drops the 404.
    const control = haproxyConfig({ port: 18080, servers: [{ id: "web1", port: 3301 }], statsSocket: "/tmp/x.sock", staticRetry404: false });
    expect(control).toMatch(/^\s*retry-on conn-failure empty-response response-timeout$/m);
    expect(control).not.toMatch(/^\s*retry-on 404/m);
  });

  it.skipIf(!existsSync(HAPROXY))("is accepted by this machine's HAProxy, which is built with the exporter", () => {
    expect(spawnSync(HAPROXY, ["-vv"], { encoding: "utf8" }).stdout).toMatch(/Available services : .*prometheus-exporter/);
    const dir = mkdtempSync(join(tmpdir(), "uf-haproxy-ops-"));
    try {
      writeFileSync(join(dir, "haproxy.cfg"), config);
      const check = spawnSync(HAPROXY, ["-c", "-f", join(dir, "haproxy.cfg")], { encoding: "utf8" });
      expect(check.status, check.stdout + check.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
