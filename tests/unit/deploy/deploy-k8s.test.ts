// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startupProblems } from "@/lib/backend/config";
import { HEALTH_PATHS } from "@/server/requests";
import { DEPLOY, dockerfileFacts, dockerIgnored, exists, FILLED_REVALIDATE_SECRET, FILLED_SESSION_SECRET, gitIgnored, readYaml, readYamlDocuments, ROOT } from "../support/deploy";
import { imageProblems, type K8sObject, type KustomizeImage, NEXT_UPSTREAM, renderedImage, schemaProblems, storefrontProblems, typeProblems } from "../support/k8s-checks";

/**
 * deploy/k8s checked offline: every object against the Kubernetes API's schemas and
 * types, then the storefront's own rules (probes on its health paths, the image's port and user,
 * the shutdown budget, settings and secrets). No cluster and no kubectl needed.
 */

const K8S = path.join(DEPLOY, "k8s");
const kustomization = readYaml(path.join(K8S, "kustomization.yaml")) as { resources: string[]; images?: KustomizeImage[] };
/** The resources kustomize would apply; the Secret from its committed template (secret.yaml is the operator's filled copy). */
const resourceFile = (name: string) => (name === "secret.yaml" ? "secret.example.yaml" : name);
const objects = kustomization.resources.flatMap((name) => readYamlDocuments(path.join(K8S, resourceFile(name)))) as K8sObject[];
const clone = <T>(value: T): T => structuredClone(value);
// any: the broken copies are parsed YAML edited at any depth, some deliberately to the wrong type
// (replicas = "three") or deleting required fields, which the API's types would refuse to compile.
type Editable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const deploymentOf = (list: K8sObject[]) => list.find((o) => o.kind === "Deployment") as Editable;
const containerOf = (list: K8sObject[]) => deploymentOf(list).spec.template.spec.containers[0];

describe("deploy/k8s against the Kubernetes API's schemas and types", () => {
  it("holds a ConfigMap, a Secret, a Deployment, a Service, two Ingresses, a PodDisruptionBudget and an autoscaling/v2 HorizontalPodAutoscaler", () => {
    expect(objects.map((o) => `${o.apiVersion} ${o.kind}`).sort()).toEqual(
      ["apps/v1 Deployment", "autoscaling/v2 HorizontalPodAutoscaler", "networking.k8s.io/v1 Ingress", "networking.k8s.io/v1 Ingress", "policy/v1 PodDisruptionBudget", "v1 ConfigMap", "v1 Secret", "v1 Service"].sort(),
    );
  });

  it("every object is valid against its schema", () => {
    expect(schemaProblems(objects)).toEqual([]);
  });

  it("every field is one the API knows, of the right type", () => {
    expect(typeProblems(objects)).toEqual([]);
  }, 30_000);

  it("a wrong type, a missing required field, an unknown kind or a misspelt field is refused", () => {
    const wrongType = clone(objects);
    deploymentOf(wrongType).spec.replicas = "three";
    expect(schemaProblems(wrongType).join("\n")).toMatch(/Deployment storefront: \/spec\/replicas must be integer/);
    const noSelector = clone(objects);
    delete deploymentOf(noSelector).spec.selector;
    expect(schemaProblems(noSelector).join("\n")).toMatch(/Deployment storefront: \/spec must have required property '?selector'?/);
    expect(schemaProblems([{ apiVersion: "autoscaling/v1", kind: "HorizontalPodAutoscaler", metadata: { name: "x" } }])).toEqual([
      "HorizontalPodAutoscaler x: autoscaling/v1/HorizontalPodAutoscaler is not a type this recipe knows",
    ]);
    const typo = clone(objects);
    const container = containerOf(typo);
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(typeProblems(typo).join("\n")).toMatch(/Deployment storefront: .*'"?readinesProbe"?' does not exist in type 'IContainer'/);
  }, 30_000);
});

describe("deploy/k8s: what the storefront needs of it", () => {
  it("has no problem", () => {
    expect(storefrontProblems(objects, HEALTH_PATHS)).toEqual([]);
  });

  it("each check fails on a broken copy", () => {
    const broken = (edit: (list: K8sObject[]) => void) => {
      const copy = clone(objects);
      edit(copy);
      return storefrontProblems(copy, HEALTH_PATHS).join("\n");
    };
    const configMap = (list: K8sObject[]) => list.find((o) => o.kind === "ConfigMap") as Editable;
    const secret = (list: K8sObject[]) => list.find((o) => o.kind === "Secret") as Editable;
    expect(broken((l) => (deploymentOf(l).spec.replicas = 2))).toMatch(/replicas 2, not 3/);
    expect(broken((l) => (containerOf(l).livenessProbe.httpGet.path = "/health"))).toMatch(/livenessProbe asks \/health, not \/healthz/);
    expect(broken((l) => (containerOf(l).readinessProbe.httpGet.path = "/healthz"))).toMatch(/readinessProbe asks \/healthz, not \/readyz/);
    expect(broken((l) => (containerOf(l).ports[0].containerPort = 8080))).toMatch(/port http is 8080; the image listens on 3000/);
    expect(broken((l) => (configMap(l).data.METRICS_PORT = "9100"))).toMatch(/port metrics is 9464, METRICS_PORT is 9100[\s\S]*prometheus.io annotations/);
    expect(broken((l) => (deploymentOf(l).spec.template.spec.terminationGracePeriodSeconds = 30))).toMatch(
      /preStop 5 s \+ DRAIN_SECONDS 10 \+ BACKEND_TIMEOUT_MS 15 s is not below terminationGracePeriodSeconds 30/,
    );
    expect(broken((l) => delete containerOf(l).lifecycle)).toMatch(/no preStop sleep/);
    expect(broken((l) => (deploymentOf(l).spec.template.spec.securityContext.runAsUser = 0))).toMatch(/not run as non-root uid 10001/);
    expect(broken((l) => (containerOf(l).securityContext.readOnlyRootFilesystem = false))).toMatch(/root file system is writable/);
    expect(broken((l) => (containerOf(l).volumeMounts = containerOf(l).volumeMounts.filter((m: { mountPath: string }) => m.mountPath !== "/tmp")))).toMatch(/\/tmp is not mounted writable/);
    expect(broken((l) => (deploymentOf(l).spec.template.spec.volumes[0] = { name: "tmp", hostPath: { path: "/tmp" } }))).toMatch(/mount \/tmp is not an emptyDir/);
    expect(broken((l) => (configMap(l).data.SESSION_SECRET = "abc"))).toMatch(/ConfigMap storefront-settings: SESSION_SECRET is a secret/);
    expect(broken((l) => (configMap(l).data.CATALOG_REVALIDATE_SECONDS = "600"))).toMatch(/CATALOG_REVALIDATE_SECONDS is not a setting of the storefront/);
    expect(broken((l) => (secret(l).stringData.SESSION_SECRET = "q8Jx0Yb…a real one"))).toMatch(/SESSION_SECRET holds a value, not a CHANGE_ME placeholder/);
    expect(broken((l) => (containerOf(l).envFrom[1].secretRef.name = "storefront-secret"))).toMatch(/envFrom names Secret storefront-secret, which is not in the recipe/);
    expect(broken((l) => ((l.find((o) => o.kind === "Service") as Editable).spec.selector = { app: "web" }))).toMatch(/Service storefront: its selector does not match/);
    expect(broken((l) => ((l.find((o) => o.kind === "HorizontalPodAutoscaler") as Editable).spec.scaleTargetRef.name = "web"))).toMatch(/scales apps\/v1 Deployment web, not the Deployment/);
    expect(broken((l) => ((l.find((o) => o.kind === "HorizontalPodAutoscaler") as Editable).spec.minReplicas = 2))).toMatch(/minReplicas 2 below the Deployment's 3[\s\S]*leaves no pod/);
    expect(broken((l) => delete containerOf(l).resources.requests.cpu)).toMatch(/no CPU request/);
    const ingress = (list: K8sObject[], name: string) => list.find((o) => o.kind === "Ingress" && o.metadata?.name === name) as Editable;
    expect(broken((l) => (deploymentOf(l).spec.strategy.rollingUpdate.maxUnavailable = 1))).toMatch(/not RollingUpdate with maxUnavailable 0 and maxSurge 1/);
    expect(broken((l) => (deploymentOf(l).spec.strategy = { type: "Recreate" }))).toMatch(/not RollingUpdate/);
    expect(broken((l) => (ingress(l, "storefront-static").metadata.annotations[NEXT_UPSTREAM] = "error timeout"))).toMatch(/no Ingress retries a 404 of \/_next\/static\//);
    expect(broken((l) => (ingress(l, "storefront").metadata.annotations[NEXT_UPSTREAM] = "error timeout http_404"))).toMatch(/Ingress storefront: \/ retries a 404 on another pod/);
    expect(broken((l) => (ingress(l, "storefront-static").spec.rules[0].http.paths[0].path = "/_next/"))).toMatch(/Ingress storefront-static: \/_next\/ retries a 404/);
    expect(broken((l) => (ingress(l, "storefront").metadata.annotations["nginx.ingress.kubernetes.io/service-upstream"] = "true"))).toMatch(/service-upstream leaves no other pod/);
    expect(broken((l) => (ingress(l, "storefront").spec.rules[0].http.paths[0].backend.service.port = { name: "web" }))).toMatch(/goes to a port Service storefront does not have/);
    expect(broken((l) => (ingress(l, "storefront-static").spec.rules[0].http.paths[0].backend.service.name = "web"))).toMatch(/goes to Service web, which is not in the recipe/);
    expect(broken((l) => (ingress(l, "storefront").spec.rules[0].host = "www.loja.example"))).toMatch(/host www.loja.example is not SITE_URL's loja.example/);
    expect(broken((l) => l.splice(l.findIndex((o) => o.kind === "Ingress"), 2))).toMatch(/no Ingress/);
  });

  it("the storefront would start with the ConfigMap and the Secret once filled in, and not with the template as committed", () => {
    const data = (kind: string) => (objects.find((o) => o.kind === kind) as Editable)[kind === "Secret" ? "stringData" : "data"] as Record<string, string>;
    const settings = { ...data("ConfigMap"), ...data("Secret") };
    expect(startupProblems({ ...settings, SESSION_SECRET: FILLED_SESSION_SECRET, REVALIDATE_SECRET: FILLED_REVALIDATE_SECRET })).toEqual([]);
    expect(settings.SANDBOX).toBeUndefined();
    // As committed, only the two CHANGE_ME secrets stop the start: the other placeholders parse
    // (BACKEND_HEADERS is JSON, REDIS_URL a rediss:// URL).
    expect(startupProblems(settings)).toEqual([
      expect.stringMatching(/^SESSION_SECRET is too weak \(a placeholder/),
      expect.stringMatching(/^REVALIDATE_SECRET is too weak \(a placeholder/),
    ]);
    expect(startupProblems({ ...settings, SESSION_SECRET: "" }).join("\n")).toMatch(/SESSION_SECRET is required/);
  });

  it("the image the Deployment runs is the one kustomization.yaml sets", () => {
    const container = containerOf(objects);
    expect(kustomization.images?.map((i) => i.name)).toEqual([container.image]);
  });

  it("every container runs a pinned image once kustomize set it (a digest or an exact x.y.z tag)", () => {
    expect(imageProblems(objects, kustomization.images)).toEqual([]);
    expect(renderedImage(containerOf(objects).image, kustomization.images)).toMatch(/^[\w./:-]+:\d+\.\d+\.\d+$/);
    // Without kustomization.yaml's tag the Deployment's bare name would run ":latest".
    expect(imageProblems(objects).join("\n")).toMatch(/container storefront runs ultrafibra-storefront, not pinned/);
    expect(imageProblems(objects, [{ name: "ultrafibra-storefront", newName: "registry.example/ultrafibra-storefront", newTag: "latest" }]).join("\n")).toMatch(/runs registry.example\/ultrafibra-storefront:latest, not pinned/);
    expect(imageProblems(objects, [{ name: "ultrafibra-storefront", digest: `sha256:${"b".repeat(64)}` }])).toEqual([]);
    const sidecar = clone(objects);
    deploymentOf(sidecar).spec.template.spec.containers.push({ name: "cache", image: "redis:7.4" });
    expect(imageProblems(sidecar, kustomization.images).join("\n")).toMatch(/container cache runs redis:7.4, not pinned/);
  });

  it("the image's Node is the npm scripts' Node 24, its base pinned by digest", () => {
    expect(dockerfileFacts().args.NODE_IMAGE).toMatch(/^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
  });

  it("kustomization.yaml lists every manifest; the filled Secret is never committed nor sent to an image build", () => {
    const manifests = readdirSync(K8S).filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml" && f !== "secret.yaml");
    expect(kustomization.resources.map(resourceFile).sort()).toEqual(manifests.sort());
    for (const name of kustomization.resources) expect(exists(path.join(K8S, resourceFile(name))), name).toBe(true);
    expect(gitIgnored("deploy/k8s/secret.yaml")).toBe(true);
    expect(dockerIgnored("deploy/k8s/secret.yaml")).toBe(true);
  });
});
