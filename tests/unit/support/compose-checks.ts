import path from "node:path";
import {
  dockerfileFacts,
  dockerIgnored,
  durationSeconds,
  exists,
  gitIgnored,
  healthcheckTarget,
  isPinnedImage,
  MAY_HOLD_CREDENTIALS,
  readEnvFile,
  ROOT,
  SECRET_SETTINGS,
  settingNames,
} from "./deploy";

/**
 * What `docker compose config` would refuse, and what the storefront needs of a compose project,
 * as lists of problems (empty: fine). The unit test runs them on deploy/compose*.yaml and on
 * broken copies, so each check is seen to fail.
 */

type Service = Record<string, unknown> & {
  image?: string;
  build?: string | { context?: string; target?: string };
  env_file?: (string | { path: string; required?: boolean })[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string; required?: boolean }>;
  healthcheck?: { test?: unknown; disable?: boolean };
  ports?: (string | number | { published?: string | number; target?: number })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  networks?: string[] | Record<string, unknown>;
  deploy?: { replicas?: number };
  stop_grace_period?: string;
  read_only?: boolean;
};
export type ComposeProject = { services?: Record<string, Service>; volumes?: Record<string, unknown>; networks?: Record<string, unknown> };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Compose's merge of several -f files, as far as these files use it: maps merge, lists add up. */
export function mergeCompose(...files: ComposeProject[]): ComposeProject {
  const merge = (a: unknown, b: unknown): unknown => {
    if (isObject(a) && isObject(b)) {
      const out: Record<string, unknown> = { ...a };
      for (const [k, v] of Object.entries(b)) out[k] = k in a ? merge(a[k], v) : v;
      return out;
    }
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b.filter((x) => !a.some((y) => JSON.stringify(y) === JSON.stringify(x)))];
    return b;
  };
  return files.reduce((acc, f) => merge(acc, f) as ComposeProject, {} as ComposeProject);
}

const list = <T>(value: T[] | T | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const envFiles = (s: Service) => list(s.env_file).map((f) => (typeof f === "string" ? f : f.path));
const dependsOn = (s: Service): Record<string, { condition?: string }> =>
  Array.isArray(s.depends_on) ? Object.fromEntries(s.depends_on.map((n) => [n, {}])) : (s.depends_on ?? {});
const networksOf = (s: Service) => (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? {}));
const environmentOf = (s: Service): Record<string, string> =>
  Array.isArray(s.environment)
    ? Object.fromEntries(s.environment.map((e) => [e.split("=")[0]!, e.slice(e.indexOf("=") + 1)]))
    : Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, v === null ? "" : String(v)]));

/** A service's environment as the container gets it: its env files in order, then `environment`. */
export function serviceEnvironment(s: Service, dir: string, readMissing: (file: string) => Record<string, string> = () => ({})) {
  const env: Record<string, string> = {};
  for (const file of envFiles(s)) {
    const full = path.resolve(dir, file);
    Object.assign(env, exists(full) ? readEnvFile(full) : readMissing(full));
  }
  return Object.assign(env, environmentOf(s));
}

/** An env file that holds secrets may be absent from the repository only as a gitignored copy of its .example. */
function envFileProblem(full: string): string | null {
  if (exists(full)) return null;
  const relative = path.relative(ROOT, full);
  if (!exists(`${full}.example`)) return `env file ${relative} is missing (and has no ${relative}.example)`;
  if (!gitIgnored(relative)) return `env file ${relative} holds secrets but git does not ignore it`;
  if (!dockerIgnored(relative)) return `env file ${relative} holds secrets but .dockerignore does not keep it out of the image`;
  return null;
}

export interface StorefrontRules {
  /** The compose service that runs the storefront's image. */
  service: string;
  /** Where the compose files are (relative paths resolve from there). */
  dir: string;
}

export function composeProblems(project: ComposeProject, { service: storefront, dir }: StorefrontRules): string[] {
  const problems: string[] = [];
  const services = project.services ?? {};
  const names = Object.keys(services);
  const docker = dockerfileFacts();
  const settings = settingNames();
  const published = new Map<string, string>();

  for (const [name, s] of Object.entries(services)) {
    const where = `service ${name}`;
    if (!s.image && !s.build) problems.push(`${where}: neither image nor build`);
    // An image pulled from a registry is pinned; one built here (build:) is tagged by this checkout.
    if (s.image && !s.build && !isPinnedImage(s.image)) problems.push(`${where}: image ${s.image} is not pinned (a digest or an exact x.y.z tag)`);
    const build = typeof s.build === "string" ? { context: s.build } : s.build;
    if (build) {
      const context = path.resolve(dir, build.context ?? ".");
      if (!exists(path.join(context, "Dockerfile"))) problems.push(`${where}: build context ${path.relative(ROOT, context) || "."} has no Dockerfile`);
      if (build.target && !docker.stages.includes(build.target)) problems.push(`${where}: build target ${build.target} is not a stage of the Dockerfile (${docker.stages.join(", ")})`);
    }
    for (const [dep, how] of Object.entries(dependsOn(s))) {
      if (!names.includes(dep)) problems.push(`${where}: depends_on ${dep}, which is not a service`);
      else if (how.condition === "service_healthy" && !services[dep]!.healthcheck?.test) problems.push(`${where}: waits for ${dep} to be healthy, which has no healthcheck`);
    }
    if (!s.healthcheck?.test || s.healthcheck.disable) problems.push(`${where}: no healthcheck`);
    for (const file of envFiles(s)) {
      const problem = envFileProblem(path.resolve(dir, file));
      if (problem) problems.push(`${where}: ${problem}`);
    }
    for (const port of list(s.ports)) {
      const host = typeof port === "object" ? String(port.published ?? "") : String(port).split(":").slice(-2, -1)[0] ?? "";
      if (!host) continue;
      if (published.has(host)) problems.push(`${where}: host port ${host} is also published by ${published.get(host)}`);
      published.set(host, name);
    }
    for (const volume of list(s.volumes)) {
      const source = typeof volume === "string" ? volume.split(":")[0]! : (volume.source ?? "");
      if (!source) continue;
      if (/^[./~]/.test(source)) {
        if (!exists(path.resolve(dir, source))) problems.push(`${where}: bind mount ${source} does not exist`);
      } else if (!(source in (project.volumes ?? {}))) problems.push(`${where}: volume ${source} is not declared under volumes`);
    }
    for (const network of networksOf(s)) if (!(network in (project.networks ?? {}))) problems.push(`${where}: network ${network} is not declared under networks`);
    for (const key of Object.keys(environmentOf(s))) if (SECRET_SETTINGS.includes(key)) problems.push(`${where}: the secret ${key} is written inline (environment); it belongs in an env file`);
  }

  const s = services[storefront];
  if (!s) return [...problems, `no service ${storefront}`];
  const where = `service ${storefront}`;
  const port = Number(docker.run.env.PORT);
  if (!docker.run.expose.includes(port)) problems.push(`Dockerfile: the run stage listens on PORT ${port} but EXPOSEs ${docker.run.expose.join(", ")}`);
  if ((s.deploy?.replicas ?? 1) < 2) problems.push(`${where}: a single replica (deploy.replicas ${s.deploy?.replicas ?? 1})`);
  if (s.read_only !== true) problems.push(`${where}: the root file system is writable (read_only)`);
  const target = healthcheckTarget(s.healthcheck?.test);
  if (!target) problems.push(`${where}: the healthcheck asks no http://127.0.0.1:PORT/ address`);
  else {
    if (target.path !== "/readyz") problems.push(`${where}: the healthcheck asks ${target.path}, not /readyz`);
    if (target.port !== port) problems.push(`${where}: the healthcheck asks port ${target.port}, the image listens on ${port}`);
  }
  // A secrets file not in the repository: its committed template's names.
  const env = serviceEnvironment(s, dir, (file) => (exists(`${file}.example`) ? readEnvFile(`${file}.example`) : {}));
  for (const key of Object.keys(env)) if (!settings.has(key)) problems.push(`${where}: ${key} is not a setting of the storefront (.env.example)`);
  for (const file of envFiles(s)) {
    const full = path.resolve(dir, file);
    const values = exists(full) && !gitIgnored(path.relative(ROOT, full)) ? readEnvFile(full) : {};
    for (const key of Object.keys(values)) if (SECRET_SETTINGS.includes(key) && values[key]) problems.push(`${where}: ${path.relative(ROOT, full)} is committed and holds the secret ${key}`);
  }
  const drain = Number(env.DRAIN_SECONDS);
  const backendWait = Number(env.BACKEND_TIMEOUT_MS) / 1000;
  if (!Number.isFinite(drain) || !Number.isFinite(backendWait)) problems.push(`${where}: DRAIN_SECONDS and BACKEND_TIMEOUT_MS must be set (the stop's budget is made of them)`);
  else if (!s.stop_grace_period || durationSeconds(s.stop_grace_period) <= drain + backendWait)
    problems.push(`${where}: stop_grace_period ${s.stop_grace_period ?? "10s (default)"} is not above DRAIN_SECONDS ${drain} + BACKEND_TIMEOUT_MS ${backendWait} s`);
  for (const key of MAY_HOLD_CREDENTIALS) if (/^\w+:\/\/[^/]*:[^@/]+@/.test(environmentOf(s)[key] ?? "")) problems.push(`${where}: ${key} with a password is written inline`);
  return problems;
}
