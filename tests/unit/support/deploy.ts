import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAllDocuments } from "yaml";

/** Facts of the repository that deploy/'s recipes must agree with, read from the files themselves. */

export const ROOT = path.resolve(__dirname, "..", "..", "..");
export const DEPLOY = path.join(ROOT, "deploy");

/** Every YAML document of a file, parsed strictly (a duplicate key or a syntax error throws). */
export function readYamlDocuments(file: string): Record<string, unknown>[] {
  const docs = parseAllDocuments(readFileSync(file, "utf8"), { uniqueKeys: true, prettyErrors: true });
  return docs.map((doc) => {
    if (doc.errors.length) throw new Error(`${path.relative(ROOT, file)}: ${doc.errors.map((e) => e.message).join("; ")}`);
    return doc.toJS() as Record<string, unknown>;
  });
}

export function readYaml(file: string): Record<string, unknown> {
  const [doc, ...more] = readYamlDocuments(file);
  if (!doc || more.length) throw new Error(`${path.relative(ROOT, file)}: expected one YAML document`);
  return doc;
}

/** KEY=value lines of an env file (dotenv syntax as Compose reads it: comments and blank lines skipped). */
export function readEnvFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const at = line.indexOf("=");
    if (at <= 0) throw new Error(`${path.relative(ROOT, file)}: not KEY=value: ${line}`);
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

/** The Dockerfile's stages, the run stage's ENV, EXPOSE and user id, and the base image. */
export function dockerfileFacts(text = readFileSync(path.join(ROOT, "Dockerfile"), "utf8")) {
  const lines = text.replace(/\\\n/g, " ").split("\n");
  const stages: string[] = [];
  const perStage = new Map<string, { env: Record<string, string>; expose: number[]; uid: number | null; user: string | null }>();
  let current: string | null = null;
  const args: Record<string, string> = {};
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = from[1] ?? `#${stages.length}`;
      stages.push(current);
      perStage.set(current, { env: {}, expose: [], uid: null, user: null });
      continue;
    }
    const arg = /^ARG\s+(\w+)=(\S+)/.exec(line);
    if (arg && !current) args[arg[1]!] = arg[2]!;
    if (!current) continue;
    const stage = perStage.get(current)!;
    const env = /^ENV\s+(.+)$/.exec(line);
    if (env) for (const pair of env[1]!.trim().split(/\s+/)) stage.env[pair.split("=")[0]!] = pair.slice(pair.indexOf("=") + 1);
    const expose = /^EXPOSE\s+(.+)$/.exec(line);
    if (expose) stage.expose.push(...expose[1]!.trim().split(/\s+/).map((p) => Number(p.split("/")[0])));
    const uid = /useradd\b.*--uid\s+(\d+)/.exec(line);
    if (uid) stage.uid = Number(uid[1]);
    const user = /^USER\s+(\S+)/.exec(line);
    if (user) stage.user = user[1]!;
  }
  const run = perStage.get(stages.at(-1)!)!;
  return { stages, lastStage: stages.at(-1)!, args, run, stage: (name: string) => perStage.get(name) };
}

/** Names of the storefront's settings: .env.example's, plus the ones the image itself sets. */
export function settingNames(): Set<string> {
  const names = new Set(Object.keys(readEnvFile(path.join(ROOT, ".env.example"))));
  for (const name of Object.keys(dockerfileFacts().run.env)) names.add(name);
  return names;
}

/** Settings that are secrets: never in a committed value, a ConfigMap or a compose `environment`. */
export const SECRET_SETTINGS = ["SESSION_SECRET", "SESSION_SECRET_PREVIOUS", "REVALIDATE_SECRET", "BACKEND_HEADERS", "OTEL_EXPORTER_OTLP_HEADERS"];
/** Settings that may carry a password (a URL with credentials): allowed in a secret too. */
export const MAY_HOLD_CREDENTIALS = ["REDIS_URL", "DATABASE_URL"];

/**
 * What an operator fills a template's SESSION_SECRET with (`openssl rand -base64 32`): the start
 * refuses a short, repeated or placeholder one (lib/backend/config.ts).
 */
export const FILLED_SESSION_SECRET = "dyAiP6TBzwFcLIDxXhvF+Pb5ELWURmMjEiIM1qIBvuU=";
/** A revalidation token as `openssl rand -base64 32` makes one (the templates hold a placeholder the start refuses). */
export const FILLED_REVALIDATE_SECRET = "q7mV2c9XkR4pLw8ZsT1bN6yHdJ3fGa0uEo5iC+xWzQk=";

/** A committed secret template's value is empty or says where the secret goes, never a secret. */
export function isPlaceholder(value: string): boolean {
  return value === "" || /CHANGE_ME/.test(value);
}

/** Compose durations ("30s", "1m30s", "500ms") in seconds. */
export function durationSeconds(value: unknown): number {
  const text = String(value);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|us|h|m|s)/g)];
  if (!parts.length || parts.map((p) => p[0]).join("") !== text) throw new Error(`not a duration: ${text}`);
  const unit = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6 } as const;
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
}

/** The first http://127.0.0.1:PORT/PATH a health check command asks. */
export function healthcheckTarget(test: unknown): { port: number; path: string } | null {
  const text = Array.isArray(test) ? test.join(" ") : String(test ?? "");
  const match = /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)(\/[^'"`)\s]*)/.exec(text);
  return match ? { port: Number(match[1]), path: match[2]! } : null;
}

/** Whether git ignores a path of the repository (a file that holds secrets must be). */
export function gitIgnored(relative: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "-q", "--no-index", relative], { cwd: ROOT, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Whether .dockerignore keeps a path out of the build context (exact lines, as written here). */
export function dockerIgnored(relative: string): boolean {
  const lines = readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n").map((l) => l.trim());
  return lines.includes(relative) || lines.includes(relative.split("/")[0]!);
}

export const exists = (relative: string, dir = ROOT) => existsSync(path.resolve(dir, relative));

/**
 * An image reference that always names the same image: pinned by digest (…@sha256:<64 hex>), or
 * by an exact x.y.z release tag, with or without a variant ("7.4.11-bookworm"). A floating tag
 * ("2.6", "7-alpine", "latest") or none moves under a redeploy.
 */
export function isPinnedImage(image: string): boolean {
  return /@sha256:[0-9a-f]{64}$/.test(image) || /:\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(image);
}
