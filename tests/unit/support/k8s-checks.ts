import path from "node:path";
import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Secret, Service } from "kubernetes-models/v1";
import ts from "typescript";
import { dockerfileFacts, isPinnedImage, isPlaceholder, MAY_HOLD_CREDENTIALS, ROOT, SECRET_SETTINGS, settingNames } from "./deploy";

/**
 * deploy/k8s's objects checked offline: each against the Kubernetes API's schema (kubernetes-models
 * validates with the JSON schemas generated from the API's OpenAPI document), every field name
 * against the API's types (the TypeScript compiler's excess-property check on those types: the
 * schemas accept unknown fields, the API server drops or refuses them), then what the storefront
 * needs of them. Each returns a list of problems (empty: fine).
 */

export type K8sObject = { apiVersion?: string; kind?: string; metadata?: { name?: string; labels?: Record<string, string>; annotations?: Record<string, string> }; [key: string]: unknown };

/** The API types this recipe uses: kind → the model class and its TypeScript interface's module. */
const MODELS = {
  "v1/ConfigMap": { model: ConfigMap, types: ["kubernetes-models/v1/ConfigMap", "IConfigMap"] },
  "v1/Secret": { model: Secret, types: ["kubernetes-models/v1/Secret", "ISecret"] },
  "v1/Service": { model: Service, types: ["kubernetes-models/v1/Service", "IService"] },
  "apps/v1/Deployment": { model: Deployment, types: ["kubernetes-models/apps/v1/Deployment", "IDeployment"] },
  "policy/v1/PodDisruptionBudget": { model: PodDisruptionBudget, types: ["kubernetes-models/policy/v1/PodDisruptionBudget", "IPodDisruptionBudget"] },
  "autoscaling/v2/HorizontalPodAutoscaler": { model: HorizontalPodAutoscaler, types: ["kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler", "IHorizontalPodAutoscaler"] },
  "networking.k8s.io/v1/Ingress": { model: Ingress, types: ["kubernetes-models/networking.k8s.io/v1/Ingress", "IIngress"] },
} as const;
type ModelKey = keyof typeof MODELS;
const keyOf = (o: K8sObject) => `${o.apiVersion}/${o.kind}`;
const nameOf = (o: K8sObject) => `${o.kind ?? "?"} ${o.metadata?.name ?? "?"}`;

/** Schema validation of each object (its apiVersion and kind must be one of MODELS). */
export function schemaProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    const entry = MODELS[keyOf(o) as ModelKey];
    if (!entry) {
      problems.push(`${nameOf(o)}: ${keyOf(o)} is not a type this recipe knows`);
      continue;
    }
    try {
      new entry.model(o as never).validate();
    } catch (error) {
      const details = (error as { errors?: { instancePath?: string; message?: string }[] }).errors;
      problems.push(`${nameOf(o)}: ${details?.map((d) => `${d.instancePath || "/"} ${d.message}`).join("; ") ?? (error as Error).message}`);
    }
  }
  return problems;
}

/**
 * Field names and types against the API's TypeScript types: one in-memory file assigns each object
 * to its interface, and the compiler reports an unknown field ("Object literal may only specify
 * known properties") or a wrong type, with the object's position.
 */
export function typeProblems(objects: K8sObject[]): string[] {
  const known = objects.filter((o) => MODELS[keyOf(o) as ModelKey]);
  const imports = [...new Set(known.map((o) => MODELS[keyOf(o) as ModelKey].types))].map(([module, type]) => `import type { ${type} } from "${module}";`);
  const body = known.map((o, i) => `export const o${i}: ${MODELS[keyOf(o) as ModelKey].types[1]} = ${JSON.stringify(o)};`);
  const text = [...imports, ...body].join("\n");
  const file = path.join(ROOT, "__deploy_k8s_objects__.ts");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts"],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (path.resolve(name) === file ? ts.createSourceFile(name, text, version) : read(name, version, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const which = line >= imports.length ? nameOf(known[line - imports.length]!) : "import";
    return `${which}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}

// any: the objects are parsed YAML, valid or broken on purpose by the tests (a field missing, of the
// wrong type): every read below goes through ?. and checks the value itself, where the API's types
// would claim shapes a broken copy does not have.
const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

/** The storefront's own rules: probes, ports, shutdown budget, security, settings and secrets. */
export function storefrontProblems(objects: K8sObject[], healthPaths: readonly string[]): string[] {
  const problems: string[] = [];
  const docker = dockerfileFacts();
  const settings = settingNames();
  const [deployment, ...moreDeployments] = byKind(objects, "Deployment");
  if (!deployment || moreDeployments.length) return [`expected one Deployment, found ${byKind(objects, "Deployment").length}`];
  const where = `Deployment ${deployment.metadata?.name}`;
  const pod = deployment.spec?.template ?? {};
  const podLabels = pod.metadata?.labels;
  const container = (pod.spec?.containers ?? []).find((c: { name: string }) => c.name === "storefront");
  if (!container) return [`${where}: no container named storefront`];

  if (deployment.spec?.replicas !== 3) problems.push(`${where}: replicas ${deployment.spec?.replicas}, not 3`);
  // A rolling update one pod at a time, a new one ready before an old one goes.
  const rolling = deployment.spec?.strategy;
  if (rolling?.type !== "RollingUpdate" || rolling.rollingUpdate?.maxUnavailable !== 0 || rolling.rollingUpdate?.maxSurge !== 1)
    problems.push(`${where}: the update strategy is not RollingUpdate with maxUnavailable 0 and maxSurge 1`);
  if (!matches(deployment.spec?.selector?.matchLabels, podLabels)) problems.push(`${where}: its selector does not match its pods' labels`);

  // Ports: the image's and the metrics listener's, by name.
  const ports = Object.fromEntries((container.ports ?? []).map((p: { name: string; containerPort: number }) => [p.name, p.containerPort]));
  const imagePort = Number(docker.run.env.PORT);
  if (ports.http !== imagePort || !docker.run.expose.includes(imagePort)) problems.push(`${where}: port http is ${ports.http}; the image listens on ${imagePort} and EXPOSEs ${docker.run.expose.join(", ")}`);
  // Settings: the ConfigMap and Secret the pods read.
  const refs = (container.envFrom ?? []) as { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  const configMaps = byKind(objects, "ConfigMap");
  const secrets = byKind(objects, "Secret");
  const env: Record<string, string> = {};
  for (const ref of refs) {
    const name = ref.configMapRef?.name ?? ref.secretRef?.name;
    const source = (ref.configMapRef ? configMaps : secrets).find((o) => o.metadata?.name === name);
    if (!source) problems.push(`${where}: envFrom names ${ref.configMapRef ? "ConfigMap" : "Secret"} ${name}, which is not in the recipe`);
    else Object.assign(env, source.data ?? {}, source.stringData ?? {});
  }
  for (const { name, value } of (container.env ?? []) as { name: string; value?: string }[]) {
    env[name] = value ?? "";
    if (SECRET_SETTINGS.includes(name) && value) problems.push(`${where}: the secret ${name} is written inline in the container's env`);
  }
  for (const key of Object.keys(env)) if (!settings.has(key)) problems.push(`${where}: ${key} is not a setting of the storefront (.env.example)`);
  for (const cm of configMaps)
    for (const key of Object.keys(cm.data ?? {})) if (SECRET_SETTINGS.includes(key)) problems.push(`ConfigMap ${cm.metadata?.name}: ${key} is a secret; it belongs in the Secret`);
  for (const secret of secrets) {
    for (const [key, value] of Object.entries({ ...(secret.data ?? {}), ...(secret.stringData ?? {}) }) as [string, string][]) {
      if (![...SECRET_SETTINGS, ...MAY_HOLD_CREDENTIALS].includes(key)) problems.push(`Secret ${secret.metadata?.name}: ${key} is not a secret setting`);
      if (!isPlaceholder(secret.data?.[key] !== undefined ? Buffer.from(value, "base64").toString() : value)) problems.push(`Secret ${secret.metadata?.name}: ${key} holds a value, not a CHANGE_ME placeholder`);
    }
  }
  const metricsPort = Number(env.METRICS_PORT);
  if (ports.metrics !== metricsPort) problems.push(`${where}: port metrics is ${ports.metrics}, METRICS_PORT is ${env.METRICS_PORT}`);
  const annotations = pod.metadata?.annotations ?? {};
  if (annotations["prometheus.io/scrape"] !== "true" || Number(annotations["prometheus.io/port"]) !== metricsPort || annotations["prometheus.io/path"] !== "/metrics")
    problems.push(`${where}: the pods' prometheus.io annotations do not name the metrics port ${metricsPort} and /metrics`);

  // Probes on the entry server's health paths, through the named port.
  const probe = (kind: string, wanted: string) => {
    const get = container[kind]?.httpGet;
    if (!get) return problems.push(`${where}: no ${kind} httpGet`);
    if (get.path !== wanted || !healthPaths.includes(get.path)) problems.push(`${where}: ${kind} asks ${get.path}, not ${wanted} (the entry server's health paths: ${healthPaths.join(", ")})`);
    if (get.port !== "http" && get.port !== imagePort) problems.push(`${where}: ${kind} asks port ${get.port}, not http`);
  };
  probe("livenessProbe", "/healthz");
  probe("readinessProbe", "/readyz");

  // Shutdown: preStop, then the drain, then the longest request, all within the grace period.
  const preStop = container.lifecycle?.preStop;
  const preStopSeconds = preStop?.sleep?.seconds ?? Number(preStop?.exec?.command?.join(" ").match(/sleep (\d+)/)?.[1] ?? NaN);
  const drain = Number(env.DRAIN_SECONDS);
  const backendWait = Number(env.BACKEND_TIMEOUT_MS) / 1000;
  const grace = pod.spec?.terminationGracePeriodSeconds ?? 30;
  if (!(preStopSeconds > 0)) problems.push(`${where}: no preStop sleep (the pod would get SIGTERM while still in the Service's endpoints)`);
  else if (!Number.isFinite(drain) || !Number.isFinite(backendWait)) problems.push(`${where}: DRAIN_SECONDS and BACKEND_TIMEOUT_MS must be set in its settings`);
  else if (preStopSeconds + drain + backendWait >= grace)
    problems.push(`${where}: preStop ${preStopSeconds} s + DRAIN_SECONDS ${drain} + BACKEND_TIMEOUT_MS ${backendWait} s is not below terminationGracePeriodSeconds ${grace}`);

  // Non-root, read-only root file system, writable emptyDirs only where mounted.
  const podSecurity = pod.spec?.securityContext ?? {};
  const security = container.securityContext ?? {};
  const uid = security.runAsUser ?? podSecurity.runAsUser;
  if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true || uid !== docker.run.uid) problems.push(`${where}: not run as non-root uid ${docker.run.uid} (the image's user), but ${uid}`);
  if (security.readOnlyRootFilesystem !== true) problems.push(`${where}: the root file system is writable`);
  if (security.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation allowed`);
  if (!(security.capabilities?.drop ?? []).includes("ALL")) problems.push(`${where}: capabilities not dropped`);
  const volumes = Object.fromEntries((pod.spec?.volumes ?? []).map((v: { name: string }) => [v.name, v]));
  const mounts = (container.volumeMounts ?? []) as { name: string; mountPath: string }[];
  for (const m of mounts) if (!volumes[m.name]?.emptyDir) problems.push(`${where}: mount ${m.mountPath} is not an emptyDir volume of the pod`);
  for (const needed of ["/tmp", docker.run.env.DATA_DIR]) if (!mounts.some((m) => m.mountPath === needed)) problems.push(`${where}: ${needed} is not mounted writable`);
  if (!container.resources?.requests?.cpu) problems.push(`${where}: no CPU request (the autoscaler's target is a share of it)`);

  // The Service, the budget and the autoscaler all point at these pods.
  for (const service of byKind(objects, "Service")) {
    if (!matches(service.spec?.selector, podLabels)) problems.push(`Service ${service.metadata?.name}: its selector does not match the pods`);
    for (const p of service.spec?.ports ?? []) if (p.targetPort !== "http" && p.targetPort !== imagePort) problems.push(`Service ${service.metadata?.name}: targetPort ${p.targetPort} is not the pods' http port`);
  }
  problems.push(...ingressProblems(objects, env.SITE_URL));
  const [pdb] = byKind(objects, "PodDisruptionBudget");
  const [hpa] = byKind(objects, "HorizontalPodAutoscaler");
  if (!pdb) problems.push("no PodDisruptionBudget");
  else if (!matches(pdb.spec?.selector?.matchLabels, podLabels)) problems.push(`PodDisruptionBudget ${pdb.metadata?.name}: its selector does not match the pods`);
  if (!hpa) problems.push("no HorizontalPodAutoscaler");
  else {
    const target = hpa.spec?.scaleTargetRef ?? {};
    if (target.kind !== "Deployment" || target.name !== deployment.metadata?.name || target.apiVersion !== deployment.apiVersion)
      problems.push(`HorizontalPodAutoscaler ${hpa.metadata?.name}: scales ${target.apiVersion} ${target.kind} ${target.name}, not the Deployment`);
    if ((hpa.spec?.minReplicas ?? 1) < deployment.spec?.replicas) problems.push(`HorizontalPodAutoscaler ${hpa.metadata?.name}: minReplicas ${hpa.spec?.minReplicas} below the Deployment's ${deployment.spec?.replicas}`);
    if (pdb?.spec?.minAvailable !== undefined && (hpa.spec?.minReplicas ?? 1) <= pdb.spec.minAvailable)
      problems.push(`HorizontalPodAutoscaler ${hpa.metadata?.name}: minReplicas ${hpa.spec?.minReplicas} leaves no pod the PodDisruptionBudget (minAvailable ${pdb.spec.minAvailable}) lets a drain evict`);
  }
  return problems;
}

/** An `images:` entry of kustomization.yaml: what kustomize puts in place of a container's image name. */
export type KustomizeImage = { name: string; newName?: string; newTag?: string; digest?: string };

/** A container's image as kustomize renders it (its `images:` entry for that name, if any). */
export function renderedImage(image: string, images: KustomizeImage[] = []): string {
  const at = image.indexOf("@");
  const colon = image.lastIndexOf(":");
  const name = at >= 0 ? image.slice(0, at) : colon > image.lastIndexOf("/") ? image.slice(0, colon) : image;
  const entry = images.find((i) => i.name === name);
  if (!entry) return image;
  const rest = image.slice(name.length);
  const suffix = entry.digest ? `@${entry.digest}` : entry.newTag ? `:${entry.newTag}` : rest;
  return `${entry.newName ?? name}${suffix}`;
}

/** Every container of every pod template runs a pinned image once kustomize rendered it. */
export function imageProblems(objects: K8sObject[], images: KustomizeImage[] = []): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    const spec = (o.spec as { template?: { spec?: { containers?: { name: string; image?: string }[]; initContainers?: { name: string; image?: string }[] } } } | undefined)?.template?.spec;
    for (const c of [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])]) {
      const image = renderedImage(c.image ?? "", images);
      if (!isPinnedImage(image)) problems.push(`${nameOf(o)}: container ${c.name} runs ${image || "no image"}, not pinned (a digest or an exact x.y.z tag)`);
    }
  }
  return problems;
}

/** ingress-nginx's annotation of the cases in which a request is passed to another pod. */
export const NEXT_UPSTREAM = "nginx.ingress.kubernetes.io/proxy-next-upstream";
/** The build's files: the only path whose 404 is retried on another pod (a rolling deploy's chunks). */
export const STATIC_PREFIX = "/_next/static/";

/**
 * The Ingresses: each path to the Service's named port, for SITE_URL's host; /_next/static/ retried
 * on another pod after a 404 (http_404), and nothing else (a page's 404 would be asked of every pod).
 */
function ingressProblems(objects: K8sObject[], siteUrl: string | undefined): string[] {
  const problems: string[] = [];
  const ingresses = byKind(objects, "Ingress");
  if (!ingresses.length) return ["no Ingress"];
  const services = byKind(objects, "Service");
  const host = siteUrl ? new URL(siteUrl).host : undefined;
  let staticRetried = false;
  for (const ingress of ingresses) {
    const where = `Ingress ${ingress.metadata?.name}`;
    const annotations: Record<string, string> = ingress.metadata?.annotations ?? {};
    const retries404 = (annotations[NEXT_UPSTREAM] ?? "").split(/\s+/).includes("http_404");
    if (annotations["nginx.ingress.kubernetes.io/service-upstream"] === "true") problems.push(`${where}: service-upstream leaves no other pod to retry on`);
    for (const rule of ingress.spec?.rules ?? []) {
      if (host && rule.host !== host) problems.push(`${where}: host ${rule.host} is not SITE_URL's ${host}`);
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const service = services.find((s) => s.metadata?.name === backend?.name);
        if (!service) problems.push(`${where}: ${p.path} goes to Service ${backend?.name}, which is not in the recipe`);
        else if (!(service.spec?.ports ?? []).some((sp: { name?: string; port?: number }) => sp.name === backend?.port?.name || sp.port === backend?.port?.number))
          problems.push(`${where}: ${p.path} goes to a port Service ${backend?.name} does not have`);
        const isStatic = p.path === STATIC_PREFIX && p.pathType === "Prefix";
        if (retries404 && !isStatic) problems.push(`${where}: ${p.path} retries a 404 on another pod (only ${STATIC_PREFIX} should)`);
        if (isStatic && retries404) staticRetried = true;
      }
    }
  }
  if (!staticRetried) problems.push(`no Ingress retries a 404 of ${STATIC_PREFIX} on another pod (${NEXT_UPSTREAM}: http_404): a page of one build would miss the chunks of the pods of the other during a rolling deploy`);
  return problems;
}
