// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv from "ajv";
import draft7 from "ajv/dist/refs/json-schema-draft-07.json";
import { startupProblems } from "@/lib/backend/config";
import { COMPOSE_HAPROXY_DIR } from "@/scripts/fleet-services";
import { COMPOSE_HAPROXY_CFG, composeHaproxyFile } from "@/scripts/deploy-config";
import { HEALTH_PATHS } from "@/server/requests";
import { type ComposeProject, composeProblems, mergeCompose, serviceEnvironment } from "../support/compose-checks";
import { DEPLOY, FILLED_REVALIDATE_SECRET, FILLED_SESSION_SECRET, isPinnedImage, isPlaceholder, readEnvFile, readYaml, ROOT, SECRET_SETTINGS } from "../support/deploy";

/**
 * deploy/compose.yaml (and its sandbox overlay) checked offline, as `docker compose config` would
 * and beyond: the Compose Specification's schema, then what the storefront needs of it.
 */

const schema = JSON.parse(readFileSync(path.join(__dirname, "..", "support", "compose-spec", "compose-spec.json"), "utf8"));
const ajv = new Ajv({ allErrors: true, strict: false });
// The schema names draft-07 by its https address; Ajv knows it by the http one.
ajv.addMetaSchema({ ...draft7, $id: schema.$schema });
const validate = ajv.compile(schema);
const schemaErrors = (doc: unknown) => (validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`));

const base = readYaml(path.join(DEPLOY, "compose.yaml")) as ComposeProject;
const overlay = readYaml(path.join(DEPLOY, "compose.sandbox.yaml")) as ComposeProject;
const withSandbox = mergeCompose(base, overlay);
const rules = { service: "storefront", dir: DEPLOY };
const clone = <T>(value: T): T => structuredClone(value);
const secrets = readEnvFile(path.join(DEPLOY, "compose", "secrets.env.example"));

describe("deploy/compose.yaml against the Compose Specification's schema", () => {
  it("both files are valid compose files", () => {
    expect(schemaErrors(base)).toEqual([]);
    expect(schemaErrors(overlay)).toEqual([]);
    expect(schemaErrors(withSandbox)).toEqual([]);
  });

  it("the schema refuses a misspelt key and a wrong type (it would catch them in these files)", () => {
    const typo = clone(base) as { services: Record<string, Record<string, unknown>> };
    typo.services.storefront!.healthcheks = typo.services.storefront!.healthcheck;
    expect(schemaErrors(typo).join("\n")).toMatch(/healthcheks/);
    const wrong = clone(base) as { services: Record<string, Record<string, unknown>> };
    wrong.services.storefront!.depends_on = "redis";
    expect(schemaErrors(wrong).join("\n")).toMatch(/depends_on/);
  });
});

describe("deploy/compose.yaml: images", () => {
  it("every image pulled from a registry is pinned by digest; the images built here are not pulled", () => {
    const pulled = Object.entries(withSandbox.services ?? {}).filter(([, s]) => !s.build);
    expect(pulled.map(([name]) => name).sort()).toEqual(["balancer", "redis"]);
    for (const [name, s] of pulled) expect(s.image, name).toMatch(/^[\w./-]+:\d+\.\d+\.\d+(-\w+)?@sha256:[0-9a-f]{64}$/);
  });

  it("a pinned image is a digest or an exact x.y.z tag, never a moving one", () => {
    for (const image of ["haproxy:2.6.34", "redis:7.4.11-bookworm", "registry.example:5000/ultrafibra-storefront:0.1.0", `redis@sha256:${"a".repeat(64)}`]) expect(isPinnedImage(image), image).toBe(true);
    for (const image of ["haproxy", "haproxy:2.6", "redis:7.4-bookworm", "redis:latest", "registry.example:5000/storefront", `redis@sha256:${"a".repeat(63)}`]) expect(isPinnedImage(image), image).toBe(false);
  });
});

describe("deploy/compose.yaml: services, dependencies, files and the storefront's settings", () => {
  it("has no problem, with the operator's API and with the sandbox overlay", () => {
    expect(composeProblems(base, rules)).toEqual([]);
    expect(composeProblems(withSandbox, rules)).toEqual([]);
  });

  it("three storefront replicas, a balancer, Redis; the overlay adds the sandbox from its own Dockerfile target", () => {
    expect(base.services?.storefront?.deploy?.replicas).toBe(3);
    expect(Object.keys(base.services ?? {}).sort()).toEqual(["balancer", "redis", "storefront"]);
    expect(withSandbox.services?.sandbox?.build).toMatchObject({ target: "sandbox" });
    expect(withSandbox.services?.storefront?.depends_on).toMatchObject({ redis: { condition: "service_healthy" }, sandbox: { condition: "service_healthy" } });
  });

  // Each broken copy runs git and reads the files again: seconds on a busy machine.
  it("each check fails on a broken copy", () => {
    const broken = (edit: (p: { services: Record<string, Record<string, unknown>>; volumes?: Record<string, unknown> }) => void) => {
      const copy = clone(withSandbox) as { services: Record<string, Record<string, unknown>> };
      edit(copy);
      return composeProblems(copy as ComposeProject, rules).join("\n");
    };
    expect(broken((p) => (p.services.storefront!.depends_on = { cache: { condition: "service_healthy" } }))).toMatch(/depends_on cache, which is not a service/);
    const noCheck = broken((p) => delete p.services.redis!.healthcheck);
    expect(noCheck).toMatch(/service redis: no healthcheck/);
    expect(noCheck).toMatch(/service storefront: waits for redis to be healthy, which has no healthcheck/);
    expect(broken((p) => delete p.services.balancer!.image)).toMatch(/balancer: neither image nor build/);
    expect(broken((p) => (p.services.sandbox!.build = { context: "..", target: "sandbox-server" }))).toMatch(/target sandbox-server is not a stage/);
    expect(broken((p) => (p.services.storefront!.env_file = ["compose/storefront.env", "compose/missing.env"]))).toMatch(/compose\/missing.env is missing/);
    expect(broken((p) => (p.services.redis!.ports = ["8080:6379"]))).toMatch(/host port 8080 is also published/);
    expect(broken((p) => (p.services.sandbox!.volumes = ["sandbox-db:/src/data"]))).toMatch(/volume sandbox-db is not declared/);
    expect(broken((p) => (p.services.balancer!.volumes = ["./haproxy/missing.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro"]))).toMatch(/bind mount .\/haproxy\/missing.cfg does not exist/);
    expect(broken((p) => (p.services.redis!.networks = ["backend"]))).toMatch(/network backend is not declared/);
    expect(broken((p) => (p.services.redis!.image = "redis:7.4-bookworm"))).toMatch(/service redis: image redis:7.4-bookworm is not pinned/);
    expect(broken((p) => (p.services.balancer!.image = "haproxy"))).toMatch(/service balancer: image haproxy is not pinned/);
    expect(broken((p) => (p.services.storefront!.environment = { SESSION_SECRET: "abc" }))).toMatch(/the secret SESSION_SECRET is written inline/);
    expect(broken((p) => (p.services.storefront!.environment = { BACKEND_TIMEOUT: "15000" }))).toMatch(/BACKEND_TIMEOUT is not a setting of the storefront/);
    expect(broken((p) => (p.services.storefront!.stop_grace_period = "20s"))).toMatch(/stop_grace_period 20s is not above DRAIN_SECONDS 10 \+ BACKEND_TIMEOUT_MS 15 s/);
    expect(broken((p) => (p.services.storefront!.healthcheck = { test: ["CMD", "node", "-e", "fetch('http://127.0.0.1:3000/healthz')"] }))).toMatch(/asks \/healthz, not \/readyz/);
    expect(broken((p) => (p.services.storefront!.healthcheck = { test: ["CMD", "node", "-e", "fetch('http://127.0.0.1:8080/readyz')"] }))).toMatch(/asks port 8080, the image listens on 3000/);
    expect(broken((p) => (p.services.storefront!.deploy = { replicas: 1 }))).toMatch(/a single replica/);
    expect(broken((p) => (p.services.storefront!.read_only = false))).toMatch(/root file system is writable/);
    expect(broken((p) => (p.services.storefront!.environment = { REDIS_URL: "redis://:hunter2@redis:6379" }))).toMatch(/REDIS_URL with a password is written inline/);
  }, 30_000);

  it("the health check's path is one the entry server answers without a redirect (HEALTH_PATHS)", () => {
    const test = JSON.stringify(base.services?.storefront?.healthcheck?.test);
    expect(HEALTH_PATHS.some((p) => test.includes(`:3000${p}'`))).toBe(true);
  });

  it("the secrets come from a gitignored env file whose committed template holds none", () => {
    expect(Object.keys(secrets).sort()).toEqual(["BACKEND_HEADERS", "REVALIDATE_SECRET", "SESSION_SECRET"]);
    for (const [key, value] of Object.entries(secrets)) {
      expect(SECRET_SETTINGS, key).toContain(key);
      expect(isPlaceholder(value), `${key}=${value}`).toBe(true);
    }
  });

  it("the storefront would start with these settings once the secrets are filled in, and not before", () => {
    const filled = (file: string) => ({ ...readEnvFile(`${file}.example`), SESSION_SECRET: FILLED_SESSION_SECRET, REVALIDATE_SECRET: FILLED_REVALIDATE_SECRET });
    const operator = serviceEnvironment(base.services!.storefront!, DEPLOY, filled);
    expect(operator).toMatchObject({ BACKEND_URL: expect.stringMatching(/^https:\/\//), REDIS_URL: "redis://redis:6379", TRUSTED_PROXY_HOPS: "1" });
    expect(operator.SANDBOX).toBeUndefined();
    expect(startupProblems(operator)).toEqual([]);
    const sandbox = serviceEnvironment(withSandbox.services!.storefront!, DEPLOY, filled);
    expect(sandbox).toMatchObject({ BACKEND_URL: "http://sandbox:4010", SANDBOX: "1" });
    expect(startupProblems(sandbox)).toEqual([]);
    // The template as committed: the server refuses to start (SESSION_SECRET is empty).
    const unfilled = serviceEnvironment(base.services!.storefront!, DEPLOY, (file) => readEnvFile(`${file}.example`));
    expect(startupProblems(unfilled).join("\n")).toMatch(/SESSION_SECRET is required/);
  });
});

describe("deploy/haproxy/compose.cfg, the balancer of deploy/compose.yaml", () => {
  const cfg = readFileSync(COMPOSE_HAPROXY_CFG, "utf8");

  it("is what npm run deploy:config makes of the fleet's template now (run it after changing the template or the security headers)", () => {
    expect(cfg).toBe(composeHaproxyFile());
  });

  it("is the file compose mounts, with the error pages beside it", () => {
    const volumes = (base.services?.balancer?.volumes ?? []) as string[];
    expect(volumes).toContain(`./${path.relative(DEPLOY, COMPOSE_HAPROXY_CFG)}:${COMPOSE_HAPROXY_DIR}/haproxy.cfg:ro`);
    expect(volumes).toContain(`./haproxy/errors:${COMPOSE_HAPROXY_DIR}/errors:ro`);
  });

  it("balances the storefront service's replicas on its port, checked on /readyz, listening on the published port", () => {
    expect(cfg).toMatch(/^\s*server-template web \d+ storefront:3000 resolvers docker /m);
    expect(cfg).toMatch(/^\s*http-check send meth GET uri \/readyz /m);
    expect(HEALTH_PATHS).toContain("/readyz");
    expect(cfg).toMatch(/^\s*bind :8080$/m);
    expect(base.services?.balancer?.ports).toEqual(["8080:8080"]);
    expect(cfg).toMatch(/^\s*nameserver docker 127\.0\.0\.11:53$/m);
  });

  it("HAProxy accepts it, where HAProxy is installed (the fleet installs it)", () => {
    if (!existsSync("/usr/sbin/haproxy")) return;
    const dir = mkdtempSync(path.join(tmpdir(), "uf-compose-haproxy-"));
    try {
      // The error pages from the checkout instead of the container's mount.
      writeFileSync(path.join(dir, "haproxy.cfg"), cfg.replaceAll(`${COMPOSE_HAPROXY_DIR}/errors`, path.join(ROOT, "deploy", "haproxy", "errors")));
      const check = spawnSync("/usr/sbin/haproxy", ["-c", "-f", path.join(dir, "haproxy.cfg")], { encoding: "utf8" });
      expect(check.status, check.stdout + check.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
