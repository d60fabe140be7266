// deploy/k8s/ as `podman kube play` can run it on one machine: the Deployment with one replica on
// the host's network (this machine serves loopback only) on free ports, its ConfigMap pointed at
// the test's sandbox server, and its Secret filled with generated values. What podman applies of the pod
// spec, and what only a cluster does, is in docs/operating.md "Deploying".
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, parseAllDocuments, stringify } from "yaml";

type Json = Record<string, unknown>;

export interface Probe {
  kind: "liveness" | "readiness" | "startup";
  path: string;
  port: number;
}

interface Container extends Json {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  startupProbe?: { httpGet?: { path: string; port: string | number } };
}

const read = (root: string, file: string): Json => parse(readFileSync(path.join(root, "deploy", "k8s", file), "utf8")) as Json;

/** The Deployment's one container (the storefront). */
export function containerOf(deployment: Json): Container {
  const spec = (deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec;
  return spec.containers[0]!;
}

/** The probes the container names, their ports resolved by name. */
export function probesOf(deployment: Json): Probe[] {
  const container = containerOf(deployment);
  const portOf = (port: string | number): number => (typeof port === "number" ? port : (container.ports?.find((p) => p.name === port)?.containerPort ?? NaN));
  const probes: Probe[] = [];
  for (const kind of ["liveness", "readiness", "startup"] as const) {
    const httpGet = container[`${kind}Probe`]?.httpGet;
    if (httpGet) probes.push({ kind, path: httpGet.path, port: portOf(httpGet.port) });
  }
  return probes;
}

export interface KubeSettings {
  image: string;
  /** Where the pod listens on this machine's network: PORT and METRICS_PORT, for the manifest's 3000 and 9464. */
  port: number;
  metricsPort: number;
  backendUrl: string;
  siteUrl: string;
  redisUrl: string;
  sessionSecret: string;
  revalidateSecret: string;
}

/**
 * The ConfigMap and Deployment to play, the Secret's content (a podman secret of that name), and the
 * manifest's probes and grace period as it is committed.
 */
export function kubeObjects(root: string, settings: KubeSettings): { probes: Probe[]; graceSeconds: number; yaml: string; secretName: string; secret: string } {
  const deployment = read(root, "deployment.yaml");
  const sitePort = containerOf(deployment).ports?.find((p) => p.name === "http")?.containerPort;
  // The probes as the manifest names them, on the port the pod is moved to here.
  const probes = probesOf(deployment).map((probe) => (probe.port === sitePort ? { ...probe, port: settings.port } : probe));
  const configMap = read(root, "configmap.yaml");
  const secret = parseAllDocuments(readFileSync(path.join(root, "deploy", "k8s", "secret.example.yaml"), "utf8"))[0]!.toJSON() as Json & { metadata: { name: string }; stringData: Record<string, string> };
  (deployment.spec as Json).replicas = 1;
  const pod = (deployment.spec as { template: { spec: Json } }).template.spec;
  pod.hostNetwork = true;
  const graceSeconds = Number(pod.terminationGracePeriodSeconds);
  const container = containerOf(deployment);
  container.image = settings.image;
  // On the host's network the container's ports are the host's already; podman 4.3 refuses to
  // map them there ("PortMappings can only be used with Bridge or slirp4netns networking").
  delete container.ports;
  // On the host's network a pod's ports are the host's: moved to free ones, as on any shared host.
  Object.assign(configMap.data as Json, { BACKEND_URL: settings.backendUrl, SANDBOX: "1", SITE_URL: settings.siteUrl, PORT: String(settings.port), METRICS_PORT: String(settings.metricsPort) });
  const values = { ...secret.stringData, SESSION_SECRET: settings.sessionSecret, REVALIDATE_SECRET: settings.revalidateSecret, BACKEND_HEADERS: "{}", REDIS_URL: settings.redisUrl };
  // podman 4.3 reads a secretRef's podman secret as a JSON object of names to base64 values.
  const encoded = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Buffer.from(value).toString("base64")]));
  return { probes, graceSeconds, yaml: [configMap, deployment].map((doc) => stringify(doc)).join("---\n"), secretName: secret.metadata.name, secret: JSON.stringify(encoded) };
}

/** Every probe's path answers 200 on its port at `host`; throws naming the first that does not. */
export async function probesAnswer(host: string, probes: readonly Probe[]): Promise<string> {
  for (const probe of probes) {
    const response = await fetch(`http://${host}:${probe.port}${probe.path}`, { redirect: "manual", signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (response?.status !== 200) throw new Error(`${probe.kind}Probe ${probe.path} on port ${probe.port} answered ${response?.status ?? "nothing"}`);
  }
  return probes.map((probe) => `${probe.kind} ${probe.path}:${probe.port} 200`).join(", ");
}
